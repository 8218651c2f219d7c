import Foundation

/// A layout spec value whose style can be changed: every spec of MorphLayout conforms.
///
/// Specs are immutable once laid out only in the sense that values are: change a copy with
/// ``styled(_:)`` or by assigning its properties.
public protocol LayoutSpecElement: LayoutElement {
    /// The spec's own style, read by its parent (a stack reads its flex factors, for example).
    var style: LayoutStyle { get set }
}

extension LayoutSpecElement {
    /// A copy with its style changed by `configure`:
    /// `RatioLayoutSpec(ratio: 1, child: image).styled { $0.flexGrow = 1 }`.
    public func styled(_ configure: (inout LayoutStyle) -> Void) -> Self {
        var copy = self
        configure(&copy.style)
        return copy
    }
}

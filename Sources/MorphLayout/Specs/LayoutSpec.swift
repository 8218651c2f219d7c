import Foundation

/// The plain layout spec, used as a spacer (Texture's `ASLayoutSpec`): it takes the minimum of
/// the range it is offered, restricted by its style size, and has no children.
///
/// In a stack, `LayoutSpec().styled { $0.flexGrow = 1 }` takes up the free space.
public struct LayoutSpec: LayoutSpecElement {
    /// `true`: the layout depends only on the spec's values and its children's layouts (see
    /// ``LayoutElement/reportsLayoutChanges``).
    public var reportsLayoutChanges: Bool {
        true
    }

    /// The spacer's style.
    public var style: LayoutStyle

    /// Creates a spacer.
    public init(style: LayoutStyle = LayoutStyle()) {
        self.style = style
    }

    /// A layout of the range's minimum size.
    public func calculateLayoutThatFits(_ constrainedSize: SizeRange, context: LayoutContext) throws(LayoutError) -> Layout {
        try Layout(element: self, size: constrainedSize.min, context: context)
    }
}

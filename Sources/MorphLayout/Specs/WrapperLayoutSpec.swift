import Foundation

/// Lays out each child in the same range, all at the origin, and takes the size of the largest
/// (at least the range's minimum) (Texture's `ASWrapperLayoutSpec`).
///
/// Use it to give a node's content a style of its own, or to stack children on top of each
/// other (later ones on top).
public struct WrapperLayoutSpec: LayoutSpecElement {
    /// `true`: the layout depends only on the spec's values and its children's layouts (see
    /// ``LayoutElement/reportsLayoutChanges``).
    public var reportsLayoutChanges: Bool {
        true
    }

    /// The wrapper's style.
    public var style: LayoutStyle
    /// The children, back to front.
    public var children: [any LayoutElement]

    /// Wraps one child.
    public init(_ child: any LayoutElement, style: LayoutStyle = LayoutStyle()) {
        self.init(children: [child], style: style)
    }

    /// Wraps several children.
    public init(children: [any LayoutElement], style: LayoutStyle = LayoutStyle()) {
        self.children = children
        self.style = style
    }

    /// Each child in `constrainedSize` (parent size: its maximum) at the origin; the size is
    /// the component-wise maximum of the children's sizes and the range's minimum.
    ///
    /// - Complexity: O(n) in the number of children, plus their layouts.
    public func calculateLayoutThatFits(_ constrainedSize: SizeRange, context: LayoutContext) throws(LayoutError) -> Layout {
        var size = constrainedSize.min
        var sublayouts: [Layout] = []
        sublayouts.reserveCapacity(children.count)
        for child in children {
            let sublayout = try child.layoutThatFits(constrainedSize, parentSize: constrainedSize.max, context: context)
            size.width = TextureArithmetic.max(size.width, sublayout.size.width)
            size.height = TextureArithmetic.max(size.height, sublayout.size.height)
            sublayouts.append(sublayout.positioned(at: .zero))
        }
        return try Layout(element: self, size: size, sublayouts: sublayouts, context: context)
    }
}

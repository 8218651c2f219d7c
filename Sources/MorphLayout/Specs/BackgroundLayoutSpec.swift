import Foundation

/// Lays out a child, then a background exactly as large as the child behind it (Texture's
/// `ASBackgroundLayoutSpec`). The spec is the child's size.
///
/// As in Texture, this spec ignores its own style size, and the background resolves fractions
/// against the spec's parent size (not the child's size, unlike ``OverlayLayoutSpec``).
public struct BackgroundLayoutSpec: LayoutSpecElement {
    /// `true`: the layout depends only on the spec's values and its children's layouts (see
    /// ``LayoutElement/reportsLayoutChanges``).
    public var reportsLayoutChanges: Bool {
        true
    }

    /// The spec's style; its size dimensions are ignored.
    public var style: LayoutStyle
    /// The element in front, which decides the size.
    public var child: any LayoutElement
    /// The element behind, sized exactly as the child.
    public var background: any LayoutElement

    /// Places `background` behind `child`.
    public init(child: any LayoutElement, background: any LayoutElement, style: LayoutStyle = LayoutStyle()) {
        self.child = child
        self.background = background
        self.style = style
    }

    /// The child in the offered range, then the background in exactly the child's size; both
    /// at the origin, the background first.
    public func layoutThatFits(_ constrainedSize: SizeRange, parentSize: CGSize, context: LayoutContext) throws(LayoutError) -> Layout {
        try context.descending(into: self) { context throws(LayoutError) in
            try backed(constrainedSize, parentSize: parentSize, context: context)
        }
    }

    private func backed(_ constrainedSize: SizeRange, parentSize: CGSize, context: LayoutContext) throws(LayoutError) -> Layout {
        let contents = try child.layoutThatFits(constrainedSize, parentSize: parentSize, context: context)
        let backgroundLayout = try background.layoutThatFits(
            SizeRange(uncheckedMin: contents.size, max: contents.size),
            parentSize: parentSize,
            context: context
        )
        return try Layout(
            element: self,
            size: contents.size,
            sublayouts: [backgroundLayout.positioned(at: .zero), contents.positioned(at: .zero)],
            context: context
        )
    }

    /// The same with the range's maximum as the parent size.
    public func calculateLayoutThatFits(_ constrainedSize: SizeRange, context: LayoutContext) throws(LayoutError) -> Layout {
        try layoutThatFits(constrainedSize, parentSize: constrainedSize.max, context: context)
    }
}

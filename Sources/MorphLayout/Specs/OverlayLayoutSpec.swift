import Foundation

/// Lays out a child, then an overlay exactly as large as the child on top of it (Texture's
/// `ASOverlayLayoutSpec`). The spec is the child's size.
///
/// As in Texture, this spec ignores its own style size.
public struct OverlayLayoutSpec: LayoutSpecElement {
    /// `true`: the layout depends only on the spec's values and its children's layouts (see
    /// ``LayoutElement/reportsLayoutChanges``).
    public var reportsLayoutChanges: Bool {
        true
    }

    /// The spec's style; its size dimensions are ignored.
    public var style: LayoutStyle
    /// The element underneath, which decides the size.
    public var child: any LayoutElement
    /// The element on top, sized exactly as the child.
    public var overlay: any LayoutElement

    /// Places `overlay` over `child`.
    public init(child: any LayoutElement, overlay: any LayoutElement, style: LayoutStyle = LayoutStyle()) {
        self.child = child
        self.overlay = overlay
        self.style = style
    }

    /// The child in the offered range, then the overlay in exactly the child's size (parent
    /// size: the child's size); both at the origin, the overlay last.
    public func layoutThatFits(_ constrainedSize: SizeRange, parentSize: CGSize, context: LayoutContext) throws(LayoutError) -> Layout {
        try context.descending(into: self) { context throws(LayoutError) in
            try overlaid(constrainedSize, parentSize: parentSize, context: context)
        }
    }

    private func overlaid(_ constrainedSize: SizeRange, parentSize: CGSize, context: LayoutContext) throws(LayoutError) -> Layout {
        let contents = try child.layoutThatFits(constrainedSize, parentSize: parentSize, context: context)
        let overlayLayout = try overlay.layoutThatFits(
            SizeRange(uncheckedMin: contents.size, max: contents.size),
            parentSize: contents.size,
            context: context
        )
        return try Layout(
            element: self,
            size: contents.size,
            sublayouts: [contents.positioned(at: .zero), overlayLayout.positioned(at: .zero)],
            context: context
        )
    }

    /// The same with the range's maximum as the parent size.
    public func calculateLayoutThatFits(_ constrainedSize: SizeRange, context: LayoutContext) throws(LayoutError) -> Layout {
        try layoutThatFits(constrainedSize, parentSize: constrainedSize.max, context: context)
    }
}

import Foundation

/// Lays out its child inside insets (Texture's `ASInsetLayoutSpec`).
///
/// The child gets the offered range shrunk by the insets, and the spec's size is the child's
/// plus the insets, clamped to the offered range.
///
/// An **infinite** inset pushes the child against the opposite edge: with `left = .infinity`
/// the child is right-aligned (placed `right` points from the range's maximum width), with both
/// `left` and `right` infinite it is centred on the maximum width; on that axis the child may
/// be as small as it likes (its minimum becomes 0) and the spec takes the maximum size.
///
/// As in Texture, this spec ignores its own style size: its range is its parent's, unrestricted.
/// Insets may be negative (the child then sticks out); a NaN or −∞ inset is an error.
public struct InsetLayoutSpec: LayoutSpecElement {
    /// `true`: the layout depends only on the spec's values and its children's layouts (see
    /// ``LayoutElement/reportsLayoutChanges``).
    public var reportsLayoutChanges: Bool {
        true
    }

    /// The spec's style; its size dimensions are ignored (see the type's discussion).
    public var style: LayoutStyle
    /// The distances from each edge.
    public var insets: EdgeInsets
    /// The child.
    public var child: any LayoutElement

    /// Insets `child` by `insets`.
    public init(insets: EdgeInsets, child: any LayoutElement, style: LayoutStyle = LayoutStyle()) {
        self.insets = insets
        self.child = child
        self.style = style
    }

    /// Lays out without restricting the range by the spec's style (Texture overrides
    /// `calculateLayoutThatFits:restrictedToSize:relativeToParentSize:` here).
    public func layoutThatFits(_ constrainedSize: SizeRange, parentSize: CGSize, context: LayoutContext) throws(LayoutError) -> Layout {
        try context.descending(into: self) { context throws(LayoutError) in
            try inset(constrainedSize, parentSize: parentSize, context: context)
        }
    }

    /// The same as ``layoutThatFits(_:parentSize:context:)`` with the range's maximum as the
    /// parent size.
    public func calculateLayoutThatFits(_ constrainedSize: SizeRange, context: LayoutContext) throws(LayoutError) -> Layout {
        try inset(constrainedSize, parentSize: constrainedSize.max, context: context)
    }

    private func inset(_ constrainedSize: SizeRange, parentSize: CGSize, context: LayoutContext) throws(LayoutError) -> Layout {
        try validateInsets()
        let (top, left, bottom, right) = (insets.top, insets.left, insets.bottom, insets.right)
        let insetsX = finiteOrZero(left) + finiteOrZero(right)
        let insetsY = finiteOrZero(top) + finiteOrZero(bottom)
        // An infinite inset on an axis lets the child take its intrinsic size on that axis.
        let minWidth = left.isInfinite || right.isInfinite ? 0 : constrainedSize.min.width
        let minHeight = top.isInfinite || bottom.isInfinite ? 0 : constrainedSize.min.height
        let childRange = SizeRange(
            uncheckedMin: CGSize(
                width: TextureArithmetic.max(0, minWidth - insetsX),
                height: TextureArithmetic.max(0, minHeight - insetsY)
            ),
            max: CGSize(
                width: TextureArithmetic.max(0, constrainedSize.max.width - insetsX),
                height: TextureArithmetic.max(0, constrainedSize.max.height - insetsY)
            )
        )
        let childParentSize = CGSize(
            width: TextureArithmetic.max(0, parentSize.width - insetsX),
            height: TextureArithmetic.max(0, parentSize.height - insetsY)
        )
        let sublayout = try child.layoutThatFits(childRange, parentSize: childParentSize, context: context)
        let childSize = sublayout.size
        let size = constrainedSize.clamp(CGSize(
            width: TextureArithmetic.finite(childSize.width + left + right, constrainedSize.max.width),
            height: TextureArithmetic.finite(childSize.height + top + bottom, constrainedSize.max.height)
        ))
        let rounding = context.rounding
        let x = TextureArithmetic.finite(
            left,
            constrainedSize.max.width
                - (TextureArithmetic.finite(right, centerInset(constrainedSize.max.width, childSize.width, rounding)) + childSize.width)
        )
        let y = TextureArithmetic.finite(
            top,
            constrainedSize.max.height
                - (TextureArithmetic.finite(bottom, centerInset(constrainedSize.max.height, childSize.height, rounding)) + childSize.height)
        )
        return try Layout(
            element: self,
            size: size,
            sublayouts: [sublayout.positioned(at: CGPoint(x: x, y: y))],
            context: context
        )
    }

    private func finiteOrZero(_ inset: CGFloat) -> CGFloat {
        TextureArithmetic.finite(inset, 0)
    }

    /// The inset that centres `inner` in `outer`, rounded to the pixel grid.
    private func centerInset(_ outer: CGFloat, _ inner: CGFloat, _ rounding: PixelRounding) -> CGFloat {
        rounding.round((outer - inner) / 2)
    }

    private func validateInsets() throws(LayoutError) {
        for (name, value) in [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)]
        where value.isNaN || value == -.infinity {
            throw .invalidValue(property: "insets.\(name)", value: value, element: debugName, expected: "a number or +infinity")
        }
    }
}

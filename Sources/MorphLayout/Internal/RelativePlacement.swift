import Foundation

/// The layout shared by ``RelativeLayoutSpec`` and ``CenterLayoutSpec`` (Texture's
/// `-[ASRelativeLayoutSpec calculateLayoutThatFits:]`, which the centre spec inherits).
enum RelativePlacement {
    static func layout(
        of element: any LayoutElement,
        child: any LayoutElement,
        horizontal: RelativeLayoutSpecPosition,
        vertical: RelativeLayoutSpecPosition,
        sizing: RelativeLayoutSpecSizingOptions,
        constrainedSize: SizeRange,
        context: LayoutContext
    ) throws(LayoutError) -> Layout {
        // A finite maximum is passed as the parent size so the child can resolve fractions;
        // otherwise the size depends on the content and is left undefined.
        var size = CGSize(
            width: TextureArithmetic.definiteOrUndefined(constrainedSize.max.width),
            height: TextureArithmetic.definiteOrUndefined(constrainedSize.max.height)
        )
        // A positioned child may be smaller than the spec; an unpositioned one fills its minimum.
        let minChildSize = CGSize(
            width: horizontal != .none ? 0 : constrainedSize.min.width,
            height: vertical != .none ? 0 : constrainedSize.min.height
        )
        let sublayout = try child.layoutThatFits(
            SizeRange(uncheckedMin: minChildSize, max: constrainedSize.max),
            parentSize: size,
            context: context
        )
        let childSize = sublayout.size
        // An undefined dimension takes the child's size.
        size = constrainedSize.clamp(CGSize(
            width: size.width.isFinite ? size.width : childSize.width,
            height: size.height.isFinite ? size.height : childSize.height
        ))
        // The minimum-size options shrink the spec to the child.
        size = constrainedSize.clamp(CGSize(
            width: TextureArithmetic.min(size.width, sizing.contains(.minimumWidth) ? childSize.width : size.width),
            height: TextureArithmetic.min(size.height, sizing.contains(.minimumHeight) ? childSize.height : size.height)
        ))
        let rounding = context.rounding
        let position = CGPoint(
            x: rounding.round((size.width - childSize.width) * horizontal.proportion),
            y: rounding.round((size.height - childSize.height) * vertical.proportion)
        )
        return try Layout(element: element, size: size, sublayouts: [sublayout.positioned(at: position)], context: context)
    }
}

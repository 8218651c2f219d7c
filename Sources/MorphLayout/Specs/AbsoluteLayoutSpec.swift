import Foundation

/// Places each child at its ``LayoutStyle/layoutPosition`` (Texture's `ASAbsoluteLayoutSpec`).
///
/// Each child is measured with its own style size resolved against the spec's size, its
/// unset maximum being the room left between its position and the spec's maximum.
public struct AbsoluteLayoutSpec: LayoutSpecElement {
    /// `true`: the layout depends only on the spec's values and its children's layouts (see
    /// ``LayoutElement/reportsLayoutChanges``).
    public var reportsLayoutChanges: Bool {
        true
    }

    /// How large the spec is.
    public enum Sizing: Hashable, Sendable {
        /// The maximum size offered where it is finite; on an axis without a finite maximum,
        /// the union of the children's frames (at least the minimum).
        case `default`
        /// The union of the children's frames, at least the minimum, clamped to the range.
        case sizeToFit
    }

    /// The spec's style.
    public var style: LayoutStyle
    /// How large the spec is.
    public var sizing: Sizing
    /// The children, back to front, each at its style's `layoutPosition`.
    public var children: [any LayoutElement]

    /// Places `children` at their layout positions.
    public init(sizing: Sizing = .default, children: [any LayoutElement], style: LayoutStyle = LayoutStyle()) {
        self.sizing = sizing
        self.children = children
        self.style = style
    }

    /// See the type's discussion.
    ///
    /// - Complexity: O(n) in the number of children, plus their layouts.
    public func calculateLayoutThatFits(_ constrainedSize: SizeRange, context: LayoutContext) throws(LayoutError) -> Layout {
        var size = CGSize(
            width: TextureArithmetic.definiteOrUndefined(constrainedSize.max.width),
            height: TextureArithmetic.definiteOrUndefined(constrainedSize.max.height)
        )
        var sublayouts: [Layout] = []
        sublayouts.reserveCapacity(children.count)
        for child in children {
            let childStyle = child.style
            try childStyle.validateLayoutPosition(element: child.debugName)
            let position = childStyle.layoutPosition
            let autoMaxSize = CGSize(
                width: constrainedSize.max.width - position.x,
                height: constrainedSize.max.height - position.y
            )
            let childRange = try childStyle.size.resolve(
                parentSize: size,
                autoRange: SizeRange(uncheckedMin: .zero, max: autoMaxSize),
                element: child.debugName
            )
            let sublayout = try child.layoutThatFits(childRange, parentSize: size, context: context)
            sublayouts.append(sublayout.positioned(at: position))
        }
        if sizing == .sizeToFit || size.width.isNaN {
            size.width = constrainedSize.min.width
            for sublayout in sublayouts {
                size.width = TextureArithmetic.max(size.width, (sublayout.position?.x ?? 0) + sublayout.size.width)
            }
        }
        if sizing == .sizeToFit || size.height.isNaN {
            size.height = constrainedSize.min.height
            for sublayout in sublayouts {
                size.height = TextureArithmetic.max(size.height, (sublayout.position?.y ?? 0) + sublayout.size.height)
            }
        }
        return try Layout(element: self, size: constrainedSize.clamp(size), sublayouts: sublayouts, context: context)
    }
}

import Foundation

/// Places a corner element (a badge, a close button) centred on a corner of its child
/// (Texture's `ASCornerLayoutSpec`).
///
/// The corner's centre sits on the chosen corner of the child, moved by ``offset``. The spec is
/// the child's size, or — with ``wrapsCorner`` — the union of both frames clamped to the
/// offered range, with both elements shifted so that the union starts at the origin.
public struct CornerLayoutSpec: LayoutSpecElement {
    /// `true`: the layout depends only on the spec's values and its children's layouts (see
    /// ``LayoutElement/reportsLayoutChanges``).
    public var reportsLayoutChanges: Bool {
        true
    }

    /// A corner of the child.
    public enum Location: Hashable, Sendable, CaseIterable {
        /// The top-left corner.
        case topLeft
        /// The top-right corner.
        case topRight
        /// The bottom-left corner.
        case bottomLeft
        /// The bottom-right corner.
        case bottomRight
    }

    /// The spec's style.
    public var style: LayoutStyle
    /// The element that decides the spec's size.
    public var child: any LayoutElement
    /// The element placed on the corner, on top of the child.
    public var corner: any LayoutElement
    /// Which corner.
    public var location: Location
    /// A shift of the corner element from its default place. Finite.
    public var offset: CGPoint
    /// Whether the spec's size includes the corner element (default: the child's size only).
    public var wrapsCorner: Bool

    /// Places `corner` on the `location` corner of `child`.
    public init(
        child: any LayoutElement,
        corner: any LayoutElement,
        location: Location,
        offset: CGPoint = .zero,
        wrapsCorner: Bool = false,
        style: LayoutStyle = LayoutStyle()
    ) {
        self.child = child
        self.corner = corner
        self.location = location
        self.offset = offset
        self.wrapsCorner = wrapsCorner
        self.style = style
    }

    /// See the type's discussion. Both elements get the offered range.
    public func calculateLayoutThatFits(_ constrainedSize: SizeRange, context: LayoutContext) throws(LayoutError) -> Layout {
        guard offset.x.isFinite, offset.y.isFinite else {
            throw .invalidValue(
                property: "offset",
                value: offset.x.isFinite ? offset.y : offset.x,
                element: debugName,
                expected: "a finite point"
            )
        }
        let parentSize = CGSize(
            width: TextureArithmetic.definiteOrUndefined(constrainedSize.max.width),
            height: TextureArithmetic.definiteOrUndefined(constrainedSize.max.height)
        )
        let childLayout = try child.layoutThatFits(constrainedSize, parentSize: parentSize, context: context)
        let cornerLayout = try corner.layoutThatFits(constrainedSize, parentSize: parentSize, context: context)
        var childFrame = CGRect(origin: .zero, size: childLayout.size)
        var cornerFrame = CGRect(origin: cornerOrigin(in: childFrame, cornerSize: cornerLayout.size), size: cornerLayout.size)

        var frame = childFrame
        if wrapsCorner {
            frame = Self.union(childFrame, cornerFrame)
            frame.size = constrainedSize.clamp(frame.size)
        }
        // Shift both so that the spec's frame starts at the origin.
        if frame.origin.x != 0 {
            childFrame.origin.x -= frame.origin.x
            cornerFrame.origin.x -= frame.origin.x
        }
        if frame.origin.y != 0 {
            childFrame.origin.y -= frame.origin.y
            cornerFrame.origin.y -= frame.origin.y
        }
        return try Layout(
            element: self,
            size: frame.size,
            sublayouts: [childLayout.positioned(at: childFrame.origin), cornerLayout.positioned(at: cornerFrame.origin)],
            context: context
        )
    }

    /// The corner element's origin: centred on the corner of `base`, plus ``offset``.
    private func cornerOrigin(in base: CGRect, cornerSize: CGSize) -> CGPoint {
        let halfWidth = cornerSize.width / 2
        let halfHeight = cornerSize.height / 2
        var origin: CGPoint
        switch location {
        case .topLeft:
            origin = CGPoint(x: base.origin.x - halfWidth, y: base.origin.y - halfHeight)
        case .topRight:
            origin = CGPoint(x: base.origin.x + base.size.width - halfWidth, y: base.origin.y - halfHeight)
        case .bottomLeft:
            origin = CGPoint(x: base.origin.x - halfWidth, y: base.origin.y + base.size.height - halfHeight)
        case .bottomRight:
            origin = CGPoint(x: base.origin.x + base.size.width - halfWidth, y: base.origin.y + base.size.height - halfHeight)
        }
        origin.x += offset.x
        origin.y += offset.y
        return origin
    }

    /// `CGRectUnion` of two rectangles with non-negative sizes.
    private static func union(_ a: CGRect, _ b: CGRect) -> CGRect {
        let minX = Swift.min(a.origin.x, b.origin.x)
        let minY = Swift.min(a.origin.y, b.origin.y)
        let maxX = Swift.max(a.origin.x + a.size.width, b.origin.x + b.size.width)
        let maxY = Swift.max(a.origin.y + a.size.height, b.origin.y + b.size.height)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

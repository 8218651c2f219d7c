import Foundation

/// A node's view properties at one moment: what a renderer draws for the node.
///
/// ``DisplayNode/presentation`` gives them at the animator's last tick and
/// ``DisplayNode/presentation(at:)`` at any clock time; a sampler records one per node per frame.
/// The geometry follows Core Animation with the anchor point in the middle: ``position`` is the
/// centre of the node in its supernode's coordinates, ``bounds`` its own coordinate space, and
/// ``frame`` the bounds' size placed around the position — before ``transform``, which applies
/// about the centre.
public struct NodePresentation: Hashable, Sendable {
    /// The centre of the node in its supernode's coordinates.
    public var position: CGPoint
    /// The node's own coordinate space: its size (and origin, usually zero).
    public var bounds: CGRect
    /// Group opacity, 0…1.
    public var alpha: CGFloat
    /// The transform applied about the centre.
    public var transform: Transform3D
    /// The background fill (`Color.clear` draws nothing).
    public var backgroundColor: Color
    /// The radius of the rounded corners of the background, border and clip.
    public var cornerRadius: CGFloat
    /// The border width, drawn inside the bounds.
    public var borderWidth: CGFloat
    /// The border colour.
    public var borderColor: Color
    /// Whether the node and its subtree are hidden.
    public var isHidden: Bool
    /// Whether subnodes are clipped to the (rounded) bounds.
    public var clipsToBounds: Bool
    /// The z position: siblings are drawn in subnode order, then sorted by it.
    public var zPosition: CGFloat

    /// A presentation with Core Animation's defaults for a new layer, at `frame`.
    public init(
        position: CGPoint = .zero,
        bounds: CGRect = .zero,
        alpha: CGFloat = 1,
        transform: Transform3D = .identity,
        backgroundColor: Color = .clear,
        cornerRadius: CGFloat = 0,
        borderWidth: CGFloat = 0,
        borderColor: Color = .black,
        isHidden: Bool = false,
        clipsToBounds: Bool = false,
        zPosition: CGFloat = 0
    ) {
        self.position = position
        self.bounds = bounds
        self.alpha = alpha
        self.transform = transform
        self.backgroundColor = backgroundColor
        self.cornerRadius = cornerRadius
        self.borderWidth = borderWidth
        self.borderColor = borderColor
        self.isHidden = isHidden
        self.clipsToBounds = clipsToBounds
        self.zPosition = zPosition
    }

    /// The frame in the supernode's coordinates, before the transform: the bounds' size centred on
    /// the position.
    public var frame: CGRect {
        CGRect(
            x: position.x - bounds.width / 2,
            y: position.y - bounds.height / 2,
            width: bounds.width,
            height: bounds.height
        )
    }
}

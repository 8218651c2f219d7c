import Foundation
import MorphMotion

/// One node of a presentation tree at one moment: what a ``TimelineFrame`` records for each
/// `DisplayNode` on screen.
///
/// The properties mirror a node's view properties as Core Animation would draw them:
///
/// - Geometry is the node's `frame` in its parent's coordinates *before* its transform (its bounds
///   size placed at its position), and `transform`, applied about the node's centre as Core
///   Animation applies a layer's transform about its default anchor point (0.5, 0.5).
/// - `alpha` is group opacity: the node and everything inside it fade together.
/// - Drawing order inside the node: background, text, children (in paint order), then the border,
///   which Core Animation draws above the sublayers. `clipsToBounds` clips text and children to the
///   bounds, rounded by `cornerRadius`.
/// - Among siblings, nodes paint in their order in the frame's node list, then sorted by
///   `zPosition` (a stable sort, as Core Animation sorts sublayers).
/// - A hidden node hides its whole subtree, as a hidden layer does.
///
/// ``frameInRoot`` is derived, not given: a ``TimelineFrame`` computes it from the frames and
/// transforms of the node and its ancestors.
public struct TimelineNode: Hashable, Sendable, Identifiable {
    /// The node's stable identity across the frames of a timeline; unique within a frame.
    ///
    /// A node with the same id in two frames is the same node (moved, faded, …); a node whose id
    /// is missing from a frame is not on screen at that moment (not yet inserted, or removed).
    public var id: String
    /// A human-readable name for labels (the node's `name`); the id when none was given.
    public var name: String
    /// The id of the parent node, or `nil` for a node at the root of the canvas.
    public var parentID: String?
    /// The frame in the parent's coordinate space (relative to the parent's top-left corner),
    /// before ``transform`` is applied. Root nodes are placed in canvas coordinates.
    public var frame: CGRect
    /// The axis-aligned bounding box of the node in root (canvas) coordinates, after its own
    /// transform and every ancestor's — what UIKit's `convert(bounds, to: root)` and a browser's
    /// `getBoundingClientRect()` return.
    ///
    /// Computed by ``TimelineFrame`` when the node joins a frame; on a node outside any frame it is
    /// the node's own transformed frame, as if it were a root.
    public internal(set) var frameInRoot: CGRect
    /// Group opacity, `0…1` (clamped when the node joins a frame).
    public var alpha: CGFloat
    /// The node's transform, applied about its centre.
    public var transform: Transform3D
    /// The background fill, or `nil` for none.
    public var backgroundColor: Color?
    /// The border colour (Core Animation's default: opaque black).
    public var borderColor: Color
    /// The border width in points, drawn inside the bounds and above the children. Negative widths
    /// are clamped to 0 when the node joins a frame.
    public var borderWidth: CGFloat
    /// The radius of the rounded corners of the background, border and clip. Negative radii are
    /// clamped to 0 when the node joins a frame; radii above half the shorter side draw a capsule.
    public var cornerRadius: CGFloat
    /// Whether the text and children are clipped to the (rounded) bounds.
    public var clipsToBounds: Bool
    /// The Core Animation z position: siblings are sorted by it (stable) to find the paint order.
    public var zPosition: CGFloat
    /// Whether the node and its subtree are hidden (they stay in the tree and keep their geometry).
    public var isHidden: Bool
    /// The text the node draws, if any.
    public var text: TimelineText?

    /// Creates the record of one node at one moment.
    ///
    /// Defaults are those of a fresh Core Animation layer: opaque, identity transform, no
    /// background, a black border of width 0, square corners, no clipping, z position 0, shown.
    public init(
        id: String,
        name: String? = nil,
        parentID: String? = nil,
        frame: CGRect,
        alpha: CGFloat = 1,
        transform: Transform3D = .identity,
        backgroundColor: Color? = nil,
        borderColor: Color = .black,
        borderWidth: CGFloat = 0,
        cornerRadius: CGFloat = 0,
        clipsToBounds: Bool = false,
        zPosition: CGFloat = 0,
        isHidden: Bool = false,
        text: TimelineText? = nil
    ) {
        self.id = id
        self.name = name ?? id
        self.parentID = parentID
        self.frame = frame
        self.alpha = alpha
        self.transform = transform
        self.backgroundColor = backgroundColor
        self.borderColor = borderColor
        self.borderWidth = borderWidth
        self.cornerRadius = cornerRadius
        self.clipsToBounds = clipsToBounds
        self.zPosition = zPosition
        self.isHidden = isHidden
        self.text = text
        self.frameInRoot = frame
        self.frameInRoot = PlaneTransform.localToParent(frame: frame, transform: transform)
            .boundingBox(of: CGRect(origin: .zero, size: frame.size))
    }

    /// The node's bounds: its frame's size at the origin of its own coordinate space.
    public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

    /// The radius actually drawn: ``cornerRadius`` limited to half the shorter side, as Core
    /// Animation and CSS draw an oversized radius (a capsule, never an ellipse).
    public var effectiveCornerRadius: CGFloat {
        max(0, min(cornerRadius, frame.width / 2, frame.height / 2))
    }
}

import Foundation
import Morph

/// What the rasteriser works out about one layer of a drawn tree: where it lands in device pixels
/// and which pixels its own drawing can touch — kept from one frame to the next, with the tree's
/// layers (``FramePlan/layers``), to find what changed. The layer's attributes and content are read
/// from the tree itself, never copied.
struct LayerRecord {
    /// The layer's identity.
    var id: LayerID
    /// The parent's identity, or nil for the root.
    var parentID: LayerID?
    /// The parent's index in the frame's records, or nil for the root.
    var parentIndex: Int?
    /// The index just past the layer's subtree.
    var subtreeEnd: Int
    /// Maps the layer's own coordinates (its bounds' space, in points) to device pixels.
    var matrix: AffineMatrix
    /// The product of the layer's and its ancestors' alphas.
    var opacity: CGFloat
    /// Whether the layer is drawn at all: it and its ancestors are visible (not hidden, alpha
    /// above 0, an invertible transform).
    var isDrawn: Bool
    /// The pixels the ancestors' clips leave to this layer's drawing (a bounding box of the
    /// clip shapes).
    var clip: PixelBox
    /// The pixels left to the sublayers: ``clip``, narrowed by this layer's bounds when it clips.
    var childClip: PixelBox
    /// The pixels the layer's own drawing (background, content, border) can touch; empty when it
    /// draws nothing.
    var ownBox: PixelBox
    /// The pixels that must be repainted together once any of them is: the layer's bounds when it
    /// draws or clips with a shape Cairo rasterises with antialiasing (rounded corners, a rotation
    /// or skew, text, an image), empty otherwise. Cairo's antialiasing of a shape that crosses the
    /// edge of the clip differs slightly from its antialiasing of the whole shape, so such a shape
    /// is never repainted in part.
    var atomicBox = PixelBox.empty
    /// ``ownBox`` and the subtree boxes of the sublayers.
    var subtreeBox: PixelBox
    /// Whether some sublayer draws something.
    var hasDrawnDescendants = false
    /// Whether the layer is composited as a group (alpha below 1 over more than one drawing).
    var usesGroup = false
    /// The layer's rank among its siblings (0 for the first drawn).
    var siblingRank: Int
    /// How far the layer's blur (``ViewAttributes/blurRadius``) reaches beyond its subtree, in
    /// pixels; 0 without a blur.
    var blurReach = 0
    /// Scratch: the number of sublayers met so far (the next sublayer's rank).
    var childCount = 0
    /// Scratch for finding reordered siblings: the previous frame's rank of the last surviving
    /// sublayer met so far.
    var lastSurvivingChildRank = -1
    /// Scratch: whether surviving sublayers changed order since the previous frame.
    var childrenReordered = false
}

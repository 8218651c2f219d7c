import Foundation
import Morph

/// Where a layer of a ``PresentationTree`` sits, in the terms SVG and CSS boxes use.
///
/// Renderers draw each layer in its *box coordinates*: the origin at the top-left corner of its
/// bounds, so its background is the rectangle `(0, 0, width, height)` and its content starts at
/// the origin, whatever the bounds' origin. A sublayer's position is in its parent's bounds
/// coordinates, so its box sits at its frame moved by the parent's bounds origin; the root's
/// parent is the canvas, whose origin is (0, 0).
enum LayerGeometry {
    /// The frame of the layer at `index` in its parent's box coordinates: its frame (the bounds'
    /// size with the anchor point on the position) minus the parent's bounds origin.
    static func boxFrame(ofLayerAt index: Int, in tree: PresentationTree) -> CGRect {
        let frame = tree.layers[index].attributes.frame
        guard let parent = tree.layers[index].parentIndex else { return frame }
        let origin = tree.layers[parent].attributes.bounds.origin
        return frame.offsetBy(dx: -origin.x, dy: -origin.y)
    }

    /// The transform from the layer's box coordinates to its parent's (the canvas for the root).
    static func localToParent(ofLayerAt index: Int, in tree: PresentationTree) -> PlaneTransform {
        let attributes = tree.layers[index].attributes
        return PlaneTransform.localToParent(
            frame: boxFrame(ofLayerAt: index, in: tree),
            anchorPoint: attributes.anchorPoint,
            transform: attributes.transform
        )
    }
}

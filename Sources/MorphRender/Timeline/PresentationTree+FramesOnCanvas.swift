import Foundation
import Morph

extension PresentationTree {
    /// Each layer's box on the canvas — the root's supernode's coordinate space, where a sampled
    /// root sits at its frame — as an axis-aligned rectangle after the layer's own transform and
    /// every ancestor's: what UIKit's `convert(bounds, to: nil)` and a browser's
    /// `getBoundingClientRect()` return. One rectangle per layer, in the tree's `layers` order.
    ///
    /// Transforms are flattened into their parent's plane as Core Animation flattens a layer (and
    /// CSS does with `transform-style: flat`), each about its layer's anchor point; a sublayer's
    /// position is in its parent's bounds coordinates, so a bounds origin offsets the sublayers.
    ///
    /// - Complexity: O(n) for n layers.
    public func framesOnCanvas() -> [CGRect] {
        var toCanvas: [PlaneTransform] = []
        toCanvas.reserveCapacity(layers.count)
        var frames: [CGRect] = []
        frames.reserveCapacity(layers.count)
        for (index, layer) in layers.enumerated() {
            var transform = LayerGeometry.localToParent(ofLayerAt: index, in: self)
            if let parent = layer.parentIndex { transform = transform.concatenating(toCanvas[parent]) }
            toCanvas.append(transform)
            frames.append(transform.boundingBox(of: CGRect(origin: .zero, size: layer.attributes.bounds.size)))
        }
        return frames
    }
}

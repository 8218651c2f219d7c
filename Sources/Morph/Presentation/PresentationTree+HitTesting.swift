import Foundation

extension PresentationTree {
    /// The index of the frontmost layer under `point`, or nil: what a pointer at `point` touches.
    ///
    /// `point` is in the coordinates the root layer is placed in (a window's). As UIKit (and
    /// Flutter) hit test: a hidden layer, a layer with `isUserInteractionEnabled` false or with an
    /// alpha below 0.01 is skipped with its subtree; a layer is hit inside its (rectangular)
    /// bounds, and its subtree only there — a sublayer sticking out of its layer, clipped or not,
    /// cannot be touched outside it; among siblings the one drawn last (frontmost, after
    /// z-ordering) wins, and a layer's sublayers come before it.
    /// Transforms are applied by their affine part (``ViewAttributes/transformToParent``); a layer
    /// whose transform cannot be inverted (scaled to zero) cannot be hit.
    ///
    /// - Complexity: O(n) in the number of layers, at a constant stack depth.
    public func hitTest(_ point: CGPoint) -> Int? {
        guard !layers.isEmpty else { return nil }
        // Forward, in drawing order: each layer's view of the point in its own coordinates, and
        // whether its ancestors let it be hit.
        var localPoints = [CGPoint](repeating: .zero, count: layers.count)
        var eligible = [Bool](repeating: false, count: layers.count)
        for (index, layer) in layers.enumerated() {
            let parentPoint: CGPoint
            if let parent = layer.parentIndex {
                // Outside its parent's bounds a layer is never hit (UIKit's rule).
                guard eligible[parent], layers[parent].attributes.bounds.contains(localPoints[parent]) else { continue }
                parentPoint = localPoints[parent]
            } else {
                parentPoint = point
            }
            let attributes = layer.attributes
            guard !attributes.isHidden, attributes.isUserInteractionEnabled, attributes.alpha >= 0.01 else { continue }
            var toLocal = attributes.transformToParent
            let determinant = toLocal.m11 * toLocal.m22 - toLocal.m12 * toLocal.m21
            guard determinant != 0, determinant.isFinite else { continue }
            toLocal.invert()
            localPoints[index] = toLocal.transform(parentPoint)
            eligible[index] = true
        }
        // Backward: reversed drawing order is front to back, sublayers before their layer.
        for index in layers.indices.reversed() where eligible[index] {
            if layers[index].attributes.bounds.contains(localPoints[index]) { return index }
        }
        return nil
    }

    /// The point `point` (in the root layer's parent coordinates) in the bounds coordinates of
    /// the layer at `index`, or nil when a transform on the way cannot be inverted.
    ///
    /// - Complexity: O(d) in the depth of the layer.
    public func convert(_ point: CGPoint, toLayerAt index: Int) -> CGPoint? {
        var chain: [Int] = []
        var current: Int? = index
        while let layer = current {
            chain.append(layer)
            current = layers[layer].parentIndex
        }
        var result = point
        for layer in chain.reversed() {
            var toLocal = layers[layer].attributes.transformToParent
            let determinant = toLocal.m11 * toLocal.m22 - toLocal.m12 * toLocal.m21
            guard determinant != 0, determinant.isFinite else { return nil }
            toLocal.invert()
            result = toLocal.transform(result)
        }
        return result
    }
}

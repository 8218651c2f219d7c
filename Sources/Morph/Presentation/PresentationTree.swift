import Foundation

/// What is on screen at one instant: a `Sendable` value of a node tree's presentation, which every
/// renderer draws — the SVG, HTML and text renderers, the Cairo rasteriser and the window.
///
/// ``layers`` lists the nodes in drawing order: each layer is followed by its subtree, and siblings
/// come back to front — subnode order, stably sorted by `zPosition`, as Core Animation sorts
/// sublayers. Hidden layers are included (with `isHidden` set), so a renderer decides; so are
/// layers with zero alpha. A renderer draws a layer, then its subtree inside its transform, clip
/// and group opacity.
///
/// Take one with ``DisplayNode/presentationTree(at:)``; ``PresentationTree/validated()`` checks
/// that every number is finite and the structure is consistent, as renderers require.
public struct PresentationTree: Equatable, Sendable {
    /// The clock time of the instant, in seconds.
    public var time: TimeInterval
    /// The layers in drawing order (see the type's discussion); the root first.
    public var layers: [PresentationLayer]

    /// A tree of `layers` at `time`. The layers must be in drawing order with consistent
    /// `parentIndex` and `subtreeEnd` (``validated()`` checks).
    public init(time: TimeInterval, layers: [PresentationLayer]) {
        self.time = time
        self.layers = layers
    }

    /// The root layer, or nil for an empty tree.
    public var root: PresentationLayer? { layers.first }

    /// The indices of the direct sublayers of the layer at `index`, back to front.
    ///
    /// - Complexity: O(s) in the size of the subtree's top level.
    public func sublayerIndices(of index: Int) -> [Int] {
        var result: [Int] = []
        var child = index + 1
        while child < layers[index].subtreeEnd {
            result.append(child)
            child = layers[child].subtreeEnd
        }
        return result
    }

    /// The tree itself when its structure is consistent and every number finite.
    ///
    /// A layer's mask is checked the same way; an empty mask tree is inconsistent.
    ///
    /// - Throws: ``PresentationError`` naming the first layer at fault.
    /// - Complexity: O(n) for n layers, masks' layers included.
    public func validated() throws(PresentationError) -> PresentationTree {
        guard time.isFinite else { throw .nonFiniteTime(time) }
        // The layers whose subtrees are open at a layer are the previous layer and its ancestors
        // (already checked), so the innermost open one is found by walking up from the previous
        // layer: no stack to allocate, and each layer is walked past once, as a stack pops it once.
        // Each layer's fields are read in place (a copy of every layer would cost more than the
        // checks).
        for index in layers.indices {
            var innermost: Int? = index > 0 ? index - 1 : nil
            while let open = innermost, layers[open].subtreeEnd <= index { innermost = layers[open].parentIndex }
            let subtreeEnd = layers[index].subtreeEnd
            guard layers[index].parentIndex == innermost, subtreeEnd > index, subtreeEnd <= (innermost.map { layers[$0].subtreeEnd } ?? layers.count) else {
                throw .inconsistentStructure(layer: layers[index].name, index: index)
            }
            if index > 0, innermost == nil { throw .inconsistentStructure(layer: layers[index].name, index: index) }
            guard layers[index].attributes.isFinite else { throw .nonFiniteAttributes(layer: layers[index].name) }
            if let mask = layers[index].mask {
                guard mask.time.isFinite, !mask.layers.isEmpty else { throw .inconsistentStructure(layer: layers[index].name, index: index) }
                _ = try mask.validated()
            }
        }
        return self
    }
}

/// Why a ``PresentationTree`` cannot be drawn.
public enum PresentationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The tree's time is NaN or infinite.
    case nonFiniteTime(TimeInterval)
    /// A layer's geometry, opacity or transform has a NaN or infinite number.
    case nonFiniteAttributes(layer: String)
    /// A layer's `parentIndex` or `subtreeEnd` does not describe a tree in drawing order.
    case inconsistentStructure(layer: String, index: Int)

    /// A sentence naming the layer at fault.
    public var description: String {
        switch self {
        case .nonFiniteTime(let time): "presentation time \(time) is not finite"
        case .nonFiniteAttributes(let layer): "layer '\(layer)' has a NaN or infinite position, size, opacity, radius, border, transform, shadow or blur"
        case let .inconsistentStructure(layer, index): "layer '\(layer)' at index \(index) does not fit the tree's structure"
        }
    }
}

import Foundation
import Morph

/// Builds a presentation tree layer by layer, each added under a layer added before it (a
/// drawing's boxes come parents first, in drawing order); ids are 1, 2, … in the order added.
struct LayerListBuilder {
    private var layers: [PresentationLayer] = []
    /// Each layer's mark (its `data-node-id` in the SVG), by id.
    private(set) var marks: [LayerID: String] = [:]

    /// Adds a layer at `frame` (bounds at the origin, default anchor point) under `parent`.
    ///
    /// - Returns: the layer's index.
    @discardableResult
    mutating func add(name: String, mark: String, frame: CGRect, parent: Int?, content: PresentationContent? = nil) -> Int {
        add(
            name: name, mark: mark,
            attributes: ViewAttributes(position: CGPoint(x: frame.midX, y: frame.midY), bounds: CGRect(origin: .zero, size: frame.size)),
            parent: parent, content: content
        )
    }

    /// Adds a layer with `attributes` under `parent` (the index of a layer added before; nil for
    /// the root). A layer must be added after the whole subtree of each earlier sibling.
    ///
    /// - Returns: the layer's index.
    @discardableResult
    mutating func add(name: String, mark: String, attributes: ViewAttributes, parent: Int?, content: PresentationContent? = nil) -> Int {
        let index = layers.count
        let id = LayerID(rawValue: UInt64(index + 1))
        layers.append(PresentationLayer(id: id, name: name, attributes: attributes, content: content, parentIndex: parent, subtreeEnd: index + 1))
        marks[id] = mark
        return index
    }

    /// The tree at time 0: each layer's subtree reaches its last descendant.
    ///
    /// - Complexity: O(n).
    func tree() -> PresentationTree {
        var layers = self.layers
        for index in layers.indices.reversed() {
            if let parent = layers[index].parentIndex {
                layers[parent].subtreeEnd = max(layers[parent].subtreeEnd, layers[index].subtreeEnd)
            }
        }
        return PresentationTree(time: 0, layers: layers)
    }
}

import Foundation
import Morph

/// Builds presentation trees by hand for tests: layers nested by closures, ids given or counted.
struct TreeBuilder {
    private(set) var layers: [PresentationLayer] = []
    private var nextID: UInt64 = 1

    /// Adds a layer (with `children` added inside it) and returns its index.
    @discardableResult
    mutating func add(
        _ name: String = "layer",
        id: UInt64? = nil,
        frame: CGRect,
        _ configure: (inout ViewAttributes) -> Void = { _ in },
        content: PresentationContent? = nil,
        parent: Int? = nil,
        children: (inout TreeBuilder, Int) -> Void = { _, _ in }
    ) -> Int {
        var attributes = ViewAttributes(
            position: CGPoint(x: frame.midX, y: frame.midY),
            bounds: CGRect(origin: .zero, size: frame.size)
        )
        configure(&attributes)
        let index = layers.count
        let layerID = id ?? nextID
        nextID = max(nextID, layerID) + 1
        layers.append(PresentationLayer(
            id: LayerID(rawValue: layerID), name: name, attributes: attributes, content: content,
            parentIndex: parent, subtreeEnd: index + 1
        ))
        children(&self, index)
        layers[index].subtreeEnd = layers.count
        return index
    }

    /// The tree at `time`.
    func tree(time: TimeInterval = 0) -> PresentationTree {
        PresentationTree(time: time, layers: layers)
    }
}

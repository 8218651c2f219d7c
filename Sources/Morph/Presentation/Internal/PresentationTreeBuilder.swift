import Foundation

/// Builds presentation trees (``DisplayNode/presentationTree(at:)``) into recycled buffers: the
/// walk's stack, and layer arrays that earlier trees no longer hold.
///
/// A window presents its tree on every frame of a scroll or an animation; building each tree into
/// fresh arrays would allocate on every frame. The builder keeps the arrays of its last few trees:
/// when one comes round again and no tree that used it is still alive (a window keeps one or two,
/// a timeline sampler keeps all), its storage is emptied and refilled in place.
@MainActor
final class PresentationTreeBuilder {
    /// The builder of the main actor.
    static let shared = PresentationTreeBuilder()

    /// How many layer arrays are recycled in turn: a window holds the last tree drawn and the
    /// rasteriser the one before, so the third is free again.
    private static let poolSize = 3

    /// One step of the depth-first walk: open a node (append its layer, then its children and its
    /// closing step) or close one (record where its subtree ends, after a scroll node's
    /// indicators).
    private enum Step {
        case open(DisplayNode, parent: Int?)
        case close(Int, scrollNode: ScrollNode?)
    }

    private var pending: [Step] = []
    private var pool: [[PresentationLayer]]
    private var nextPoolSlot = 0
    private var isBuilding = false
    /// The type names of unnamed nodes, by type: `String(describing:)` allocates for names longer
    /// than 15 bytes.
    private var typeNames: [ObjectIdentifier: String] = [:]

    private init() {
        pool = Array(repeating: [], count: Self.poolSize)
    }

    /// The presentation of `root` and its subtree at `time` (the last tick when nil);
    /// `maskDepth` counts the masks the tree is nested in.
    func build(from root: DisplayNode, at time: TimeInterval?, maskDepth: Int = 0) -> PresentationTree {
        // A node's `presentationContent(at:)` could present another tree, and a mask is one: that
        // nested build uses buffers of its own.
        if isBuilding {
            var layers: [PresentationLayer] = []
            var stack: [Step] = []
            walk(from: root, at: time, maskDepth: maskDepth, into: &layers, stack: &stack)
            return PresentationTree(time: time ?? root.animator.lastTickTime, layers: layers)
        }
        isBuilding = true
        defer { isBuilding = false }
        let slot = nextPoolSlot
        nextPoolSlot = (slot + 1) % Self.poolSize
        var layers = pool[slot]
        pool[slot] = []
        // Unique unless an earlier tree still holds the storage: then this allocates a new one.
        layers.removeAll(keepingCapacity: true)
        walk(from: root, at: time, maskDepth: maskDepth, into: &layers, stack: &pending)
        pool[slot] = layers
        return PresentationTree(time: time ?? root.animator.lastTickTime, layers: layers)
    }

    private func walk(from root: DisplayNode, at time: TimeInterval?, maskDepth: Int, into layers: inout [PresentationLayer], stack: inout [Step]) {
        stack.removeAll(keepingCapacity: true)
        stack.append(.open(root, parent: nil))
        while let step = stack.popLast() {
            switch step {
            case let .close(index, scrollNode):
                if let scrollNode { scrollNode.appendIndicatorLayers(to: &layers, parent: index, at: time) }
                layers[index].subtreeEnd = layers.count
            case let .open(node, parent):
                let index = layers.count
                let attributes = node.presentation(at: time)
                layers.append(PresentationLayer(
                    id: node.layerID,
                    // The type's name rather than `debugName`'s address: renderers print names,
                    // and the same run must print the same text.
                    name: node.name ?? typeName(of: node),
                    attributes: attributes,
                    content: node.presentationContent(at: time),
                    parentIndex: parent,
                    subtreeEnd: index + 1,
                    mask: maskDepth < DisplayNode.maximumMaskDepth
                        ? node.maskStorage.map { build(from: $0, at: time, maskDepth: maskDepth + 1) } : nil
                ))
                let scrollNode = node as? ScrollNode
                stack.append(.close(index, scrollNode: scrollNode))
                if let scrollNode, scrollNode.collectPresentedSubnodes(attributes: attributes, at: time) {
                    for child in scrollNode.presentedSubnodes.reversed() {
                        stack.append(.open(child, parent: index))
                    }
                } else {
                    for child in node.subnodesInDrawingOrder(at: time).reversed() {
                        stack.append(.open(child, parent: index))
                    }
                }
            }
        }
    }

    /// The name of `node`'s type, made once per type.
    private func typeName(of node: DisplayNode) -> String {
        let type = ObjectIdentifier(Swift.type(of: node))
        if let name = typeNames[type] { return name }
        let name = String(describing: Swift.type(of: node))
        typeNames[type] = name
        return name
    }
}

import Foundation
import Morph

/// One published state of a window's tree, as the bus thread answers from it: the semantics tree,
/// the window, and an index from identities to nodes. Immutable; replaced whole on each update.
final class AtspiSnapshot: Sendable {
    /// The semantics tree.
    let tree: SemanticsTree
    /// The window.
    let window: AccessibilityWindow
    /// The index of each node in `tree.nodes` by identity.
    let indexByID: [LayerID: Int]
    /// The indices of the top-level nodes: the frame's children.
    let topLevel: [Int]

    /// A snapshot of `tree` in `window`; indexes it (O(n), on the bus thread).
    init(tree: SemanticsTree, window: AccessibilityWindow) {
        self.tree = tree
        self.window = window
        var index: [LayerID: Int] = [:]
        index.reserveCapacity(tree.nodes.count)
        for (position, node) in tree.nodes.enumerated() where index[node.id] == nil {
            index[node.id] = position
        }
        indexByID = index
        topLevel = tree.topLevelIndices
    }

    /// An empty tree in a window with no title.
    static let empty = AtspiSnapshot(tree: SemanticsTree(time: 0, nodes: []), window: AccessibilityWindow(title: "", frame: .zero))

    /// The node with identity `id`.
    func node(_ id: LayerID) -> SemanticsNode? {
        indexByID[id].map { tree.nodes[$0] }
    }

    /// The children of `object`, in order (the frame for the application; the top-level nodes
    /// for the frame).
    func children(of object: AtspiObject) -> [AtspiObject] {
        switch object {
        case .application: return [.frame]
        case .frame: return topLevel.map { .node(tree.nodes[$0].id) }
        case .node(let id):
            guard let index = indexByID[id] else { return [] }
            return tree.childIndices(of: index).map { .node(tree.nodes[$0].id) }
        }
    }

    /// The parent of `object` (nil for the application and unknown nodes).
    func parent(of object: AtspiObject) -> AtspiObject? {
        switch object {
        case .application: return nil
        case .frame: return .application
        case .node(let id):
            guard let index = indexByID[id] else { return nil }
            return tree.nodes[index].parentIndex.map { .node(tree.nodes[$0].id) } ?? .frame
        }
    }

    /// Whether `object` is in the snapshot.
    func contains(_ object: AtspiObject) -> Bool {
        if case .node(let id) = object { return indexByID[id] != nil }
        return true
    }

    /// The frame of `object` in window coordinates (the window's bounds for the frame).
    func frame(of object: AtspiObject) -> CGRect? {
        switch object {
        case .application: return nil
        case .frame: return CGRect(origin: .zero, size: window.frame.size)
        case .node(let id): return node(id)?.frame
        }
    }
}

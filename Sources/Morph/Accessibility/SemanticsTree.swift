import Foundation

/// What assistive technology sees of a node tree at one instant: a `Sendable` value, built on the
/// main actor (``DisplayNode/semanticsTree(at:)`` or a ``SemanticsOwner``) and read anywhere —
/// by the AT-SPI export on its own thread, by tests, by snapshot tests as text.
///
/// ``nodes`` lists the exposed nodes depth first, in reading order: each node is followed by its
/// subtree. The top-level nodes (``SemanticsNode/parentIndex`` nil) are what a window shows directly.
///
/// ```swift
/// let tree = form.semanticsTree()
/// print(tree)                      // one line per node, indented (see `description`)
/// #expect(tree.audit().isEmpty)    // every control is named, every image labelled
/// ```
public struct SemanticsTree: Hashable, Sendable {
    /// The clock time of the instant, in seconds.
    public var time: TimeInterval
    /// The exposed nodes, depth first (see the type's discussion).
    public var nodes: [SemanticsNode]

    /// A tree of `nodes` at `time`; the nodes must be depth first with consistent `parentIndex`
    /// and `subtreeEnd`.
    public init(time: TimeInterval, nodes: [SemanticsNode]) {
        self.time = time
        self.nodes = nodes
    }

    /// The indices of the top-level nodes, in order.
    ///
    /// - Complexity: O(t) in the number of top-level nodes.
    public var topLevelIndices: [Int] {
        siblings(from: 0, end: nodes.count)
    }

    /// The indices of the children of the node at `index`, in order.
    ///
    /// - Complexity: O(c) in the number of children.
    public func childIndices(of index: Int) -> [Int] {
        siblings(from: index + 1, end: nodes[index].subtreeEnd)
    }

    /// The index of the node with identity `id`, or nil.
    ///
    /// - Complexity: O(n); a reader that looks up many ids builds an index once.
    public func index(of id: LayerID) -> Int? {
        nodes.firstIndex { $0.id == id }
    }

    /// The index of the focused node, or nil.
    ///
    /// - Complexity: O(n).
    public var focusedIndex: Int? {
        nodes.firstIndex(where: \.isFocused)
    }

    /// The nodes whose role is `role`, in tree order.
    public func nodes(withRole role: AccessibilityRole) -> [SemanticsNode] {
        nodes.filter { $0.role == role }
    }

    /// The first node, in tree order, whose role is `role` and whose name is `name`.
    public func node(role: AccessibilityRole, named name: String) -> SemanticsNode? {
        nodes.first { $0.role == role && $0.name == name }
    }

    private func siblings(from start: Int, end: Int) -> [Int] {
        var result: [Int] = []
        var child = start
        while child < end {
            result.append(child)
            child = nodes[child].subtreeEnd
        }
        return result
    }
}

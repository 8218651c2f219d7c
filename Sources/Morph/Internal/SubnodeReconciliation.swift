import Foundation

/// Automatic subnode management: making a node's subnodes match a layout.
extension DisplayNode {
    /// The display nodes of a flattened layout, in layout (z-)order. Other layout nodes (a
    /// ``LayoutBox`` in a spec) are positioned by the layout but have no view, so they are not
    /// subnodes.
    static nonisolated func displayNodes(of layout: Layout) -> [DisplayNode] {
        layout.sublayouts.compactMap { $0.element as? DisplayNode }
    }

    /// The subnodes that running transitions keep although they left the layout: their removed
    /// subnodes that are still subnodes of this node, except those of `excluded`.
    func lingeringSubnodes(excluding excluded: TransitionContext? = nil) -> Set<ObjectIdentifier> {
        var lingering = Set<ObjectIdentifier>()
        for transition in runningTransitions where transition !== excluded {
            for node in transition.subnodesLeaving where node.supernode === self {
                lingering.insert(ObjectIdentifier(node))
            }
        }
        return lingering
    }

    /// Makes the subnodes exactly `target`, in order, plus the `lingering` subnodes, each of which
    /// keeps its current index (a layout node with the same index goes first). Nodes of `target`
    /// are taken from their old supernodes; other subnodes are removed.
    ///
    /// Returns the nodes that were not subnodes before and those that are no longer. Checks
    /// everything before changing anything: on an error the tree is unchanged.
    ///
    /// - Throws: ``NodeError/cycle(node:subnode:)`` for a target that is this node or an ancestor,
    ///   ``NodeError/subnodeOwnedByAnotherNode(node:subnode:owner:)`` for a target in the current
    ///   layout of another node that manages its subnodes.
    /// - Complexity: O(n + d) for n subnodes and targets and depth d, plus the subnodes of the old
    ///   supernodes of nodes taken from elsewhere.
    @discardableResult
    func reconcileSubnodes(
        to target: [DisplayNode],
        keeping lingering: Set<ObjectIdentifier>
    ) throws(NodeError) -> (inserted: [DisplayNode], removed: [DisplayNode]) {
        defer { setNeedsDisplay() }
        return try HierarchyLock.withLock { () throws(NodeError) -> (inserted: [DisplayNode], removed: [DisplayNode]) in
            let current = state.withLock { $0.subnodes }
            var currentIndexes: [ObjectIdentifier: Int] = [:]
            currentIndexes.reserveCapacity(current.count)
            for (index, node) in current.enumerated() {
                currentIndexes[ObjectIdentifier(node)] = index
            }
            var targetIDs = Set<ObjectIdentifier>()
            targetIDs.reserveCapacity(target.count)

            // Check every newcomer before changing anything.
            var ancestors = Set<ObjectIdentifier>()
            var ancestor: DisplayNode? = self
            while let node = ancestor {
                ancestors.insert(ObjectIdentifier(node))
                ancestor = node.supernode
            }
            var inserted: [DisplayNode] = []
            for node in target {
                let identifier = ObjectIdentifier(node)
                targetIDs.insert(identifier)
                guard currentIndexes[identifier] == nil else { continue }
                if ancestors.contains(identifier) {
                    throw .cycle(node: debugName, subnode: node.debugName)
                }
                if let owner = node.supernode, owner !== self {
                    let (managed, calculated) = owner.state.withLock { ($0.automaticallyManagesSubnodes, $0.calculated) }
                    if managed, let calculated, calculated.layout(for: owner).sublayout(forNode: identifier) != nil {
                        throw .subnodeOwnedByAnotherNode(node: debugName, subnode: node.debugName, owner: owner.debugName)
                    }
                }
                inserted.append(node)
            }

            // Merge the layout order with the lingering nodes at their current indexes.
            var kept: [(node: DisplayNode, index: Int)] = []
            var removed: [DisplayNode] = []
            for (index, node) in current.enumerated() where !targetIDs.contains(ObjectIdentifier(node)) {
                if lingering.contains(ObjectIdentifier(node)) {
                    kept.append((node, index))
                } else {
                    removed.append(node)
                }
            }
            var merged: [DisplayNode] = []
            merged.reserveCapacity(target.count + kept.count)
            var nextKept = 0
            for (index, node) in target.enumerated() {
                while nextKept < kept.count, kept[nextKept].index < index {
                    merged.append(kept[nextKept].node)
                    nextKept += 1
                }
                merged.append(node)
            }
            while nextKept < kept.count {
                merged.append(kept[nextKept].node)
                nextKept += 1
            }

            // Apply.
            for node in inserted {
                if let owner = node.supernode, owner !== self {
                    owner.detachLocked(node)
                }
                node.state.withLock { $0.supernode = WeakNode(self) }
                node.supernodeDidChange()
            }
            for node in removed {
                let detached = node.state.withLock { state -> Bool in
                    guard state.supernode.node === self else { return false }
                    state.supernode = WeakNode()
                    return true
                }
                if detached { node.supernodeDidChange() }
            }
            state.withLock { $0.subnodes = merged }
            return (inserted, removed)
        }
    }
}

import Foundation
@_spi(MorphInternals) import MorphLayout

/// Automatic subnode management: making a node's subnodes match a layout.
extension DisplayNode {
    /// The display nodes of a flattened layout, in layout (z-)order. Other layout nodes (a
    /// ``LayoutBox`` in a spec) are positioned by the layout but have no view, so they are not
    /// subnodes.
    ///
    /// - Complexity: O(n) in the number of sublayouts; one allocation.
    static nonisolated func displayNodes(of layout: Layout) -> [DisplayNode] {
        var nodes: [DisplayNode] = []
        nodes.reserveCapacity(layout.sublayouts.count)
        layout.forEachDisplayNode { node, _ in nodes.append(node) }
        return nodes
    }

    /// The subnodes that running transitions keep although they left the layout: their removed
    /// subnodes that are still subnodes of this node, except those of `excluded`.
    func lingeringSubnodes(excluding excluded: TransitionContext? = nil) -> Set<ObjectIdentifier> {
        var lingering = Set<ObjectIdentifier>()
        for transition in runningTransitions where transition !== excluded {
            for node in transition.subnodesLeaving where node.isSubnode(of: self) {
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
    ///   layout of another node that manages its subnodes — unless a transition applying its
    ///   shared elements moves it here (``SharedElementMoves``).
    /// - Complexity: O(n + k·d) for n subnodes and targets, k newcomers and depth d, plus the
    ///   subnodes of the old supernodes of nodes taken from elsewhere.
    @discardableResult
    func reconcileSubnodes(
        to target: [DisplayNode],
        keeping lingering: Set<ObjectIdentifier>
    ) throws(NodeError) -> (inserted: [DisplayNode], removed: [DisplayNode]) {
        defer { setNeedsDisplay() }
        // The nodes whose subnode lists change: the inserted nodes' old supernodes, then this one.
        var otherChangedSupernodes: [DisplayNode] = []
        var changed = false
        defer {
            for node in otherChangedSupernodes { node.subnodeListDidChange() }
            if changed { subnodeListDidChange() }
        }
        // Reused tables: a reconciliation allocates only the lists it returns (once warm).
        var scratch = Self.reconciliationScratch
        Self.reconciliationScratch = ReconciliationScratch()
        defer {
            scratch.clear()
            Self.reconciliationScratch = scratch
        }
        let result = try HierarchyLock.withLock { () throws(NodeError) -> (inserted: [DisplayNode], removed: [DisplayNode]) in
            let (current, ownHandle) = state.withLock { ($0.subnodes, $0.handle) }
            // Compared with the nodes' supernodes by identity (nil: no node has this supernode).
            let ownHandleIdentity = ownHandle.map(ObjectIdentifier.init)
            scratch.match(target, against: current)

            // Check every newcomer before changing anything.
            var inserted: [DisplayNode] = []
            // Whether a newcomer is taken from another supernode (else none needs detaching).
            var takesFromOthers = false
            for targetIndex in scratch.newcomers {
                let node = target[targetIndex]
                let identifier = ObjectIdentifier(node)
                if scratch.ancestors.isEmpty {
                    // The chain up from this node, collected once (for the first newcomer).
                    var ancestor: DisplayNode? = self
                    while let next = ancestor {
                        scratch.ancestors.append(ObjectIdentifier(next))
                        ancestor = next.supernode
                    }
                }
                if scratch.ancestors.contains(identifier) {
                    throw .cycle(node: debugName, subnode: node.debugName)
                }
                if !node.supernodeIs(ownHandleIdentity), let owner = node.supernode, owner !== self {
                    takesFromOthers = true
                    let (managed, calculated) = owner.state.withLock { ($0.automaticallyManagesSubnodes, $0.calculated) }
                    if managed, let calculated, calculated.layout(for: owner).sublayout(forNode: identifier) != nil,
                       !SharedElementMoves.permits(identifier, toBecomeSubnodeOf: ObjectIdentifier(self)) {
                        throw .subnodeOwnedByAnotherNode(node: debugName, subnode: node.debugName, owner: owner.debugName)
                    }
                }
                if inserted.isEmpty { inserted.reserveCapacity(scratch.newcomers.count) }
                inserted.append(node)
            }

            // Merge the layout order with the lingering nodes at their current indexes.
            var kept: [(node: DisplayNode, index: Int)] = []
            var removed: [DisplayNode] = []
            for index in current.indices where !scratch.stays[index] {
                let node = current[index]
                if lingering.contains(ObjectIdentifier(node)) {
                    kept.append((node, index))
                } else {
                    if removed.isEmpty { removed.reserveCapacity(current.count - index) }
                    removed.append(node)
                }
            }
            var merged: [DisplayNode]
            if kept.isEmpty {
                merged = target
            } else {
                merged = []
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
            }

            // Apply.
            if !inserted.isEmpty {
                let reference = WeakNode(handle: handle)
                for node in inserted {
                    if takesFromOthers, !node.supernodeIs(ownHandleIdentity), let owner = node.supernode, owner !== self {
                        owner.detachLocked(node)
                        otherChangedSupernodes.append(owner)
                    }
                    node.state.withLock { $0.supernode = reference }
                    node.supernodeDidChange()
                }
            }
            for node in removed {
                let detached = node.state.withLock { state -> Bool in
                    guard state.supernode.refers(to: ownHandle) else { return false }
                    state.supernode = WeakNode()
                    return true
                }
                if detached { node.supernodeDidChange() }
            }
            changed = state.withLock { state -> Bool in
                let changed = !Self.areIdentical(state.subnodes, merged)
                state.subnodes = merged
                return changed
            }
            return (inserted, removed)
        }
        // Newcomers take this node's traits (their layouts were measured with them already, see
        // `traitCollection`); nodes that leave keep theirs. Outside the hierarchy lock: the
        // propagation calls `traitCollectionDidChange(previous:)`.
        for node in result.inserted { node.propagateTraits(animated: false) }
        return result
    }

    /// Whether two node lists hold the same nodes in the same order, compared as references in
    /// place (iterating would retain each node).
    private nonisolated static func areIdentical(_ a: [DisplayNode], _ b: [DisplayNode]) -> Bool {
        guard a.count == b.count else { return false }
        guard !a.isEmpty else { return true }
        return a.withUnsafeBytes { first in
            b.withUnsafeBytes { second in memcmp(first.baseAddress!, second.baseAddress!, first.count) == 0 }
        }
    }

    /// The tables of ``reconcileSubnodes(to:keeping:)``, kept between calls (on the main actor)
    /// so that their storage is reused. A reconciliation takes them and puts them back, so a
    /// nested one (none today) would start from empty tables.
    private static var reconciliationScratch = ReconciliationScratch()
}

/// Working tables of a subnode reconciliation, emptied after each use with their capacity kept.
struct ReconciliationScratch {
    /// Each current subnode's index.
    var indexes: [ObjectIdentifier: Int] = [:]
    /// Whether the target keeps the current subnode at each index.
    var stays: [Bool] = []
    /// The positions in the target of the nodes that are not current subnodes.
    var newcomers: [Int] = []
    /// The node and its ancestors, collected for the first newcomer (the cycle check).
    var ancestors: [ObjectIdentifier] = []

    /// The most current subnodes matched by scanning rather than through ``indexes``.
    static let scanLimit = 32

    /// Fills ``indexes`` from `current` (unless it has at most ``scanLimit`` nodes, which are
    /// scanned instead), marks in ``stays`` the current subnodes that `target`
    /// keeps and lists the ``newcomers``, reading both lists in place (iterating them would
    /// retain each node).
    ///
    /// Not isolated to the main actor on purpose: closures written there and passed to the
    /// standard library's buffer accessors are checked for the main executor at every call.
    mutating func match(_ target: [DisplayNode], against current: [DisplayNode]) {
        stays.append(contentsOf: repeatElement(false, count: current.count))
        if current.count <= Self.scanLimit {
            // A few subnodes (a row of a list): comparing identities directly beats hashing them.
            current.withUnsafeBufferPointer { currentBuffer in
                target.withUnsafeBufferPointer { targetBuffer in
                    for targetIndex in targetBuffer.indices {
                        let identifier = ObjectIdentifier(targetBuffer[targetIndex])
                        if let index = currentBuffer.firstIndex(where: { ObjectIdentifier($0) == identifier }) {
                            stays[index] = true
                        } else {
                            newcomers.append(targetIndex)
                        }
                    }
                }
            }
            return
        }
        current.withUnsafeBufferPointer { buffer in
            indexes.reserveCapacity(buffer.count)
            for index in buffer.indices {
                indexes[ObjectIdentifier(buffer[index])] = index
            }
        }
        target.withUnsafeBufferPointer { buffer in
            for targetIndex in buffer.indices {
                if let index = indexes[ObjectIdentifier(buffer[targetIndex])] {
                    stays[index] = true
                } else {
                    newcomers.append(targetIndex)
                }
            }
        }
    }

    /// Empties the tables, keeping their storage — except a table far larger than this use
    /// needed (after one huge reconciliation), whose clearing would cost every later one.
    mutating func clear() {
        if indexes.count * 4 >= indexes.capacity {
            indexes.removeAll(keepingCapacity: true)
        } else {
            indexes = [:]
        }
        stays.removeAll(keepingCapacity: true)
        newcomers.removeAll(keepingCapacity: true)
        ancestors.removeAll(keepingCapacity: true)
    }
}

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
    /// The steps, each a function below, in this order under the hierarchy lock:
    /// 1. ``ReconciliationScratch/match(_:against:)``: which current subnodes stay, which targets
    ///    are newcomers (by identity);
    /// 2. `checkNewcomers`: no newcomer is this node or an ancestor, or belongs to another
    ///    managing node's layout (the only step that throws);
    /// 3. `sortLeavers`: the subnodes that leave the layout either linger (a running transition
    ///    keeps them) or are removed;
    /// 4. `mergeLingering`: the layout order, with the lingering subnodes at their indexes;
    /// 5. `attachNewcomers`, 6. `detachRemoved`, 7. `replaceSubnodeList`: the changes;
    ///
    /// and then, outside the lock, 8. the newcomers take this node's traits.
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
        // The nodes whose subnode lists change: the newcomers' old supernodes, then this one.
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
            // 1. Match.
            scratch.match(target, against: current)
            // 2. Check every newcomer before changing anything.
            let newcomers = try checkNewcomers(of: target, scratch: &scratch, ownHandle: ownHandle)
            // 3. Sort the subnodes that leave the layout; 4. merge the lingering ones in.
            let (lingerers, removed) = Self.sortLeavers(of: current, stays: scratch.stays, lingering: lingering)
            let merged = Self.mergeLingering(lingerers, into: target)
            // 5.–7. Apply.
            attachNewcomers(newcomers, ownHandle: ownHandle, otherChangedSupernodes: &otherChangedSupernodes)
            detachRemoved(removed, ownHandle: ownHandle)
            changed = replaceSubnodeList(with: merged)
            return (newcomers.nodes, removed)
        }
        // 8. Newcomers take this node's traits (their layouts were measured with them already, see
        // `traitCollection`); nodes that leave keep theirs. Outside the hierarchy lock: the
        // propagation calls `traitCollectionDidChange(previous:)`.
        for node in result.inserted { node.propagateTraits(animated: false) }
        return result
    }

    /// The targets that are not subnodes yet, and whether any of them has another supernode
    /// (else none needs detaching).
    private struct Newcomers {
        var nodes: [DisplayNode] = []
        var takesFromOthers = false
    }

    /// Step 2 of ``reconcileSubnodes(to:keeping:)``: checks each newcomer that `scratch` lists
    /// (hierarchy lock held) and returns them in target order.
    ///
    /// - Throws: ``NodeError/cycle(node:subnode:)`` or
    ///   ``NodeError/subnodeOwnedByAnotherNode(node:subnode:owner:)``.
    private func checkNewcomers(
        of target: [DisplayNode],
        scratch: inout ReconciliationScratch,
        ownHandle: NodeHandle?
    ) throws(NodeError) -> Newcomers {
        // Compared with the nodes' supernodes by identity (nil: no node has this supernode).
        let ownHandleIdentity = ownHandle.map(ObjectIdentifier.init)
        var newcomers = Newcomers()
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
                newcomers.takesFromOthers = true
                let (managed, calculated) = owner.state.withLock { ($0.automaticallyManagesSubnodes, $0.calculated) }
                if managed, let calculated, calculated.layout(for: owner).sublayout(forNode: identifier) != nil,
                   !SharedElementMoves.permits(identifier, toBecomeSubnodeOf: ObjectIdentifier(self)) {
                    throw .subnodeOwnedByAnotherNode(node: debugName, subnode: node.debugName, owner: owner.debugName)
                }
            }
            if newcomers.nodes.isEmpty { newcomers.nodes.reserveCapacity(scratch.newcomers.count) }
            newcomers.nodes.append(node)
        }
        return newcomers
    }

    /// Step 3 of ``reconcileSubnodes(to:keeping:)``: the current subnodes that the target does
    /// not keep (`stays` is false), split into those that linger, with their current indexes,
    /// and those that are removed.
    private static func sortLeavers(
        of current: [DisplayNode],
        stays: [Bool],
        lingering: Set<ObjectIdentifier>
    ) -> (lingerers: [(node: DisplayNode, index: Int)], removed: [DisplayNode]) {
        var lingerers: [(node: DisplayNode, index: Int)] = []
        var removed: [DisplayNode] = []
        for index in current.indices where !stays[index] {
            let node = current[index]
            if lingering.contains(ObjectIdentifier(node)) {
                lingerers.append((node, index))
            } else {
                if removed.isEmpty { removed.reserveCapacity(current.count - index) }
                removed.append(node)
            }
        }
        return (lingerers, removed)
    }

    /// Step 4 of ``reconcileSubnodes(to:keeping:)``: `target` in order, with each lingering node
    /// at its index (after the target node that has the same index).
    private static func mergeLingering(_ lingerers: [(node: DisplayNode, index: Int)], into target: [DisplayNode]) -> [DisplayNode] {
        guard !lingerers.isEmpty else { return target }
        var merged: [DisplayNode] = []
        merged.reserveCapacity(target.count + lingerers.count)
        var next = 0
        for (index, node) in target.enumerated() {
            while next < lingerers.count, lingerers[next].index < index {
                merged.append(lingerers[next].node)
                next += 1
            }
            merged.append(node)
        }
        while next < lingerers.count {
            merged.append(lingerers[next].node)
            next += 1
        }
        return merged
    }

    /// Step 5 of ``reconcileSubnodes(to:keeping:)``: makes this node the newcomers' supernode,
    /// detaching each from its old one (listed in `otherChangedSupernodes`). Hierarchy lock held.
    private func attachNewcomers(_ newcomers: Newcomers, ownHandle: NodeHandle?, otherChangedSupernodes: inout [DisplayNode]) {
        guard !newcomers.nodes.isEmpty else { return }
        let ownHandleIdentity = ownHandle.map(ObjectIdentifier.init)
        let reference = WeakNode(handle: handle)
        for node in newcomers.nodes {
            if newcomers.takesFromOthers, !node.supernodeIs(ownHandleIdentity), let owner = node.supernode, owner !== self {
                owner.detachLocked(node)
                otherChangedSupernodes.append(owner)
            }
            node.state.withLock { $0.supernode = reference }
            node.supernodeDidChange()
        }
    }

    /// Step 6 of ``reconcileSubnodes(to:keeping:)``: clears the supernode of each removed node
    /// that still refers to this one. Hierarchy lock held.
    private func detachRemoved(_ removed: [DisplayNode], ownHandle: NodeHandle?) {
        for node in removed {
            let detached = node.state.withLock { state -> Bool in
                guard state.supernode.refers(to: ownHandle) else { return false }
                state.supernode = WeakNode()
                return true
            }
            if detached { node.supernodeDidChange() }
        }
    }

    /// Step 7 of ``reconcileSubnodes(to:keeping:)``: stores the subnode list; returns whether it
    /// changed.
    private func replaceSubnodeList(with merged: [DisplayNode]) -> Bool {
        state.withLock { state -> Bool in
            let changed = !Self.areIdentical(state.subnodes, merged)
            state.subnodes = merged
            return changed
        }
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

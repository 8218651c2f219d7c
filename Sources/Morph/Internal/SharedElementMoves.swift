import Foundation
@_spi(MorphInternals) import MorphLayout

/// The shared elements of a layout transition: the nodes that its new layouts put under another
/// supernode within the transitioning subtree, found — and checked — before anything changes.
///
/// A transition installs the transitioning node's layout and then lays out its subtree parents
/// first, in subnode order, so a node that moves to an earlier sibling's subtree, or up into the
/// transitioning node, is claimed by its new supernode while its old supernode still holds it in
/// its applied layout. Automatic subnode management refuses that in general
/// (``NodeError/subnodeOwnedByAnotherNode(node:subnode:owner:)``); during the transition the move
/// is permitted when the plan says so: the old supernode is inside the transitioning subtree and
/// its *new* layout no longer contains the node (or it leaves the tree itself). A node that two
/// supernodes claim in the new layouts is still refused.
///
/// The plan predicts the layout each node of the new tree will apply exactly as a layout pass
/// decides it (``DisplayNode/layoutPassDecision(boundsSize:context:)``) at the size its
/// supernode's new layout gives it. A node whose applied layout stays is not descended into: its
/// subtree keeps its subnodes.
///
/// It also remembers the applied layouts of the supernodes involved, so that a reverted
/// transition puts every shared element back where it was.
@MainActor
struct SharedElementMoves {
    /// One node changing supernode.
    struct Move {
        /// The shared element.
        let node: DisplayNode
        /// Its supernode before the transition.
        let oldOwner: DisplayNode
        /// Its supernode in the new layouts.
        let newOwner: DisplayNode
    }

    /// The moves, parents first (a node's move before the moves inside it).
    let moves: [Move]
    /// The nodes below the transitioning node whose layouts the moves change (old and new
    /// supernodes), with their applied layouts before the transition: a revert restores them.
    let restorations: [(node: DisplayNode, entry: CachedLayout?)]
    /// Each shared element's new supernode.
    private let newOwners: [ObjectIdentifier: ObjectIdentifier]
    /// Each shared element's old supernode.
    private let oldOwners: [ObjectIdentifier: ObjectIdentifier]

    /// The moves being applied (by a transition installing its layouts or reverting them),
    /// innermost last; ``permits(_:toBecomeSubnodeOf:)`` consults them.
    private static var active: [(moves: SharedElementMoves, reversed: Bool)] = []

    /// The shared elements, parents first.
    var nodes: [DisplayNode] { moves.map(\.node) }

    /// The shared elements of `root`'s transition to `layout`, or nil when no node changes
    /// supernode inside `root`'s subtree.
    ///
    /// - Throws: ``NodeError/cycle(node:subnode:)`` when a new layout holds an ancestor of its
    ///   node; ``NodeError/subnodeOwnedByAnotherNode(node:subnode:owner:)`` when a node of the
    ///   new layouts belongs to the current layout of a node outside the subtree, to a node whose
    ///   layout stays, or to a node whose new layout contains it too (two supernodes claim it).
    /// - Complexity: O(c) in the nodes whose layouts change and their subnodes; when a node
    ///   moves, again O(c) plus O(d) per move for depth d.
    static func plan(below root: DisplayNode, to layout: Layout, context: LayoutContext) throws(NodeError) -> SharedElementMoves? {
        // First a walk that only looks for a node under another supernode (no allocation but the
        // walk's stack): most transitions move nothing.
        var movesSomething = false
        walk(from: root, layout: layout, context: context, visitsOnce: false) { owner, layout in
            guard owner.automaticallyManagesSubnodes else { return true }
            // Only the nodes that are not the owner's subnodes yet can be under another one; the
            // owner's list is read once rather than each node's supernode (a lock per node).
            // (A node that is not one of them does not have the owner as its supernode.)
            let current = owner.subnodes
            forEachNode(of: layout, notIn: current) { node in
                if let supernode = node.supernode, supernode !== owner {
                    movesSomething = true
                }
                return !movesSomething
            }
            return !movesSomething
        } kept: { _ in }
        guard movesSomething else { return nil }

        // Then the new tree in full: each changing node's new layout, and the nodes that stay.
        var planned: [ObjectIdentifier: Layout] = [:]
        var kept = Set<ObjectIdentifier>()
        var claims: [(node: DisplayNode, owner: DisplayNode, newOwner: DisplayNode)] = []
        walk(from: root, layout: layout, context: context, visitsOnce: true) { owner, layout in
            guard owner.automaticallyManagesSubnodes else { return true }
            planned[ObjectIdentifier(owner)] = layout
            let ownerHandle = owner.existingHandle.map(ObjectIdentifier.init)
            layout.forEachDisplayNode { node, _ in
                if !node.supernodeIs(ownerHandle), let supernode = node.supernode, supernode !== owner {
                    claims.append((node, supernode, owner))
                }
            }
            return true
        } kept: { node in
            kept.insert(ObjectIdentifier(node))
        }

        var moves: [Move] = []
        var newOwners: [ObjectIdentifier: ObjectIdentifier] = [:]
        var oldOwners: [ObjectIdentifier: ObjectIdentifier] = [:]
        for (node, owner, newOwner) in claims {
            let identifier = ObjectIdentifier(node)
            let (managed, calculated) = owner.state.withLock { ($0.automaticallyManagesSubnodes, $0.calculated) }
            let inCurrentLayout = managed && calculated?.layout(for: owner).sublayout(forNode: identifier) != nil
            if newOwner.isDescendant(of: node) {
                throw .cycle(node: newOwner.debugName, subnode: node.debugName)
            }
            guard owner.isDescendant(of: root) else {
                // Outside the subtree: only a node its owner's layout does not hold may be taken,
                // as outside transitions (it is not a shared element: its start is unknown here).
                if inCurrentLayout {
                    throw .subnodeOwnedByAnotherNode(node: newOwner.debugName, subnode: node.debugName, owner: owner.debugName)
                }
                continue
            }
            if newOwners[identifier] != nil {
                let first = moves.first { $0.node === node }?.newOwner ?? owner
                throw .subnodeOwnedByAnotherNode(node: newOwner.debugName, subnode: node.debugName, owner: first.debugName)
            }
            if let ownersNewLayout = planned[ObjectIdentifier(owner)] {
                if ownersNewLayout.sublayout(forNode: identifier) != nil {
                    throw .subnodeOwnedByAnotherNode(node: newOwner.debugName, subnode: node.debugName, owner: owner.debugName)
                }
            } else if inCurrentLayout, isInKeptSubtree(owner, kept: kept, below: root) {
                // Its layout stays, and holds the node.
                throw .subnodeOwnedByAnotherNode(node: newOwner.debugName, subnode: node.debugName, owner: owner.debugName)
            }
            // Otherwise the old owner's new layout lets the node go, or the old owner leaves.
            newOwners[identifier] = ObjectIdentifier(newOwner)
            oldOwners[identifier] = ObjectIdentifier(owner)
            moves.append(Move(node: node, oldOwner: owner, newOwner: newOwner))
        }
        guard !moves.isEmpty else { return nil }

        var restorations: [(node: DisplayNode, entry: CachedLayout?)] = []
        var restored = Set<ObjectIdentifier>()
        for move in moves {
            for owner in [move.oldOwner, move.newOwner] where owner !== root && restored.insert(ObjectIdentifier(owner)).inserted {
                restorations.append((owner, owner.state.withLock { $0.calculated }))
            }
        }
        return SharedElementMoves(moves: moves, restorations: restorations, newOwners: newOwners, oldOwners: oldOwners)
    }

    /// Walks the new tree below `root` (whose new layout is `layout`), parents first: `visit`
    /// gets each node whose layout changes with its new layout (and returns false to stop the
    /// walk); `kept` each node whose applied layout stays (its subtree is not walked).
    ///
    /// A node under another supernode in a new layout can make the walk come back to a node it
    /// saw (a layout holding an ancestor): a walk that goes on past such nodes must pass
    /// `visitsOnce`; one that stops at the first of them need not.
    private static func walk(
        from root: DisplayNode,
        layout: Layout,
        context: LayoutContext,
        visitsOnce: Bool,
        _ visit: (DisplayNode, Layout) -> Bool,
        kept: (DisplayNode) -> Void
    ) {
        var pending: [(DisplayNode, Layout)] = []
        pending.reserveCapacity(layout.sublayouts.count + 1)
        pending.append((root, layout))
        var visited = Set<ObjectIdentifier>()
        if visitsOnce { visited.insert(ObjectIdentifier(root)) }
        while let (owner, layout) = pending.popLast() {
            guard visit(owner, layout) else { return }
            func descend(into node: DisplayNode, size: CGSize) {
                if visitsOnce, !visited.insert(ObjectIdentifier(node)).inserted { return }
                let entry: CachedLayout
                switch node.layoutPassDecision(boundsSize: context.rounding.ceil(size), context: context) {
                case .keep:
                    kept(node)
                    return
                case .apply(let pending):
                    entry = pending
                case .measure(let range):
                    // Measured now, the layout pass finds it in the cache; a failure is the layout
                    // pass's to report.
                    let boundsSize = context.rounding.ceil(size)
                    guard let measured = try? node.measure(range, parentSize: boundsSize, context: context) else { return }
                    entry = measured
                }
                // A leaf — nothing in its layout, no subnodes — claims nothing and holds nothing.
                let layout = entry.layout(for: node)
                if layout.sublayouts.isEmpty, node.subnodes.isEmpty { return }
                pending.append((node, layout))
            }
            if owner.automaticallyManagesSubnodes {
                layout.forEachDisplayNode(reversed: true) { node, frame in
                    descend(into: node, size: frame.size)
                }
            } else {
                for node in owner.subnodes.reversed() {
                    descend(into: node, size: layout.frame(for: node)?.size ?? node.bounds.size)
                }
            }
        }
    }

    /// Calls `body` with each display node of `layout` that is not one of `nodes`, in layout
    /// order, until it returns false.
    ///
    /// Identities are compared in place (iterating `nodes` would retain each), starting after the
    /// last match: a new layout mostly keeps its nodes' order, so most lookups take one
    /// comparison. Not isolated to the main actor on purpose: closures written there and passed
    /// to the standard library's buffer accessors are checked for the main executor at every
    /// call.
    private nonisolated static func forEachNode(of layout: Layout, notIn nodes: [DisplayNode], _ body: (DisplayNode) -> Bool) {
        nodes.withUnsafeBytes { bytes in
            let addresses = bytes.bindMemory(to: UInt.self)
            let count = addresses.count
            var next = 0
            var goesOn = true
            layout.forEachDisplayNode { node, _ in
                guard goesOn else { return }
                let address = UInt(bitPattern: ObjectIdentifier(node))
                for step in 0..<count {
                    let index = next + step < count ? next + step : next + step - count
                    if addresses[index] == address {
                        next = index + 1 == count ? 0 : index + 1
                        return
                    }
                }
                goesOn = body(node)
            }
        }
    }

    /// Whether `node` or one of its ancestors below `root` keeps its applied layout.
    private static func isInKeptSubtree(_ node: DisplayNode, kept: Set<ObjectIdentifier>, below root: DisplayNode) -> Bool {
        var current: DisplayNode? = node
        while let candidate = current, candidate !== root {
            if kept.contains(ObjectIdentifier(candidate)) { return true }
            current = candidate.supernode
        }
        return false
    }

    // MARK: - Applying

    /// Runs `body` with `moves` permitted — from the old supernodes to the new ones, or back
    /// when `reversed`; just runs it when `moves` is nil.
    @discardableResult
    static func permitting<Result, Failure: Error>(
        _ moves: SharedElementMoves?,
        reversed: Bool = false,
        _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        guard let moves else { return try body() }
        active.append((moves, reversed))
        defer { active.removeLast() }
        return try body()
    }

    /// Whether one of the moves takes `node` to `owner`.
    func takes(_ node: ObjectIdentifier, to owner: ObjectIdentifier) -> Bool {
        newOwners[node] == owner
    }

    /// Whether a move being applied takes `node` to `owner` (from a supernode that may still hold
    /// it in its applied layout).
    static func permits(_ node: ObjectIdentifier, toBecomeSubnodeOf owner: ObjectIdentifier) -> Bool {
        for (moves, reversed) in active.reversed() {
            let target = reversed ? moves.oldOwners[node] : moves.newOwners[node]
            if target == owner { return true }
        }
        return false
    }
}

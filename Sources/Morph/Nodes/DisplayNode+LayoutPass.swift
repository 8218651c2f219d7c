import Foundation
@_spi(MorphInternals) import MorphMotion
@_spi(MorphInternals) import MorphLayout

extension DisplayNode {
    /// Lays out the node and its subtree for their current bounds, now (UIKit's `layoutIfNeeded`
    /// through Texture's layout pass).
    ///
    /// For each node, parents first:
    /// 1. If its applied layout is of the current layout version and as large as its bounds,
    ///    nothing changes.
    /// 2. Otherwise it takes its newest measurement of that size (computed when its parent
    ///    measured it), or measures for its bounds — with the range of its last layout if that
    ///    layout's size matches the bounds, else exactly the bounds (Texture's
    ///    `_constrainedSizeForLayoutPass`) — and applies it: with
    ///    ``automaticallyManagesSubnodes`` the subnodes become the layout's nodes in layout order,
    ///    the subnodes' frames are set from the layout, and ``calculatedLayoutDidChange()`` is
    ///    called. A root node (without supernode) whose layout has another size than its bounds
    ///    takes the layout's size, keeping its origin.
    ///
    /// Frames of existing subnodes follow the ambient transaction — call this inside
    /// `withAnimation(_:_:completion:)` to animate the change, as with UIKit; newly inserted
    /// subnodes appear at their frames. Subnodes still animating out of a running transition stay
    /// until it completes.
    ///
    /// While this node or an ancestor measures a layout transition, the pass changes nothing: the
    /// old layout stays until the transition commits (Texture's rule). A node of the subtree that
    /// measures a transition of its own is skipped with its subtree; a node that receives a newer
    /// layout cancels the transition it was measuring.
    ///
    /// - Throws: ``NodeError/layout(_:)`` when a measurement fails, and the errors of automatic
    ///   subnode management (``NodeError/cycle(node:subnode:)``,
    ///   ``NodeError/subnodeOwnedByAnotherNode(node:subnode:owner:)``). Nodes laid out before
    ///   the failing one keep their new layouts; the failing node keeps its previous one.
    /// - Complexity: O(n) checks for a subtree of n nodes, plus the measurements of the nodes that
    ///   changed.
    public func layoutIfNeeded() throws(NodeError) {
        if measuringTransitionNodeInSelfOrAncestors() != nil { return }
        try layoutSubtree(keepingLayoutsOf: nil)
    }

    // MARK: - Machinery

    /// The layout pass of ``layoutIfNeeded()`` without its check for measuring transitions; the
    /// nodes in `kept` keep their applied layouts (a reverted transition restored them exactly)
    /// while their subtrees are laid out.
    func layoutSubtree(keepingLayoutsOf kept: Set<ObjectIdentifier>?) throws(NodeError) {
        let context = rootLayoutContext
        var changed = false
        if kept?.contains(ObjectIdentifier(self)) != true {
            changed = try applyLayoutForCurrentBounds(context: context)
        }
        // A scroll node whose layout stays skips its content unless something in it changed.
        if let scrollNode = self as? ScrollNode, !scrollNode.takeContentLayoutPass(layoutChanged: changed) { return }
        // Depth-first, parents first, in subnode order: a stack of subnode lists with the next
        // position in each. Each list is a copy of a node's subnodes, which keeps its nodes alive
        // while they are laid out, so they are visited unretained (no retain and release per
        // node and visit). The stack is only allocated
        // below the first level, so a node whose subnodes are leaves allocates nothing.
        var level = (nodes: subnodes, next: 0)
        var levelsAbove: [(nodes: [DisplayNode], next: Int)] = []
        while true {
            guard level.next < level.nodes.count else {
                guard let above = levelsAbove.popLast() else { return }
                level = above
                continue
            }
            let unretained = Unmanaged.passUnretained(level.nodes[level.next])
            level.next += 1
            let below: [DisplayNode]
            do {
                below = try unretained.withGuaranteedReference { node in
                    node.layOutInPass(keepingLayout: kept?.contains(ObjectIdentifier(node)) == true, context: context)
                }.get()
            } catch {
                // The scroll nodes above the failing node visit their content again next time.
                unretained.withGuaranteedReference { $0.markEnclosingScrollNodesForLayoutPass() }
                throw error
            }
            if !below.isEmpty {
                levelsAbove.append(level)
                level = (below, 0)
            }
        }
    }

    /// One node's step of a layout pass below its root: nothing when the node measures a
    /// transition of its own (nor below it), else step 1 and 2 unless `keepingLayout`. Returns
    /// the subnodes to lay out next (none for a measuring node), or the error of step 2 (as a
    /// value: the caller runs it in a closure that cannot throw typed errors).
    ///
    /// A leaf whose layout stays — most nodes of most passes — takes the node's lock once.
    private func layOutInPass(keepingLayout: Bool, context: LayoutContext) -> Result<[DisplayNode], NodeError> {
        let boundsSize = context.rounding.ceil((viewStateStorage?.frameBounds ?? bounds).size)
        enum Outcome {
            case measuring
            case keep
            case change
        }
        // The subnodes are copied out only when there are some (a leaf's empty list is not
        // touched: each copy of an array retains its storage, and most nodes are leaves). The
        // decision to change is taken again below rather than carried out of the lock: it holds a
        // whole cache entry, and copying that for every kept node cost more than the lock.
        var subnodes: [DisplayNode] = []
        let outcome = state.withLock { state -> Outcome in
            if state.measuringGeneration != nil { return .measuring }
            guard keepingLayout || Self.keepsAppliedLayout(state, boundsSize: boundsSize, context: context) else { return .change }
            if !state.subnodes.isEmpty { subnodes = state.subnodes }
            return .keep
        }
        switch outcome {
        case .measuring:
            return .success([])
        case .keep:
            // A scroll node whose layout stays skips its content unless something in it changed.
            if let scrollNode = self as? ScrollNode, !scrollNode.takeContentLayoutPass(layoutChanged: false) { return .success([]) }
            return .success(subnodes)
        case .change:
            do {
                try applyLayout(layoutPassDecision(boundsSize: boundsSize, context: context), boundsSize: boundsSize, context: context)
            } catch {
                return .failure(error)
            }
            _ = (self as? ScrollNode)?.takeContentLayoutPass(layoutChanged: true)
            return .success(self.subnodes)
        }
    }

    /// The pixel grid the node's tree is laid out on: the ``layoutContext`` of its root (layout
    /// passes and transitions use it; a node's own ``layoutContext`` counts only when it is the
    /// root).
    ///
    /// - Complexity: O(d) in the depth.
    public nonisolated var rootLayoutContext: LayoutContext {
        treeRoot.layoutContext
    }

    /// This node or the nearest ancestor whose transition is measuring, if any.
    nonisolated func measuringTransitionNodeInSelfOrAncestors() -> DisplayNode? {
        var current: DisplayNode? = self
        while let node = current {
            let (measuring, supernode) = node.state.withLock { ($0.measuringGeneration != nil, $0.supernode.node) }
            if measuring { return node }
            current = supernode
        }
        return nil
    }

    /// What a layout pass does with the node when its bounds are `boundsSize` (step 1 and 2).
    enum LayoutPassDecision {
        /// The applied layout stays.
        case keep
        /// A pending measurement of that size is applied.
        case apply(CachedLayout)
        /// The node measures for this range, then applies the result.
        case measure(SizeRange)
    }

    /// Step 1 and 2 of a layout pass, decided for bounds of `boundsSize` (rounded up to the
    /// pixel grid) without changing anything.
    nonisolated func layoutPassDecision(boundsSize: CGSize, context: LayoutContext) -> LayoutPassDecision {
        state.withLock { Self.layoutPassDecision($0, boundsSize: boundsSize, context: context) }
    }

    /// ``layoutPassDecision(boundsSize:context:)`` for the node's state (read under its lock).
    private nonisolated static func layoutPassDecision(_ state: NodeState, boundsSize: CGSize, context: LayoutContext) -> LayoutPassDecision {
        if keepsAppliedLayout(state, boundsSize: boundsSize, context: context) {
            return .keep
        }
        if let pending = state.pendingEntry(ofSize: boundsSize), pending.context == context {
            return .apply(pending)
        }
        return .measure(state.constrainedSizeForLayoutPass(boundsSize: boundsSize))
    }

    /// Step 1 of a layout pass: whether the applied layout is of the current version, as large as
    /// the bounds (`boundsSize`, rounded up to the pixel grid) and on the same grid.
    private nonisolated static func keepsAppliedLayout(_ state: NodeState, boundsSize: CGSize, context: LayoutContext) -> Bool {
        guard let applied = state.calculatedKey else { return false }
        return applied.version == state.version && applied.size == boundsSize && applied.context == context
    }

    /// Step 1 and 2 of a layout pass for this node alone; returns whether the node applied a new
    /// layout.
    @discardableResult
    func applyLayoutForCurrentBounds(context: LayoutContext) throws(NodeError) -> Bool {
        let boundsSize = context.rounding.ceil(bounds.size)
        return try applyLayout(layoutPassDecision(boundsSize: boundsSize, context: context), boundsSize: boundsSize, context: context)
    }

    /// Step 2 of a layout pass, as decided for bounds of `boundsSize`; returns whether a new layout
    /// was applied.
    @discardableResult
    private func applyLayout(_ decision: LayoutPassDecision, boundsSize: CGSize, context: LayoutContext) throws(NodeError) -> Bool {
        let entry: CachedLayout
        switch decision {
        case .keep:
            return false
        case .apply(let pending):
            entry = pending
        case .measure(let range):
            do {
                entry = try measure(range, parentSize: boundsSize, context: context)
            } catch {
                throw .layout(error)
            }
        }
        try install(entry)
        return true
    }

    /// Applies `entry` as the node's layout outside any transition.
    func install(_ entry: CachedLayout) throws(NodeError) {
        let layout = entry.layout(for: self)
        var inserted: [DisplayNode] = []
        var removed: [DisplayNode] = []
        if automaticallyManagesSubnodes {
            (inserted, removed) = try reconcileSubnodes(to: Self.displayNodes(of: layout), keeping: lingeringSubnodes())
        }
        cancelMeasuringTransition()
        state.withLock { $0.calculated = entry }
        layoutInstaller = nil
        applyFrames(of: layout, jumping: inserted)
        for node in removed { node.restoreRestingAlpha() }
        layout.forEachDisplayNode { node, _ in
            if node.viewStateStorage?.restingAlpha != nil { node.restoreRestingAlpha(animated: true) }
        }
        if supernode == nil, entry.size != bounds.size {
            frame = CGRect(origin: frame.origin, size: entry.size)
        }
        calculatedLayoutDidChange()
    }

    /// Sets the frame of every display node of `layout`; those in `jumping` without animation.
    ///
    /// Outside an animated block every change jumps anyway, so nothing is looked up; inside one,
    /// the others follow the block and the jumping ones jump.
    ///
    /// With ``automaticallyManagesSubnodes`` the layout's nodes are the node's subnodes, so the
    /// display is told once, through this node, rather than once per frame.
    func applyFrames(of layout: Layout, jumping: [DisplayNode]) {
        let notifiesOnce = automaticallyManagesSubnodes
        var changed = false
        if jumping.isEmpty || !AnimationTransaction.isAnimating {
            layout.forEachDisplayNode { node, frame in
                guard node.setFrame(frame) else { return }
                changed = true
                if !notifiesOnce { node.setNeedsDisplay() }
            }
        } else {
            // A few jumping nodes (a row's newcomers) are found by scanning (a loop: a closure
            // passed to `contains(where:)` from here is checked for running on the main executor
            // at every call); more through a set.
            let jumpingSet = jumping.count > 16 ? Set(jumping.lazy.map(ObjectIdentifier.init)) : nil
            func jumps(_ node: DisplayNode) -> Bool {
                if let jumpingSet { return jumpingSet.contains(ObjectIdentifier(node)) }
                for candidate in jumping where candidate === node { return true }
                return false
            }
            layout.forEachDisplayNode { node, frame in
                guard node.setFrame(frame, jumps: jumps(node)) else { return }
                changed = true
                if !notifiesOnce { node.setNeedsDisplay() }
            }
        }
        if changed, notifiesOnce { setNeedsDisplay() }
    }

    /// Gives the node back the alpha it had before a transition faded it out (`animated`: follow
    /// the ambient transaction; otherwise jump) and forgets it.
    func restoreRestingAlpha(animated: Bool = false) {
        guard let view = viewStateStorage, let resting = view.restingAlpha else { return }
        view.restingAlpha = nil
        if animated {
            alpha = resting
        } else {
            performWithoutAnimation { alpha = resting }
        }
    }
}

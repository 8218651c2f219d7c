import Foundation
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
        if kept?.contains(ObjectIdentifier(self)) != true {
            try applyLayoutForCurrentBounds(context: context)
        }
        // Depth-first, parents first, in subnode order. The stack of pending nodes is only
        // allocated below the first level, so a node whose subnodes are leaves allocates nothing.
        var pending: [DisplayNode] = []
        for subnode in subnodes {
            pending.append(subnode)
            while let node = pending.popLast() {
                if node.state.withLock({ $0.measuringGeneration != nil }) { continue }
                if kept?.contains(ObjectIdentifier(node)) != true {
                    try node.applyLayoutForCurrentBounds(context: context)
                }
                let below = node.subnodes
                if !below.isEmpty { pending.append(contentsOf: below.reversed()) }
            }
        }
    }

    /// The pixel grid the node's tree is laid out on: the ``layoutContext`` of its root (layout
    /// passes and transitions use it; a node's own ``layoutContext`` counts only when it is the
    /// root).
    ///
    /// - Complexity: O(d) in the depth.
    public nonisolated var rootLayoutContext: LayoutContext {
        var root = self
        while let supernode = root.supernode { root = supernode }
        return root.layoutContext
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
        state.withLock { state -> LayoutPassDecision in
            if let calculated = state.calculated, calculated.version == state.version,
               calculated.size == boundsSize, calculated.context == context {
                return .keep
            }
            if let pending = state.pendingEntry(ofSize: boundsSize), pending.context == context {
                return .apply(pending)
            }
            return .measure(state.constrainedSizeForLayoutPass(boundsSize: boundsSize))
        }
    }

    /// Step 1 and 2 of a layout pass for this node alone.
    func applyLayoutForCurrentBounds(context: LayoutContext) throws(NodeError) {
        let boundsSize = context.rounding.ceil(bounds.size)
        let entry: CachedLayout
        switch layoutPassDecision(boundsSize: boundsSize, context: context) {
        case .keep:
            return
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
    }

    /// Applies `entry` as the node's layout outside any transition.
    func install(_ entry: CachedLayout) throws(NodeError) {
        let layout = entry.layout(for: self)
        let layoutNodes = Self.displayNodes(of: layout)
        var inserted: [DisplayNode] = []
        var removed: [DisplayNode] = []
        if automaticallyManagesSubnodes {
            (inserted, removed) = try reconcileSubnodes(to: layoutNodes, keeping: lingeringSubnodes())
        }
        cancelMeasuringTransition()
        state.withLock { $0.calculated = entry }
        layoutInstaller = nil
        applyFrames(of: layout, jumping: inserted)
        for node in removed { node.restoreRestingAlpha() }
        for node in layoutNodes where node.viewStateStorage?.restingAlpha != nil {
            node.restoreRestingAlpha(animated: true)
        }
        if supernode == nil, entry.size != bounds.size {
            frame = CGRect(origin: frame.origin, size: entry.size)
        }
        calculatedLayoutDidChange()
    }

    /// Sets the frame of every display node of `layout`; those in `jumping` without animation.
    ///
    /// Outside an animated block every change jumps anyway, so the frames are set in one go;
    /// inside one, the others follow the block and the jumping ones are set in one block without
    /// animation.
    func applyFrames(of layout: Layout, jumping: [DisplayNode]) {
        guard !jumping.isEmpty, AnimationTransaction.isAnimating else {
            for sublayout in layout.sublayouts {
                guard let node = sublayout.element as? DisplayNode else { continue }
                node.frame = sublayout.frame
            }
            return
        }
        var jumpingIDs = Set<ObjectIdentifier>(minimumCapacity: jumping.count)
        for node in jumping { jumpingIDs.insert(ObjectIdentifier(node)) }
        for sublayout in layout.sublayouts {
            guard let node = sublayout.element as? DisplayNode, !jumpingIDs.contains(ObjectIdentifier(node)) else { continue }
            node.frame = sublayout.frame
        }
        performWithoutAnimation {
            for sublayout in layout.sublayouts {
                guard let node = sublayout.element as? DisplayNode, jumpingIDs.contains(ObjectIdentifier(node)) else { continue }
                node.frame = sublayout.frame
            }
        }
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

import Foundation
@_spi(MorphInternals) import MorphLayout

extension DisplayNode {
    /// The subnodes, back to front (later ones are drawn on top). Readable from any thread.
    ///
    /// With ``automaticallyManagesSubnodes``, after a layout pass or a completed transition this is
    /// exactly the applied layout's nodes in layout order; during a transition it also holds the
    /// removed subnodes that are still animating out.
    public nonisolated var subnodes: [DisplayNode] {
        state.withLock { $0.subnodes }
    }

    /// The node whose subnode this is, or nil. Readable from any thread; held weakly.
    public nonisolated var supernode: DisplayNode? {
        state.withLock { $0.supernode.node }
    }

    /// The root of the node's tree: its topmost supernode, or the node itself. Readable from any
    /// thread. O(d) in the depth.
    nonisolated var treeRoot: DisplayNode {
        var root = self
        while let supernode = root.supernode { root = supernode }
        return root
    }

    /// The node's ``NodeHandle`` (what weak references to it hold), made on first use.
    nonisolated var handle: NodeHandle {
        state.withLock { state in
            if let handle = state.handle { return handle }
            let handle = NodeHandle(self)
            state.handle = handle
            return handle
        }
    }

    /// The node's handle if anything ever referred to it weakly, else nil (then it is no node's
    /// supernode).
    nonisolated var existingHandle: NodeHandle? {
        state.withLock { $0.handle }
    }

    /// Whether the supernode is the node whose handle has the identity `handle`: an identity
    /// check that retains nothing (false for nil). Pass a node's ``existingHandle``'s identity.
    nonisolated func supernodeIs(_ handle: ObjectIdentifier?) -> Bool {
        guard let handle else { return false }
        return state.withLock { $0.supernode.refers(toHandleWith: handle) }
    }

    /// Whether `node` is the supernode, compared without retaining anything.
    nonisolated func isSubnode(of node: DisplayNode) -> Bool {
        supernodeIs(node.existingHandle.map(ObjectIdentifier.init))
    }

    /// Whether the layout decides this node's subnodes (Texture's Automatic Subnode Management):
    /// the nodes of the applied layout become the subnodes, in layout order; nodes that leave the
    /// layout are removed. Off by default, as in Texture.
    ///
    /// While it is on, ``addSubnode(_:)`` and ``insertSubnode(_:at:)`` are refused and a subnode
    /// that is part of the current layout cannot be removed by hand. Turning it on for a node with
    /// hand-added subnodes hands them to the next layout pass, which keeps those in the layout and
    /// removes the others.
    public nonisolated var automaticallyManagesSubnodes: Bool {
        get { state.withLock { $0.automaticallyManagesSubnodes } }
        set { state.withLock { $0.automaticallyManagesSubnodes = newValue } }
    }

    /// Adds `subnode` on top of the other subnodes, taking it from its current supernode (as
    /// UIKit's `addSubview`). Adding a subnode that is already the top one changes nothing.
    ///
    /// - Throws: ``NodeError/cycle(node:subnode:)`` when `subnode` is this node or one of its
    ///   ancestors, ``NodeError/subnodesAreManagedAutomatically(node:)`` when this node manages its
    ///   subnodes, ``NodeError/subnodeMutationDuringLayoutSpec(node:subnode:)`` inside a layout
    ///   spec of this node or of `subnode`'s supernode, and the errors of
    ///   ``removeFromSupernode()`` for leaving the old supernode. The tree is unchanged after an
    ///   error.
    /// - Complexity: O(d) in the depth to add a node that is not a subnode yet (plus the old
    ///   supernode's subnodes, to leave it); O(s) in the subnodes to move a subnode.
    public func addSubnode(_ subnode: DisplayNode) throws(NodeError) {
        try insert(subnode, at: nil)
    }

    /// Inserts `subnode` at `index` among the subnodes (0 is the back), taking it from its current
    /// supernode. When `subnode` already is a subnode, `index` is its position after the move.
    ///
    /// - Throws: ``NodeError/subnodeIndexOutOfRange(index:count:node:)`` for an index outside
    ///   `0...count` (count without `subnode` itself), and the errors of ``addSubnode(_:)``.
    public func insertSubnode(_ subnode: DisplayNode, at index: Int) throws(NodeError) {
        try insert(subnode, at: index)
    }

    /// Makes the subnodes exactly `nodes`, back to front, in one step: nodes that are subnodes
    /// already move to their new places, new ones are taken from their supernodes, and subnodes
    /// not in `nodes` are removed. Nothing changes when the subnodes already are `nodes` in order.
    ///
    /// Hosts that compute their children's order (Blueprint's and Katana's) use this instead of
    /// inserting one subnode at a time, which costs O(s) per move.
    ///
    /// - Throws: ``NodeError/subnodesAreManagedAutomatically(node:)`` when this node manages its
    ///   subnodes, ``NodeError/duplicateSubnode(node:subnode:)`` for a node given twice,
    ///   ``NodeError/subnodeMutationDuringLayoutSpec(node:subnode:)`` inside this node's layout
    ///   spec, ``NodeError/cycle(node:subnode:)`` for this node or an ancestor, and
    ///   ``NodeError/subnodeOwnedByAnotherNode(node:subnode:owner:)`` for a node in the current
    ///   layout of another node that manages its subnodes. The tree is unchanged after an error.
    /// - Complexity: O(n + s + d) for n nodes, s current subnodes and depth d, plus the subnodes
    ///   of the old supernodes of nodes taken from elsewhere.
    public func setSubnodes(_ nodes: [DisplayNode]) throws(NodeError) {
        if subnodes.elementsEqual(nodes, by: ===) { return }
        if automaticallyManagesSubnodes {
            throw .subnodesAreManagedAutomatically(node: debugName)
        }
        var seen = Set<ObjectIdentifier>(minimumCapacity: nodes.count)
        for node in nodes where !seen.insert(ObjectIdentifier(node)).inserted {
            throw .duplicateSubnode(node: debugName, subnode: node.debugName)
        }
        if let first = nodes.first ?? subnodes.first {
            try checkNotMeasuringOnThisThread(changing: first)
        }
        try reconcileSubnodes(to: nodes, keeping: [])
    }

    /// Removes the node from its supernode. Does nothing for a node without one.
    ///
    /// - Throws: ``NodeError/subnodeInCurrentLayout(node:subnode:)`` when the supernode manages
    ///   its subnodes and this node is part of its current layout (nodes leaving the layout, such
    ///   as a transition's ``TransitionContext/removedSubnodes``, may be removed);
    ///   ``NodeError/subnodeMutationDuringLayoutSpec(node:subnode:)`` while the supernode is being
    ///   measured on this thread (in its layout spec).
    public func removeFromSupernode() throws(NodeError) {
        let oldSupernode = supernode
        defer { oldSupernode?.setNeedsDisplay() }
        try HierarchyLock.withLock { () throws(NodeError) in
            guard let supernode else { return }
            try supernode.checkManualRemoval(of: self)
            supernode.detachLocked(self)
        }
        oldSupernode?.subnodeListDidChange()
    }

    /// Whether `ancestor` is this node or one of its ancestors.
    ///
    /// - Complexity: O(d) in the depth.
    public nonisolated func isDescendant(of ancestor: DisplayNode) -> Bool {
        var current: DisplayNode? = self
        while let node = current {
            if node === ancestor { return true }
            current = node.supernode
        }
        return false
    }

    // MARK: - Machinery (hierarchy lock held)

    private func insert(_ subnode: DisplayNode, at index: Int?) throws(NodeError) {
        defer { setNeedsDisplay() }
        var previousSupernode: DisplayNode?
        try HierarchyLock.withLock { () throws(NodeError) in
            if subnode === self || isDescendant(of: subnode) {
                throw .cycle(node: debugName, subnode: subnode.debugName)
            }
            if automaticallyManagesSubnodes {
                throw .subnodesAreManagedAutomatically(node: debugName)
            }
            try checkNotMeasuringOnThisThread(changing: subnode)
            let oldSupernode = subnode.supernode
            if let oldSupernode, oldSupernode !== self {
                try oldSupernode.checkManualRemoval(of: subnode)
            }
            let isSubnode = oldSupernode === self
            let count = state.withLock { $0.subnodes.count } - (isSubnode ? 1 : 0)
            let position = index ?? count
            guard position >= 0, position <= count else {
                throw .subnodeIndexOutOfRange(index: position, count: count, node: debugName)
            }
            if let oldSupernode, oldSupernode !== self {
                oldSupernode.detachLocked(subnode)
            }
            state.withLock { state in
                if isSubnode, let current = state.subnodes.firstIndex(where: { $0 === subnode }) {
                    state.subnodes.remove(at: current)
                }
                state.subnodes.insert(subnode, at: position)
            }
            let reference = WeakNode(handle: handle)
            subnode.state.withLock { $0.supernode = reference }
            if oldSupernode !== self { subnode.supernodeDidChange() }
            previousSupernode = oldSupernode
        }
        subnodeListDidChange()
        if let previousSupernode, previousSupernode !== self { previousSupernode.subnodeListDidChange() }
        // The subnode takes this node's traits.
        subnode.propagateTraits(animated: false)
    }

    /// Invalidates a flexbox node that lays out its subnodes (no ``flexChildren``) after its
    /// subnode list changed, as Yoga marks a node dirty when a child is inserted or removed: its
    /// flex children changed, so its layout and its ancestors' are stale
    /// (``DisplayNode/setNeedsLayout()``). Other nodes keep Texture's rule: changing subnodes
    /// does not invalidate a layout.
    nonisolated func subnodeListDidChange() {
        let laysOutSubnodes = state.withLock { $0.flex.engine == .flexbox && $0.flex.children == nil }
        // The callers tell the display (a subnode change redraws anyway).
        if laysOutSubnodes { invalidateLayoutVersions() }
    }

    /// Refuses a change of this node's subnodes made while this node is measured on the calling
    /// thread (from its own layout spec, or a leaf's measurement).
    nonisolated func checkNotMeasuringOnThisThread(changing subnode: DisplayNode) throws(NodeError) {
        if MeasurementThreadState.current.isMeasuring(ObjectIdentifier(self)) {
            throw .subnodeMutationDuringLayoutSpec(node: debugName, subnode: subnode.debugName)
        }
    }

    /// Refuses to remove `subnode` by hand when this node's layout owns it.
    nonisolated func checkManualRemoval(of subnode: DisplayNode) throws(NodeError) {
        try checkNotMeasuringOnThisThread(changing: subnode)
        let (managed, calculated) = state.withLock { ($0.automaticallyManagesSubnodes, $0.calculated) }
        if managed, let calculated, calculated.layout(for: self).sublayout(forNode: ObjectIdentifier(subnode)) != nil {
            throw .subnodeInCurrentLayout(node: debugName, subnode: subnode.debugName)
        }
    }

    /// Removes `subnode` from the subnode list and clears its supernode (hierarchy lock held).
    nonisolated func detachLocked(_ subnode: DisplayNode) {
        let handle = state.withLock { state -> NodeHandle? in
            if let index = state.subnodes.firstIndex(where: { $0 === subnode }) {
                state.subnodes.remove(at: index)
            }
            return state.handle
        }
        let detached = subnode.state.withLock { state -> Bool in
            guard state.supernode.refers(to: handle) else { return false }
            state.supernode = WeakNode()
            return true
        }
        if detached { subnode.supernodeDidChange() }
    }
}

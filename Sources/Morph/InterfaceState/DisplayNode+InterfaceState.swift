import Synchronization

extension DisplayNode {
    /// The bit that marks a node whose state a list sets (``setInterfaceState(_:)``); the low
    /// three bits hold that state.
    nonisolated static let managedInterfaceStateBit: UInt8 = 1 << 7

    /// Where the node stands relative to the viewport of the list that holds it (Texture's
    /// `interfaceState`): the state of the nearest node at or above it whose state a list sets
    /// (a cell, a section header), or ``InterfaceState/inHierarchy`` when no list holds it.
    /// Readable from any thread.
    ///
    /// - Complexity: O(d) in the depth below the cell.
    public nonisolated var interfaceState: InterfaceState {
        var node: DisplayNode? = self
        while let current = node {
            let bits = current.interfaceStateBits.load(ordering: .acquiring)
            if bits & Self.managedInterfaceStateBit != 0 { return InterfaceState(rawValue: bits) }
            node = current.supernode
        }
        return .inHierarchy
    }

    /// Whether a list sets this node's state (it is a cell or a supplementary node of a list).
    public nonisolated var isInterfaceStateManaged: Bool {
        interfaceStateBits.load(ordering: .acquiring) & Self.managedInterfaceStateBit != 0
    }

    /// Sets the state of a node that a list manages and tells it and every node below it that
    /// follows it (the nodes whose state no other list manages) what they entered and left, top
    /// down: ``didExitVisibleState()``, ``didExitDisplayState()``, ``didExitPreloadState()`` for
    /// the states left, then ``didEnterPreloadState()``, ``didEnterDisplayState()``,
    /// ``didEnterVisibleState()`` for the states entered, then
    /// ``interfaceStateDidChange(_:from:)``.
    ///
    /// Lists call it; call it yourself only for a node that hosts its own virtualised content.
    ///
    /// - Complexity: O(n) in the nodes of the subtree that follow the node, when the state changes.
    public func setInterfaceState(_ newState: InterfaceState) {
        let old = interfaceState
        interfaceStateBits.store(newState.rawValue | Self.managedInterfaceStateBit, ordering: .releasing)
        guard old != newState else { return }
        notifyInterfaceStateChange(from: old, to: newState)
    }

    /// Gives the node back to its supernode's state (a list lets go of a cell it recycles or
    /// releases): the node and the nodes below it hear the change, if any.
    public func clearManagedInterfaceState() {
        guard isInterfaceStateManaged else { return }
        let old = interfaceState
        interfaceStateBits.store(0, ordering: .releasing)
        let new = interfaceState
        guard old != new else { return }
        notifyInterfaceStateChange(from: old, to: new)
    }

    /// Calls the hooks of this node and of the nodes below it that follow it.
    private func notifyInterfaceStateChange(from old: InterfaceState, to new: InterfaceState) {
        var pending: [DisplayNode] = [self]
        while let node = pending.popLast() {
            node.interfaceStateHooks(from: old, to: new)
            for subnode in node.subnodes where !subnode.isInterfaceStateManaged {
                pending.append(subnode)
            }
        }
    }

    /// One node's hooks for a change from `old` to `new`, in Texture's order.
    private func interfaceStateHooks(from old: InterfaceState, to new: InterfaceState) {
        let left = old.subtracting(new), entered = new.subtracting(old)
        if left.contains(.visible) { didExitVisibleState() }
        if left.contains(.display) { didExitDisplayState() }
        if left.contains(.preload) { didExitPreloadState() }
        if entered.contains(.preload) { didEnterPreloadState() }
        if entered.contains(.display) { didEnterDisplayState() }
        if entered.contains(.visible) { didEnterVisibleState() }
        interfaceStateDidChange(new, from: old)
    }

    /// Whether the node is in the preload range (``interfaceState`` contains it).
    public nonisolated var isInPreloadState: Bool { interfaceState.contains(.preload) }
    /// Whether the node is in the display range.
    public nonisolated var isInDisplayState: Bool { interfaceState.contains(.display) }
    /// Whether the node is on screen in its list (or in no list).
    public nonisolated var isInVisibleState: Bool { interfaceState.contains(.visible) }
}

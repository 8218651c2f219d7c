import Foundation
@_spi(MorphInternals) import MorphLayout

extension DisplayNode {
    /// Called on a root node whenever something its tree draws may have changed: a view property
    /// set, a subnode added, moved or removed, a layout invalidated. A window sets it to draw a new
    /// frame, so an idle window uses no time until something changes. Only the root's observer is
    /// called; nil by default. Calls are coalesced where Morph changes many nodes at once: a
    /// layout pass or transition that sets the frames of a node's managed subnodes calls it once
    /// for that node.
    public var displayObserver: (@MainActor () -> Void)? {
        get { displayObserverStorage }
        set {
            displayObserverStorage = newValue
            state.withLock { $0.hasDisplayObserver = newValue != nil }
        }
    }

    /// Tells the tree's host that what the node draws may have changed: calls the root's
    /// ``displayObserver``. Morph calls it for view properties, subnode changes and layout
    /// invalidation; call it after changing drawn state of your own.
    ///
    /// - Complexity: O(d) in the depth.
    public func setNeedsDisplay() {
        // Scroll nodes on the way learn that their content changed: their index of the content's
        // frames and their next layout pass depend on it.
        (self as? ScrollNode)?.ownDisplayDidChange()
        var root = self
        var isSubnode = true
        while let supernode = root.supernode {
            (supernode as? ScrollNode)?.contentDisplayDidChange(isSubnode: isSubnode)
            isSubnode = false
            root = supernode
        }
        root.displayObserverStorage?()
    }

    /// Calls this root's ``displayObserver`` from any thread, after a layout change found it
    /// set: at once on the main actor, else on the main actor's next turn — once for a burst of
    /// changes, through ``setNeedsDisplay()`` so that the tree's root by then is told.
    ///
    /// The queued call holds the node strongly until it runs: a weak capture would give the node
    /// a side table, which makes each later retain and release of it slower.
    nonisolated func notifyDisplayObserverFromAnyThread() {
        if MainActorCheck.isMainActor {
            MainActor.assumeIsolated { displayObserverStorage?() }
            return
        }
        let queue = state.withLock { state -> Bool in
            guard !state.displayNotificationQueued else { return false }
            state.displayNotificationQueued = true
            return true
        }
        guard queue else { return }
        Task { @MainActor in
            self.state.withLock { $0.displayNotificationQueued = false }
            self.setNeedsDisplay()
        }
    }
}

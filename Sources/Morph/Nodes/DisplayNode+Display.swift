import Foundation

extension DisplayNode {
    /// Called on a root node whenever something its tree draws may have changed: a view property
    /// set, a subnode added, moved or removed, a layout invalidated. A window sets it to draw a new
    /// frame, so an idle window uses no time until something changes. Only the root's observer is
    /// called; nil by default. Calls are coalesced where Morph changes many nodes at once: a
    /// layout pass or transition that sets the frames of a node's managed subnodes calls it once
    /// for that node.
    public var displayObserver: (@MainActor () -> Void)? {
        get { displayObserverStorage }
        set { displayObserverStorage = newValue }
    }

    /// Tells the tree's host that what the node draws may have changed: calls the root's
    /// ``displayObserver``. Morph calls it for view properties, subnode changes and layout
    /// invalidation; call it after changing drawn state of your own.
    ///
    /// - Complexity: O(d) in the depth.
    public func setNeedsDisplay() {
        var root = self
        while let supernode = root.supernode { root = supernode }
        root.displayObserverStorage?()
    }

    /// ``setNeedsDisplay()`` from any thread: at once on the main thread, else on the main actor's
    /// next turn (layout inputs may change on any thread).
    nonisolated func setNeedsDisplayFromAnyThread() {
        if Thread.isMainThread {
            MainActor.assumeIsolated { setNeedsDisplay() }
        } else {
            Task { @MainActor [weak self] in self?.setNeedsDisplay() }
        }
    }
}

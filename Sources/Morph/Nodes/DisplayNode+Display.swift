import Foundation

extension DisplayNode {
    /// Called on a root node whenever something its tree draws may have changed: a view property
    /// set, a subnode added, moved or removed, a layout invalidated. A window sets it to draw a new
    /// frame, so an idle window uses no time until something changes. Only the root's observer is
    /// called; nil by default.
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

    /// ``setNeedsDisplay()`` from any thread: at once on the main actor, else on the main actor's
    /// next turn (layout inputs may change on any thread).
    ///
    /// The deferred call holds the node strongly until it runs: a weak capture would give every
    /// node a side table, which makes each later retain and release of it slower.
    nonisolated func setNeedsDisplayFromAnyThread() {
        if MainActorCheck.isMainActor {
            MainActor.assumeIsolated { setNeedsDisplay() }
        } else {
            Task { @MainActor in self.setNeedsDisplay() }
        }
    }
}

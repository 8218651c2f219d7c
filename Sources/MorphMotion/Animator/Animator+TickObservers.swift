import Foundation

extension Animator {
    /// Identifies a handler added with ``Animator/addTickObserver(_:)``, to remove it.
    public struct TickObserverToken: Hashable, Sendable {
        let value: Int
    }

    /// Calls `handler` at every ``tick()`` with the tick's clock time, until the observer is
    /// removed: a display link (Core Animation's `CADisplayLink`, Flutter's `Ticker`) on the
    /// animator's clock.
    ///
    /// It is how motion that no curve or spring describes — a scroll view's deceleration and
    /// rubber-banding — moves frame by frame: the handler computes its value for the time it is
    /// given (a closed form of time, so the motion is the same at any frame rate) and sets it
    /// without animation. On a ``ManualClock`` every `advance` calls it once, deterministically.
    ///
    /// Each tick moves the property animations to the tick's time first, then calls the observers
    /// in the order they were added, then runs the scheduled actions that became due and the
    /// completions. An observer added during a tick is first called at the next one; one removed
    /// during a tick (itself included) is not called again.
    ///
    /// While an observer is registered the animator is active: ``hasActiveAnimations`` and
    /// ``hasRunningAnimations`` are true, so a ``FrameDriver`` (or a window) keeps ticking it.
    /// Adding the first observer to an idle animator wakes its drivers
    /// (``addActivationObserver(_:)``). Remove the observer as soon as its motion ends.
    ///
    /// - Returns: a token for ``removeTickObserver(_:)``.
    /// - Complexity: O(1); each tick costs O(k) in the k observers, without allocating.
    @discardableResult
    public func addTickObserver(_ handler: @escaping @MainActor (TimeInterval) -> Void) -> TickObserverToken {
        let wasActive = hasActiveAnimations
        let token = TickObserverToken(value: nextTickObserverToken)
        nextTickObserverToken += 1
        tickObservers.append(TickObserver(token: token, handler: handler))
        if !wasActive { notifyActivationObservers() }
        return token
    }

    /// Stops calling the handler that `token` identifies; does nothing if it was already removed.
    ///
    /// - Complexity: O(k) in the number of observers.
    public func removeTickObserver(_ token: TickObserverToken) {
        guard let index = tickObservers.firstIndex(where: { $0.token == token }) else { return }
        if isRunningTickObservers {
            // The pass in progress skips it; the pass compacts the list when it ends.
            tickObservers[index].handler = nil
        } else {
            tickObservers.remove(at: index)
        }
    }

    /// How many tick observers are registered.
    public var tickObserverCount: Int {
        tickObservers.reduce(0) { $0 + ($1.handler == nil ? 0 : 1) }
    }

    /// Calls the tick observers registered before this tick with `time`.
    func runTickObservers(at time: TimeInterval) {
        guard !tickObservers.isEmpty else { return }
        isRunningTickObservers = true
        let count = tickObservers.count
        var index = 0
        while index < count {
            if let handler = tickObservers[index].handler { handler(time) }
            index += 1
        }
        isRunningTickObservers = false
        if tickObservers.contains(where: { $0.handler == nil }) {
            tickObservers.removeAll { $0.handler == nil }
        }
    }
}

/// A registered tick observer; its handler is nil once removed during a tick.
struct TickObserver {
    let token: Animator.TickObserverToken
    var handler: (@MainActor (TimeInterval) -> Void)?
}

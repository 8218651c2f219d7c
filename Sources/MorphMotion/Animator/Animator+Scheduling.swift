import Foundation

extension Animator {
    /// Runs `action` once, `delay` seconds from now on the animator's clock: at the first
    /// ``tick()`` whose clock time is at or after the deadline (`now + delay`). Actions due at one
    /// tick run in deadline order (equal deadlines in the order they were scheduled), after the
    /// tick has moved every property animation to the tick's time and before the completions of
    /// the animations that ended run. An action scheduled while actions run waits for the next
    /// tick, even when it is already due, so an action that reschedules itself never loops.
    ///
    /// With a ``ManualClock`` this is deterministic: `clock.advance(to:)` past the deadline runs
    /// the action (Katana's `DispatchQueue.main.asyncAfter`, without the real time).
    ///
    /// Until it runs, the action counts as activity: ``hasActiveAnimations`` is true and
    /// ``endTimeOfActiveAnimations`` is at least its deadline, so a frame driver keeps ticking and
    /// a renderer keeps sampling until it has run.
    ///
    /// Bad delays are clamped: NaN, negative and −∞ become 0 (the action runs at the next tick);
    /// +∞ never runs — the returned action is not pending and counts as no activity.
    ///
    /// - Returns: the action, to ``ScheduledAction/cancel()`` it.
    /// - Complexity: O(log n) in the scheduled actions. A tick with no action due costs O(1) and
    ///   allocates nothing.
    @discardableResult
    public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ScheduledAction {
        if delay == .infinity { return scheduledActions.never() }
        let clamped = delay.isNaN ? 0 : max(delay, 0)
        let wasActive = hasActiveAnimations
        let scheduled = scheduledActions.insert(deadline: clock.now + clamped, action)
        if !wasActive { notifyActivationObservers() }
        return scheduled
    }

    /// How many scheduled actions are waiting.
    public var scheduledActionCount: Int { scheduledActions.count }

    /// Whether a scheduled action is waiting.
    public var hasScheduledActions: Bool { !scheduledActions.isEmpty }

    /// The clock time of the earliest scheduled action, or nil when none waits (a driver with no
    /// running animation can sleep until then).
    public var nextScheduledActionTime: TimeInterval? { scheduledActions.first?.deadline }

    /// Whether something moves at every tick: an animation of a property runs, or a tick observer
    /// (``addTickObserver(_:)``) is registered (scheduled actions not counted).
    public var hasRunningAnimations: Bool { !tickObservers.isEmpty || allStores.contains { $0.activeCount > 0 } }

    /// Runs the scheduled actions due at `time` that were scheduled before this call.
    func runDueActions(at time: TimeInterval) {
        guard let first = scheduledActions.first, first.deadline <= time else { return }
        let limit = scheduledActions.upcomingSequence
        while let due = scheduledActions.popDue(at: time, scheduledBefore: limit) {
            let action = due.action
            due.action = nil
            action?()
        }
    }
}

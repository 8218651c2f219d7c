import Foundation

extension Animator {
    /// Whether any animation is running (including one waiting for its delay), a tick observer
    /// (``addTickObserver(_:)``) is registered or a scheduled action (``schedule(after:_:)``) is
    /// waiting.
    ///
    /// - Complexity: O(v) in the number of value types ever animated.
    public var hasActiveAnimations: Bool {
        hasScheduledActions || !tickObservers.isEmpty || allStores.contains { $0.activeCount > 0 }
    }

    /// How many property animations are running.
    ///
    /// - Complexity: O(v) in the number of value types ever animated.
    public var activeAnimationCount: Int {
        allStores.reduce(0) { $0 + $1.activeCount }
    }

    /// The clock time at which every running animation will have ended and every scheduled
    /// action will have become due, or `nil` when none is running or waiting. Always computable:
    /// curves end after their delay and duration, springs at their settling time (at most
    /// ``AnimationAttributes/maximumSpringDuration``), actions at their finite deadline. A tick
    /// observer's motion has no end known here: while one is registered the end is at least the
    /// clock's current time (its owner knows more; a scroll node reports its own).
    ///
    /// A renderer samples up to this time; the driver knows when it may sleep. Animations that a
    /// scheduled action will start are not known yet.
    /// - Complexity: O(n) in the running tracks and the scheduled actions.
    public var endTimeOfActiveAnimations: TimeInterval? {
        let now = clock.now
        var tracks = allStores.compactMap { $0.latestEndTime(now: now) }.max()
        if !tickObservers.isEmpty { tracks = max(tracks ?? now, now) }
        switch (tracks, scheduledActions.latestDeadline) {
        case (let tracks?, let actions?): return max(tracks, actions)
        case (let tracks?, nil): return tracks
        case (nil, let actions?): return actions
        case (nil, nil): return nil
        }
    }

    /// The names of the properties of `owner` that are animating.
    ///
    /// - Complexity: O(n) in the running tracks.
    public func animatingProperties(of owner: AnyObject) -> [String] {
        allStores.flatMap { $0.propertyNames(ownedBy: owner) }.sorted()
    }

    /// Every broken internal invariant, as sentences (empty when the animator is consistent).
    ///
    /// Checks that each track is its property's track, targets the property's model value, has
    /// not outlived its end time, and belongs to a completion group that is still waiting.
    /// - Complexity: O(n) in the running tracks.
    public func invariantViolations() -> [String] {
        var problems = allStores.flatMap { $0.invariantViolations(lastTick: lastTickTime) }
        if TransactionStack.isEmpty && !CompletionQueue.isEmpty {
            problems.append("completions are waiting although no animation block is open")
        }
        return problems
    }

    /// Stops the program with a description when ``invariantViolations()`` finds a problem.
    /// Call it from tests after every step.
    public func assertInvariants(file: StaticString = #file, line: UInt = #line) {
        let problems = invariantViolations()
        precondition(problems.isEmpty, problems.joined(separator: "\n"), file: file, line: line)
    }
}

import Foundation

/// An action waiting on an ``Animator``'s clock, made by ``Animator/schedule(after:_:)``: it runs
/// once, at the first tick at or after its ``deadline``, unless it is cancelled first.
///
/// Keep it to cancel the action; dropping it does not cancel anything (the animator keeps the
/// action until it runs).
@MainActor
public final class ScheduledAction {
    /// The clock time at which the action becomes due; `+∞` for an action that never runs.
    public let deadline: TimeInterval
    /// Whether the action is still waiting: false once it ran or was cancelled.
    public var isPending: Bool { heapIndex >= 0 }
    /// Whether ``cancel()`` removed the action before it ran.
    public private(set) var isCancelled = false

    /// The action; released once it ran or was cancelled.
    var action: (@MainActor () -> Void)?
    /// The order of scheduling, which breaks ties between equal deadlines.
    let sequence: UInt64
    /// The position in the animator's queue; -1 when not queued.
    var heapIndex = -1
    /// The queue the action waits in.
    weak var queue: ScheduledActionQueue?

    init(deadline: TimeInterval, sequence: UInt64, action: (@MainActor () -> Void)?) {
        self.deadline = deadline
        self.sequence = sequence
        self.action = action
    }

    /// Removes the action from its animator without running it. Does nothing once it ran or was
    /// cancelled.
    ///
    /// - Complexity: O(log n) in the scheduled actions.
    public func cancel() {
        guard isPending else { return }
        isCancelled = true
        queue?.remove(self)
        action = nil
    }

    /// Whether the action comes before `other`: earlier deadline, else scheduled earlier.
    func precedes(_ other: ScheduledAction) -> Bool {
        deadline < other.deadline || (deadline == other.deadline && sequence < other.sequence)
    }
}

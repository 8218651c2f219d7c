import Foundation

/// A layout transition in flight, returned by
/// ``DisplayNode/transitionLayout(animated:shouldMeasureAsync:measurementCompletion:)``: its
/// outcome when it has ended, and a way to wait for it.
///
/// Texture's methods return nothing; the handle is Morph's addition, so that tests and callers can
/// wait for a transition. Ignoring it is fine: nothing of a transition outlives it except what the
/// caller holds. A handle that is kept keeps its ``context`` (and so the two layouts and their
/// nodes) alive.
@MainActor
public final class TransitionHandle {
    /// How the transition ended, or nil while it runs.
    public private(set) var outcome: TransitionOutcome?
    /// The transition's context once its layout is installed (nil while measuring, and for a
    /// transition cancelled or failed before).
    public internal(set) var context: TransitionContext?
    private var waiters: [UInt64: CheckedContinuation<Void, Never>] = [:]
    private var nextWaiter: UInt64 = 0

    init() {}

    /// A handle that has already ended with `outcome`.
    init(ended outcome: TransitionOutcome) {
        self.outcome = outcome
    }

    /// Whether the transition has ended.
    public var isFinished: Bool { outcome != nil }

    /// Waits until the transition has ended and returns how: ``TransitionOutcome/completed``,
    /// ``TransitionOutcome/reverted`` or ``TransitionOutcome/unchanged``.
    ///
    /// It never waits forever for a transition that cannot end: a transition ends when its
    /// animations end, which on a `ManualClock` is when the clock is advanced past them, and on
    /// `Animator.shared` within its duration (a frame driver starts by itself); a node released
    /// meanwhile ends it with ``TransitionError/nodeReleased``.
    ///
    /// - Throws: ``TransitionError/cancelled`` when the transition was cancelled before its layout
    ///   was installed, ``TransitionError/failed(_:)`` when it failed,
    ///   ``TransitionError/nodeReleased`` when its node was released first, and
    ///   ``TransitionError/waitCancelled`` when the waiting task is cancelled (the transition goes
    ///   on).
    public func finished() async throws(TransitionError) -> TransitionOutcome {
        try await waitForOutcome().result.get()
    }

    /// Waits for the outcome.
    ///
    /// - Throws: ``TransitionError/waitCancelled`` when the waiting task is cancelled first.
    func waitForOutcome() async throws(TransitionError) -> TransitionOutcome {
        if let outcome { return outcome }
        let id = nextWaiter
        nextWaiter += 1
        // Resumed by `finish` with the outcome, or by the cancellation handler without one.
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                if self.outcome != nil || Task.isCancelled {
                    continuation.resume()
                } else {
                    waiters[id] = continuation
                }
            }
        } onCancel: {
            Task { @MainActor [weak self] in self?.stopWaiting(id) }
        }
        guard let outcome else { throw .waitCancelled }
        return outcome
    }

    /// Resumes the waiter `id` because its task was cancelled.
    private func stopWaiting(_ id: UInt64) {
        waiters.removeValue(forKey: id)?.resume()
    }

    /// Records the outcome (only the first one counts), wakes the waiters and lets the context go
    /// of the handle, so that neither keeps the other alive.
    func finish(_ outcome: TransitionOutcome) {
        guard self.outcome == nil else { return }
        self.outcome = outcome
        context?.handle = nil
        let waiting = waiters.values
        waiters.removeAll()
        for waiter in waiting {
            waiter.resume()
        }
    }
}

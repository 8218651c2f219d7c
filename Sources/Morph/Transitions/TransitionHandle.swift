import Foundation

/// A layout transition in flight, returned by
/// ``DisplayNode/transitionLayout(animated:shouldMeasureAsync:measurementCompletion:)``: its
/// outcome when it has ended, and a way to wait for it.
///
/// Texture's methods return nothing; the handle is Morph's addition, so that tests and callers can
/// wait for an asynchronous transition. Ignoring it is fine.
@MainActor
public final class TransitionHandle {
    /// How the transition ended, or nil while it runs.
    public private(set) var outcome: TransitionOutcome?
    /// The transition's context once its layout is installed (nil while measuring, and for a
    /// transition cancelled or failed before).
    public internal(set) var context: TransitionContext?
    /// The first error of laying out the new layout's subnodes after the transition installed it
    /// (for example a subnode whose own layout refuses its subnodes), or nil. The transition itself
    /// is not affected; the failing subnode keeps its previous layout.
    public internal(set) var subtreeLayoutError: NodeError?
    private var waiters: [CheckedContinuation<TransitionOutcome, Never>] = []

    init() {}

    /// A handle that has already ended with `outcome`.
    init(ended outcome: TransitionOutcome) {
        self.outcome = outcome
    }

    /// Whether the transition has ended.
    public var isFinished: Bool { outcome != nil }

    /// Waits until the transition has ended and returns how.
    public func finished() async -> TransitionOutcome {
        if let outcome { return outcome }
        return await withCheckedContinuation { continuation in
            waiters.append(continuation)
        }
    }

    /// Records the outcome (only the first one counts) and wakes the waiters.
    func finish(_ outcome: TransitionOutcome) {
        guard self.outcome == nil else { return }
        self.outcome = outcome
        let waiting = waiters
        waiters.removeAll()
        for waiter in waiting {
            waiter.resume(returning: outcome)
        }
    }
}

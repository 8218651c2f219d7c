import Foundation

/// Real time: seconds on the monotonic continuous clock since the clock was created.
///
/// Give it to an ``Animator`` driven by a ``FrameDriver`` in an app; use ``ManualClock`` in tests.
public final class SystemClock: AnimationClock, Sendable {
    private let origin: ContinuousClock.Instant

    /// A clock that reads 0 now.
    public init() {
        origin = ContinuousClock.now
    }

    /// Seconds since the clock was created.
    public var now: TimeInterval {
        let elapsed = ContinuousClock.now - origin
        let (seconds, attoseconds) = elapsed.components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}

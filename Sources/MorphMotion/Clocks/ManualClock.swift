import Foundation

/// A clock that moves only when told to: fully deterministic animation for tests and renderers.
///
/// Every ``Animator`` created with the clock is ticked whenever the clock moves, so after
/// `clock.advance(by: 0.1)` every presentation value shows time `now` and the completions that
/// became due have run.
///
/// ```
/// let clock = ManualClock()
/// let animator = Animator(clock: clock)
/// clock.advance(by: 1 / 60)
/// ```
@MainActor
public final class ManualClock: AnimationClock {
    /// The current time in seconds.
    public private(set) var now: TimeInterval

    private var animators: [WeakAnimator] = []

    private struct WeakAnimator {
        weak var animator: Animator?
    }

    /// A clock reading `now` seconds (0 by default; NaN or infinite becomes 0).
    public init(now: TimeInterval = 0) {
        self.now = now.isFinite ? now : 0
    }

    /// Moves the clock forward by `interval` seconds and ticks its animators once.
    ///
    /// An interval that is NaN, infinite or negative is ignored (time never runs backwards); 0
    /// ticks without moving.
    public func advance(by interval: TimeInterval) {
        guard interval.isFinite, interval >= 0 else { return }
        now += interval
        tickAnimators()
    }

    /// Moves the clock to `time` and ticks its animators once. A time that is earlier than
    /// ``now``, NaN or infinite is ignored.
    public func advance(to time: TimeInterval) {
        guard time.isFinite, time >= now else { return }
        now = time
        tickAnimators()
    }

    /// Moves the clock forward by `interval` in frames of `1 / framesPerSecond` seconds, ticking
    /// the animators at every frame, as a display would (the last frame may be shorter).
    ///
    /// Ignored when `interval` is NaN, infinite or negative or `framesPerSecond` is not finite and
    /// positive.
    /// - Complexity: O(frames × tracks).
    public func advance(by interval: TimeInterval, framesPerSecond: Double) {
        guard interval.isFinite, interval >= 0, framesPerSecond.isFinite, framesPerSecond > 0 else { return }
        let end = now + interval
        let frame = 1 / framesPerSecond
        var frameIndex = 1.0
        let start = now
        while start + frameIndex * frame < end - 1e-12 {
            now = start + frameIndex * frame
            tickAnimators()
            frameIndex += 1
        }
        now = end
        tickAnimators()
    }

    func attach(_ animator: Animator) {
        animators.removeAll { $0.animator == nil }
        animators.append(WeakAnimator(animator: animator))
    }

    private func tickAnimators() {
        for entry in animators {
            entry.animator?.tick()
        }
    }
}

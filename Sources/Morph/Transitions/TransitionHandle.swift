import Foundation

/// A layout transition in flight, returned by
/// ``DisplayNode/transitionLayout(animated:shouldMeasureAsync:measurementCompletion:)`` (and by
/// the declarative hosts' transitions): its outcome when it has ended, a way to wait for it, and
/// controls that a finger can hold — see <doc:InteractiveTransitions>.
///
/// Texture's methods return nothing; the handle is Morph's addition, so that tests and callers can
/// wait for a transition and drive it. Ignoring it is fine: nothing of a transition outlives it
/// except what the caller holds. A handle that is kept keeps its ``context`` (and so the two
/// layouts and their nodes) alive.
///
/// ## Driving a transition
///
/// The animations a transition starts (those ``DisplayNode/animateLayoutTransition(_:)`` starts,
/// in any animation block) run on a time line of their own. Left alone, it plays at the clock's
/// rate and the transition ends as before. ``pause()`` holds it — call it right after starting
/// the transition to start paused —, ``fractionComplete`` scrubs it, ``play()`` and ``reverse()``
/// run it forward or back, and ``finish(at:velocity:spring:)`` hands a gesture's velocity to a
/// spring that carries it to an end (UIKit's `UIViewPropertyAnimator`, Compose's
/// `SeekableTransitionState`). Once controlled, the handle ends the transition itself when the
/// time line reaches an end: at ``Position/end`` it completes (``TransitionOutcome/completed``),
/// at ``Position/start`` it reverts (``TransitionOutcome/reverted``): every animated property is
/// back at its start value, inserted subnodes leave, removed ones stay, and the tree is the one
/// the transition started from.
///
/// ``finish(at:velocity:spring:)`` at ``Position/current`` ends the transition where it stands
/// (UIKit's `finishAnimation(at: .current)`): the transition completes
/// (``TransitionOutcome/completed``; the node's layout is the new one), every animated property
/// keeps the value it shows, which becomes its model value — a half-faded-in inserted subnode
/// stays half transparent, a moving subnode stays where it was, between its two frames, until
/// something changes them (a later layout pass after `setNeedsLayout()` puts frames where the
/// layout says) — and removed subnodes leave the tree at once, as at the end (nothing in the
/// new layout holds them).
///
/// The direction is the handle's own state, as UIKit's `isReversed` and the sign of Web
/// Animations' `playbackRate` are: ``pause()`` and setting ``fractionComplete`` keep it, so
/// ``play()`` after a pause continues the way the transition ran, ``reverse()`` flips it, and a
/// drag that grabs a reversing transition and lets go with ``play()`` lets it revert.
///
/// Calls made while the transition measures are remembered and applied when its animations
/// start; calls made after it ended do nothing.
@MainActor
public final class TransitionHandle {
    /// Where a transition is finished.
    public enum Position: Hashable, Sendable {
        /// Where the transition started: fraction 0, the old layout.
        case start
        /// Where the transition goes: fraction 1, the new layout.
        case end
        /// Where the transition stands: the values shown become the model values, and the
        /// transition completes (see the type's discussion).
        case current
    }

    /// How the transition ended, or nil while it runs.
    public private(set) var outcome: TransitionOutcome?
    /// The transition's context once its layout is installed (nil while measuring, and for a
    /// transition cancelled or failed before).
    public internal(set) var context: TransitionContext?
    private var waiters: [UInt64: CheckedContinuation<Void, Never>] = [:]
    private var nextWaiter: UInt64 = 0
    /// The time line of the transition's animations, once they started and until it ends.
    private var timeline: AnimationTimeline?
    /// The controls called before the animations started, applied when they start.
    private var pending = PendingControls()
    /// The fraction the transition ended at, when it ended at ``Position/current``.
    private var stoppedFraction: Double?

    init() {}

    /// A handle for a transition that a declarative host starts itself (an element host's or a
    /// component host's update): it drives the animations that `animations` starts, and calls
    /// `didEnd` once when their time line ends — with the handle (nil when nobody kept it), the
    /// end it reached (`nil`: it recorded nothing, or every animation was superseded elsewhere)
    /// and whether a control was called. `didEnd` reports the outcome with ``finish(_:)``.
    ///
    /// The time line keeps `didEnd` alive until it ends, whether or not the handle is kept.
    package init(animator: Animator, recording animations: () -> Void, didEnd: @escaping (_ handle: TransitionHandle?, _ position: Position?, _ wasControlled: Bool) -> Void) {
        record(on: animator, animations, didEnd: didEnd)
    }

    /// A handle that has already ended with `outcome`.
    init(ended outcome: TransitionOutcome) {
        self.outcome = outcome
    }

    /// Whether the transition has ended.
    public var isFinished: Bool { outcome != nil }

    // MARK: - Driving

    /// How far the transition's animations are, from 0 (the start) to 1 (the end): the time line's
    /// time as a fraction of its duration, so each animation shows the value it has at that
    /// moment, through its own curve, delay or spring.
    ///
    /// Setting it pauses the transition there, in the direction it had (NaN is ignored; other
    /// values are clamped to 0…1); every presentation value moves at once, without a tick. A
    /// finished transition reads 1 when it completed at its end, the fraction it stood at when it
    /// was finished at ``Position/current``, and 0 otherwise; setting it then does nothing.
    public var fractionComplete: Double {
        get {
            if let outcome { return stoppedFraction ?? (outcome == .completed ? 1 : 0) }
            if let timeline { return timeline.fractionComplete }
            return context == nil ? pending.fraction : 0
        }
        set {
            guard !newValue.isNaN, outcome == nil else { return }
            if let timeline {
                timeline.seek(to: newValue)
            } else if context == nil {
                pending.seek(to: min(max(newValue, 0), 1))
            }
        }
    }

    /// The length of the transition's time line: the latest end of its animations, delays
    /// included, in seconds (0 before they started and for a transition that animates nothing).
    public var duration: TimeInterval { timeline?.duration ?? 0 }

    /// Whether the transition is held (by ``pause()`` or by setting ``fractionComplete``).
    public var isPaused: Bool {
        guard outcome == nil else { return false }
        if let timeline { return timeline.isPaused }
        return context == nil && pending.isPaused
    }

    /// Whether the transition runs toward its start — after ``reverse()``, or a
    /// ``finish(at:velocity:spring:)`` at the start — or, while paused, would when played: pausing
    /// and scrubbing keep the direction. After the end, whether it reverted.
    public var isReversed: Bool {
        if let outcome { return outcome == .reverted }
        if let timeline { return timeline.isReversed }
        return context == nil && pending.isReversed
    }

    /// Holds the transition where it is, keeping its direction; presentation values stay until
    /// another control moves them. Called while the transition measures, it starts paused at
    /// fraction 0.
    public func pause() {
        guard outcome == nil else { return }
        if let timeline {
            timeline.pause()
        } else if context == nil {
            pending.pause()
        }
    }

    /// Runs the transition from where it is at the clock's rate, in its current direction: toward
    /// the end, or toward the start when it was reversed (by ``reverse()`` or a
    /// ``finish(at:velocity:spring:)`` at the start), paused or not since. Under
    /// `ReducedMotionPolicy.disableAnimations` it jumps to that end.
    public func play() {
        guard outcome == nil else { return }
        if let timeline {
            timeline.play(reversed: timeline.isReversed)
        } else if context == nil {
            pending.play()
        }
    }

    /// Flips the transition's direction and runs it from where it is at the clock's rate: back to
    /// the start when it was heading for the end (or was paused heading there), and the other
    /// way round.
    public func reverse() {
        guard outcome == nil else { return }
        if let timeline {
            timeline.play(reversed: !timeline.isReversed)
        } else if context == nil {
            pending.reverse()
        }
    }

    /// Runs the transition to `position` from where it is, with `spring` started at `velocity`,
    /// and ends it there: completed at the end, reverted at the start. At ``Position/current`` it
    /// ends at once where it stands, completed, and the values shown become the model values
    /// (`velocity` and `spring` are not used); see the type's discussion for what happens to
    /// inserted and removed subnodes.
    ///
    /// - Parameters:
    ///   - position: where to finish: an end to run to, or the current fraction.
    ///   - velocity: the speed at release, in fractions of the transition per second, positive
    ///     toward the end (a pan's velocity divided by the distance the transition covers). The
    ///     animations continue at exactly the speed they had: nothing jumps. NaN and infinite
    ///     values become 0.
    ///   - spring: the spring that carries the fraction; `nil` jumps to `position` at once. The
    ///     fraction never passes an end: a spring that would overshoot stops there. Under
    ///     `ReducedMotionPolicy.reduceMotion` a bouncy spring is critically damped; under
    ///     `.disableAnimations` the transition jumps.
    public func finish(at position: Position = .end, velocity: Double = 0, spring: Spring? = .default) {
        guard outcome == nil else { return }
        if let timeline {
            if position == .current { stoppedFraction = timeline.fractionComplete }
            timeline.finish(at: position.timelinePosition, velocity: velocity, spring: spring)
        } else if context == nil {
            pending.finish(at: position, velocity: velocity, spring: spring)
        }
    }

    // MARK: - Machinery: the time line

    /// Records `animations` on a new time line of `animator`, applies a control called earlier,
    /// and calls `didEnd` when the time line ends.
    package func record(on animator: Animator, _ animations: () -> Void, didEnd: @escaping (_ handle: TransitionHandle?, _ position: Position?, _ wasControlled: Bool) -> Void) {
        let timeline = AnimationTimeline(animator: animator)
        self.timeline = timeline
        // The time line holds `didEnd` (and only weakly the handle): a host's final step runs even
        // when nobody kept the handle.
        timeline.onEnd = { [weak self, weak timeline] position in
            let handle = self?.timeline === timeline ? self : nil
            handle?.timeline = nil
            didEnd(handle, position.map(Position.init), timeline?.wasControlled ?? false)
        }
        timeline.record(animations)
        let controls = pending
        pending = PendingControls()
        guard self.timeline != nil else { return }
        controls.apply(to: timeline) { self.stoppedFraction = $0 }
    }

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
    package func finish(_ outcome: TransitionOutcome) {
        guard self.outcome == nil else { return }
        self.outcome = outcome
        pending = PendingControls()
        context?.handle = nil
        let waiting = waiters.values
        waiters.removeAll()
        for waiter in waiting {
            waiter.resume()
        }
    }
}

extension TransitionHandle.Position {
    /// The time line's name for the position.
    var timelinePosition: AnimationTimeline.Position {
        switch self {
        case .start: .start
        case .end: .end
        case .current: .current
        }
    }

    init(_ position: AnimationTimeline.Position) {
        switch position {
        case .start: self = .start
        case .end: self = .end
        case .current: self = .current
        }
    }
}

import Foundation

/// The animations started inside one block, on a time line of their own that can be paused,
/// scrubbed, reversed and finished with a spring: the engine under an interactive transition
/// (UIKit's `UIViewPropertyAnimator`, Compose's `SeekableTransitionState`).
///
/// Every animation started while ``record(_:)`` runs — in nested animation blocks too — joins the
/// timeline. Its tracks are evaluated at the timeline's time instead of the clock's, and they stay
/// alive until the timeline ends, even past their own end, so the timeline can run back over them:
///
/// - at the **end** every track ends as ``AnimationCompletionReason/finished`` at its target;
/// - at the **start** every track ends as ``AnimationCompletionReason/cancelled`` and its property
///   goes back to the value the track started from (model and presentation);
/// - at the **current** time (``finishNow(at:)`` with ``Position/current``, UIKit's
///   `finishAnimation(at: .current)`) every track ends as ``AnimationCompletionReason/cancelled``
///   and the value its property shows becomes its model value.
///
/// ``fractionComplete`` is the timeline's time as a fraction of its ``duration`` (the latest end of
/// its tracks, delays included): at fraction f every track shows the value it has `f × duration`
/// seconds after the start, through its own curve, spring, delay or keyframes.
///
/// A new timeline plays at the clock's rate; a timeline that is never paused, scrubbed or reversed
/// shows exactly what its tracks would show on the clock. Its direction (``isReversed``) is state
/// of its own, as UIKit's `isReversed` and the sign of Web Animations' `playbackRate` are: pausing
/// and scrubbing keep it, so ``play(reversed:)`` after a pause continues the way the timeline ran.
/// It is package API: Morph's `TransitionHandle` is its public face.
@MainActor
package final class AnimationTimeline {
    /// An end of the timeline.
    package enum Position: Hashable, Sendable {
        /// Fraction 0: every property back at its start value.
        case start
        /// Fraction 1: every property at its target.
        case end
        /// Where the timeline stands: every property keeps the value it shows, as its model value.
        case current
    }

    /// How the timeline's time moves.
    private enum Mode {
        /// Recording: members join; the time is the clock's.
        case recording
        /// At the clock's rate in the timeline's direction: time = clock − anchor forward,
        /// anchor − clock reversed (``isReversed``).
        case running(anchor: Double)
        /// Held at ``time``.
        case paused
        /// A spring carries the fraction to `target`.
        case settling(SpringFinish)
        /// Ended (at an end, or because no member is left).
        case ended
    }

    /// A spring's motion of the fraction toward an end.
    private struct SpringFinish {
        let solution: SpringSolution
        let target: Position
        /// The clock time the spring started.
        let startTime: Double
        /// The fraction's distance from the target at the start, and its velocity (per second).
        let displacement: Double
        let velocity: Double
        /// The side of the target the fraction approaches from (+1 above, −1 below).
        let side: Double
        /// When the spring has settled, in clock time.
        let endTime: Double

        /// The fraction at `time`, and whether the motion is over (settled, or it reached the
        /// target: the fraction never passes an end of the timeline).
        func fraction(at time: Double) -> (fraction: Double, isOver: Bool) {
            let goal = target.fraction
            if time >= endTime { return (goal, true) }
            let offset = solution.displacement(displacement, velocity, at: max(time - startTime, 0))
            if offset * side <= 0 { return (goal, true) }
            return (min(max(goal + offset, 0), 1), false)
        }
    }

    /// The animator whose tracks the timeline holds.
    package let animator: Animator
    /// The clock time the timeline started at (its fraction 0).
    package let origin: Double
    /// The latest end of the timeline's tracks, in seconds after ``origin``; 0 when it has none.
    package private(set) var duration: Double = 0
    /// Called once when the timeline ends: with the end it reached (after its tracks have ended
    /// there, before their completions run), or with nil when it ended without reaching one — it
    /// recorded no animation, or every one of its tracks was superseded or cancelled elsewhere
    /// (then at the next safe point, with the completions).
    package var onEnd: ((Position?) -> Void)?
    /// Whether the timeline has been paused, scrubbed, reversed or finished by a call (not only
    /// played through as recorded).
    package private(set) var wasControlled = false
    /// The end the timeline reached, once it has.
    package private(set) var endPosition: Position?

    private var mode: Mode = .recording
    /// Whether the timeline runs toward its start: set by ``play(reversed:)`` and ``finish(at:velocity:spring:)``,
    /// kept by ``pause()`` and ``seek(to:)`` (stored, not derived from the mode, so that holding
    /// the timeline does not forget its direction).
    private var direction = Direction.forward
    /// The fraction last set by ``seek(to:)``, exactly as given, while the timeline holds there.
    private var seekedFraction: Double?
    /// The timeline's time (clock units, from ``origin``) at the last update.
    private var time: Double
    private var slot: Int?

    /// A timeline starting at the animator's current time.
    package init(animator: Animator) {
        self.animator = animator
        self.origin = animator.now
        self.time = origin
    }

    // MARK: Recording

    /// Runs `body`; every animation it starts (in nested animation blocks too) joins the timeline.
    /// Changes made directly in `body` jump, as in `performWithoutAnimation(_:)`. Call it once:
    /// afterwards the timeline plays.
    package func record(_ body: () -> Void) {
        guard case .recording = mode, slot == nil else { return }
        slot = animator.timelineTable.allocate(self, time: origin)
        TransactionStack.perform(attributes: nil, completion: nil, timeline: self, body)
        mode = .running(anchor: 0)
        if let slot, animator.timelineTable.memberCounts[slot] == 0 {
            end(quietly: true)
            CompletionQueue.drainIfIdle()
        }
    }

    /// The slot of a timeline that tracks may join (recording), or nil.
    var recordingSlot: Int? {
        if case .recording = mode { return slot }
        return nil
    }

    /// A track ending at `endTime` joined.
    func noteMember(endingAt endTime: Double) {
        duration = max(duration, endTime - origin)
    }

    /// Every track left through supersession or cancellation: nothing is left to run.
    func lostLastMember() {
        switch mode {
        case .recording, .ended: return
        default: end(quietly: true)
        }
    }

    // MARK: State

    /// Whether the timeline still holds tracks (it has not ended).
    package var isActive: Bool {
        if case .ended = mode { return false }
        return true
    }

    /// Whether the timeline holds still (paused by a call or by setting ``fractionComplete``).
    package var isPaused: Bool {
        if case .paused = mode { return true }
        return false
    }

    /// Whether the timeline runs toward its start — playing reversed or a spring toward the start —
    /// or, while paused, would when played: ``pause()`` and ``seek(to:)`` keep the direction.
    /// An ended timeline is reversed when it ended at its start.
    package var isReversed: Bool { direction == .reversed }

    /// The time of the timeline at clock time `clock` (for evaluating its tracks between ticks).
    func time(atClock clock: Double) -> Double {
        switch mode {
        case .recording: return clock
        case .running(let anchor):
            return direction == .forward ? min(clock - anchor, origin + duration) : max(anchor - clock, origin)
        case .paused, .ended: return time
        case .settling(let finish): return origin + duration * finish.fraction(at: clock).fraction
        }
    }

    /// The fraction of ``duration`` the timeline shows (1 for a timeline without duration that
    /// ended at its end, 0 otherwise).
    package var fractionComplete: Double {
        if let seekedFraction, isPaused { return seekedFraction }
        guard duration > 0 else { return endPosition == .end ? 1 : 0 }
        return min(max((time - origin) / duration, 0), 1)
    }

    /// When the timeline will reach an end if nothing intervenes, in clock time; nil while paused
    /// or ended.
    package var projectedEndTime: Double? {
        let now = animator.now
        switch mode {
        case .recording: return now + max(origin + duration - time(atClock: now), 0)
        case .running:
            let time = time(atClock: now)
            return now + max(direction == .forward ? origin + duration - time : time - origin, 0)
        case .settling(let finish): return finish.endTime
        case .paused, .ended: return nil
        }
    }

    // MARK: Control

    /// Holds the timeline where it is, keeping its direction.
    package func pause() {
        guard isActive else { return }
        wasControlled = true
        settle(at: animator.now)
        if !isPaused { seekedFraction = nil }
        mode = .paused
    }

    /// Shows `fraction` (clamped to 0…1; NaN is ignored) and holds there, keeping the direction
    /// unless `reversed` gives one: every track shows its value at that time at once.
    package func seek(to fraction: Double, reversed: Bool? = nil) {
        guard isActive, !fraction.isNaN else { return }
        wasControlled = true
        mode = .paused
        if let reversed { direction = reversed ? .reversed : .forward }
        let clamped = min(max(fraction, 0), 1)
        time = origin + duration * clamped
        seekedFraction = clamped
        publish()
    }

    /// Plays from where the timeline is, forward or (`reversed`) backward, at the clock's rate.
    /// Under ``ReducedMotionPolicy/disableAnimations`` the timeline jumps to that end.
    package func play(reversed: Bool) {
        guard isActive else { return }
        wasControlled = true
        let now = animator.now
        settle(at: now)
        direction = reversed ? .reversed : .forward
        if animator.reducedMotion == .disableAnimations {
            finishNow(at: reversed ? .start : .end)
            return
        }
        mode = .running(anchor: reversed ? time + now : now - time)
    }

    /// Runs to `position` with `spring`, starting with `velocity` (fraction per second, positive
    /// toward the end); `nil` jumps there at once. Under ``ReducedMotionPolicy/disableAnimations``
    /// it jumps; under ``ReducedMotionPolicy/reduceMotion`` the spring is critically damped.
    /// ``Position/current`` ends at once where the timeline stands (the spring is not used).
    package func finish(at position: Position, velocity: Double, spring: Spring?) {
        guard isActive else { return }
        wasControlled = true
        let now = animator.now
        settle(at: now)
        if position != .current { direction = position == .start ? .reversed : .forward }
        guard let requested = spring, position != .current, duration > 0, animator.reducedMotion != .disableAnimations else {
            finishNow(at: position)
            return
        }
        let spring: Spring
        if animator.reducedMotion == .reduceMotion, requested.dampingRatio < 1 {
            spring = Spring(dampingRatio: 1, response: requested.response, mass: requested.mass)
        } else {
            spring = requested
        }
        let displacement = fractionComplete - position.fraction
        let speed = velocity.isFinite ? velocity : 0
        let solution = SpringSolution(spring)
        // Settled within a ten-thousandth of the whole transition.
        let settling = min(solution.settlingTime(displacement: displacement, velocity: speed, epsilon: 1e-4), AnimationAttributes.maximumSpringDuration)
        guard displacement != 0 || speed != 0, settling > 0 else {
            finishNow(at: position)
            return
        }
        let side: Double = displacement != 0 ? (displacement > 0 ? 1 : -1) : (speed > 0 ? -1 : 1)
        mode = .settling(SpringFinish(
            solution: solution, target: position, startTime: now, displacement: displacement,
            velocity: speed, side: side, endTime: now + settling
        ))
    }

    /// Ends at `position` now: at an end, or (``Position/current``) where the timeline stands at
    /// the clock's current time.
    package func finishNow(at position: Position) {
        guard isActive else { return }
        wasControlled = true
        settle(at: animator.now)
        if position != .current { time = origin + duration * position.fraction }
        publish()
        end(at: position)
    }

    // MARK: Ticking

    /// Moves the time to the clock's `now`; returns the end reached, if any (the caller ends the
    /// timeline there after the tracks have been moved).
    func advance(to now: Double) -> Position? {
        switch mode {
        case .recording, .paused, .ended:
            return nil
        case .running:
            time = time(atClock: now)
            writeTime()
            switch direction {
            case .forward: return time >= origin + duration ? .end : nil
            case .reversed: return time <= origin ? .start : nil
            }
        case .settling(let finish):
            let (fraction, isOver) = finish.fraction(at: now)
            time = origin + duration * fraction
            writeTime()
            return isOver ? finish.target : nil
        }
    }

    /// The rate of the timeline's time per second of the clock at `clock` (1 playing, −1
    /// reversing, 0 held, the spring's rate times the duration while settling).
    func rate(atClock clock: Double) -> Double {
        switch mode {
        case .recording: return 1
        case .running(let anchor):
            switch direction {
            case .forward: return clock - anchor < origin + duration ? 1 : 0
            case .reversed: return anchor - clock > origin ? -1 : 0
            }
        case .paused, .ended: return 0
        case .settling(let finish):
            if finish.fraction(at: clock).isOver { return 0 }
            let basis = finish.solution.basis(at: max(clock - finish.startTime, 0))
            return duration * (finish.displacement * basis.fRate + finish.velocity * basis.gRate)
        }
    }

    /// The end reached at the last tick, waiting for the tick to end the timeline there.
    var pendingEnd: Position?

    /// Ends the timeline at `position`: its tracks end there, then ``onEnd`` runs, then the
    /// completions of the tracks (they wait until this returns).
    func end(at position: Position) {
        guard isActive, let slot else { return }
        mode = .ended
        endPosition = position
        if position != .current {
            direction = position == .start ? .reversed : .forward
            time = origin + duration * position.fraction
        }
        TransactionStack.perform(attributes: nil, completion: nil, timeline: nil) {
            animator.endTracks(ofTimeline: slot, at: position)
            animator.timelineTable.release(slot)
            self.slot = nil
            onEnd?(position)
        }
    }

    /// Stops holding tracks without reaching an end (none left); ``onEnd`` learns it at the next
    /// safe point.
    private func end(quietly: Bool) {
        guard isActive else { return }
        mode = .ended
        if let slot {
            animator.timelineTable.release(slot)
            self.slot = nil
        }
        if let onEnd {
            CompletionQueue.enqueue { onEnd(nil) }
        }
    }

    /// Which way the timeline runs.
    private enum Direction {
        case forward
        case reversed
    }

    /// Fixes ``time`` at the value it has at clock time `now`.
    private func settle(at now: Double) {
        time = time(atClock: now)
    }

    /// Writes the time into the table (the tick then moves the tracks).
    private func writeTime() {
        guard let slot else { return }
        animator.timelineTable.setTime(time, of: slot)
    }

    /// Writes the time into the table and moves the tracks' presentation values there.
    private func publish() {
        guard let slot else { return }
        animator.timelineTable.setTime(time, of: slot)
        animator.presentTracks(ofTimeline: slot)
    }
}

extension AnimationTimeline.Position {
    /// The fraction of an end (0 at the start, 1 at the end); 0 for ``current``, which has none of
    /// its own.
    var fraction: Double { self == .end ? 1 : 0 }
}

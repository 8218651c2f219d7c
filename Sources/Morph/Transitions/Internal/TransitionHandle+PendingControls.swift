import Foundation

extension TransitionHandle {
    /// The controls called while a transition measures, folded into the state its time line
    /// starts in: the fraction it holds, whether it is held, its direction, and a finish asked
    /// for. Each control changes this state as it would change a running time line, so a
    /// sequence of calls has the same effect before the animations start as after.
    struct PendingControls {
        /// A finish asked for: where, at what velocity, with what spring.
        struct Finish {
            let position: Position
            let velocity: Double
            let spring: Spring?
        }

        /// The fraction the time line starts at.
        private(set) var fraction: Double = 0
        /// Whether the time line starts held.
        private(set) var isPaused = false
        /// Whether the time line runs toward its start.
        private(set) var isReversed = false
        /// A finish asked for; later controls take over from it, as they take over from a spring
        /// on a running time line — except a finish that ends a running time line at once (no
        /// spring, the current fraction, or a spring with nothing to carry), which nothing can
        /// follow.
        private(set) var finish: Finish?
        /// Whether anything was called (otherwise the time line plays as recorded).
        private(set) var wasCalled = false

        /// Whether a finish that ends the transition at once was asked for.
        private var endsAtOnce: Bool {
            guard let finish else { return false }
            let target: Double = finish.position == .end ? 1 : 0
            return finish.spring == nil || finish.position == .current || (finish.velocity == 0 && fraction == target)
        }

        /// Stops a finish's spring where it stands (it has not moved: nothing ran yet), keeping
        /// the direction it ran in.
        private mutating func stopFinish() {
            guard let finish else { return }
            isReversed = finish.position == .start
            self.finish = nil
        }

        /// `pause()`.
        mutating func pause() {
            guard !endsAtOnce else { return }
            wasCalled = true
            stopFinish()
            isPaused = true
        }

        /// Setting `fractionComplete` (clamped by the caller).
        mutating func seek(to fraction: Double) {
            guard !endsAtOnce else { return }
            wasCalled = true
            stopFinish()
            self.fraction = fraction
            isPaused = true
        }

        /// `play()`.
        mutating func play() {
            guard !endsAtOnce else { return }
            wasCalled = true
            stopFinish()
            isPaused = false
        }

        /// `reverse()`.
        mutating func reverse() {
            guard !endsAtOnce else { return }
            wasCalled = true
            stopFinish()
            isReversed.toggle()
            isPaused = false
        }

        /// `finish(at:velocity:spring:)`.
        mutating func finish(at position: Position, velocity: Double, spring: Spring?) {
            guard !endsAtOnce else { return }
            wasCalled = true
            finish = Finish(position: position, velocity: velocity, spring: spring)
            if position != .current { isReversed = position == .start }
            isPaused = false
        }

        /// Starts `timeline` in this state; `stopped` learns the fraction of a finish at the
        /// current fraction before the time line ends there.
        @MainActor
        func apply(to timeline: AnimationTimeline, stopped: (Double) -> Void) {
            guard wasCalled else { return }
            if fraction != 0 || isPaused {
                timeline.seek(to: fraction, reversed: isReversed)
            }
            if let finish {
                if finish.position == .current { stopped(timeline.fractionComplete) }
                timeline.finish(at: finish.position.timelinePosition, velocity: finish.velocity, spring: finish.spring)
            } else if !isPaused {
                timeline.play(reversed: isReversed)
            }
        }
    }
}

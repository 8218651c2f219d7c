import Foundation
import Morph
import Testing

/// The handle's direction is state of its own: pausing and scrubbing keep it (UIKit's
/// `isReversed`, the sign of Web Animations' `playbackRate`), and every order of the controls
/// agrees with a reference model of a time line.
@Suite("Transition handles: direction across pauses, every order of the controls")
@MainActor
struct TransitionHandleDirectionTests {
    /// The transition of ``InteractiveTransitionTests/startedTransition(removing:)``: 0.2 s, a
    /// resized, c inserted (fading in), b removed (fading out).
    static func started() throws -> (Scene, TransitionHandle, PresentationTree) {
        try InteractiveTransitionTests.startedTransition(removing: true)
    }

    @Test("reverse, pause, play: it keeps running back and reverts")
    func reversePausePlayReverts() throws {
        let (scene, handle, before) = try Self.started()
        scene.clock.advance(by: 0.1)
        handle.reverse()
        scene.clock.advance(by: 0.04)
        handle.pause()
        #expect(handle.isPaused)
        #expect(handle.isReversed)
        #expect(abs(handle.fractionComplete - 0.3) < 1e-12)
        handle.play()
        #expect(handle.isReversed)
        scene.clock.advance(by: 0.04)
        #expect(abs(handle.fractionComplete - 0.1) < 1e-12)
        scene.clock.advance(by: 0.04)
        #expect(handle.outcome == .reverted)
        #expect(scene.subnodeNames == ["a", "b"])
        #expect(scene.host.presentationTree().layers == before.layers)
        scene.host.assertInvariants()
        scene.environment.animator.assertInvariants()
    }

    @Test("reverse after a pause flips the direction it had: reversed, paused, reversed again runs forward")
    func reverseAfterPauseFlips() throws {
        let (scene, handle, _) = try Self.started()
        scene.clock.advance(by: 0.1)
        handle.reverse()
        handle.pause()
        handle.reverse()
        #expect(!handle.isReversed)
        #expect(!handle.isPaused)
        scene.clock.advance(by: 0.05)
        #expect(abs(handle.fractionComplete - 0.75) < 1e-12)
        scene.clock.advance(by: 0.05)
        #expect(handle.outcome == .completed)
        #expect(scene.subnodeNames == ["c", "a"])
    }

    @Test("scrubbing keeps the direction: a drag that grabs a reversing transition and lets go lets it revert")
    func dragOnAReversedTransition() throws {
        let (scene, handle, before) = try Self.started()
        scene.clock.advance(by: 0.12)
        handle.reverse()
        scene.clock.advance(by: 0.02)
        // The finger comes down: the transition holds where it is.
        handle.pause()
        let grabbed = handle.fractionComplete
        #expect(abs(grabbed - 0.5) < 1e-12)
        // It drags a little either way.
        for offset in [0.05, 0.1, 0.02, -0.05, 0.03] {
            scene.clock.advance(by: 1 / 60)
            handle.fractionComplete = grabbed + offset
            #expect(handle.isReversed)
            #expect(handle.isPaused)
        }
        // Let go: it continues the way it ran.
        handle.play()
        scene.clock.advance(by: 0.2)
        #expect(handle.outcome == .reverted)
        #expect(scene.host.presentationTree().layers == before.layers)
        scene.host.assertInvariants()
    }

    @Test("a drag that lets go through finish(at:) with the handle's own direction reverts a reversed transition")
    func letGoTowardTheDirection() throws {
        let (scene, handle, _) = try Self.started()
        scene.clock.advance(by: 0.1)
        handle.reverse()
        handle.pause()
        handle.fractionComplete = 0.45
        handle.finish(at: handle.isReversed ? .start : .end, velocity: 0, spring: Spring(duration: 0.3, bounce: 0))
        scene.clock.advance(by: 2)
        #expect(handle.outcome == .reverted)
        #expect(scene.subnodeNames == ["a", "b"])
    }

    @Test("a spring toward the start, paused, plays on toward the start")
    func pausedSpringKeepsItsDirection() throws {
        let (scene, handle, _) = try Self.started()
        handle.fractionComplete = 0.6
        handle.finish(at: .start, velocity: 0, spring: Spring(duration: 0.5, bounce: 0))
        scene.clock.advance(by: 0.05)
        handle.pause()
        #expect(handle.isReversed)
        handle.play()
        scene.clock.advance(by: 0.2)
        #expect(handle.outcome == .reverted)
    }

    // MARK: - Every order

    /// A control of the handle, with the clock advanced by 0.02 s after it (a tenth of the
    /// transition).
    enum Control: CaseIterable, CustomStringConvertible {
        case pause, play, reverse, scrubEarly, scrubLate
        case finishAtEnd, finishAtStart, finishAtCurrent, springToEnd, springToStart

        var description: String {
            switch self {
            case .pause: "pause"
            case .play: "play"
            case .reverse: "reverse"
            case .scrubEarly: "fraction=0.25"
            case .scrubLate: "fraction=0.75"
            case .finishAtEnd: "finish(.end)"
            case .finishAtStart: "finish(.start)"
            case .finishAtCurrent: "finish(.current)"
            case .springToEnd: "finish(.end, spring)"
            case .springToStart: "finish(.start, spring)"
            }
        }

        @MainActor
        func apply(to handle: TransitionHandle) {
            let spring = Spring(duration: 0.5, bounce: 0)
            switch self {
            case .pause: handle.pause()
            case .play: handle.play()
            case .reverse: handle.reverse()
            case .scrubEarly: handle.fractionComplete = 0.25
            case .scrubLate: handle.fractionComplete = 0.75
            case .finishAtEnd: handle.finish(at: .end, spring: nil)
            case .finishAtStart: handle.finish(at: .start, spring: nil)
            case .finishAtCurrent: handle.finish(at: .current)
            case .springToEnd: handle.finish(at: .end, spring: spring)
            case .springToStart: handle.finish(at: .start, spring: spring)
            }
        }
    }

    /// What a time line does, written as plainly as possible: the reference the handle is
    /// checked against.
    struct Model {
        enum Motion { case running, paused, settling }
        var fraction = 0.0
        var motion = Motion.running
        var isReversed = false
        var outcome: TransitionOutcome?

        /// Applies `control` to a transition at `fraction` (the handle's, which the model cannot
        /// know while a spring moves it).
        mutating func apply(_ control: Control, handleFraction: Double) {
            guard outcome == nil else { return }
            if motion == .settling { fraction = handleFraction }
            switch control {
            case .pause:
                motion = .paused
            case .play:
                motion = .running
            case .reverse:
                isReversed.toggle()
                motion = .running
            case .scrubEarly:
                fraction = 0.25
                motion = .paused
            case .scrubLate:
                fraction = 0.75
                motion = .paused
            case .finishAtEnd:
                end(.completed, at: 1)
            case .finishAtStart:
                end(.reverted, at: 0)
            case .finishAtCurrent:
                end(.completed, at: fraction)
            case .springToEnd, .springToStart:
                let toEnd = control == .springToEnd
                isReversed = !toEnd
                motion = .settling
                // Nothing to carry: the spring ends at once.
                if fraction == (toEnd ? 1 : 0) { end(toEnd ? .completed : .reverted, at: fraction) }
            }
        }

        mutating func end(_ outcome: TransitionOutcome, at fraction: Double) {
            self.outcome = outcome
            self.fraction = fraction
            isReversed = outcome == .reverted
        }

        /// Advances by `seconds` of a 0.2 s transition.
        mutating func advance(by seconds: Double) {
            guard outcome == nil, motion == .running else { return }
            fraction += (isReversed ? -seconds : seconds) / 0.2
            if fraction >= 1 { end(.completed, at: 1) } else if fraction <= 0 { end(.reverted, at: 0) }
        }
    }

    /// Runs `controls` on a fresh transition, each followed by 0.02 s of the clock, and checks
    /// the handle against the model after every step, then at the end of the transition.
    func check(_ controls: [Control]) throws {
        let (scene, handle, before) = try Self.started()
        var model = Model()
        let trace = controls.map(\.description).joined(separator: ", ")
        for control in controls {
            model.apply(control, handleFraction: handle.fractionComplete)
            control.apply(to: handle)
            scene.clock.advance(by: 0.02)
            model.advance(by: 0.02)
            #expect(handle.outcome == model.outcome, "\(trace): outcome after \(control)")
            #expect(handle.isReversed == model.isReversed, "\(trace): direction after \(control)")
            if model.outcome == nil {
                #expect(handle.isPaused == (model.motion == .paused), "\(trace): paused after \(control)")
            }
            if model.motion != .settling || model.outcome != nil {
                #expect(abs(handle.fractionComplete - model.fraction) < 1e-9, "\(trace): fraction after \(control): \(handle.fractionComplete), expected \(model.fraction)")
            }
        }
        // Left alone for long enough, a moving transition reaches the end it heads for; a held
        // one stays held.
        scene.clock.advance(by: 3)
        switch (model.outcome, model.motion) {
        case (let outcome?, _):
            #expect(handle.outcome == outcome, "\(trace): final outcome")
        case (nil, .paused):
            #expect(handle.outcome == nil, "\(trace): still held")
            #expect(abs(handle.fractionComplete - model.fraction) < 1e-9, "\(trace): held fraction")
        case (nil, .running), (nil, .settling):
            #expect(handle.outcome == (model.isReversed ? .reverted : .completed), "\(trace): the end it ran to")
        }
        switch handle.outcome {
        case .reverted?:
            #expect(scene.subnodeNames == ["a", "b"], "\(trace): reverted tree")
            #expect(scene.host.presentationTree().layers == before.layers, "\(trace): reverted values")
        case .completed?:
            #expect(scene.subnodeNames == ["c", "a"], "\(trace): completed tree")
            #expect(scene["b"].supernode == nil)
        default:
            #expect(scene.subnodeNames == ["c", "a", "b"], "\(trace): held tree")
        }
        scene.host.assertInvariants()
        scene.environment.animator.assertInvariants()
    }

    @Test("every sequence of up to three controls agrees with the model", arguments: Control.allCases)
    func everySequenceOfThree(first: Control) throws {
        try check([first])
        for second in Control.allCases {
            try check([first, second])
            for third in Control.allCases {
                try check([first, second, third])
            }
        }
    }

    @Test("every order of pause, play, reverse, fractionComplete and finish agrees with the model", arguments: [Control.finishAtEnd, .finishAtStart, .finishAtCurrent, .springToEnd, .springToStart])
    func everyOrderOfTheFive(finish: Control) throws {
        for order in Self.permutations([Control.pause, .play, .reverse, .scrubEarly, finish]) {
            try check(order)
        }
    }

    static func permutations(_ items: [Control]) -> [[Control]] {
        guard items.count > 1 else { return [items] }
        return items.indices.flatMap { index in
            var rest = items
            let first = rest.remove(at: index)
            return permutations(rest).map { [first] + $0 }
        }
    }

    // MARK: - Controls called while measuring

    /// The state a handle shows after `controls` were called on it while its transition measured
    /// and its animations then started, compared with the same calls made at once on a transition
    /// measured synchronously.
    ///
    /// Every sequence's transition measures at the same time and the test waits for them all
    /// together: a measurement commits on the main actor, which other tests of a full run hold for
    /// long stretches, so one wait for forty measurements takes a few turns of it where forty
    /// waits in a row take forty times as many.
    @Test("controls called while measuring fold into the same state as the same calls made at the start", .timeLimit(.minutes(5)), arguments: Control.allCases)
    func pendingControlsMatchLiveOnes(first: Control) async throws {
        struct Run {
            let trace: String
            let live: Scene
            let liveHandle: TransitionHandle
            let scene: Scene
            let pending: TransitionHandle
        }
        var runs: [Run] = []
        for second in Control.allCases {
            for third in [Control.pause, .reverse, .play, .scrubLate] {
                let controls = [first, second, third]
                let trace = controls.map(\.description).joined(separator: ", ")
                let (live, liveHandle, _) = try Self.started()
                for control in controls { control.apply(to: liveHandle) }

                let scene = Scene(["a", "b", "c"])
                try scene.layOut(["a", "b"])
                scene["a"].style.preferredSize = CGSize(width: 60, height: 40)
                scene.show(["c", "a"])
                let pending = try scene.host.transitionLayout(animated: true, shouldMeasureAsync: true, measurementCompletion: nil)
                for control in controls { control.apply(to: pending) }
                #expect(pending.isPaused == liveHandle.isPaused || liveHandle.isFinished, "\(trace): paused while measuring")
                #expect(pending.isReversed == liveHandle.isReversed || liveHandle.isFinished, "\(trace): direction while measuring")
                runs.append(Run(trace: trace, live: live, liveHandle: liveHandle, scene: scene, pending: pending))
            }
        }
        while runs.contains(where: { $0.pending.context == nil && $0.pending.outcome == nil }) {
            try await Task.sleep(nanoseconds: 1_000_000)
        }
        for run in runs {
            let (trace, pending, liveHandle) = (run.trace, run.pending, run.liveHandle)
            #expect(pending.outcome == liveHandle.outcome, "\(trace): outcome")
            #expect(pending.isPaused == liveHandle.isPaused, "\(trace): paused")
            #expect(pending.isReversed == liveHandle.isReversed, "\(trace): direction")
            #expect(abs(pending.fractionComplete - liveHandle.fractionComplete) < 1e-9, "\(trace): fraction")
            run.live.clock.advance(by: 3)
            run.scene.clock.advance(by: 3)
            #expect(pending.outcome == liveHandle.outcome, "\(trace): final outcome")
        }
    }

    // MARK: - Finishing where it stands

    @Test("finish(at: .current): the values shown become the model values, inserted nodes stay as they are, removed nodes leave")
    func finishAtCurrent() throws {
        let (scene, handle, _) = try Self.started()
        let target = try #require(handle.context?.layout(for: .to))
        handle.fractionComplete = 0.4
        let shown = (a: scene["a"].presentation.frame, c: scene["c"].presentation.alpha)
        #expect(shown.c > 0 && shown.c < 1)
        handle.finish(at: .current, velocity: 3, spring: .default)
        #expect(handle.outcome == .completed)
        #expect(handle.isFinished && !handle.isPaused && !handle.isReversed)
        #expect(abs(handle.fractionComplete - 0.4) < 1e-12)
        // The layout is the new one; the removed subnode is gone, the inserted one stays.
        #expect(scene.host.calculatedLayout == target)
        #expect(scene.subnodeNames == ["c", "a"])
        #expect(scene["b"].supernode == nil)
        #expect(scene.log.names(of: "didCompleteLayoutTransition") == ["host"])
        // Model and presentation agree on the values shown at the stop, and stay there.
        #expect(scene["a"].frame == shown.a)
        #expect(scene["a"].presentation.frame == shown.a)
        #expect(scene["c"].alpha == shown.c)
        #expect(scene["c"].presentation.alpha == shown.c)
        scene.clock.advance(by: 1)
        #expect(scene["a"].presentation.frame == shown.a)
        #expect(scene["c"].presentation.alpha == shown.c)
        #expect(!scene.host.hasAnimationsInSubtree)
        // The removed subnode is left as it would be after any completion: visible again.
        #expect(scene["b"].alpha == 1)
        scene.environment.animator.assertInvariants()
        // A later layout pass puts the frames where the layout says.
        scene.host.setNeedsLayout()
        try scene.host.layoutIfNeeded()
        #expect(scene["a"].frame == rect(0, 20, 60, 40))
    }

    @Test("finish(at: .current) while a spring carries the transition stops it where the spring is")
    func finishAtCurrentDuringASpring() throws {
        let (scene, handle, _) = try Self.started()
        handle.fractionComplete = 0.2
        handle.finish(at: .end, velocity: 0, spring: Spring(duration: 0.6, bounce: 0))
        scene.clock.advance(by: 0.1)
        let fraction = handle.fractionComplete
        #expect(fraction > 0.2 && fraction < 1)
        let frame = scene["a"].presentation.frame
        handle.finish(at: .current)
        #expect(handle.outcome == .completed)
        #expect(handle.fractionComplete == fraction)
        #expect(scene["a"].frame == frame)
        scene.clock.advance(by: 1)
        #expect(scene["a"].presentation.frame == frame)
    }

    @Test("finish(at: .current) while measuring ends at fraction 0: the layout is the new one, with every value where it started")
    func finishAtCurrentWhileMeasuring() async throws {
        let scene = Scene(["a", "b", "c"])
        try scene.layOut(["a", "b"])
        scene["a"].style.preferredSize = CGSize(width: 60, height: 40)
        scene.show(["c", "a"])
        let handle = try scene.host.transitionLayout(animated: true, shouldMeasureAsync: true, measurementCompletion: nil)
        handle.finish(at: .current)
        // Later controls cannot undo a finish that ends the transition at once.
        handle.play()
        handle.reverse()
        while handle.outcome == nil { try await Task.sleep(nanoseconds: 1_000_000) }
        #expect(handle.outcome == .completed)
        #expect(handle.fractionComplete == 0)
        #expect(scene.subnodeNames == ["c", "a"])
        #expect(scene["a"].frame == rect(0, 0, 100, 20))
        #expect(scene["c"].alpha == 0)
    }
}

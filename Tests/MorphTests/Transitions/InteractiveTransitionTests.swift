import Foundation
import Morph
import Testing

@Suite("Interactive layout transitions")
@MainActor
struct InteractiveTransitionTests {
    /// A scene showing a (100×20) and b, then b and a resized to 60×40 with c inserted on top and
    /// nothing removed — or, with `removing`, c inserted and b removed.
    static func startedTransition(removing: Bool = false) throws -> (Scene, TransitionHandle, PresentationTree) {
        let scene = Scene(["a", "b", "c"])
        try scene.layOut(["a", "b"])
        let before = scene.host.presentationTree()
        scene["a"].style.preferredSize = CGSize(width: 60, height: 40)
        scene.show(removing ? ["c", "a"] : ["c", "b", "a"])
        let handle = try scene.host.transitionLayout(animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
        return (scene, handle, before)
    }

    /// The default animation's value at `fraction` between `from` and `to` (0.2 s ease-in-out).
    static func eased(_ from: CGFloat, _ to: CGFloat, at fraction: Double) -> CGFloat {
        from + (to - from) * CGFloat(TimingCurve.easeInOut.progress(at: fraction))
    }

    @Test("a transition paused at its start shows the old layout, whatever the clock does")
    func pausedAtStart() throws {
        let (scene, handle, before) = try Self.startedTransition(removing: true)
        handle.pause()
        #expect(handle.isPaused)
        #expect(handle.fractionComplete == 0)
        #expect(handle.duration == 0.2)
        scene.clock.advance(by: 1)
        #expect(scene["a"].presentation.frame == rect(0, 0, 100, 20))
        #expect(scene["b"].presentation.alpha == 1)
        #expect(scene["c"].presentation.alpha == 0)
        #expect(handle.outcome == nil)
        // The inserted subnode is in the tree (transparent): the rest is the old tree.
        #expect(scene.subnodeNames == ["c", "a", "b"])
        #expect(before.sublayerIndices(of: 0).count == 2)
        scene.host.assertInvariants()
    }

    @Test("fractionComplete shows each animation at that fraction of the transition's time, without a tick", arguments: [0.0, 0.25, 0.5, 0.8, 1.0])
    func framesAtFractions(fraction: Double) throws {
        let (scene, handle, _) = try Self.startedTransition(removing: true)
        handle.fractionComplete = fraction
        #expect(handle.isPaused)
        #expect(handle.fractionComplete == fraction)
        // a moves from (0, 0, 100, 20) to (0, 20, 60, 40); c fades in, b fades out.
        let frame = scene["a"].presentation.frame
        #expect(close(frame, rect(0, Self.eased(0, 20, at: fraction), Self.eased(100, 60, at: fraction), Self.eased(20, 40, at: fraction))))
        #expect(abs(scene["c"].presentation.alpha - Self.eased(0, 1, at: fraction)) < 1e-9)
        #expect(abs(scene["b"].presentation.alpha - Self.eased(1, 0, at: fraction)) < 1e-9)
        // The presentation tree shows the same values at any time while held.
        #expect(scene.host.presentationTree(at: 5).layers == scene.host.presentationTree().layers)
        #expect(handle.outcome == nil)
    }

    @Test("bad fractions are clamped, NaN is ignored")
    func badFractions() throws {
        let (scene, handle, _) = try Self.startedTransition()
        handle.fractionComplete = 0.3
        handle.fractionComplete = .nan
        #expect(handle.fractionComplete == 0.3)
        handle.fractionComplete = 7
        #expect(handle.fractionComplete == 1)
        handle.fractionComplete = -.infinity
        #expect(handle.fractionComplete == 0)
        #expect(scene.host.isTransitioningLayout)
    }

    @Test("play continues from the fraction at the clock's rate and completes exactly once")
    func playCompletes() throws {
        let (scene, handle, _) = try Self.startedTransition(removing: true)
        handle.fractionComplete = 0.5
        handle.play()
        #expect(!handle.isPaused)
        scene.clock.advance(by: 0.05)
        #expect(abs(handle.fractionComplete - 0.75) < 1e-12)
        #expect(close(scene["a"].presentation.frame, rect(0, Self.eased(0, 20, at: 0.75), Self.eased(100, 60, at: 0.75), Self.eased(20, 40, at: 0.75))))
        scene.clock.advance(by: 0.05)
        #expect(handle.outcome == .completed)
        #expect(scene.log.names(of: "didCompleteLayoutTransition") == ["host"])
        #expect(scene.subnodeNames == ["c", "a"])
        #expect(scene["a"].presentation.frame == rect(0, 20, 60, 40))
        #expect(scene["b"].supernode == nil)
        #expect(scene["b"].alpha == 1)
        // Controls after the end do nothing.
        handle.reverse()
        handle.fractionComplete = 0.2
        scene.clock.advance(by: 1)
        #expect(handle.outcome == .completed)
        #expect(handle.fractionComplete == 1)
        #expect(scene.log.names(of: "didCompleteLayoutTransition") == ["host"])
        #expect(!scene.host.hasAnimationsInSubtree)
        scene.host.assertInvariants()
        scene.environment.animator.assertInvariants()
    }

    @Test("a transition left alone plays and completes as before")
    func leftAlone() throws {
        let (scene, handle, _) = try Self.startedTransition(removing: true)
        scene.clock.advance(by: 0.1)
        #expect(abs(handle.fractionComplete - 0.5) < 1e-12)
        #expect(!handle.isPaused && !handle.isReversed)
        scene.clock.advance(by: 0.1)
        #expect(handle.outcome == .completed)
        #expect(scene.subnodeNames == ["c", "a"])
    }

    @Test("reversed to the start, inserted subnodes go, removed ones stay, and the tree equals the starting tree exactly")
    func reverseRestoresTheStart() throws {
        let (scene, handle, before) = try Self.startedTransition(removing: true)
        let layoutBefore = try #require(handle.context?.layout(for: .from))
        scene.clock.advance(by: 0.12)
        handle.reverse()
        #expect(handle.isReversed)
        scene.clock.advance(by: 0.06)
        #expect(abs(handle.fractionComplete - 0.3) < 1e-12)
        #expect(handle.outcome == nil)
        scene.clock.advance(by: 0.06)
        #expect(handle.outcome == .reverted)
        #expect(handle.fractionComplete == 0)
        #expect(scene.log.names(of: "didCompleteLayoutTransition") == ["host"])
        // Structurally: the old subnodes, in the old order, with the old layout.
        #expect(scene.subnodeNames == ["a", "b"])
        #expect(scene["c"].supernode == nil)
        #expect(scene.host.calculatedLayout == layoutBefore)
        // And every presentation value: the same tree as before the transition.
        #expect(scene.host.presentationTree().layers == before.layers)
        #expect(scene.host.presentationTree(at: 10).layers == before.layers)
        #expect(!scene.host.hasAnimationsInSubtree)
        #expect(scene["c"].alpha == 1)
        scene.host.assertInvariants()
        scene.environment.animator.assertInvariants()
        // The node transitions again normally afterwards.
        let again = try scene.host.transitionLayout(animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
        scene.clock.advance(by: 0.2)
        #expect(again.outcome == .completed)
        #expect(scene.subnodeNames == ["c", "a"])
    }

    @Test("a resized subnode's own subtree is back at its old layout after a reversal")
    func reverseRestoresNestedLayouts() throws {
        let environment = MotionEnvironment()
        let (outer, inner, leaf) = environment.make { (DisplayNode(name: "outer"), DisplayNode(name: "inner"), DisplayNode(name: "leaf")) }
        for node in [outer, inner] { node.automaticallyManagesSubnodes = true }
        let wide = LayoutInput(false)
        inner.layoutSpecBlock = { _, _ in CenterLayoutSpec(child: leaf) }
        leaf.style.preferredSize = CGSize(width: 10, height: 10)
        outer.layoutSpecBlock = { _, _ in
            let size = CGSize(width: wide.value ? 80 : 40, height: 40)
            return StackLayoutSpec(alignItems: .start, children: [inner.styled { $0.preferredSize = size }])
        }
        outer.frame = rect(0, 0, 100, 100)
        try outer.layoutIfNeeded()
        let before = outer.presentationTree()
        wide.value = true
        outer.setNeedsLayout()
        let handle = try outer.transitionLayout(animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
        handle.fractionComplete = 0.5
        #expect(close(leaf.presentation.frame, rect(25, 15, 10, 10)))
        handle.finish(at: .start, spring: nil)
        #expect(handle.outcome == .reverted)
        #expect(outer.presentationTree().layers == before.layers)
        #expect(leaf.frame == rect(15, 15, 10, 10))
        #expect(inner.calculatedSize == CGSize(width: 40, height: 40))
        outer.assertInvariants()
    }

    @Test("finishing hands the release velocity to a spring: the motion is continuous within 1%", arguments: [TransitionHandle.Position.end, .start])
    func velocityIsContinuousAtRelease(position: TransitionHandle.Position) throws {
        let (scene, handle, _) = try Self.startedTransition(removing: true)
        handle.pause()
        let clock = scene.clock
        // A finger drags the transition at 1.5 fractions per second (toward the end) or −1.5.
        let rate = position == .end ? 1.5 : -1.5
        var fraction = 0.4
        for _ in 0..<10 {
            clock.advance(by: 1 / 120)
            fraction += rate / 120
            handle.fractionComplete = fraction
        }
        // The speed of a's centre just before release: the drag's last instant.
        let h = 1e-6
        let yBefore = scene["a"].presentation.position.y
        handle.fractionComplete = fraction - rate * h
        let speedBefore = (yBefore - scene["a"].presentation.position.y) / h
        handle.fractionComplete = fraction
        // Release: the spring starts with the drag's velocity.
        handle.finish(at: position, velocity: rate, spring: Spring(duration: 0.4, bounce: 0))
        #expect(handle.isReversed == (position == .start))
        let yAtRelease = scene["a"].presentation.position.y
        clock.advance(by: h)
        let speedAfter = (scene["a"].presentation.position.y - yAtRelease) / h
        #expect(speedBefore != 0)
        #expect(abs(speedAfter - speedBefore) <= 0.01 * abs(speedBefore), "before \(speedBefore), after \(speedAfter)")
        // The property's own velocity says the same.
        let velocity = scene["a"].animatableProperty(.position).presentationVelocity
        #expect(abs(velocity.y - speedBefore) <= 0.01 * abs(speedBefore))
        clock.advance(by: 2)
        #expect(handle.outcome == (position == .end ? .completed : .reverted))
        #expect(scene.subnodeNames == (position == .end ? ["c", "a"] : ["a", "b"]))
        scene.host.assertInvariants()
        scene.environment.animator.assertInvariants()
    }

    @Test("a spring that would overshoot stops at the end it runs to")
    func springStopsAtTheEnd() throws {
        let (scene, handle, _) = try Self.startedTransition(removing: true)
        handle.fractionComplete = 0.9
        handle.finish(at: .end, velocity: 30, spring: Spring(duration: 0.5, bounce: 0.5))
        var previous = handle.fractionComplete
        for _ in 0..<120 {
            scene.clock.advance(by: 1 / 240)
            if handle.isFinished { break }
            #expect(handle.fractionComplete >= previous)
            #expect(handle.fractionComplete <= 1)
            previous = handle.fractionComplete
        }
        #expect(handle.outcome == .completed)
    }

    @Test("finish without a spring ends at once at either end")
    func finishAtOnce() throws {
        let (scene, handle, before) = try Self.startedTransition(removing: true)
        scene.clock.advance(by: 0.05)
        handle.finish(at: .start, spring: nil)
        #expect(handle.outcome == .reverted)
        #expect(scene.host.presentationTree().layers == before.layers)

        let (other, second, _) = try Self.startedTransition(removing: true)
        second.pause()
        second.finish(at: .end, spring: nil)
        #expect(second.outcome == .completed)
        #expect(other.subnodeNames == ["c", "a"])
        #expect(other["a"].presentation.frame == rect(0, 20, 60, 40))
    }

    @Test("a custom animation's completion is ignored once the handle ended the transition: one completion, the handle's reason")
    func customAnimationCompletesOnce() throws {
        let environment = MotionEnvironment()
        let (host, nodes, order) = CompleteTransitionTests.makeHost(environment)
        order.value = ["a", "b"]
        host.setNeedsLayout()
        try host.layoutIfNeeded()
        let before = host.presentationTree()
        order.value = ["c", "a"]
        host.setNeedsLayout()
        let handle = try host.transitionLayout(animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
        handle.fractionComplete = 0.6
        handle.reverse()
        environment.clock.advance(by: 1)
        #expect(handle.outcome == .reverted)
        // The test's completion never called completeTransition; the handle did, once.
        #expect(host.completedContexts.count == 1)
        #expect(host.completedContexts.first?.wasCancelled == true)
        #expect(host.presentationTree().layers == before.layers)
        #expect(nodes["c"]?.supernode == nil)
        host.assertInvariants()
    }

    @Test("controls called while the transition measures apply when its animations start", .timeLimit(.minutes(5)))
    func pausedWhileMeasuring() async throws {
        let scene = Scene(["a", "b"])
        try scene.layOut(["a"])
        scene.show(["b", "a"])
        let handle = try scene.host.transitionLayout(animated: true, shouldMeasureAsync: true, measurementCompletion: nil)
        handle.fractionComplete = 0.5
        #expect(handle.isPaused)
        #expect(handle.fractionComplete == 0.5)
        // Measured on a background task, which a loaded machine may start late: wait as long as it
        // takes (the time limit ends a hang).
        while handle.context == nil { try await Task.sleep(nanoseconds: 1_000_000) }
        scene.clock.advance(by: 1)
        #expect(handle.fractionComplete == 0.5)
        #expect(abs(scene["b"].presentation.alpha - 0.5) < 1e-9)
        handle.finish(at: .end)
        scene.clock.advance(by: 2)
        #expect(handle.outcome == .completed)
    }

    @Test("a transition that animates nothing has nothing to drive")
    func notAnimated() throws {
        let scene = Scene(["a", "b"])
        try scene.layOut(["a"])
        scene.show(["b"])
        let handle = try scene.host.transitionLayout(animated: false, shouldMeasureAsync: false, measurementCompletion: nil)
        handle.pause()
        #expect(!handle.isPaused)
        #expect(handle.duration == 0)
        #expect(handle.outcome == .completed)
        #expect(handle.fractionComplete == 1)
    }

    @Test("a newer transition takes over from a held one: it retargets from the held values, and the held one completes")
    func newerTransitionTakesOver() throws {
        let (scene, handle, _) = try Self.startedTransition(removing: true)
        handle.fractionComplete = 0.5
        let held = scene["a"].presentation.frame
        scene["a"].style.preferredSize = CGSize(width: 100, height: 20)
        scene.show(["a", "b"])
        let newer = try scene.host.transitionLayout(animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
        #expect(scene["a"].presentation.frame == held)
        scene.clock.advance(by: 0.2)
        #expect(newer.outcome == .completed)
        #expect(handle.outcome == .completed)
        #expect(scene.subnodeNames == ["a", "b"])
        #expect(scene["a"].presentation.frame == rect(0, 0, 100, 20))
        scene.host.assertInvariants()
        scene.environment.animator.assertInvariants()
    }
}

@Suite("Staggered layout transitions")
@MainActor
struct StaggeredTransitionTests {
    /// Four 100×20 leaves stacked, then shown in reverse order.
    static func reversedScene(stagger: Stagger) throws -> Scene {
        let scene = Scene(["a", "b", "c", "d"])
        try scene.layOut(["a", "b", "c", "d"])
        scene.host.defaultLayoutTransitionStagger = stagger
        scene.show(["d", "c", "b", "a"])
        return scene
    }

    @Test("by index: the i-th subnode of the new layout starts moving i × interval after the transition")
    func byIndex() throws {
        let scene = try Self.reversedScene(stagger: .byIndex(0.05))
        let handle = try scene.host.transitionLayout(animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
        let context = try #require(handle.context)
        let order = ["d", "c", "b", "a"]
        #expect(order.map { context.staggerDelay(for: scene[$0]) } == [0, 0.05, 0.1, 0.15000000000000002])
        #expect(abs(handle.duration - 0.35) < 1e-12)
        for (index, name) in order.enumerated() {
            let start = 0.05 * Double(index)
            let from = CGFloat(3 - index) * 20, to = CGFloat(index) * 20
            // At its delay the subnode has not moved; 0.1 s later it is exactly halfway.
            handle.fractionComplete = start / handle.duration
            #expect(scene[name].presentation.frame.minY == from, "\(name) at \(start)")
            handle.fractionComplete = (start + 0.1) / handle.duration
            #expect(abs(scene[name].presentation.frame.minY - (from + to) / 2) < 1e-9, "\(name) halfway")
        }
        handle.play()
        scene.clock.advance(by: 1)
        #expect(handle.outcome == .completed)
        #expect(scene.subnodeNames == order)
    }

    @Test("by distance: each subnode waits distance × seconds per point from the origin to its final centre")
    func byDistance() throws {
        let scene = try Self.reversedScene(stagger: .byDistance(from: CGPoint(x: 50, y: 0), delayPerPoint: 0.001))
        let handle = try scene.host.transitionLayout(animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
        let context = try #require(handle.context)
        // Final centres at y = 10, 30, 50, 70.
        for (index, name) in ["d", "c", "b", "a"].enumerated() {
            #expect(abs(context.staggerDelay(for: scene[name]) - 0.001 * Double(10 + 20 * index)) < 1e-15)
        }
        scene.clock.advance(by: 0.03)
        #expect(scene["c"].presentation.frame.minY == 40, "c waits 0.03 s")
        scene.clock.advance(by: 0.5)
        #expect(handle.outcome == .completed)
    }

    @Test("removed subnodes are staggered after the new layout's, in the old order; reversing restores the tree")
    func removedAreStaggered() throws {
        let scene = Scene(["a", "b", "c"])
        try scene.layOut(["a", "b", "c"])
        let before = scene.host.presentationTree()
        scene.host.defaultLayoutTransitionStagger = .byIndex(0.1)
        scene.show(["c"])
        let handle = try scene.host.transitionLayout(animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
        let context = try #require(handle.context)
        #expect(["c", "a", "b"].map { context.staggerDelay(for: scene[$0]) } == [0, 0.1, 0.2])
        handle.fractionComplete = 0.5
        handle.reverse()
        scene.clock.advance(by: 1)
        #expect(handle.outcome == .reverted)
        #expect(scene.host.presentationTree().layers == before.layers)
    }
}

@Suite("Interactive transitions under reduced motion")
@MainActor
struct ReducedMotionInteractiveTests {
    @Test("reduce motion: movement jumps at once, fades stay on the time line and scrub")
    func reduceMotion() throws {
        let scene = Scene(["a", "b", "c"])
        try scene.layOut(["a", "b"])
        scene.environment.animator.reducedMotion = .reduceMotion
        scene["a"].style.preferredSize = CGSize(width: 60, height: 40)
        scene.show(["c", "a"])
        let handle = try scene.host.transitionLayout(animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
        #expect(scene["a"].presentation.frame == rect(0, 20, 60, 40))
        handle.fractionComplete = 0.5
        #expect(abs(scene["c"].presentation.alpha - 0.5) < 1e-9)
        #expect(scene["a"].presentation.frame == rect(0, 20, 60, 40))
        handle.reverse()
        scene.clock.advance(by: 1)
        #expect(handle.outcome == .reverted)
        // Reverting puts the frames back at once too.
        #expect(scene["a"].presentation.frame == rect(0, 0, 100, 20))
        #expect(scene.subnodeNames == ["a", "b"])
    }

    @Test("reduce motion: a bouncy finishing spring is critically damped and never overshoots")
    func calmSpring() throws {
        let scene = Scene(["a", "b", "c"])
        try scene.layOut(["a", "b"])
        scene.environment.animator.reducedMotion = .reduceMotion
        scene.show(["c", "a"])
        let handle = try scene.host.transitionLayout(animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
        handle.fractionComplete = 0.2
        handle.finish(at: .end, velocity: 0, spring: Spring(duration: 0.5, bounce: 0.7))
        var previous = handle.fractionComplete
        while handle.outcome == nil {
            scene.clock.advance(by: 1 / 120)
            #expect(handle.fractionComplete >= previous || handle.isFinished)
            previous = handle.fractionComplete
        }
        #expect(handle.outcome == .completed)
    }

    @Test("disable animations: nothing to hold; the transition completes at once")
    func disabled() throws {
        let scene = Scene(["a", "b", "c"])
        try scene.layOut(["a", "b"])
        scene.environment.animator.reducedMotion = .disableAnimations
        scene.show(["c", "a"])
        let handle = try scene.host.transitionLayout(animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
        handle.pause()
        #expect(handle.outcome == .completed)
        #expect(handle.duration == 0)
        #expect(scene.subnodeNames == ["c", "a"])
    }

    @Test("disable animations set while a transition is held: play and finish jump to their end")
    func disabledWhileHeld() throws {
        let (scene, handle, before) = try InteractiveTransitionTests.startedTransition(removing: true)
        handle.fractionComplete = 0.4
        scene.environment.animator.reducedMotion = .disableAnimations
        handle.reverse()
        #expect(handle.outcome == .reverted)
        #expect(scene.host.presentationTree().layers == before.layers)

        let (other, second, _) = try InteractiveTransitionTests.startedTransition(removing: true)
        second.fractionComplete = 0.4
        other.environment.animator.reducedMotion = .disableAnimations
        second.finish(at: .end, velocity: 3)
        #expect(second.outcome == .completed)
        #expect(other.subnodeNames == ["c", "a"])
    }
}

@Suite("Gesture-driven transitions")
@MainActor
struct GestureDrivenTransitionTests {
    @Test("a pan through the input dispatcher drives fractionComplete, and its release velocity carries on without a jump")
    func panDrivesTheTransition() throws {
        let (scene, handle, _) = try InteractiveTransitionTests.startedTransition(removing: true)
        handle.pause()
        let clock = scene.clock
        scene.host.frame = rect(0, 0, 100, 300)
        let input = InputDispatcher(root: scene.host)
        let distance: CGFloat = 200
        var releaseVelocity: Double?
        scene.host.addGestureRecognizer(PanGestureRecognizer { recognizer in
            guard let pan = recognizer as? PanGestureRecognizer else { return }
            switch pan.state {
            case .changed:
                handle.fractionComplete = Double(pan.translation(in: scene.host).y / distance)
            case .ended:
                let velocity = Double(pan.velocity(in: scene.host).y / distance)
                releaseVelocity = velocity
                handle.finish(at: handle.fractionComplete + 0.2 * velocity > 0.5 ? .end : .start, velocity: velocity)
            default:
                break
            }
        })
        func pointer(_ phase: PointerEvent.Phase, _ y: CGFloat) -> InputEvent {
            .pointer(PointerEvent(phase, at: CGPoint(x: 50, y: y), timestamp: clock.now))
        }
        input.dispatch(pointer(.began, 10))
        for step in 1...12 {
            clock.advance(by: 0.01)
            input.dispatch(pointer(.moved, 10 + CGFloat(step) * 4))
        }
        // The finger moved 48 points: fraction 0.24, moving at 400 pt/s = 2 fractions per second.
        #expect(abs(handle.fractionComplete - 0.24) < 1e-9)
        #expect(handle.isPaused)
        clock.advance(by: 0.01)
        input.dispatch(pointer(.ended, 58))
        let velocity = try #require(releaseVelocity)
        #expect(abs(velocity - 2) < 0.25)
        #expect(!handle.isPaused)
        // The fraction leaves the release point at the pan's velocity.
        let atRelease = handle.fractionComplete
        let h = 1e-6
        clock.advance(by: h)
        let speed = (handle.fractionComplete - atRelease) / h
        #expect(abs(speed - velocity) <= 0.01 * abs(velocity), "\(speed) vs \(velocity)")
        clock.advance(by: 2)
        #expect(handle.outcome == .completed)
        #expect(scene.subnodeNames == ["c", "a"])
    }
}

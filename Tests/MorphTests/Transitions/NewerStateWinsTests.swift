import Foundation
import Morph
import Testing

/// Texture loses a state change made while an asynchronous measurement runs (its
/// `DISABLE_testASetNeedsLayoutInterferingWithTheCurrentTransition`). Morph compares layout
/// versions at commit and measures again.
@Suite("A newer state wins")
@MainActor
struct NewerStateWinsTests {
    @Test("a state change made on the main actor while measuring is not lost")
    func stateChangeDuringMeasurement() async throws {
        let environment = MotionEnvironment()
        let (host, label) = environment.make { (RecordingNode("host"), TextNode("short", style: TextStyle(font: Font(.sans, size: 12)))) }
        host.automaticallyManagesSubnodes = true
        host.layoutSpecBlock = { _, _ in StackLayoutSpec(alignItems: .start, children: [label]) }
        host.frame = rect(0, 0, 300, 50)
        try host.layoutIfNeeded()
        host.resetMeasurements()
        let gate = Gate()
        host.onMeasure { gate.wait() }
        label.string = "a little longer"
        let handle = try host.transitionLayout(animated: false, shouldMeasureAsync: true, measurementCompletion: nil)
        await gate.arrival()
        host.onMeasure(nil)
        label.string = "the newest text of all"
        gate.open()
        #expect(await outcome(of: handle) == .completed)
        let newest = try TextLayout("the newest text of all", style: TextStyle(font: Font(.sans, size: 12))).size
        #expect(label.frame.size == newest)
        #expect(host.calculatedLayout?.frame(for: label)?.size == newest)
        // Measured twice off the main actor: the stale measurement and the fresh one.
        #expect(host.measurements.map(\.onMainThread) == [false, false])
    }

    @Test("a change to a node that is not in the tree yet is noticed too")
    func newNodeChangedDuringMeasurement() async throws {
        let scene = Scene(["a", "b"])
        try scene.layOut(["a"])
        let gate = Gate()
        scene.host.onMeasure { gate.wait() }
        scene.show(["a", "b"])
        let handle = try scene.host.transitionLayout(animated: false, shouldMeasureAsync: true, measurementCompletion: nil)
        await gate.arrival()
        scene.host.onMeasure(nil)
        // b has no supernode yet: its change reaches no ancestor, but the measurement recorded it.
        #expect(scene["b"].supernode == nil)
        scene["b"].style.preferredSize = CGSize(width: 100, height: 60)
        gate.open()
        #expect(await outcome(of: handle) == .completed)
        #expect(scene["b"].frame == rect(0, 20, 100, 60))
    }

    @Test("under constant changes a transition still ends: after 8 stale rounds it measures on the main actor")
    func constantChanges() async throws {
        let environment = MotionEnvironment()
        let (host, restless) = environment.make { (DisplayNode(name: "host"), RecordingNode("restless", testSize: CGSize(width: 10, height: 10))) }
        host.automaticallyManagesSubnodes = true
        host.layoutSpecBlock = { _, _ in WrapperLayoutSpec(restless) }
        host.frame = rect(0, 0, 50, 50)
        try host.layoutIfNeeded()
        restless.resetMeasurements()
        // Every measurement makes itself stale.
        restless.onMeasure { restless.invalidateCalculatedLayout() }
        restless.invalidateCalculatedLayout()
        let outcome = try await host.transitionLayout(animated: false)
        restless.onMeasure(nil)
        #expect(outcome == .completed)
        // The transition's measurements: eight off the main actor, then one on it, which is installed
        // (the layout passes of the subtree afterwards measure this restless node again).
        #expect(Array(restless.measurements.map(\.onMainThread).prefix(9)) == Array(repeating: false, count: 8) + [true])
        host.assertInvariants()
    }
}

@Suite("Waiting for transitions on the shared animator")
@MainActor
struct SharedAnimatorTransitionTests {
    @Test("an animated transition of a node on Animator.shared, awaited, returns once its animation ends in real time")
    func awaitedOnSharedAnimator() async throws {
        let node = DisplayNode(name: "host", animator: .shared)
        let child = DisplayNode(name: "child").styled { $0.preferredSize = CGSize(width: 10, height: 10) }
        let shows = LayoutInput(false)
        node.automaticallyManagesSubnodes = true
        node.layoutSpecBlock = { _, _ in StackLayoutSpec(children: shows.value ? [child] : []) }
        node.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        try node.layoutIfNeeded()
        node.defaultLayoutTransitionDuration = 0.05
        shows.value = true
        let outcome = try await node.transitionLayout(animated: true)
        #expect(outcome == .completed)
        #expect(node.subnodes == [child])
    }
}

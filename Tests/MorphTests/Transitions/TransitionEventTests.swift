import Foundation
@testable import Morph
import Testing

@Suite("Layout transition events")
@MainActor
struct TransitionEventTests {
    @Test("events run in Texture's order: install, measurementCompletion, insert, animate, complete, remove")
    func eventOrder() throws {
        let scene = Scene(["a", "b", "c"])
        try scene.layOut(["a", "b"])
        scene.show(["a", "c"])
        var events: [String] = []
        scene.host.onAnimateLayoutTransition = {
            events.append("animate: subnodes \(scene.subnodeNames)")
        }
        let handle = try scene.host.transitionLayout(animated: true, shouldMeasureAsync: false) {
            events.append("measurementCompletion: layout \(names(scene.host.calculatedLayout.map { DisplayNode.nodes(of: $0) } ?? [])), subnodes \(scene.subnodeNames)")
        }
        #expect(events == [
            "measurementCompletion: layout [\"a\", \"c\"], subnodes [\"a\", \"b\"]",
            "animate: subnodes [\"a\", \"c\", \"b\"]",
        ])
        #expect(scene.log.names(of: "didCompleteLayoutTransition").isEmpty)
        #expect(handle.outcome == nil)
        scene.clock.advance(by: 0.1)
        #expect(scene.subnodeNames == ["a", "c", "b"])
        scene.clock.advance(by: 0.1)
        #expect(scene.log.names(of: "didCompleteLayoutTransition") == ["host"])
        #expect(scene.subnodeNames == ["a", "c"])
        #expect(handle.outcome == .completed)
        scene.host.assertInvariants()
    }

    @Test("without animation and with synchronous measurement, everything happens before the call returns")
    func synchronousTransition() throws {
        let scene = Scene(["a", "b", "c"])
        try scene.layOut(["a", "b"])
        scene.show(["c", "a"])
        let handle = try scene.host.transitionLayout(animated: false, shouldMeasureAsync: false, measurementCompletion: nil)
        #expect(handle.outcome == .completed)
        #expect(scene.subnodeNames == ["c", "a"])
        #expect(scene["c"].frame == rect(0, 0, 100, 20))
        #expect(scene["a"].frame == rect(0, 20, 100, 20))
        #expect(scene.log.names(of: "animateLayoutTransition") == ["host"])
        #expect(scene.log.names(of: "didCompleteLayoutTransition") == ["host"])
    }

    @Test("asynchronous measurement runs off the main actor while the main actor goes on")
    func asynchronousMeasurementIsOffMain() async throws {
        let scene = Scene(["a", "b"])
        try scene.layOut(["a"])
        scene.host.resetMeasurements()
        let gate = Gate()
        scene.host.onMeasure { gate.wait() }
        scene.show(["a", "b"])
        let handle = try scene.host.transitionLayout(animated: false, shouldMeasureAsync: true, measurementCompletion: nil)
        await gate.arrival()
        // The measurement is blocked at the gate, yet the main actor runs: it is not measuring.
        #expect(scene.host.isMeasuringLayoutTransition)
        #expect(scene.subnodeNames == ["a"])
        gate.open()
        #expect(await outcome(of: handle) == .completed)
        scene.host.onMeasure(nil)
        #expect(scene.host.measurements.map(\.onMainThread) == [false])
        #expect(scene.subnodeNames == ["a", "b"])
    }

    @Test("a layout pass during an asynchronous measurement keeps the old layout")
    func layoutPassKeepsOldLayout() async throws {
        let scene = Scene(["a", "b"])
        try scene.layOut(["a", "b"])
        let gate = Gate()
        scene.host.onMeasure { gate.wait() }
        scene.show(["b"])
        let handle = try scene.host.transitionLayout(animated: false, shouldMeasureAsync: true, measurementCompletion: nil)
        await gate.arrival()
        try scene.host.layoutIfNeeded()
        try scene["a"].layoutIfNeeded()
        #expect(scene.subnodeNames == ["a", "b"])
        #expect(scene["b"].frame == rect(0, 20, 100, 20))
        gate.open()
        _ = await outcome(of: handle)
        scene.host.onMeasure(nil)
        #expect(scene.subnodeNames == ["b"])
        #expect(scene["b"].frame == rect(0, 0, 100, 20))
    }

    @Test("a transition superseded while measuring is cancelled and calls nothing")
    func supersededTransitionCallsNothing() async throws {
        let scene = Scene(["a", "b", "c"])
        try scene.layOut(["a"])
        let gate = Gate()
        scene.host.onMeasure { gate.wait() }
        scene.show(["a", "b"])
        let completions = Box<[String]>([])
        let first = try scene.host.transitionLayout(animated: false, shouldMeasureAsync: true) {
            completions.value.append("first")
        }
        // The measurement's task holds its operation until it ends: gone means it ended.
        weak let measurement = scene.host.measuringTransition
        #expect(measurement != nil)
        await gate.arrival()
        scene.host.onMeasure(nil)
        scene.show(["c"])
        let second = try scene.host.transitionLayout(animated: false, shouldMeasureAsync: false) {
            completions.value.append("second")
        }
        #expect(first.outcome == .cancelled)
        #expect(second.outcome == .completed)
        gate.open()
        #expect(await outcome(of: first) == .cancelled)
        // The first measurement runs on to its checkpoint, stops there and ends.
        #expect(await waitUntil(timeout: 60) { measurement == nil })
        #expect(completions.value == ["second"])
        #expect(scene.log.names(of: "animateLayoutTransition") == ["host"])
        #expect(scene.subnodeNames == ["c"])
        scene.host.assertInvariants()
    }

    @Test("cancelLayoutTransition cancels a measuring transition; nothing is called")
    func cancelLayoutTransition() async throws {
        let scene = Scene(["a", "b"])
        try scene.layOut(["a"])
        let gate = Gate()
        scene.host.onMeasure { gate.wait() }
        scene.show(["b"])
        let called = Box(false)
        let handle = try scene.host.transitionLayout(animated: true, shouldMeasureAsync: true) { called.value = true }
        // The measurement's task holds its operation until it ends: gone means it ended.
        weak let measurement = scene.host.measuringTransition
        #expect(measurement != nil)
        await gate.arrival()
        scene.host.cancelLayoutTransition()
        #expect(!scene.host.isMeasuringLayoutTransition)
        gate.open()
        #expect(await outcome(of: handle) == .cancelled)
        #expect(await waitUntil(timeout: 60) { measurement == nil })
        scene.host.onMeasure(nil)
        #expect(!called.value)
        #expect(scene.log.names(of: "animateLayoutTransition").isEmpty)
        #expect(scene.subnodeNames == ["a"])
    }

    @Test("the async variant returns when the transition has completed")
    func asyncVariant() async throws {
        let scene = Scene(["a", "b"])
        try scene.layOut(["a"])
        scene.show(["b", "a"])
        let outcome = try await scene.host.transitionLayout(animated: false)
        #expect(outcome == .completed)
        #expect(scene.subnodeNames == ["b", "a"])
    }

    @Test("the async variant throws when the transition was cancelled")
    func asyncVariantCancelled() async throws {
        let scene = Scene(["a", "b"])
        try scene.layOut(["a"])
        let gate = Gate()
        scene.host.onMeasure { gate.wait() }
        scene.show(["b"])
        async let outcome = scene.host.transitionLayout(animated: false)
        await gate.arrival()
        scene.host.cancelLayoutTransition()
        scene.host.onMeasure(nil)
        gate.open()
        do {
            let ended = try await outcome
            Issue.record("expected a cancelled transition, got \(ended)")
        } catch {
            #expect(error as? TransitionError == .cancelled)
        }
    }

    @Test("a transition under an ancestor that measures one is a typed error")
    func ancestorTransitioning() async throws {
        let outer = Scene(["inner"])
        let inner = outer["inner"]
        try outer.layOut(["inner"])
        let gate = Gate()
        outer.host.onMeasure { gate.wait() }
        outer.show(["inner"])
        let handle = try outer.host.transitionLayout(animated: false, shouldMeasureAsync: true, measurementCompletion: nil)
        await gate.arrival()
        #expect(throws: NodeError.ancestorIsTransitioning(node: "inner", ancestor: "host")) {
            try inner.transitionLayout(animated: false, shouldMeasureAsync: false, measurementCompletion: nil)
        }
        outer.host.onMeasure(nil)
        gate.open()
        #expect(await outcome(of: handle) == .completed)
        // Once the ancestor has installed its layout, the subnode may transition.
        #expect(try inner.transitionLayout(animated: false, shouldMeasureAsync: false, measurementCompletion: nil).outcome == .completed)
    }

    @Test("a transition of an ancestor cancels the measuring transitions below it")
    func ancestorCancelsDescendants() async throws {
        let environment = MotionEnvironment()
        let (outer, inner, leaf) = environment.make {
            (RecordingNode("outer"), RecordingNode("inner"), DisplayNode(name: "leaf"))
        }
        leaf.style.preferredSize = CGSize(width: 10, height: 10)
        inner.style.preferredSize = CGSize(width: 50, height: 50)
        for node in [outer, inner] { node.automaticallyManagesSubnodes = true }
        inner.layoutSpecBlock = { _, _ in WrapperLayoutSpec(leaf) }
        outer.layoutSpecBlock = { _, _ in StackLayoutSpec(direction: .vertical, alignItems: .start, children: [inner]) }
        outer.frame = rect(0, 0, 100, 100)
        try outer.layoutIfNeeded()
        #expect(inner.supernode === outer)
        #expect(leaf.supernode === inner)

        let gate = Gate()
        inner.onMeasure { gate.wait() }
        let innerHandle = try inner.transitionLayout(animated: false, shouldMeasureAsync: true, measurementCompletion: nil)
        await gate.arrival()
        inner.onMeasure(nil)
        let outerHandle = try outer.transitionLayout(animated: false, shouldMeasureAsync: false, measurementCompletion: nil)
        #expect(innerHandle.outcome == .cancelled)
        #expect(outerHandle.outcome == .completed)
        gate.open()
        #expect(await outcome(of: innerHandle) == .cancelled)
        outer.assertInvariants()
    }

    @Test("transitionLayout(sizeRange:) for the current range without a change does nothing")
    func sameRangeIsANoOp() throws {
        let scene = Scene(["a"])
        try scene.layOut(["a"])
        let range = scene.host.constrainedSizeForCalculatedLayout
        let called = Box(false)
        let handle = try scene.host.transitionLayout(sizeRange: range, animated: true, shouldMeasureAsync: false) { called.value = true }
        #expect(handle.outcome == .unchanged)
        #expect(!called.value)
        #expect(scene.log.names(of: "animateLayoutTransition").isEmpty)

        // After a state change it transitions, even at the same range.
        scene.show([])
        let changed = try scene.host.transitionLayout(sizeRange: range, animated: false, shouldMeasureAsync: false) { called.value = true }
        #expect(changed.outcome == .completed)
        #expect(called.value)
        #expect(scene.subnodeNames.isEmpty)
    }

    @Test("transitionLayout(sizeRange:) resizes the node, animating its size")
    func sizeRangeTransition() throws {
        let scene = Scene(["a"])
        try scene.layOut(["a"])
        #expect(scene.host.frame == rect(0, 0, 100, 200))
        let handle = try scene.host.transitionLayout(sizeRange: exactly(300, 100), animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
        #expect(scene.host.frame == rect(0, 0, 300, 100))
        #expect(scene.host.presentation.frame == rect(0, 0, 100, 200))
        scene.clock.advance(by: 0.1)
        #expect(close(scene.host.presentation.frame, rect(0, 0, 200, 150)))
        scene.clock.advance(by: 0.1)
        #expect(scene.host.presentation.frame == rect(0, 0, 300, 100))
        #expect(handle.outcome == .completed)
        #expect(scene.host.calculatedLayout?.size == CGSize(width: 300, height: 100))
    }

    @Test("a transition without a usable size is a typed error (Texture ignores it silently)")
    func invalidRanges() throws {
        let node = DisplayNode(name: "node")
        #expect(throws: NodeError.invalidTransitionSizeRange(exactly(0, 0), node: "node")) {
            try node.transitionLayout(animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
        }
        for bad in [SizeRange.zero, range(0, 0, 0, 100), range(0, 0, 100, 0)] {
            #expect(throws: NodeError.invalidTransitionSizeRange(bad, node: "node")) {
                try node.transitionLayout(sizeRange: bad, animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
            }
        }
        #expect(!node.isTransitioningLayout)
    }

    @Test("a measurement error fails the transition and calls nothing")
    func measurementFailure() async throws {
        let node = RecordingNode("node")
        node.automaticallyManagesSubnodes = true
        let child = DisplayNode(name: "child")
        node.layoutSpecBlock = { _, _ in StackLayoutSpec(children: [child, child]) }
        node.frame = rect(0, 0, 10, 10)
        let called = Box(false)
        let handle = try node.transitionLayout(animated: true, shouldMeasureAsync: false) { called.value = true }
        #expect(handle.outcome == .failed(.layout(.duplicateNode(element: "child"))))
        #expect(!called.value)
        #expect(node.subnodes.isEmpty)
        await #expect(throws: TransitionError.failed(.layout(.duplicateNode(element: "child")))) {
            try await node.transitionLayout(animated: false)
        }
    }
}

extension DisplayNode {
    /// The display nodes of a layout, for expectations.
    static func nodes(of layout: Layout) -> [DisplayNode] {
        layout.sublayouts.compactMap { $0.element as? DisplayNode }
    }
}

import Foundation
import Morph
import Testing

@Suite("The default layout transition animation")
@MainActor
struct DefaultTransitionAnimationTests {
    @Test("inserted subnodes fade in at their final frames; removed ones fade out where they are")
    func fades() throws {
        let scene = Scene(["a", "b", "c"])
        try scene.layOut(["a", "b"])
        scene.show(["c", "a"])
        try scene.host.transitionLayout(animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
        // t = 0: c is at its final frame, transparent; b is where it was, opaque.
        #expect(scene["c"].presentation.frame == rect(0, 0, 100, 20))
        #expect(scene["c"].presentation.alpha == 0)
        #expect(scene["b"].presentation.frame == rect(0, 20, 100, 20))
        #expect(scene["b"].presentation.alpha == 1)
        // Halfway through the 0.2 s ease-in-out curve: both at one half.
        scene.clock.advance(by: 0.1)
        #expect(abs(scene["c"].presentation.alpha - 0.5) < 1e-6)
        #expect(abs(scene["b"].presentation.alpha - 0.5) < 1e-6)
        scene.clock.advance(by: 0.1)
        #expect(scene["c"].presentation.alpha == 1)
        #expect(scene.subnodeNames == ["c", "a"])
        // The removed node gets its alpha back, ready to be shown again.
        #expect(scene["b"].alpha == 1)
        #expect(scene["b"].supernode == nil)
    }

    @Test("subnodes in both layouts move and resize along the curve (Texture cross-fades resized ones)")
    func movesAndResizes() throws {
        let scene = Scene(["a", "b"])
        try scene.layOut(["a", "b"])
        scene["a"].style.preferredSize = CGSize(width: 60, height: 40)
        scene.show(["b", "a"])
        try scene.host.transitionLayout(animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
        #expect(scene["a"].frame == rect(0, 20, 60, 40))
        #expect(scene["b"].frame == rect(0, 0, 100, 20))
        #expect(scene["a"].presentation.frame == rect(0, 0, 100, 20))
        scene.clock.advance(by: 0.1)
        #expect(close(scene["a"].presentation.frame, rect(0, 10, 80, 30)))
        #expect(close(scene["b"].presentation.frame, rect(0, 10, 100, 20)))
        #expect(scene["a"].presentation.alpha == 1)
        scene.clock.advance(by: 0.1)
        #expect(scene["a"].presentation.frame == rect(0, 20, 60, 40))
        scene.host.assertInvariants()
    }

    @Test("the default duration, delay and curve are the node's")
    func defaults() throws {
        let scene = Scene(["a", "b"])
        #expect(scene.host.defaultLayoutTransitionDuration == 0.2)
        #expect(scene.host.defaultLayoutTransitionDelay == 0)
        #expect(scene.host.defaultLayoutTransitionCurve == .easeInOut)
        try scene.layOut(["a"])
        scene.host.defaultLayoutTransitionDuration = 1
        scene.host.defaultLayoutTransitionDelay = 0.5
        scene.host.defaultLayoutTransitionCurve = .linear
        scene.show(["b"])
        let handle = try scene.host.transitionLayout(animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
        #expect(handle.context?.defaultAnimation == .curve(.linear, duration: 1, delay: 0.5))
        scene.clock.advance(by: 0.5)
        #expect(scene["b"].presentation.alpha == 0)
        scene.clock.advance(by: 0.25)
        #expect(abs(scene["b"].presentation.alpha - 0.25) < 1e-9)
        #expect(scene.host.subtreeAnimationEndTime == 1.5)
        scene.clock.advance(by: 0.75)
        #expect(handle.outcome == .completed)
        #expect(!scene.host.hasAnimationsInSubtree)
    }

    @Test("bad default durations and delays become 0")
    func badDefaults() {
        let node = DisplayNode()
        node.defaultLayoutTransitionDuration = .nan
        #expect(node.defaultLayoutTransitionDuration == 0)
        node.defaultLayoutTransitionDuration = -1
        #expect(node.defaultLayoutTransitionDuration == 0)
        node.defaultLayoutTransitionDelay = .infinity
        #expect(node.defaultLayoutTransitionDelay == 0)
    }

    @Test("a resized subnode lays out its own subnodes along the same curve")
    func nestedLayoutAnimates() throws {
        let environment = MotionEnvironment()
        let (outer, inner, leaf) = environment.make { (DisplayNode(name: "outer"), DisplayNode(name: "inner"), DisplayNode(name: "leaf")) }
        for node in [outer, inner] { node.automaticallyManagesSubnodes = true }
        let width = Counter()
        inner.layoutSpecBlock = { _, _ in CenterLayoutSpec(child: leaf) }
        leaf.style.preferredSize = CGSize(width: 10, height: 10)
        outer.layoutSpecBlock = { _, _ in
            let size = CGSize(width: width.value == 0 ? 40 : 80, height: 40)
            return StackLayoutSpec(alignItems: .start, children: [inner.styled { $0.preferredSize = size }])
        }
        outer.frame = rect(0, 0, 100, 100)
        try outer.layoutIfNeeded()
        #expect(leaf.frame == rect(15, 15, 10, 10))
        width.increment()
        try outer.transitionLayout(animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
        #expect(leaf.frame == rect(35, 15, 10, 10))
        environment.clock.advance(by: 0.1)
        #expect(close(inner.presentation.frame, rect(0, 0, 60, 40)))
        #expect(close(leaf.presentation.frame, rect(25, 15, 10, 10)))
        environment.clock.advance(by: 0.1)
        #expect(leaf.presentation.frame == rect(35, 15, 10, 10))
        outer.assertInvariants()
    }

    @Test("without animation the default applies the frames and completes at once")
    func notAnimated() throws {
        let scene = Scene(["a", "b"])
        try scene.layOut(["a", "b"])
        scene.show(["b"])
        let handle = try scene.host.transitionLayout(animated: false, shouldMeasureAsync: false, measurementCompletion: nil)
        #expect(handle.outcome == .completed)
        #expect(scene["b"].presentation.frame == rect(0, 0, 100, 20))
        #expect(!scene.host.hasAnimationsInSubtree)
        #expect(scene.subnodeNames == ["b"])
    }
}

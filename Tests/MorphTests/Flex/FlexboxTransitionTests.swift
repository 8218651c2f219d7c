import Foundation
import Morph
import Testing

@Suite("Layout transitions of flexbox nodes")
@MainActor
struct FlexboxTransitionTests {
    @Test("a flexbox node whose children change animates to its new layout: inserted fade in, removed fade out, kept move")
    func childrenChange() throws {
        let environment = MotionEnvironment()
        let (row, a, b, c) = environment.make {
            (
                flexNode("row") { style in
                    style.flexDirection = .row
                    style.alignItems = .flexStart
                    style.setGap(.column, .points(10))
                },
                ContentLeaf("a", 50, 20),
                ContentLeaf("b", 50, 20),
                ContentLeaf("c", 30, 20)
            )
        }
        row.automaticallyManagesSubnodes = true
        row.flexChildren = [a, b]
        row.frame = rect(0, 0, 300, 100)
        try row.layoutIfNeeded()
        #expect(a.frame == rect(0, 0, 50, 20))
        #expect(b.frame == rect(60, 0, 50, 20))

        row.flexChildren = [c, a]
        let handle = try row.transitionLayout(animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
        let context = try #require(handle.context)
        #expect(context.insertedSubnodes == [c])
        #expect(context.removedSubnodes == [b])
        #expect(context.initialFrame(for: a) == rect(0, 0, 50, 20))
        #expect(context.finalFrame(for: a) == rect(40, 0, 50, 20))
        #expect(context.finalFrame(for: c) == rect(0, 0, 30, 20))

        // t = 0: c at its final frame, transparent; a where it was; b still shown.
        #expect(c.presentation.frame == rect(0, 0, 30, 20))
        #expect(c.presentation.alpha == 0)
        #expect(a.presentation.frame == rect(0, 0, 50, 20))
        #expect(b.presentation.alpha == 1)
        // Halfway through the 0.2 s ease-in-out curve: everything halfway.
        environment.clock.advance(by: 0.1)
        #expect(close(a.presentation.frame, rect(20, 0, 50, 20)))
        #expect(abs(c.presentation.alpha - 0.5) < 1e-6)
        #expect(abs(b.presentation.alpha - 0.5) < 1e-6)
        environment.clock.advance(by: 0.1)
        #expect(a.presentation.frame == rect(40, 0, 50, 20))
        #expect(c.presentation.alpha == 1)
        #expect(handle.outcome == .completed)
        #expect(names(row.subnodes) == ["c", "a"])
        #expect(b.supernode == nil)
        row.assertInvariants()
    }

    @Test("a nested flexbox node resized by the transition lays its children out along the same curve")
    func nestedFlexboxNode() throws {
        let environment = MotionEnvironment()
        let (outer, inner, leaf) = environment.make {
            (flexNode("outer") { $0.alignItems = .flexStart }, flexNode("inner") { $0.justifyContent = .center }, ContentLeaf("leaf", 10, 10))
        }
        inner.flexChildren = [leaf]
        inner.flexStyled { $0.height = .points(40); $0.width = .points(40) }
        outer.flexChildren = [inner]
        for node in [outer, inner] { node.automaticallyManagesSubnodes = true }
        outer.frame = rect(0, 0, 100, 100)
        try outer.layoutIfNeeded()
        // Centred on the inner column's main axis, stretched across it.
        #expect(leaf.frame == rect(0, 15, 40, 10))

        inner.flexStyled { $0.height = .points(80) }
        try outer.transitionLayout(animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
        #expect(inner.frame == rect(0, 0, 40, 80))
        #expect(leaf.frame == rect(0, 35, 40, 10))
        environment.clock.advance(by: 0.1)
        #expect(close(inner.presentation.frame, rect(0, 0, 40, 60)))
        #expect(close(leaf.presentation.frame, rect(0, 25, 40, 10)))
        environment.clock.advance(by: 0.1)
        #expect(leaf.presentation.frame == rect(0, 35, 40, 10))
        outer.assertInvariants()
    }

    @Test("a flexbox node measures a transition off the main actor")
    func asynchronousMeasurement() async throws {
        let environment = MotionEnvironment()
        let (row, a, b) = environment.make {
            (flexNode("row") { $0.flexDirection = .row }, ContentLeaf("a", 40, 20), ContentLeaf("b", 30, 20))
        }
        row.automaticallyManagesSubnodes = true
        row.flexChildren = [a]
        row.frame = rect(0, 0, 200, 20)
        try row.layoutIfNeeded()
        row.flexChildren = [b, a]
        let outcome = try await row.transitionLayout(animated: false, shouldMeasureAsync: true)
        #expect(outcome == .completed)
        #expect(names(row.subnodes) == ["b", "a"])
        #expect(a.frame == rect(30, 0, 40, 20))
        #expect(b.frame == rect(0, 0, 30, 20))
    }
}

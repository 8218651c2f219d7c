import Foundation
import Morph
import Testing

/// Texture's bugs, fixed: overlapping transitions remove each other's nodes there, and a node of
/// the new layout can vanish.
@Suite("Overlapping layout transitions")
@MainActor
struct OverlappingTransitionTests {
    @Test("a transition started while another animates retargets from the presentation values")
    func retargets() throws {
        let scene = Scene(["a", "b", "c"])
        try scene.layOut(["a", "b", "c"])
        scene.host.defaultLayoutTransitionCurve = .linear
        scene.show(["c", "b", "a"])
        try scene.host.transitionLayout(animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
        scene.clock.advance(by: 0.1)
        let halfway = scene["a"].presentation.frame
        #expect(close(halfway, rect(0, 20, 100, 20)))
        scene.show(["a", "b", "c"])
        try scene.host.transitionLayout(animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
        // No jump: the second animation starts where the first one is.
        #expect(scene["a"].presentation.frame == halfway)
        scene.clock.advance(by: 0.1)
        #expect(close(scene["a"].presentation.frame, rect(0, 10, 100, 20)))
        scene.clock.advance(by: 0.1)
        #expect(scene["a"].presentation.frame == rect(0, 0, 100, 20))
        #expect(scene.subnodeNames == ["a", "b", "c"])
        scene.host.assertInvariants()
    }

    @Test("each transition removes only its own removed subnodes")
    func ownRemovalsOnly() throws {
        let scene = Scene(["a", "b", "c"])
        try scene.layOut(["a", "b", "c"])
        scene.show(["a", "b"])
        let first = try scene.host.transitionLayout(animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
        scene.clock.advance(by: 0.1)
        scene.host.defaultLayoutTransitionDuration = 0.5
        scene.show(["a"])
        let second = try scene.host.transitionLayout(animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
        #expect(scene.subnodeNames == ["a", "b", "c"])
        scene.clock.advance(by: 0.1)
        // The first transition is over: c is gone, b still fades out for the second one.
        #expect(first.outcome == .completed)
        #expect(scene.subnodeNames == ["a", "b"])
        #expect(scene["b"].presentation.alpha > 0)
        scene.host.assertInvariants()
        scene.clock.advance(by: 0.4)
        #expect(second.outcome == .completed)
        #expect(scene.subnodeNames == ["a"])
        scene.host.assertInvariants()
    }

    @Test("a node removed by the first transition and present again in the second stays")
    func reclaimedNodeStays() throws {
        let scene = Scene(["a", "b"])
        try scene.layOut(["a", "b"])
        scene.host.defaultLayoutTransitionCurve = .linear
        scene.show(["a"])
        let first = try scene.host.transitionLayout(animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
        scene.clock.advance(by: 0.1)
        #expect(abs(scene["b"].presentation.alpha - 0.5) < 1e-9)
        scene.show(["a", "b"])
        let second = try scene.host.transitionLayout(animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
        // b fades back from where it was instead of popping to 0 or 1.
        #expect(abs(scene["b"].presentation.alpha - 0.5) < 1e-9)
        #expect(second.context?.insertedSubnodes.map(\.debugName) == ["b"])
        scene.clock.advance(by: 0.1)
        #expect(first.outcome == .completed)
        #expect(scene.subnodeNames == ["a", "b"])
        #expect(abs(scene["b"].presentation.alpha - 0.75) < 1e-9)
        scene.clock.advance(by: 0.1)
        #expect(second.outcome == .completed)
        #expect(scene.subnodeNames == ["a", "b"])
        #expect(scene["b"].alpha == 1)
        #expect(scene["b"].presentation.alpha == 1)
        scene.host.assertInvariants()
    }

    @Test("a layout pass during a transition keeps the nodes that are still fading out")
    func layoutPassKeepsLeavingNodes() throws {
        let scene = Scene(["a", "b", "c"])
        try scene.layOut(["a", "b"])
        scene.show(["a"])
        let handle = try scene.host.transitionLayout(animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
        scene.clock.advance(by: 0.05)
        try scene.layOut(["c", "a"])
        #expect(scene.subnodeNames == ["c", "a", "b"])
        scene.host.assertInvariants()
        scene.clock.advance(by: 0.2)
        #expect(handle.outcome == .completed)
        #expect(scene.subnodeNames == ["c", "a"])
    }

    @Test("Texture's lost node: f keeps its index but leaves the common subsequence; Morph keeps it")
    func nodeBothDeletedAndInserted() throws {
        let scene = Scene(["g", "f", "h", "c"])
        try scene.layOut(["g", "f", "h"])
        scene.show(["h", "f", "c"])
        let handle = try scene.host.transitionLayout(animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
        #expect(handle.context?.insertedSubnodes.map(\.debugName) == ["c"])
        #expect(handle.context?.removedSubnodes.map(\.debugName) == ["g"])
        #expect(handle.context?.diff.moves == [IdentityDiff.Move(from: 2, to: 0)])
        scene.clock.advance(by: 0.2)
        #expect(scene.subnodeNames == ["h", "f", "c"])
    }

    @Test("Texture's z-order loss: the final subnodes follow the layout exactly")
    func zOrder() throws {
        let scene = Scene(["f", "a", "j", "h", "e", "c"])
        try scene.layOut(["f", "a", "j", "h"])
        scene.show(["f", "e", "j", "c", "h"])
        try scene.host.transitionLayout(animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
        #expect(scene.subnodeNames == ["f", "e", "a", "j", "c", "h"])
        scene.clock.advance(by: 0.2)
        #expect(scene.subnodeNames == ["f", "e", "j", "c", "h"])
    }
}

import Foundation
import Morph
import Testing

/// A host whose `animateLayoutTransition(_:)` leaves the completion to the test.
final class ManualCompletionNode: DisplayNode {
    var contexts: [TransitionContext] = []
    var completedContexts: [(removed: [String], wasCancelled: Bool)] = []

    override func animateLayoutTransition(_ context: TransitionContext) {
        contexts.append(context)
        DisplayNode.animate(withDuration: 0.3) {
            for node in context.insertedSubnodes {
                if let frame = context.finalFrame(for: node) { node.frame = frame }
            }
            for node in context.subnodes(for: .to) {
                if let frame = context.finalFrame(for: node) { node.frame = frame }
            }
            for node in context.removedSubnodes { node.alpha = 0 }
        }
    }

    override func didCompleteLayoutTransition(_ context: TransitionContext) {
        completedContexts.append((names(context.removedSubnodes), context.transitionWasCancelled))
        super.didCompleteLayoutTransition(context)
    }
}

@Suite("completeTransition(_:)")
@MainActor
struct CompleteTransitionTests {
    static func makeHost(_ environment: MotionEnvironment) -> (ManualCompletionNode, [String: DisplayNode], Scene.SharedOrder) {
        let host = environment.make { ManualCompletionNode(name: "host") }
        host.automaticallyManagesSubnodes = true
        host.frame = rect(0, 0, 100, 100)
        let order = Scene.SharedOrder()
        var nodes: [String: DisplayNode] = [:]
        for name in ["a", "b", "c"] {
            let node = environment.make { DisplayNode(name: name) }
            node.style.preferredSize = CGSize(width: 50, height: 10)
            nodes[name] = node
            order.register(node, as: name)
        }
        host.layoutSpecBlock = { _, _ in StackLayoutSpec(direction: .vertical, alignItems: .start, children: order.shownNodes) }
        return (host, nodes, order)
    }

    @Test("completeTransition(false) reverts to the old layout: subnodes, frames, size")
    func revert() throws {
        let environment = MotionEnvironment()
        let (host, nodes, order) = Self.makeHost(environment)
        order.value = ["a", "b"]
        host.setNeedsLayout()
        try host.layoutIfNeeded()
        let before = host.calculatedLayout
        order.value = ["c", "a"]
        host.setNeedsLayout()
        let handle = try host.transitionLayout(animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
        #expect(names(host.subnodes) == ["c", "a", "b"])
        environment.clock.advance(by: 0.15)
        host.contexts[0].completeTransition(false)
        #expect(handle.outcome == .reverted)
        #expect(host.calculatedLayout == before)
        #expect(names(host.subnodes) == ["a", "b"])
        #expect(nodes["c"]?.supernode == nil)
        #expect(nodes["a"]?.frame == rect(0, 0, 50, 10))
        #expect(nodes["a"]?.presentation.frame == rect(0, 0, 50, 10))
        #expect(nodes["b"]?.alpha == 1)
        #expect(host.completedContexts.map(\.wasCancelled) == [true])
        host.assertInvariants()
        // The next transition starts from the old layout again.
        let next = try host.transitionLayout(animated: false, shouldMeasureAsync: false, measurementCompletion: nil)
        #expect(next.context?.insertedSubnodes.map(\.debugName) == ["c"])
        #expect(next.context?.removedSubnodes.map(\.debugName) == ["b"])
    }

    @Test("completeTransition(true) installs the new layout for good and removes the removed subnodes")
    func complete() throws {
        let environment = MotionEnvironment()
        let (host, _, order) = Self.makeHost(environment)
        order.value = ["a", "b"]
        host.setNeedsLayout()
        try host.layoutIfNeeded()
        order.value = ["c", "a"]
        host.setNeedsLayout()
        let handle = try host.transitionLayout(animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
        environment.clock.advance(by: 0.3)
        #expect(handle.outcome == nil)
        host.contexts[0].completeTransition(true)
        #expect(handle.outcome == .completed)
        #expect(names(host.subnodes) == ["c", "a"])
        #expect(host.completedContexts.map(\.removed) == [["b"]])
        // Only the first call counts.
        host.contexts[0].completeTransition(false)
        #expect(handle.outcome == .completed)
        #expect(names(host.subnodes) == ["c", "a"])
    }

    @Test("completeTransition(false) after a newer layout replaced the transition's keeps the newer one")
    func newerStateWinsOverRevert() throws {
        let environment = MotionEnvironment()
        let (host, _, order) = Self.makeHost(environment)
        order.value = ["a", "b"]
        host.setNeedsLayout()
        try host.layoutIfNeeded()
        order.value = ["a"]
        host.setNeedsLayout()
        let first = try host.transitionLayout(animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
        order.value = ["c"]
        host.setNeedsLayout()
        let second = try host.transitionLayout(animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
        host.contexts[0].completeTransition(false)
        #expect(first.outcome == .completed)
        #expect(names(host.subnodes) == ["c", "a"])
        host.contexts[1].completeTransition(true)
        #expect(second.outcome == .completed)
        #expect(names(host.subnodes) == ["c"])
        host.assertInvariants()
    }

    @Test("an override of didCompleteLayoutTransition that does not call super still ends in the layout's order")
    func overrideWithoutSuper() throws {
        final class Forgetful: DisplayNode {
            override func didCompleteLayoutTransition(_ context: TransitionContext) {}
        }
        let environment = MotionEnvironment()
        let host = environment.make { Forgetful(name: "host") }
        let order = Scene.SharedOrder()
        for name in ["a", "b"] {
            order.register(environment.make { DisplayNode(name: name).styled { $0.preferredSize = CGSize(width: 10, height: 10) } }, as: name)
        }
        host.automaticallyManagesSubnodes = true
        host.layoutSpecBlock = { _, _ in StackLayoutSpec(children: order.shownNodes) }
        host.frame = rect(0, 0, 100, 100)
        order.value = ["a", "b"]
        try host.layoutIfNeeded()
        order.value = ["b"]
        try host.transitionLayout(animated: false, shouldMeasureAsync: false, measurementCompletion: nil)
        #expect(names(host.subnodes) == ["b"])
        host.assertInvariants()
    }

    @Test("an override may remove the removed subnodes itself")
    func overrideRemovesItself() throws {
        final class Remover: DisplayNode {
            var errors: [NodeError] = []
            override func didCompleteLayoutTransition(_ context: TransitionContext) {
                for node in context.removedSubnodes {
                    do throws(NodeError) { try node.removeFromSupernode() } catch { errors.append(error) }
                }
                // A node of the current layout cannot be removed by hand.
                if let kept = context.subnodes(for: .to).first {
                    do throws(NodeError) { try kept.removeFromSupernode() } catch { errors.append(error) }
                }
            }
        }
        let environment = MotionEnvironment()
        let host = environment.make { Remover(name: "host") }
        let (a, b) = environment.make { (DisplayNode(name: "a"), DisplayNode(name: "b")) }
        let showsBoth = Counter()
        host.automaticallyManagesSubnodes = true
        host.layoutSpecBlock = { _, _ in StackLayoutSpec(children: showsBoth.value == 0 ? [a, b] : [b]) }
        host.frame = rect(0, 0, 100, 100)
        try host.layoutIfNeeded()
        showsBoth.increment()
        try host.transitionLayout(animated: false, shouldMeasureAsync: false, measurementCompletion: nil)
        #expect(names(host.subnodes) == ["b"])
        #expect(a.supernode == nil)
        #expect(host.errors == [.subnodeInCurrentLayout(node: "host", subnode: "b")])
    }
}

import Foundation
import Morph
import MorphTestSupport
import Testing

/// A host whose transitions animate in one of three ways, chosen per transition by the test: the
/// default animation, or a custom one that waits for the test to complete it (with `true` or
/// `false`), moving frames only.
final class RandomHost: DisplayNode {
    enum Style { case standard, manual }
    var nextStyle = Style.standard
    var pending: [TransitionContext] = []

    override func animateLayoutTransition(_ context: TransitionContext) {
        switch nextStyle {
        case .standard:
            super.animateLayoutTransition(context)
        case .manual:
            pending.append(context)
            DisplayNode.animate(withDuration: 0.15) {
                for node in context.subnodes(for: .to) {
                    if let frame = context.finalFrame(for: node) { node.frame = frame }
                }
            }
        }
    }
}

/// A list of nodes behind a lock, read by layout specs on any thread.
final class NodeList: @unchecked Sendable {
    private let lock = NSLock()
    private var nodes: [DisplayNode] = []
    var value: [DisplayNode] {
        get { lock.withLock { nodes } }
        set { lock.withLock { nodes = newValue } }
    }
}

@Suite("Random transitions")
@MainActor
struct TransitionPropertyTests {
    /// The world: a host stacking some of 12 leaves and 3 containers; each container stacks some of
    /// its own 4 leaves.
    @MainActor
    final class World {
        let environment = MotionEnvironment()
        let host: RandomHost
        let hostChildren = NodeList()
        let leaves: [DisplayNode]
        let containers: [DisplayNode]
        let containerLeaves: [[DisplayNode]]
        let containerChildren: [NodeList]

        init() {
            let environment = environment
            host = environment.make { RandomHost(name: "host") }
            leaves = (0..<12).map { index in environment.make { DisplayNode(name: "l\(index)") } }
            containers = (0..<3).map { index in environment.make { DisplayNode(name: "c\(index)") } }
            containerLeaves = (0..<3).map { container in
                (0..<4).map { index in environment.make { DisplayNode(name: "c\(container).l\(index)") } }
            }
            containerChildren = (0..<3).map { _ in NodeList() }
            host.automaticallyManagesSubnodes = true
            let hostChildren = hostChildren
            host.layoutSpecBlock = { _, _ in
                StackLayoutSpec(direction: .vertical, alignItems: .start, children: hostChildren.value)
            }
            host.frame = rect(0, 0, 400, 2000)
            for (index, container) in containers.enumerated() {
                container.automaticallyManagesSubnodes = true
                let children = containerChildren[index]
                container.layoutSpecBlock = { _, _ in
                    StackLayoutSpec(direction: .horizontal, alignItems: .start, children: children.value)
                }
            }
        }

        func randomize(using generator: inout SplitMix64) {
            let pool = leaves + containers
            hostChildren.value = Array(pool.shuffled(using: &generator).prefix(Int.random(in: 0...pool.count, using: &generator)))
            for node in leaves + containerLeaves.flatMap({ $0 }) where Bool.random(using: &generator) {
                node.style.preferredSize = CGSize(width: Int.random(in: 1...6, using: &generator) * 10, height: Int.random(in: 1...4, using: &generator) * 10)
            }
            for index in containers.indices where Int.random(in: 0..<3, using: &generator) == 0 {
                containerChildren[index].value = Array(containerLeaves[index].shuffled(using: &generator).prefix(Int.random(in: 0...4, using: &generator)))
                containers[index].setNeedsLayout()
            }
            host.setNeedsLayout()
        }

        /// Completes every pending custom transition and lets every animation end.
        func settle() async {
            var rounds = 0
            while rounds < 100 {
                rounds += 1
                if let context = host.pending.first {
                    host.pending.removeFirst()
                    context.completeTransition(true)
                    continue
                }
                environment.clock.advance(by: 2)
                if !host.hasPendingLayoutTransitionsInSubtree, !host.hasAnimationsInSubtree { return }
                await Task.yield()
                try? await Task.sleep(nanoseconds: 1_000_000)
            }
        }

        /// After everything settled: every managed node's subnodes are exactly its layout's, every
        /// node in the tree is fully visible.
        func settledProblems() -> [String] {
            var problems = host.invariantViolations()
            for node in [host] + containers where node.supernode != nil || node === host {
                guard let layout = node.calculatedLayout else { continue }
                let expected = layout.sublayouts.compactMap { $0.element as? DisplayNode }
                if node.subnodes != expected {
                    problems.append("\(node.debugName): subnodes \(names(node.subnodes)), layout \(names(expected))")
                }
            }
            var pending: [DisplayNode] = host.subnodes
            while let node = pending.popLast() {
                if node.alpha != 1 || node.presentation.alpha != 1 {
                    problems.append("\(node.debugName) is in the tree with alpha \(node.alpha)")
                }
                pending += node.subnodes
            }
            return problems
        }
    }

    /// Transitions `node`; returns true when it was refused because the node has no size (an empty
    /// container is 0×0), which is the documented typed refusal.
    static func transitionRefusedForLackOfSize(_ node: DisplayNode, animated: Bool) -> Bool {
        do {
            try node.transitionLayout(animated: animated, shouldMeasureAsync: false, measurementCompletion: nil)
            return false
        } catch {
            if case .invalidTransitionSizeRange = error { return true }
            Issue.record("unexpected \(error)")
            return false
        }
    }

    @Test("10,000 random transitions keep the tree's invariants; settled, subnodes are the layout's; afterwards nothing is left alive")
    func randomTransitions() async throws {
        let probe = LeakProbe()
        try await runRandomTransitions(watchingWith: probe)
        // Nothing of any transition outlives the world: every node and the animator are freed
        // (a cancelled background measurement may still be finishing; give it time).
        _ = await waitUntil(timeout: 10) { probe.survivors.isEmpty }
        #expect(probe.survivors == [])
    }

    private func runRandomTransitions(watchingWith probe: LeakProbe) async throws {
        var generator = SplitMix64(seed: 2026)
        let world = World()
        for node in [world.host] + world.leaves + world.containers + world.containerLeaves.flatMap({ $0 }) {
            probe.watch(node, node.debugName)
        }
        probe.watch(world.environment.animator, "animator")
        world.randomize(using: &generator)
        try world.host.layoutIfNeeded()
        var counts: [String: Int] = [:]
        var asyncHandles: [TransitionHandle] = []

        for step in 0..<10_000 {
            switch Int.random(in: 0..<100, using: &generator) {
            case 0..<40:
                world.randomize(using: &generator)
                world.host.nextStyle = Int.random(in: 0..<4, using: &generator) == 0 ? .manual : .standard
                let animated = Int.random(in: 0..<5, using: &generator) != 0
                if Int.random(in: 0..<20, using: &generator) == 0 {
                    asyncHandles.append(try world.host.transitionLayout(animated: animated, shouldMeasureAsync: true, measurementCompletion: nil))
                    counts["async", default: 0] += 1
                } else {
                    try world.host.transitionLayout(animated: animated, shouldMeasureAsync: false, measurementCompletion: nil)
                    counts["transition", default: 0] += 1
                }
            case 40..<65:
                world.environment.clock.advance(by: Double.random(in: 0...0.12, using: &generator))
                counts["advance", default: 0] += 1
            case 65..<75:
                if !world.host.pending.isEmpty {
                    let context = world.host.pending.remove(at: Int.random(in: 0..<world.host.pending.count, using: &generator))
                    let didComplete = Bool.random(using: &generator)
                    context.completeTransition(didComplete)
                    counts[didComplete ? "complete" : "completeFalse", default: 0] += 1
                }
            case 75..<85:
                world.randomize(using: &generator)
                if Bool.random(using: &generator) {
                    try withAnimation(.curve(.easeOut, duration: 0.1)) { try world.host.layoutIfNeeded() }
                } else {
                    try world.host.layoutIfNeeded()
                }
                counts["layoutPass", default: 0] += 1
            case 85..<88:
                world.host.cancelLayoutTransition()
                counts["cancel", default: 0] += 1
            case 88..<92:
                // Let asynchronous measurements commit.
                await Task.yield()
                try? await Task.sleep(nanoseconds: 200_000)
                counts["yield", default: 0] += 1
            default:
                // A transition of a container, if it is in the tree and nothing above it measures.
                let container = world.containers[Int.random(in: 0..<3, using: &generator)]
                guard container.supernode != nil, !world.host.isMeasuringLayoutTransition else { break }
                world.containerChildren[world.containers.firstIndex(of: container)!].value.shuffle(using: &generator)
                container.setNeedsLayout()
                let animated = Bool.random(using: &generator)
                let refused = Self.transitionRefusedForLackOfSize(container, animated: animated)
                counts[refused ? "refused" : "nested", default: 0] += 1
            }
            let problems = world.host.invariantViolations()
            if !problems.isEmpty {
                Issue.record("step \(step): \(problems.joined(separator: "; "))")
                return
            }
            if step % 500 == 499 {
                await world.settle()
                let settled = world.settledProblems()
                if !settled.isEmpty {
                    Issue.record("settled at step \(step): \(settled.joined(separator: "; "))")
                    return
                }
                counts["settled", default: 0] += 1
            }
        }
        await world.settle()
        for handle in asyncHandles {
            _ = await outcome(of: handle)
        }
        #expect(world.settledProblems().isEmpty)
        // The run exercised every kind of step.
        for kind in ["transition", "async", "advance", "complete", "completeFalse", "layoutPass", "cancel", "nested", "settled"] {
            #expect(counts[kind, default: 0] > 0, "no \(kind) step")
        }
        print("random transitions: \(counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))")
    }
}

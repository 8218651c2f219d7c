import Benchmark
import Foundation
import Morph

// The Layout Transition API's benchmarks: a full transition of a 1,001-node tree (measure, diff
// and plan; animated and not), and the identity diff of 10,000 and 100,000 subnodes with 20%
// churn beside Swift's `difference(from:)` on the same arrays in the same run.

/// A fixed-size leaf (as a text or image node measures), so the benchmark times the transition
/// machinery rather than text shaping. Written as a user writes a node subclass: no
/// `@unchecked Sendable`, the measurement `nonisolated`.
final class TransitionLeaf: DisplayNode {
    override nonisolated func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        CGSize(width: 12, height: 12)
    }
}

/// A root stacking `rowCount` rows (40 by default); each row stacks 24 of its 30 leaves (1,001
/// nodes in the layout for 40 rows, 10,001 for 400). Each state flip changes every row: 20% of
/// its leaves leave, 20% come in, and the rows' order reverses, so a root transition inserts,
/// removes and moves.
@MainActor
final class TransitionTree {
    let clock = ManualClock()
    let animator: Animator
    let root: DisplayNode
    private let rows: [DisplayNode]
    private let rowLeaves: [[DisplayNode]]
    /// Each row's leaves and the root's rows, as layout inputs: setting one lays out the node
    /// that read it again (no explicit `setNeedsLayout()`).
    private let rowSelections: [LayoutInput<[DisplayNode]>]
    private let rootSelection = LayoutInput<[DisplayNode]>([])
    private var flipped = false

    init(rowCount: Int = 40) {
        animator = Animator(clock: clock)
        let animator = animator
        rows = (0..<rowCount).map { index in DisplayNode.withAnimator(animator) { DisplayNode(name: "row\(index)") } }
        rowLeaves = (0..<rowCount).map { row in
            (0..<30).map { index in DisplayNode.withAnimator(animator) { TransitionLeaf(name: "leaf\(row).\(index)") } }
        }
        rowSelections = rows.map { _ in LayoutInput<[DisplayNode]>([]) }
        root = DisplayNode.withAnimator(animator) { DisplayNode(name: "root") }
        root.automaticallyManagesSubnodes = true
        let rootSelection = rootSelection
        root.layoutSpecBlock = { _, _ in
            StackLayoutSpec(direction: .vertical, spacing: 2, alignItems: .start, children: rootSelection.value)
        }
        for (index, row) in rows.enumerated() {
            row.automaticallyManagesSubnodes = true
            let selection = rowSelections[index]
            row.layoutSpecBlock = { _, _ in
                StackLayoutSpec(direction: .horizontal, spacing: 1, flexWrap: .wrap, children: selection.value)
            }
        }
        select()
        root.frame = CGRect(x: 0, y: 0, width: 375, height: CGFloat(rowCount) * 100)
        try? root.layoutIfNeeded()
    }

    /// Chooses the rows' leaves and order for the current state.
    private func select() {
        rootSelection.value = flipped ? rows.reversed() : rows
        for (index, leaves) in rowLeaves.enumerated() {
            // 24 of 30: the state drops leaves 0–5 or 24–29 (6 of 30 = 20% churn each way).
            rowSelections[index].value = flipped ? Array(leaves[6..<30]) : Array(leaves[0..<24])
        }
    }

    /// Flips the state and transitions the root; returns the handle.
    func transition(animated: Bool) throws -> TransitionHandle {
        flipped.toggle()
        select()
        return try root.transitionLayout(animated: animated, shouldMeasureAsync: false, measurementCompletion: nil)
    }

    /// Lets every animation end (outside the measurement).
    func settle() {
        clock.advance(by: 1)
    }
}

/// Identities `0..<count` and the same with 20% churn: a tenth removed and a tenth of new
/// identities inserted at random places, from a fixed seed.
func churnedIdentities(count: Int) -> (old: [Int], new: [Int]) {
    var generator = SeededGenerator(seed: UInt64(count))
    let old = Array(0..<count)
    var new = old.filter { _ in Int.random(in: 0..<10, using: &generator) != 0 }
    for identity in count..<(count + count / 10) {
        new.insert(identity, at: Int.random(in: 0...new.count, using: &generator))
    }
    return (old, new)
}

/// SplitMix64: a small deterministic generator for the benchmark inputs.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3))

    for (rowCount, animated) in [(40, false), (40, true), (400, false), (400, true)] {
        // The benchmark runs on the main actor, where the tree lives, so each timed iteration is
        // the state flip and the transition alone, as in an app. (Until November 2026 each
        // iteration hopped to the main actor from the benchmark's task: the hop added 70–100 μs
        // to the medians, and running the main actor's jobs on whichever thread drains them left
        // the caches cold.)
        let nodeCount = rowCount == 40 ? "1,001" : "10,001"
        Benchmark("transition of \(nodeCount) nodes, \(animated ? "animated" : "not animated")") { @MainActor benchmark async in
            let tree = TransitionTree(rowCount: rowCount)
            // Untimed: two flips reach the steady state (every leaf has been on screen once).
            for _ in 0..<2 {
                _ = try? tree.transition(animated: animated)
                tree.settle()
            }
            for _ in benchmark.scaledIterations {
                benchmark.startMeasurement()
                let started = (try? tree.transition(animated: animated)) != nil
                benchmark.stopMeasurement()
                blackHole(started)
                tree.settle()
            }
        }
    }

    for count in [10_000, 100_000] {
        let (old, new) = churnedIdentities(count: count)
        Benchmark("IdentityDiff of \(count) subnodes, 20% churn") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(IdentityDiff(from: old, to: new))
            }
        }
        Benchmark(
            "difference(from:) of \(count) subnodes, 20% churn",
            configuration: .init(maxDuration: .seconds(count > 10_000 ? 30 : 5), maxIterations: count > 10_000 ? 3 : 100)
        ) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(new.difference(from: old))
            }
        }
    }
}

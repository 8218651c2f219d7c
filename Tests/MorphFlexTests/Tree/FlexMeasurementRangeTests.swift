import Foundation
import Testing
@testable import MorphFlex
import MorphTestSupport

/// A measurement answers, besides its own constraints, every request in its range
/// (`MeasurementRange`): the cache may only give there what a recomputation gives.
@Suite("Measurement ranges")
struct FlexMeasurementRangeTests {
    /// What laying out one sample in three steps gave.
    struct Run {
        var layouts: [[[UInt64]]] = []
        var rangeAnswers = 0
        var mismatches = 0
    }

    /// Lays out a sample for its owner size, then for a parent's constraints, then again after
    /// one node's style changed (so entries of unchanged nodes answer a new pass).
    static func run(_ sample: RandomFlexTree, reuse: MeasurementReuse, change: (index: Int, style: FlexStyle)) throws -> Run {
        var sample = sample
        sample.tree.measurementReuse = reuse
        var run = Run()
        func record() {
            run.layouts.append(sample.layoutBits())
            run.rangeAnswers += sample.tree.lastLayoutStatistics.rangeAnswers
            run.mismatches += sample.tree.lastLayoutStatistics.rangeAnswerMismatches
        }
        try sample.calculateLayout()
        record()
        let width: FlexConstraint = sample.availableWidth.map { .atMost($0) } ?? .unconstrained
        let height: FlexConstraint = sample.availableHeight.map { .atMost($0 / 2) } ?? .unconstrained
        try sample.tree.calculateLayout(for: sample.root, width: width, height: height, direction: sample.direction)
        record()
        sample.tree.setStyle(change.style, for: sample.nodes[change.index % sample.nodes.count])
        try sample.tree.calculateLayout(for: sample.root, width: width, height: height, direction: sample.direction)
        record()
        return run
    }

    /// Random trees, each with a random style change. Three in four have point lengths only,
    /// and mostly none of what withdraws a range (wrapping, scrolling, baselines, the errata that
    /// turn ranges off), so their measurements have ranges; the generator's other features stay.
    /// One in two nests its containers deeply; in one in two, leaves are plain nodes rather than
    /// measured ones (whose answers follow Yoga's rules and so end the ranges above them).
    static func samples(count: Int) -> [(RandomFlexTree, (index: Int, style: FlexStyle))] {
        var random = SplitMix64(seed: PropertyTestSize.seed)
        return (0..<count).map { index in
            let rangeFriendly = index % 4 != 0
            var sample = RandomFlexTree(using: &random, maximumNodes: 40, pointLengthsOnly: rangeFriendly, nestsDeeply: index % 2 == 1, measuresLeaves: index % 4 < 2)
            if rangeFriendly {
                if Int.random(in: 0..<8, using: &random) != 0 {
                    sample.tree.config.errata = RandomFlexTree.pick([.minSizeUndefinedInsteadOfAuto, .classic], using: &random)
                }
                for node in sample.nodes where Int.random(in: 0..<8, using: &random) != 0 {
                    sample.tree.updateStyle(of: node) { style in
                        style.flexWrap = .noWrap
                        if style.overflow == .scroll { style.overflow = .visible }
                        if style.alignItems == .baseline { style.alignItems = .stretch }
                        if style.alignSelf == .baseline { style.alignSelf = .auto }
                    }
                }
            }
            let change = (Int.random(in: 0..<1000, using: &random), RandomFlexTree.style(isRoot: false, pointLengthsOnly: true, using: &random))
            return (sample, change)
        }
    }

    @Test("every answer from a measurement range is what recomputing the measurement gives")
    func answersMatchRecomputation() throws {
        let count = PropertyTestSize.inputs(default: 1_500)
        var rangeAnswers = 0
        var failures: [String] = []
        for (index, (sample, change)) in Self.samples(count: count).enumerated() {
            let run = try Self.run(sample, reuse: .verified, change: change)
            rangeAnswers += run.rangeAnswers
            if run.mismatches > 0 { failures.append("tree \(index): \(run.mismatches) answers differ") }
        }
        print("measurement ranges: \(rangeAnswers) answers from ranges checked against recomputation in \(count) trees, \(failures.count) trees differ")
        #expect(failures.isEmpty, "\(failures.count) of \(count) trees, first: \(failures.first ?? "")")
        // The trees exercise the ranges.
        #expect(rangeAnswers > count)
    }

    @Test("layouts with measurement ranges are those without them, bit for bit")
    func sameLayoutsWithoutRanges() throws {
        let count = PropertyTestSize.inputs(default: 1_500)
        var failures: [String] = []
        var overflowFlagDifferences = 0
        for (index, (sample, change)) in Self.samples(count: count).enumerated() {
            let with = try Self.run(sample, reuse: .on, change: change)
            let without = try Self.run(sample, reuse: .off, change: change)
            #expect(without.rangeAnswers == 0)
            for step in 0..<3 where with.layouts[step] != without.layouts[step] {
                // Every number and the direction must agree; `hadOverflow` may not (see below).
                let numbers = { (layouts: [[UInt64]]) in layouts.map { $0.dropLast(2) + $0.suffix(1) } }
                if numbers(with.layouts[step]) != numbers(without.layouts[step]) {
                    failures.append("tree \(index), layout \(step + 1)")
                } else {
                    overflowFlagDifferences += 1
                }
                break
            }
        }
        // Yoga's `hadOverflow` ORs in the flags its children's last computations left, even
        // when a cache answered them; answers from ranges skip computations and so can leave
        // other flags. Counted, not required.
        print("measurement ranges: \(count - failures.count)/\(count) trees laid out identically with and without them (hadOverflow differs in \(overflowFlagDifferences))")
        #expect(failures.isEmpty, "\(failures.count) of \(count) differ, first: \(failures.first ?? "")")
    }

    @Test("a cache entry stays 32 bytes, stored inline eight per node")
    func entrySize() {
        #expect(MemoryLayout<CachedMeasurement>.stride == 32)
        var entry = CachedMeasurement()
        entry.isReusable = true
        entry.hadOverflow = true
        #expect(entry.isReusable && entry.hadOverflow && !entry.usesKeptBases)
        entry.isReusable = false
        #expect(!entry.isReusable && entry.hadOverflow)
    }

    /// Nested content-sized containers alternating direction, as Yoga's `deep_10levels`
    /// benchmark tree: each level offers its children other fit-content sizes, so without
    /// ranges every level multiplies the measurements of the levels below.
    static func deepTree(levels: Int, children: Int) throws -> (FlexTree, FlexNodeID) {
        var tree = FlexTree()
        var rootStyle = FlexStyle()
        rootStyle.flexDirection = .row
        rootStyle.width = .points(4000)
        rootStyle.height = .points(3000)
        rootStyle.padding[.all] = .points(1)
        let root = tree.addNode(style: rootStyle)
        var parents = [root]
        for level in 1..<levels {
            var next: [FlexNodeID] = []
            for parent in parents {
                for index in 0..<children {
                    var style = FlexStyle()
                    style.flexDirection = level % 2 == 0 ? .row : .column
                    style.padding[.all] = .points(1)
                    style.alignItems = [.stretch, .flexEnd, .center, .flexStart][(level + index) % 4]
                    style.justifyContent = [.flexStart, .center, .spaceBetween, .flexEnd][(level + index) % 4]
                    if index % 2 == 0 { style.flexGrow = 1 } else { style.flexShrink = 1 }
                    if level == levels - 1 {
                        style.width = .points(CGFloat(4 + index))
                        style.height = .points(CGFloat(3 + index))
                    }
                    let node = tree.addNode(style: style)
                    try tree.appendChild(node, to: parent)
                    next.append(node)
                }
            }
            parents = next
        }
        return (tree, root)
    }

    @Test("deep content-sized trees measure each node a few times, with the same layout")
    func deepTreeMeasurements() throws {
        var (tree, root) = try Self.deepTree(levels: 8, children: 3)
        var withoutRanges = tree
        withoutRanges.measurementReuse = .off
        try tree.calculateLayout(for: root)
        try withoutRanges.calculateLayout(for: root)
        let nodeCount = tree.nodeCount
        let measures = tree.lastLayoutStatistics.measures
        let measuresWithoutRanges = withoutRanges.lastLayoutStatistics.measures
        print("measurement ranges: \(nodeCount) nodes measured \(measures) times (\(measuresWithoutRanges) without ranges)")
        #expect(measures <= 3 * nodeCount)
        #expect(measuresWithoutRanges > 5 * nodeCount)
        var stack = [root]
        while let node = stack.popLast() {
            #expect(tree.layout(of: node) == withoutRanges.layout(of: node))
            stack += tree.children(of: node)
        }
    }
}

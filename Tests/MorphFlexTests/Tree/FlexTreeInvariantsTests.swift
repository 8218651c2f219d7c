import Foundation
import Testing
@testable import MorphFlex

/// The tree's invariants (FlexTree+Invariants.swift) and the engine's bounds checks: what a debug
/// build catches before the layout engine reads past a buffer's end.
@Suite("FlexTree invariants")
struct FlexTreeInvariantsTests {
    /// A row of three leaves under a root, one of them removed again (a free slot), laid out.
    static func makeTree() throws -> (FlexTree, root: FlexNodeID, leaves: [FlexNodeID]) {
        var tree = FlexTree()
        var style = FlexStyle()
        style.flexDirection = .row
        style.width = .points(300)
        let root = tree.addNode(style: style)
        var leaves: [FlexNodeID] = []
        for _ in 0..<3 {
            var leafStyle = FlexStyle()
            leafStyle.flexGrow = 1
            let leaf = tree.addNode(style: leafStyle)
            try tree.appendChild(leaf, to: root)
            leaves.append(leaf)
        }
        tree.removeNode(leaves.removeLast())
        try tree.calculateLayout(for: root)
        return (tree, root, leaves)
    }

    @Test("the debug test suite checks the invariants around every layout pass")
    func checkedInDebugBuilds() {
        #if DEBUG
        #expect(FlexTree.checksInvariants)
        #else
        #expect(!FlexTree.checksInvariants)
        #endif
    }

    @Test("a tree built, changed and laid out through the API keeps every invariant")
    func soundTree() throws {
        var (tree, root, leaves) = try Self.makeTree()
        #expect(tree.invariantViolations() == [])
        var contents = FlexStyle()
        contents.display = .contents
        let wrapper = tree.addNode(style: contents)
        try tree.removeChild(leaves[1], from: root)
        try tree.appendChild(leaves[1], to: wrapper)
        try tree.appendChild(wrapper, to: root)
        #expect(tree.invariantViolations() == [])
        try tree.calculateLayout(for: root)
        #expect(tree.invariantViolations() == [])
        tree.removeSubtree(wrapper)
        #expect(tree.invariantViolations() == [])
    }

    @Test("a child whose parent link disagrees is found")
    func brokenParentLink() throws {
        var (tree, _, leaves) = try Self.makeTree()
        tree.records[Int(leaves[0].slot)].parent = -1
        #expect(tree.invariantViolations().contains { $0.contains("is not listed once") || $0.contains("whose parent is -1") })
    }

    @Test("a child range past the child index's end is found")
    func childRangePastTheEnd() throws {
        var (tree, root, _) = try Self.makeTree()
        tree.records[Int(root.slot)].layoutChildrenCount = Int32(tree.childIndex.count + 1)
        #expect(tree.invariantViolations().contains { $0.contains("outside the child index") })
    }

    @Test("a measure flag without its function, and a free slot still in use, are found")
    func flagsAndFreeSlots() throws {
        var (tree, _, leaves) = try Self.makeTree()
        tree.records[Int(leaves[0].slot)].hasMeasureFunction = true
        tree.freeSlots.append(leaves[1].slot)
        let violations = tree.invariantViolations()
        #expect(violations.contains { $0.contains("measure flag") })
        #expect(violations.contains { $0.contains("is listed as free") })
    }

    #if DEBUG
    @Test("a debug build traps when the engine reads a child past the index's end")
    func engineIndexPastTheEndTraps() async {
        await #expect(processExitsWith: .failure) {
            var tree = FlexTree()
            let root = tree.addNode()
            try? tree.calculateLayout(for: root)
            // The root has no children; its (corrupted) count sends the engine past the index.
            tree.records[Int(root.slot)].layoutChildrenCount = 2
            tree.records.withUnsafeMutableBufferPointer { nodes in
                tree.cacheEntries.withUnsafeMutableBufferPointer { cache in
                    tree.childIndex.withUnsafeBufferPointer { childIndex in
                        tree.measureFunctions.withUnsafeBufferPointer { measureFunctions in
                            tree.baselineFunctions.withUnsafeBufferPointer { baselineFunctions in
                                let statistics = UnsafeMutablePointer<FlexLayoutStatistics>.allocate(capacity: 1)
                                statistics.initialize(to: FlexLayoutStatistics())
                                let epoch = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)
                                epoch.initialize(to: 0)
                                let engine = LayoutEngine(
                                    nodes: nodes, childIndex: childIndex, cache: cache, measureFunctions: measureFunctions,
                                    baselineFunctions: baselineFunctions, config: EngineConfig(FlexConfig(), version: 1),
                                    generationCount: 1, statistics: statistics, keptBasisEpoch: epoch, layoutRoot: 0)
                                _ = engine.layoutChild(0, 1)
                            }
                        }
                    }
                }
            }
        }
    }

    @Test("a debug build traps when a layout pass meets a broken tree")
    func layoutOfABrokenTreeTraps() async {
        await #expect(processExitsWith: .failure) {
            var tree = FlexTree()
            let root = tree.addNode()
            let child = tree.addNode()
            try? tree.appendChild(child, to: root)
            tree.records[Int(child.slot)].parent = -1
            try? tree.calculateLayout(for: root)
        }
    }
    #endif
}

import Foundation
import Synchronization
import Testing
@testable import MorphFlex

/// Counts measure calls from a measure function that may run on any thread.
final class CallCounter: Sendable {
    private let count = Mutex(0)
    func increment() { count.withLock { $0 += 1 } }
    var value: Int { count.withLock { $0 } }
}

@Suite("FlexTree caching")
struct FlexCachingTests {
    /// A column of `count` rows, each holding a text-like measured leaf.
    static func makeList(count: Int, counter: CallCounter) throws -> (FlexTree, FlexNodeID, [FlexNodeID]) {
        var tree = FlexTree()
        var rootStyle = FlexStyle()
        rootStyle.width = .points(320)
        let root = tree.addNode(style: rootStyle)
        var leaves: [FlexNodeID] = []
        for _ in 0..<count {
            var rowStyle = FlexStyle()
            rowStyle.flexDirection = .row
            rowStyle.padding[.all] = .points(4)
            let row = tree.addNode(style: rowStyle)
            let leaf = tree.addNode(measure: { input in
                counter.increment()
                return CGSize(width: input.widthMode == .undefined ? 100 : min(100, input.width), height: 20)
            })
            try tree.appendChild(row, to: root)
            try tree.appendChild(leaf, to: row)
            leaves.append(leaf)
        }
        return (tree, root, leaves)
    }

    @Test("re-laying out an unchanged tree only checks the root's cache")
    func unchangedTree() throws {
        let counter = CallCounter()
        var (tree, root, _) = try Self.makeList(count: 50, counter: counter)
        try tree.calculateLayout(for: root)
        let callsAfterFirstLayout = counter.value
        try tree.calculateLayout(for: root)
        #expect(counter.value == callsAfterFirstLayout)
        #expect(tree.lastLayoutStatistics.layouts == 0)
        #expect(tree.lastLayoutStatistics.measures == 0)
        #expect(tree.lastLayoutStatistics.cachedLayouts == 1)
    }

    @Test("a changed leaf re-lays out its ancestors, and its siblings come from the cache")
    func changedLeaf() throws {
        let counter = CallCounter()
        var (tree, root, leaves) = try Self.makeList(count: 50, counter: counter)
        try tree.calculateLayout(for: root)
        let before = counter.value
        tree.markDirty(leaves[10])
        #expect(tree.isDirty(leaves[10]) && tree.isDirty(root) && !tree.isDirty(leaves[11]))
        try tree.calculateLayout(for: root)
        #expect(counter.value > before)
        #expect(counter.value - before <= 2)
        // The root, the changed row and its leaf; the 49 other rows answer from their caches.
        #expect(tree.lastLayoutStatistics.layouts <= 3)
        #expect(tree.lastLayoutStatistics.cachedLayouts + tree.lastLayoutStatistics.cachedMeasures >= 49)
        #expect(!tree.isDirty(root))
    }

    @Test("nested content-sized containers measure their leaves a bounded number of times")
    func nestedAutoSizedContainers() throws {
        let counter = CallCounter()
        var tree = FlexTree()
        let root = tree.addNode()
        var parent = root
        // Twelve levels of content-sized containers alternating direction, each aligning its
        // child to the start, so every level measures before it lays out.
        for level in 0..<12 {
            var style = FlexStyle()
            style.flexDirection = level % 2 == 0 ? .row : .column
            style.alignItems = .flexStart
            let container = tree.addNode(style: style)
            try tree.appendChild(container, to: parent)
            parent = container
        }
        let leaf = tree.addNode(measure: { input in
            counter.increment()
            return CGSize(width: input.widthMode == .undefined ? 80 : min(80, input.width), height: 16)
        })
        try tree.appendChild(leaf, to: parent)
        try tree.calculateLayout(for: root, availableWidth: 400, availableHeight: 400)
        // Without caches, each level would double the measurements (2^12); with them a leaf is
        // measured a handful of times.
        #expect(counter.value <= 4)
        #expect(tree.layout(of: leaf).width == 80)
    }

    @Test("changing the configuration invalidates every cached layout")
    func configurationChange() throws {
        let counter = CallCounter()
        var (tree, root, leaves) = try Self.makeList(count: 3, counter: counter)
        try tree.calculateLayout(for: root)
        var config = tree.config
        config.screenScale = 2
        tree.config = config
        #expect(tree.isDirty(leaves[0]))
        let before = counter.value
        try tree.calculateLayout(for: root)
        // All seven nodes are computed again, and every leaf is measured again.
        #expect(tree.lastLayoutStatistics.layouts + tree.lastLayoutStatistics.measures >= 7)
        #expect(counter.value - before >= 3)
    }

    @Test("setting an equal style keeps the caches")
    func equalStyle() throws {
        let counter = CallCounter()
        var (tree, root, leaves) = try Self.makeList(count: 3, counter: counter)
        try tree.calculateLayout(for: root)
        tree.setStyle(tree.style(of: leaves[1]), for: leaves[1])
        #expect(!tree.isDirty(root))
        tree.updateStyle(of: leaves[1]) { $0.margin[.left] = .points(2) }
        #expect(tree.isDirty(root))
    }

    @Test("new layouts are flagged until cleared")
    func newLayoutFlag() throws {
        var tree = FlexTree()
        let root = tree.addNode()
        #expect(tree.hasNewLayout(root))
        try tree.calculateLayout(for: root, availableWidth: 10, availableHeight: 10)
        #expect(tree.hasNewLayout(root))
        tree.clearNewLayout(root)
        #expect(!tree.hasNewLayout(root))
    }
}

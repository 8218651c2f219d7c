import Foundation
import Synchronization
import Testing
@testable import MorphFlex

/// Deep flex trees (issue 14 §3): every tree within ``FlexTree/depthLimit`` lays out on any
/// thread; deeper ones are refused with a typed error.
@Suite("Deep flex trees")
struct FlexDepthTests {
    /// A chain of `levels` nodes, alternating rows and columns with a little padding, ending in
    /// a measured leaf of 10×20 that records the marker of the thread it runs on.
    static func chain(levels: Int, markers: MarkerLog? = nil) throws -> (FlexTree, root: FlexNodeID, leaf: FlexNodeID) {
        var tree = FlexTree()
        let root = tree.addNode()
        var parent = root
        for level in 1..<(levels - 1) {
            var style = FlexStyle()
            style.flexDirection = level.isMultiple(of: 2) ? .row : .column
            style.padding[.left] = level.isMultiple(of: 3) ? .points(0.5) : .undefined
            let node = tree.addNode(style: style)
            try tree.appendChild(node, to: parent)
            parent = node
        }
        let leaf = tree.addNode { _ in
            markers?.values.withLock { $0.append(Thread.current.threadDictionary[Self.markerKey] as? String) }
            return CGSize(width: 10, height: 20)
        }
        try tree.appendChild(leaf, to: parent)
        return (tree, root, leaf)
    }

    /// The thread markers the measure functions saw.
    final class MarkerLog: Sendable {
        let values = Mutex<[String?]>([])
    }

    static let markerKey = "MorphFlexTests.FlexDepthTests.marker"

    @Test("the limit is the layout specs' limit, 10,000 levels")
    func limit() {
        #expect(FlexTree.depthLimit == 10_000)
    }

    @Test("a tree exactly at the depth limit lays out on the main thread")
    @MainActor
    func atLimitOnMainThread() throws {
        var (tree, root, leaf) = try Self.chain(levels: FlexTree.depthLimit)
        try tree.calculateLayout(for: root, availableWidth: 10_000, availableHeight: nil)
        #expect(tree.layout(of: leaf).width == 10)
        #expect(tree.layout(of: leaf).height == 20)
        #expect(tree.layout(of: root).height == 20)
    }

    @Test("a tree exactly at the depth limit lays out inside a detached task")
    func atLimitInDetachedTask() async throws {
        let size = try await Task.detached {
            var (tree, root, leaf) = try Self.chain(levels: FlexTree.depthLimit)
            try tree.calculateLayout(for: root, availableWidth: 10_000, availableHeight: nil)
            return tree.frame(of: leaf).size
        }.value
        #expect(size == CGSize(width: 10, height: 20))
    }

    @Test("a tree one level deeper than the limit is refused")
    func pastLimit() throws {
        var (tree, root, _) = try Self.chain(levels: FlexTree.depthLimit + 1)
        #expect(throws: FlexTreeError.treeTooDeep(depth: FlexTree.depthLimit + 1, limit: FlexTree.depthLimit)) {
            try tree.calculateLayout(for: root, availableWidth: 100, availableHeight: 100)
        }
    }

    @Test("a deep pass runs the measure functions with the host's thread-local state handed over")
    func handOver() throws {
        FlexThreadHandOver.register {
            let marker = Thread.current.threadDictionary[Self.markerKey] as? String
            return { Thread.current.threadDictionary[Self.markerKey] = marker }
        }
        Thread.current.threadDictionary[Self.markerKey] = "caller"
        defer { Thread.current.threadDictionary[Self.markerKey] = nil }
        let markers = MarkerLog()
        var (tree, root, _) = try Self.chain(levels: 1_000, markers: markers)
        try tree.calculateLayout(for: root, availableWidth: 100, availableHeight: 100)
        let seen = markers.values.withLock { $0 }
        #expect(!seen.isEmpty)
        #expect(seen.allSatisfy { $0 == "caller" })
    }
}

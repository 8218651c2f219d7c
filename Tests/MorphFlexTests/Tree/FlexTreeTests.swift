import Foundation
import Testing
@testable import MorphFlex

@Suite("FlexTree structure")
struct FlexTreeTests {
    @Test("two growing children share a row's width")
    func growingRow() throws {
        var tree = FlexTree()
        var rowStyle = FlexStyle()
        rowStyle.flexDirection = .row
        rowStyle.width = .points(300)
        rowStyle.height = .points(100)
        let row = tree.addNode(style: rowStyle)
        var itemStyle = FlexStyle()
        itemStyle.flexGrow = 1
        let first = tree.addNode(style: itemStyle)
        let second = tree.addNode(style: itemStyle)
        try tree.appendChild(first, to: row)
        try tree.appendChild(second, to: row)
        try tree.calculateLayout(for: row)
        #expect(tree.layout(of: first).frame == CGRect(x: 0, y: 0, width: 150, height: 100))
        #expect(tree.layout(of: second).frame == CGRect(x: 150, y: 0, width: 150, height: 100))
    }

    @Test("children, parents and removals stay consistent")
    func structure() throws {
        var tree = FlexTree()
        let root = tree.addNode()
        let a = tree.addNode()
        let b = tree.addNode()
        let c = tree.addNode()
        try tree.appendChild(a, to: root)
        try tree.appendChild(c, to: root)
        try tree.insertChild(b, into: root, at: 1)
        #expect(tree.children(of: root) == [a, b, c])
        #expect(tree.parent(of: b) == root)
        #expect(tree.parent(of: root) == nil)
        try tree.removeChild(b, from: root)
        #expect(tree.children(of: root) == [a, c])
        #expect(tree.parent(of: b) == nil)
        tree.removeNode(a)
        #expect(!tree.contains(a))
        #expect(tree.children(of: root) == [c])
        #expect(tree.nodeCount == 3)
        // The freed slot is reused under a new identity.
        let d = tree.addNode()
        #expect(d != a)
        #expect(!tree.contains(a))
        #expect(tree.contains(d))
        tree.removeSubtree(root)
        #expect(!tree.contains(root) && !tree.contains(c))
        #expect(tree.nodeCount == 2)
    }

    @Test("a node is refused a second parent")
    func secondParent() throws {
        var tree = FlexTree()
        let first = tree.addNode()
        let second = tree.addNode()
        let child = tree.addNode()
        try tree.appendChild(child, to: first)
        #expect(throws: FlexTreeError.childAlreadyHasParent(child: child, parent: first)) {
            try tree.appendChild(child, to: second)
        }
    }

    @Test("a node cannot become its own ancestor")
    func cycles() throws {
        var tree = FlexTree()
        let root = tree.addNode()
        let middle = tree.addNode()
        let leaf = tree.addNode()
        try tree.appendChild(middle, to: root)
        try tree.appendChild(leaf, to: middle)
        #expect(throws: FlexTreeError.cycle(child: root, parent: leaf)) {
            try tree.appendChild(root, to: leaf)
        }
        #expect(throws: FlexTreeError.cycle(child: root, parent: root)) {
            try tree.appendChild(root, to: root)
        }
        #expect(tree.children(of: leaf).isEmpty)
    }

    @Test("measured leaves and containers stay apart")
    func measuredLeaves() throws {
        var tree = FlexTree()
        let leaf = tree.addNode(measure: { _ in CGSize(width: 10, height: 10) })
        let child = tree.addNode()
        #expect(throws: FlexTreeError.measuredNodeCannotHaveChildren(leaf)) {
            try tree.appendChild(child, to: leaf)
        }
        let container = tree.addNode()
        try tree.appendChild(child, to: container)
        #expect(throws: FlexTreeError.nodeHasChildren(container)) {
            try tree.setMeasureFunction({ _ in .zero }, for: container)
        }
        #expect(tree.hasMeasureFunction(leaf))
        #expect(!tree.hasMeasureFunction(container))
    }

    @Test("bad child operations are refused with the reason")
    func badOperations() throws {
        var tree = FlexTree()
        let root = tree.addNode()
        let stranger = tree.addNode()
        #expect(throws: FlexTreeError.notAChild(child: stranger, parent: root)) {
            try tree.removeChild(stranger, from: root)
        }
        #expect(throws: FlexTreeError.indexOutOfRange(index: 2, count: 0)) {
            try tree.insertChild(stranger, into: root, at: 2)
        }
        #expect(throws: FlexTreeError.indexOutOfRange(index: -1, count: 0)) {
            try tree.insertChild(stranger, into: root, at: -1)
        }
    }

    @Test("trees deeper than the engine's limit are refused instead of overflowing the stack")
    func tooDeep() throws {
        var tree = FlexTree()
        let root = tree.addNode()
        var parent = root
        for _ in 0..<FlexTree.depthLimit {
            let child = tree.addNode()
            try tree.appendChild(child, to: parent)
            parent = child
        }
        #expect(throws: FlexTreeError.treeTooDeep(depth: FlexTree.depthLimit + 1, limit: FlexTree.depthLimit)) {
            try tree.calculateLayout(for: root)
        }
        // One level less is laid out.
        let deepest = tree.parent(of: parent)!
        try tree.removeChild(parent, from: deepest)
        try tree.calculateLayout(for: root, availableWidth: 100, availableHeight: 100)
        #expect(tree.layout(of: deepest).width == 100)
    }

    @Test("display: contents children are laid out in their parent's place")
    func displayContents() throws {
        var tree = FlexTree()
        var rowStyle = FlexStyle()
        rowStyle.flexDirection = .row
        rowStyle.width = .points(100)
        rowStyle.height = .points(10)
        let row = tree.addNode(style: rowStyle)
        var contentsStyle = FlexStyle()
        contentsStyle.display = .contents
        let contents = tree.addNode(style: contentsStyle)
        var grow = FlexStyle()
        grow.flexGrow = 1
        let a = tree.addNode(style: grow)
        let b = tree.addNode(style: grow)
        let c = tree.addNode(style: grow)
        try tree.appendChild(a, to: row)
        try tree.appendChild(contents, to: row)
        try tree.appendChild(b, to: contents)
        try tree.appendChild(c, to: contents)
        try tree.calculateLayout(for: row)
        // 33.33… rounded to the pixel grid (one pixel per point by default).
        #expect(tree.layout(of: b).left == 33)
        #expect(tree.layout(of: c).left == 67)
        #expect(tree.layout(of: contents).frame == .zero)
        // Switching the node back to a box restructures the layout.
        tree.updateStyle(of: contents) { $0.display = .flex; $0.flexGrow = 1 }
        try tree.calculateLayout(for: row)
        #expect(tree.layout(of: a).width == 50)
        #expect(tree.layout(of: contents).width == 50)
    }
}

extension CGFloat {
    func isApproximately(_ other: CGFloat, tolerance: CGFloat = 1e-4) -> Bool {
        Swift.abs(self - other) <= tolerance
    }
}

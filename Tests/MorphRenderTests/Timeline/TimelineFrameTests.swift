import Foundation
import Testing
@testable import MorphRender

@Suite("TimelineFrame")
struct TimelineFrameTests {
    @Test("a frame rejects duplicate ids, unknown parents, parents listed late and self-parenting")
    func structuralErrors() {
        let box = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(throws: TimelineError.duplicateNodeID("a", time: 0.5)) {
            try TimelineFrame(time: 0.5, nodes: [TimelineNode(id: "a", frame: box), TimelineNode(id: "a", frame: box)])
        }
        #expect(throws: TimelineError.unknownParent(nodeID: "b", parentID: "nowhere", time: 0)) {
            try TimelineFrame(time: 0, nodes: [TimelineNode(id: "b", parentID: "nowhere", frame: box)])
        }
        #expect(throws: TimelineError.parentListedAfterChild(nodeID: "child", parentID: "parent", time: 0)) {
            try TimelineFrame(time: 0, nodes: [
                TimelineNode(id: "child", parentID: "parent", frame: box), TimelineNode(id: "parent", frame: box),
            ])
        }
        #expect(throws: TimelineError.nodeIsItsOwnParent(nodeID: "loop", time: 0)) {
            try TimelineFrame(time: 0, nodes: [TimelineNode(id: "loop", parentID: "loop", frame: box)])
        }
    }

    @Test("a frame rejects bad times, non-finite values and negative sizes, naming node and property")
    func valueErrors() {
        let box = CGRect(x: 0, y: 0, width: 10, height: 10)
        for time: TimeInterval in [-0.1, .nan, .infinity] {
            #expect(throws: TimelineError.self) { try TimelineFrame(time: time, nodes: []) }
        }
        #expect(throws: TimelineError.nonFiniteValue(nodeID: "n", property: "frame", time: 0)) {
            try TimelineFrame(time: 0, nodes: [TimelineNode(id: "n", frame: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1))])
        }
        #expect(throws: TimelineError.nonFiniteValue(nodeID: "n", property: "alpha", time: 0)) {
            try TimelineFrame(time: 0, nodes: [TimelineNode(id: "n", frame: box, alpha: .nan)])
        }
        var transform = Transform3D.identity
        transform.m42 = .infinity
        #expect(throws: TimelineError.nonFiniteValue(nodeID: "n", property: "transform", time: 0)) {
            try TimelineFrame(time: 0, nodes: [TimelineNode(id: "n", frame: box, transform: transform)])
        }
        #expect(throws: TimelineError.nonFiniteValue(nodeID: "n", property: "zPosition", time: 0)) {
            try TimelineFrame(time: 0, nodes: [TimelineNode(id: "n", frame: box, zPosition: -.infinity)])
        }
        #expect(throws: TimelineError.nonFiniteValue(nodeID: "n", property: "text.lines[1].baseline", time: 0)) {
            try TimelineFrame(time: 0, nodes: [TimelineNode(id: "n", frame: box, text: TimelineText(lines: [
                .init("one", baseline: 10), .init("two", baseline: .nan),
            ]))])
        }
        #expect(throws: TimelineError.negativeSize(nodeID: "n", size: CGSize(width: -1, height: 5), time: 0)) {
            try TimelineFrame(time: 0, nodes: [TimelineNode(id: "n", frame: CGRect(x: 0, y: 0, width: -1, height: 5))])
        }
    }

    @Test("alpha, border width, corner radius, font size, font weight and colours are clamped")
    func clamps() throws {
        var color = Color.red
        color.green = 7
        let frame = try TimelineFrame(time: 0, nodes: [TimelineNode(
            id: "n", frame: CGRect(x: 0, y: 0, width: 10, height: 10), alpha: 1.5, backgroundColor: color,
            borderWidth: -2, cornerRadius: -3,
            text: TimelineText(lines: [], font: .init(size: -4, weight: 5_000))
        )])
        let node = try #require(frame.node(withID: "n"))
        #expect(node.alpha == 1)
        #expect(node.borderWidth == 0)
        #expect(node.cornerRadius == 0)
        #expect(node.text?.font.size == 0)
        #expect(node.text?.font.weight == 1_000)
        #expect(node.backgroundColor == Color(red: 1, green: 1, blue: 0))
        let transparent = try TimelineFrame(time: 0, nodes: [TimelineNode(id: "n", frame: .zero, alpha: -1)])
        #expect(transparent.nodes[0].alpha == 0)
    }

    @Test("frames in root coordinates add parent offsets down the tree")
    func nestedOffsets() throws {
        let frame = try TimelineFrame(time: 0, nodes: [
            TimelineNode(id: "root", frame: CGRect(x: 10, y: 20, width: 200, height: 100)),
            TimelineNode(id: "child", parentID: "root", frame: CGRect(x: 5, y: 6, width: 50, height: 40)),
            TimelineNode(id: "grandchild", parentID: "child", frame: CGRect(x: 1, y: 2, width: 3, height: 4)),
        ])
        #expect(frame.node(withID: "root")?.frameInRoot == CGRect(x: 10, y: 20, width: 200, height: 100))
        #expect(frame.node(withID: "child")?.frameInRoot == CGRect(x: 15, y: 26, width: 50, height: 40))
        #expect(frame.node(withID: "grandchild")?.frameInRoot == CGRect(x: 16, y: 28, width: 3, height: 4))
    }

    @Test("a transform applies about the node's centre and carries its children")
    func transformsAboutTheCentre() throws {
        let frame = try TimelineFrame(time: 0, nodes: [
            TimelineNode(id: "scaled", frame: CGRect(x: 100, y: 100, width: 40, height: 20), transform: TransformMath.scale(2, 3)),
            // The child's top-left quarter of the parent: (0, 0, 20, 10) scales to (-20, -15, 40, 30)
            // about the parent's centre (20, 10), i.e. (80, 85) in root coordinates.
            TimelineNode(id: "child", parentID: "scaled", frame: CGRect(x: 0, y: 0, width: 20, height: 10)),
            TimelineNode(id: "turned", frame: CGRect(x: 0, y: 0, width: 40, height: 20), transform: TransformMath.rotation(.pi / 2)),
        ])
        expectRect(frame.node(withID: "scaled")!.frameInRoot, CGRect(x: 80, y: 80, width: 80, height: 60))
        expectRect(frame.node(withID: "child")!.frameInRoot, CGRect(x: 80, y: 80, width: 40, height: 30))
        // A quarter turn about (20, 10) swaps the extents around the same centre.
        expectRect(frame.node(withID: "turned")!.frameInRoot, CGRect(x: 10, y: -10, width: 20, height: 40))
    }

    @Test("nested rotations compose: the child's box is the bounding box of its rotated corners")
    func nestedRotations() throws {
        let frame = try TimelineFrame(time: 0, nodes: [
            TimelineNode(id: "parent", frame: CGRect(x: 0, y: 0, width: 100, height: 100), transform: TransformMath.rotation(.pi / 4)),
            TimelineNode(id: "child", parentID: "parent", frame: CGRect(x: 25, y: 25, width: 50, height: 50), transform: TransformMath.rotation(.pi / 4)),
        ])
        // Two eighth turns about the same centre (50, 50): the child is a square turned a quarter,
        // so its box is itself.
        expectRect(frame.node(withID: "child")!.frameInRoot, CGRect(x: 25, y: 25, width: 50, height: 50))
        let half = 50 * 2.0.squareRoot()
        expectRect(frame.node(withID: "parent")!.frameInRoot, CGRect(x: 50 - half, y: 50 - half, width: 2 * half, height: 2 * half))
    }

    @Test("a perspective transform's box is the projection of its corners")
    func perspectiveProjection() throws {
        let transform = TransformMath.perspectiveRotationY(0.5, distance: 200)
        let frame = try TimelineFrame(time: 0, nodes: [TimelineNode(id: "flip", frame: CGRect(x: 0, y: 0, width: 100, height: 60), transform: transform)])
        // Corner (x, y) relative to the centre maps to (x·m11, y) / (x·m14 + 1).
        let w = { (x: CGFloat) in x * transform.m14 + 1 }
        let left = -50 * transform.m11 / w(-50), right = 50 * transform.m11 / w(50)
        let top = min(-30 / w(-50), -30 / w(50)), bottom = max(30 / w(-50), 30 / w(50))
        expectRect(frame.nodes[0].frameInRoot, CGRect(x: 50 + left, y: 30 + top, width: right - left, height: bottom - top))
    }

    @Test("siblings paint in list order, then by z position with ties kept in order")
    func paintOrder() throws {
        let box = CGRect(x: 0, y: 0, width: 1, height: 1)
        let frame = try TimelineFrame(time: 0, nodes: [
            TimelineNode(id: "root", frame: box),
            TimelineNode(id: "a", parentID: "root", frame: box, zPosition: 1),
            TimelineNode(id: "b", parentID: "root", frame: box),
            TimelineNode(id: "a1", parentID: "a", frame: box),
            TimelineNode(id: "c", parentID: "root", frame: box, zPosition: -1),
            TimelineNode(id: "d", parentID: "root", frame: box),
            TimelineNode(id: "other-root", frame: box),
        ])
        #expect(frame.children(ofNodeWithID: "root").map(\.id) == ["c", "b", "d", "a"])
        #expect(frame.children(ofNodeWithID: nil).map(\.id) == ["root", "other-root"])
        #expect(frame.children(ofNodeWithID: "missing").isEmpty)
        #expect(frame.nodesInPaintOrder.map(\.id) == ["root", "c", "b", "d", "a", "a1", "other-root"])
        #expect(frame.contains(nodeWithID: "a1"))
        #expect(!frame.contains(nodeWithID: "z"))
    }

    @Test("a node's name defaults to its id; effective corner radius never exceeds half the shorter side")
    func nodeDefaults() {
        let node = TimelineNode(id: "pill", frame: CGRect(x: 0, y: 0, width: 100, height: 30), cornerRadius: 40)
        #expect(node.name == "pill")
        #expect(node.effectiveCornerRadius == 15)
        #expect(node.bounds == CGRect(x: 0, y: 0, width: 100, height: 30))
        #expect(node.frameInRoot == node.frame)
    }

    @Test("errors describe the node and the value at fault")
    func errorDescriptions() {
        #expect(TimelineError.unknownParent(nodeID: "b", parentID: "a", time: 0.25).description.contains("\"b\""))
        #expect(TimelineError.nonFiniteValue(nodeID: "n", property: "alpha", time: 1).description.contains("alpha"))
        #expect(TimelineError.framesOutOfOrder(previousTime: 1, time: 0.5).description.contains("0.5"))
    }

    private func expectRect(_ actual: CGRect, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
        let deviation = [actual.minX - expected.minX, actual.minY - expected.minY, actual.width - expected.width, actual.height - expected.height]
            .map(abs).max()!
        #expect(deviation < 1e-9, "\(actual) is not \(expected)", sourceLocation: sourceLocation)
    }
}

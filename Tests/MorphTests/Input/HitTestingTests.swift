import Morph
import Testing

@Suite("Hit testing on the presentation value")
@MainActor
struct HitTestingTests {
    /// A root 200×200 with two overlapping 100×100 boxes: a at (0, 0), b at (50, 50) on top.
    func scene() -> (root: DisplayNode, a: DisplayNode, b: DisplayNode) {
        let root = DisplayNode(name: "root")
        let a = DisplayNode(name: "a")
        let b = DisplayNode(name: "b")
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        a.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        b.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        try? root.setSubnodes([a, b])
        return (root, a, b)
    }

    @Test("the frontmost node under the point wins; outside every node, the root")
    func frontmost() {
        let (root, a, b) = scene()
        let input = InputDispatcher(root: root)
        #expect(input.hitTest(CGPoint(x: 10, y: 10)) === a)
        #expect(input.hitTest(CGPoint(x: 75, y: 75)) === b)
        #expect(input.hitTest(CGPoint(x: 190, y: 10)) === root)
        #expect(input.hitTest(CGPoint(x: 250, y: 10)) == nil)
    }

    @Test("z position reorders siblings for hit testing as for drawing")
    func zOrder() {
        let (root, a, _) = scene()
        a.zPosition = 1
        #expect(InputDispatcher(root: root).hitTest(CGPoint(x: 75, y: 75)) === a)
    }

    @Test("hidden nodes, nodes refusing interaction and transparent nodes are passed through, with their subtrees")
    func passThrough() throws {
        let (root, a, b) = scene()
        let child = DisplayNode(name: "child")
        child.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        try b.addSubnode(child)
        let input = InputDispatcher(root: root)
        #expect(input.hitTest(CGPoint(x: 60, y: 60)) === child)
        b.isHidden = true
        #expect(input.hitTest(CGPoint(x: 60, y: 60)) === a)
        b.isHidden = false
        b.isUserInteractionEnabled = false
        #expect(input.hitTest(CGPoint(x: 60, y: 60)) === a)
        b.isUserInteractionEnabled = true
        b.alpha = 0
        #expect(input.hitTest(CGPoint(x: 60, y: 60)) === a)
    }

    @Test("a subtree is hit only inside its node's bounds, clipped or not (UIKit's rule)")
    func outsideTheBounds() throws {
        let (root, a, _) = scene()
        let overflow = DisplayNode(name: "overflow")
        overflow.frame = CGRect(x: 80, y: 10, width: 100, height: 30)  // sticks out of a to the right
        try a.addSubnode(overflow)
        let input = InputDispatcher(root: root)
        #expect(input.hitTest(CGPoint(x: 90, y: 20)) === overflow, "inside a's bounds the subnode is hit")
        #expect(input.hitTest(CGPoint(x: 170, y: 20)) === root, "outside a's bounds it is not: what lies below is hit")
        a.clipsToBounds = true
        #expect(input.hitTest(CGPoint(x: 90, y: 20)) === overflow)
        #expect(input.hitTest(CGPoint(x: 170, y: 20)) === root)
        #expect(input.hitTest(CGPoint(x: 100, y: -30)) == nil, "outside the root nothing is hit")
    }

    @Test("transforms about the anchor point are inverted: a rotated and scaled node is hit where it is drawn")
    func transforms() {
        let (root, _, b) = scene()
        // b is centred at (100, 100); scaled by 0.5 it covers (75…125)².
        b.transform = Transform3D(scaleX: 0.5, y: 0.5)
        let input = InputDispatcher(root: root)
        #expect(input.hitTest(CGPoint(x: 120, y: 120)) === b)
        #expect(input.hitTest(CGPoint(x: 140, y: 140)) === root)
        // Rotated by 45°: the corner direction (135, 100) is outside the unrotated square's
        // 0.5-scaled box but inside the rotated one's diamond? The diamond's half-diagonal is
        // 25·√2 ≈ 35.4, so (133, 100) is inside, (100+26, 100+26) is not.
        b.transform = Transform3D(scaleX: 0.5, y: 0.5).concatenating(Transform3D(rotationAngle: .pi / 4))
        #expect(input.hitTest(CGPoint(x: 133, y: 100)) === b)
        #expect(input.hitTest(CGPoint(x: 122, y: 122)) === root)
        // A node scaled to zero cannot be hit.
        b.transform = Transform3D(scaleX: 0, y: 0)
        #expect(input.hitTest(CGPoint(x: 100, y: 100)) === root)
    }

    @Test("a point converts into a node's coordinates through every transform on the way")
    func conversion() throws {
        let (root, _, b) = scene()
        b.transform = Transform3D(scaleX: 2, y: 2)
        let local = try #require(InputDispatcher(root: root).convert(CGPoint(x: 100, y: 100), to: b))
        #expect(abs(local.x - 50) < 1e-9 && abs(local.y - 50) < 1e-9, "the centre of b")
        let corner = try #require(InputDispatcher(root: root).convert(CGPoint(x: 0, y: 0), to: b))
        #expect(abs(corner.x) < 1e-9 && abs(corner.y) < 1e-9, "b scaled 2× about its centre starts at the root's origin")
    }

    @Test("hit testing uses the presented tree: a moving node is hit where it is drawn, not where it is going")
    func presentedTree() {
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        let (root, a, _) = DisplayNode.withAnimator(animator) { scene() }
        withAnimation(.curve(.linear, duration: 1)) {
            a.frame = CGRect(x: 100, y: 0, width: 100, height: 100)
        }
        clock.advance(by: 0.5)
        let input = InputDispatcher(root: root)
        input.presentedTree = root.presentationTree()
        #expect(input.hitTest(CGPoint(x: 55, y: 10)) === a, "a is halfway, at x 50…150")
        #expect(input.hitTest(CGPoint(x: 160, y: 10)) === root)
    }

    @Test("a tree 10,000 levels deep is hit-tested without recursion")
    func deepTree() throws {
        var top = DisplayNode(name: "leaf")
        top.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let leaf = top
        for _ in 0..<10_000 {
            let parent = DisplayNode()
            parent.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            try parent.addSubnode(top)
            top = parent
        }
        #expect(InputDispatcher(root: top).hitTest(CGPoint(x: 5, y: 5)) === leaf)
    }
}

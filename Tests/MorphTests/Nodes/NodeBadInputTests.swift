import Foundation
import Morph
import Testing

@Suite("Bad input to nodes")
@MainActor
struct NodeBadInputTests {
    @Test("a node in its own spec, directly or through another node, is a typed error, not a hang")
    func measurementCycles() throws {
        let (a, b) = (DisplayNode(name: "a"), DisplayNode(name: "b"))
        a.layoutSpecBlock = { node, _ in node }
        #expect(throws: LayoutError.nodeHostsItself(element: "a")) { try a.layoutThatFits(exactly(10, 10)) }
        a.layoutSpecBlock = { node, _ in InsetLayoutSpec(insets: .zero, child: node) }
        #expect(throws: LayoutError.nodeHostsItself(element: "a")) { try a.layoutThatFits(exactly(10, 10)) }
        a.layoutSpecBlock = { _, _ in WrapperLayoutSpec(b) }
        b.layoutSpecBlock = { _, _ in WrapperLayoutSpec(a) }
        #expect(throws: LayoutError.nodeHostsItself(element: "a")) { try a.layoutThatFits(exactly(10, 10)) }
        a.frame = rect(0, 0, 10, 10)
        #expect(throws: NodeError.layout(.nodeHostsItself(element: "a"))) { try a.layoutIfNeeded() }
    }

    @Test("the same node twice in one layout is a typed error")
    func duplicateNode() throws {
        let (host, twice) = (DisplayNode(name: "host"), DisplayNode(name: "twice"))
        host.automaticallyManagesSubnodes = true
        host.layoutSpecBlock = { _, _ in StackLayoutSpec(children: [twice, InsetLayoutSpec(insets: .zero, child: twice)]) }
        host.frame = rect(0, 0, 10, 10)
        #expect(throws: NodeError.layout(.duplicateNode(element: "twice"))) { try host.layoutIfNeeded() }
        #expect(host.subnodes.isEmpty)
    }

    @Test("NaN, infinite and negative measured sizes are typed errors")
    func badMeasuredSizes() {
        final class Leaf: DisplayNode {
            let size: CGSize
            init(_ size: CGSize) {
                self.size = size
                super.init(name: "leaf")
            }
            override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize { size }
        }
        for size in [CGSize(width: CGFloat.nan, height: 1), CGSize(width: 1, height: CGFloat.infinity), CGSize(width: -1, height: 1)] {
            do {
                _ = try Leaf(size).layoutThatFits(.unconstrained)
                Issue.record("\(size) was accepted")
            } catch {
                guard case .invalidMeasuredSize(_, "leaf") = error else {
                    Issue.record("unexpected \(error)")
                    continue
                }
            }
        }
        let image = ImageNode(size: CGSize(width: CGFloat.nan, height: 10), name: "image")
        #expect(throws: LayoutError.self) { try image.layoutThatFits(.unconstrained) }
    }

    @Test("invalid style dimensions are typed errors")
    func badStyle() {
        let node = DisplayNode(name: "node")
        node.style.width = .points(CGFloat.nan)
        #expect(throws: LayoutError.self) { try node.layoutThatFits(.unconstrained) }
        node.style.width = .fraction(2)
        #expect(throws: LayoutError.self) { try node.layoutThatFits(exactly(10, 10)) }
    }

    @Test("a layout too large to display is a typed error")
    func hugeLayout() {
        let node = DisplayNode(name: "node")
        node.layoutSpecBlock = { _, _ in LayoutSpec() }
        #expect(throws: LayoutError.self) { try node.layoutThatFits(exactly(1e8, 10)) }
    }

    @Test("view properties ignore NaN and infinite values and clamp the rest, as documented")
    func viewPropertyClamps() {
        let node = DisplayNode()
        node.frame = rect(10, 20, 30, 40)
        node.frame = rect(.nan, 0, 10, 10)
        node.frame = rect(0, 0, .infinity, 10)
        #expect(node.frame == rect(10, 20, 30, 40))
        node.frame = rect(10, 20, -30, 40)
        #expect(node.frame == rect(-20, 20, 30, 40))
        node.position = CGPoint(x: CGFloat.nan, y: 0)
        #expect(node.position == CGPoint(x: -5, y: 40))
        node.bounds = rect(0, 0, .nan, 1)
        #expect(node.bounds == rect(0, 0, 30, 40))
        node.alpha = .nan
        #expect(node.alpha == 1)
        node.alpha = 2
        #expect(node.alpha == 1)
        node.alpha = -1
        #expect(node.alpha == 0)
        node.cornerRadius = -4
        #expect(node.cornerRadius == 0)
        node.cornerRadius = .infinity
        #expect(node.cornerRadius == 0)
        node.borderWidth = -1
        #expect(node.borderWidth == 0)
        node.zPosition = .nan
        #expect(node.zPosition == 0)
        var transform = Transform3D.identity
        transform.m11 = .nan
        node.transform = transform
        #expect(node.transform == .identity)
    }
}

import Foundation
import MorphLayout
import Testing

@Suite("Flattening and frame lookup")
struct LayoutFlatteningTests {
    static let context = LayoutContext(screenScale: 2)

    @Test("positions are summed through specs and ceiled as absolute positions")
    func absolutePositions() throws {
        let node = LayoutBox("node")
        let leaf = try Layout(element: node, size: CGSize(width: 1, height: 1), position: CGPoint(x: 0.1, y: 0.3), context: Self.context)
        // Specs keep unrounded positions (as Texture's `sublayout.position = …`).
        let inset = try InsetLayoutSpec(insets: EdgeInsets(top: 0.3, left: 10.2, bottom: 0, right: 0), child: node)
            .layout(in: range(0, 0, 100, 100), screenScale: 2)
        #expect(inset.sublayouts[0].position == CGPoint(x: 10.2, y: 0.3))
        let root = try Layout(element: LayoutSpec(), size: CGSize(width: 20, height: 20), sublayouts: [leaf], context: Self.context)
        let flat = try inset.flattened()
        #expect(flat.frame(for: node)?.origin == CGPoint(x: 10.5, y: 0.5))
        #expect(try root.flattened().frame(for: node)?.origin == CGPoint(x: 0.5, y: 0.5))
    }

    @Test("the same node twice in one layout is an error")
    func duplicateNode() throws {
        let node = LayoutBox("twice", width: 10, height: 10)
        let stack = StackLayoutSpec(children: [node, node])
        #expect(throws: LayoutError.duplicateNode(element: "twice")) {
            try stack.layout(in: range(0, 0, 100, 100), screenScale: 2).flattened()
        }
    }

    @Test(
        "at every size of check (a scan, sorting, a table) a node twice is an error naming it, and every frame is found",
        arguments: [3, 9, 24, 64, 65, 200]
    )
    func duplicatesAndLookupsAtEachSize(count: Int) throws {
        let boxes = (0..<count).map { LayoutBox("box \($0)", width: 2, height: 2) }
        let spec = StackLayoutSpec(direction: .horizontal, spacing: 1, children: boxes)
        let flat = try WrapperLayoutSpec(spec).layout(in: range(0, 0, 10_000, 100), screenScale: 2).flattened()
        #expect(flat.sublayouts.count == count)
        for (offset, box) in boxes.enumerated() {
            #expect(flat.frame(for: box) == rect(CGFloat(offset * 3), 0, 2, 2))
        }
        // The duplicate comes back in the middle of the list, not next to its first occurrence.
        let twice = boxes[count / 3]
        let withDuplicate = StackLayoutSpec(direction: .horizontal, children: boxes + [twice] + [LayoutBox("last")])
        #expect(throws: LayoutError.duplicateNode(element: "box \(count / 3)")) {
            try WrapperLayoutSpec(withDuplicate).layout(in: range(0, 0, 10_000, 100), screenScale: 2).flattened()
        }
    }

    @Test("frame(for:) finds direct subnodes and nothing else")
    func frameLookup() throws {
        let a = LayoutBox("a", width: 10, height: 10)
        let b = LayoutBox("b", width: 20, height: 10)
        let stranger = LayoutBox("stranger")
        let spec = StackLayoutSpec(spacing: 5, alignItems: .start, children: [a, WrapperLayoutSpec(b)])
        let tree = try spec.layout(in: range(0, 0, 100, 100), screenScale: 2)
        // On the unflattened tree only direct sublayouts are found (b sits inside a wrapper).
        #expect(tree.frame(for: a) == rect(0, 0, 10, 10))
        #expect(tree.frame(for: b) == nil)
        let flat = try tree.flattened()
        #expect(flat.frame(for: b) == rect(15, 0, 20, 10))
        #expect(flat.frame(for: stranger) == nil)
        #expect(flat.frame(for: LayoutSpec()) == nil)
        #expect(flat.sublayout(forNode: ObjectIdentifier(a))?.element.debugName == "a")
        #expect(flat.isFlattened)
        #expect(try flat.flattened() == flat)
    }

    @Test("flattening a deep chain of specs keeps the node at its absolute position")
    func deepChain() throws {
        let node = LayoutBox("deep", width: 1, height: 1)
        var element: any LayoutElement = node
        for _ in 0..<500 {
            element = InsetLayoutSpec(insets: EdgeInsets(top: 1, left: 1, bottom: 0, right: 0), child: element)
        }
        let flat = try element.layout(in: range(0, 0, 10_000, 10_000), screenScale: 2).flattened()
        #expect(flat.frame(for: node) == rect(500, 500, 1, 1))
        #expect(flat.sublayouts.count == 1)
    }

    @Test("a node given itself as content is an error, not an endless recursion")
    func selfHosting() throws {
        final class Mirror: LayoutNode, Sendable {
            var style: LayoutStyle { LayoutStyle() }
            func calculateLayoutThatFits(_ constrainedSize: SizeRange, context: LayoutContext) throws(LayoutError) -> Layout {
                try calculateLayout(hosting: self, constrainedSize: constrainedSize, context: context)
            }
        }
        #expect(throws: LayoutError.nodeHostsItself(element: "Mirror")) {
            try Mirror().layoutThatFits(range(0, 0, 10, 10), context: Self.context)
        }
    }

    @Test("a node hosting a spec becomes the root of its flattened layout")
    func hosting() throws {
        final class Card: LayoutNode, Sendable {
            let title = LayoutBox("title", width: 50, height: 10)
            let body = LayoutBox("body", width: 80, height: 30)
            var style: LayoutStyle { LayoutStyle() }
            func calculateLayoutThatFits(_ constrainedSize: SizeRange, context: LayoutContext) throws(LayoutError) -> Layout {
                let content = StackLayoutSpec(direction: .vertical, spacing: 4, alignItems: .start, children: [title, body])
                return try calculateLayout(hosting: content.insetting(by: EdgeInsets(all: 8)), constrainedSize: constrainedSize, context: context)
            }
        }
        let card = Card()
        let layout = try card.layoutThatFits(range(0, 0, 300, 300), context: Self.context)
        #expect(layout.elementKind == card.layoutElementKind)
        #expect(layout.size == CGSize(width: 96, height: 60))
        #expect(layout.frame(for: card.title) == rect(8, 8, 50, 10))
        #expect(layout.frame(for: card.body) == rect(8, 22, 80, 30))
        // Inside a parent, the card is one node: its own subnodes do not appear.
        let outer = try StackLayoutSpec(children: [card]).layout(in: range(0, 0, 300, 300), screenScale: 2).flattened()
        #expect(outer.sublayouts.map(\.element.debugName) == ["Card"])
    }
}

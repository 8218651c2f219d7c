import Foundation
import Morph
import Testing

@Suite("Flexbox nodes nested with layout specs")
@MainActor
struct FlexboxNestingTests {
    /// A row (300×100, padding 10, gaps 5) of a content leaf (50×20), a growing flexbox box (30
    /// high) and a spec-based node insetting a 40×10 leaf by 5 on each side.
    struct Row {
        let row: DisplayNode
        let a: ContentLeaf
        let b: DisplayNode
        let c: DisplayNode
        let d: ContentLeaf

        init() {
            a = ContentLeaf("a", 50, 20)
            b = flexNode("b") { style in
                style.flexGrow = 1
                style.height = .points(30)
            }
            d = ContentLeaf("d", 40, 10)
            c = DisplayNode(name: "c")
            c.automaticallyManagesSubnodes = true
            c.layoutSpecBlock = { [d] _, _ in
                InsetLayoutSpec(insets: EdgeInsets(top: 5, left: 5, bottom: 5, right: 5), child: d)
            }
            row = flexNode("row", children: [a, b, c]) { style in
                style.flexDirection = .row
                style.alignItems = .flexStart
                style.padding[.all] = .points(10)
                style.setGap(.column, .points(5))
            }
            row.automaticallyManagesSubnodes = true
        }
    }

    @Test("spec-based children of a flexbox node are measured leaves at exact frames")
    func specInFlex() throws {
        let world = Row()
        let layout = try world.row.layoutThatFits(exactly(300, 100))
        #expect(layout.size == CGSize(width: 300, height: 100))
        // 280 points of content: a 50, gaps 2 × 5, c 50 (its leaf plus insets), b grows into 170.
        #expect(layout.frame(for: world.a) == rect(10, 10, 50, 20))
        #expect(layout.frame(for: world.b) == rect(65, 10, 170, 30))
        #expect(layout.frame(for: world.c) == rect(240, 10, 50, 20))
        #expect(layout.sublayouts.map { $0.element.debugName } == ["a", "b", "c"])

        // The layout pass applies it, and the spec-based child lays out its own spec.
        world.row.frame = rect(0, 0, 300, 100)
        try world.row.layoutIfNeeded()
        #expect(names(world.row.subnodes) == ["a", "b", "c"])
        #expect(world.c.frame == rect(240, 10, 50, 20))
        #expect(world.d.frame == rect(5, 5, 40, 10))
    }

    @Test("the same tree built directly in MorphFlex gives the same frames")
    func crossCheckedWithTheEngine() throws {
        // A wrapping row with percentages, auto margins, a nested column and absolute children.
        var leaves: [ContentLeaf] = []
        for index in 0..<7 {
            let width: Int = 20 + 13 * index
            let height: Int = 10 + 7 * (index % 3)
            leaves.append(ContentLeaf("leaf\(index)", CGFloat(width), CGFloat(height)))
        }
        leaves[2].flexStyled { $0.flexGrow = 1; $0.minWidth = .points(30) }
        leaves[4].flexStyled { $0.margin[.start] = .auto }
        leaves[5].flexStyled { style in
            style.positionType = .absolute
            style.position[.end] = .points(4)
            style.position[.bottom] = .percent(10)
        }
        let column = flexNode("column", children: [leaves[0], leaves[1]]) { style in
            style.width = .percent(30)
            style.justifyContent = .spaceEvenly
            style.alignItems = .center
            style.padding[.vertical] = .points(3)
        }
        let root = flexNode("root", children: [column, leaves[2], leaves[3], leaves[4], leaves[5], leaves[6]]) { style in
            style.flexDirection = .row
            style.flexWrap = .wrap
            style.alignItems = .baseline
            style.alignContent = .spaceAround
            style.justifyContent = .spaceBetween
            style.padding[.horizontal] = .points(7)
            style.border[.top] = .points(3)
            style.setGap(.all, .points(4))
            style.direction = .rtl
        }
        for node in [root, column] { node.automaticallyManagesSubnodes = true }
        root.frame = rect(0, 0, 233, 160)
        try root.layoutIfNeeded()

        var mirrored = try mirror(root)
        try mirrored.tree.calculateLayout(for: mirrored.root, width: .exactly(233), height: .exactly(160))
        let nodes: [DisplayNode] = [column] + leaves
        for node in nodes {
            let expected = mirrored.tree.layout(of: mirrored.ids[ObjectIdentifier(node)]!).frame
            #expect(close(node.frame, expected, tolerance: 1e-4), "\(node.debugName): \(String(describing: node.frame)) vs \(String(describing: expected))")
        }
        #expect(column.subnodes.count == 2)
        // Not a degenerate layout: items keep their content sizes and wrap onto several lines.
        #expect(leaves[3].frame.size == CGSize(width: 59, height: 10))
        #expect(Set(leaves.map(\.frame.minY)).count > 2)
    }

    @Test("a flexbox node inside a stack spec is measured with the range the stack offers")
    func flexInSpec() throws {
        let e = ContentLeaf("e", 30, 30)
        let left = ContentLeaf("left", 40, 20)
        let right = ContentLeaf("right", 60, 10)
        let row = flexNode("row", children: [left, right]) { style in
            style.flexDirection = .row
            style.padding[.all] = .points(5)
            style.alignItems = .flexStart
        }
        row.automaticallyManagesSubnodes = true
        let host = DisplayNode(name: "host")
        host.automaticallyManagesSubnodes = true
        host.layoutSpecBlock = { _, _ in
            StackLayoutSpec(direction: .horizontal, spacing: 10, alignItems: .start, children: [e, row])
        }
        host.frame = rect(0, 0, 200, 100)
        try host.layoutIfNeeded()
        // The row sizes to its content within the stack's 200×100: 5 + 40 + 60 + 5 by 5 + 20 + 5.
        #expect(row.frame == rect(40, 0, 110, 30))
        #expect(left.frame == rect(5, 5, 40, 20))
        #expect(right.frame == rect(45, 5, 60, 10))
        #expect(names(host.subnodes) == ["e", "row"])
    }

    @Test("a range's minimum larger than the content lays the flexbox node out at the minimum")
    func rangeMinimum() throws {
        let item = ContentLeaf("item", 40, 20)
        let row = flexNode("row", children: [item]) { style in
            style.flexDirection = .row
            style.justifyContent = .center
            style.alignItems = .center
        }
        // Content 40×20 within 150…300 × 50…100: laid out again at 150×50, items centred in it.
        let layout = try row.layoutThatFits(range(150, 50, 300, 100))
        #expect(layout.size == CGSize(width: 150, height: 50))
        #expect(layout.frame(for: item) == rect(55, 15, 40, 20))
        // Within the range the content decides; its own size wins, then the range clamps.
        #expect(try row.layoutThatFits(range(0, 0, 300, 100)).size == CGSize(width: 40, height: 20))
        row.flexStyled { $0.width = .points(500) }
        #expect(try row.layoutThatFits(range(0, 0, 300, 100)).size == CGSize(width: 300, height: 20))
    }

    @Test("nested flexbox nodes are laid out in one pass; the layout pass applies their layouts without measuring again")
    func nestedFlexboxNodes() throws {
        let leaf = ContentLeaf("leaf", 30, 12)
        let other = ContentLeaf("other", 10, 10)
        let inner = CountingFlexNode("inner", children: [leaf, other]) { style in
            style.flexDirection = .row
            style.padding[.all] = .points(4)
            style.setGap(.column, .points(2))
        }
        let outer = CountingFlexNode("outer", children: [inner]) { style in
            style.alignItems = .flexEnd
            style.padding[.top] = .points(6)
        }
        for node in [inner, outer] { node.automaticallyManagesSubnodes = true }
        outer.frame = rect(0, 0, 100, 80)
        try outer.layoutIfNeeded()
        // inner: 4 + 30 + 2 + 10 + 4 = 50 wide, 4 + 12 + 4 = 20 high, at the end of the cross axis.
        #expect(inner.frame == rect(50, 6, 50, 20))
        #expect(leaf.frame == rect(4, 4, 30, 12))
        // `other` stretches to the line's 12 points.
        #expect(other.frame == rect(36, 4, 10, 12))
        #expect(inner.calculatedLayout?.size == CGSize(width: 50, height: 20))
        // One flex pass from the outer node; the inner node's layout came with it.
        #expect(outer.calculations == 1)
        #expect(inner.calculations == 0)
        // Measured at its content size, then exactly at its stretched size; nothing more.
        #expect(leaf.measurements == 1)
        #expect(other.measurements == 2)
    }

    @Test("a flexbox node's margins and insets do not apply where a layout spec places it")
    func rootMarginsIgnored() throws {
        let item = flexNode("item") { $0.height = .points(10) }
        let node = flexNode("node", children: [item]) { style in
            style.margin[.all] = .points(10)
            style.position[.left] = .points(7)
            style.positionType = .absolute
        }
        let layout = try node.layoutThatFits(exactly(300, 100))
        #expect(layout.size == CGSize(width: 300, height: 100))
        #expect(layout.frame(for: item) == rect(0, 0, 300, 10))
        // As a child of a flexbox node, they do.
        let parent = flexNode("parent", children: [node])
        #expect(try parent.layoutThatFits(exactly(300, 100)).frame(for: node) == rect(17, 10, 0, 10))
    }
}

import Foundation
import Morph
import Testing

@Suite("Choosing the layout engine of a node")
@MainActor
struct FlexboxEngineChoiceTests {
    @Test("nodes use layout specs by default; a flexbox node ignores its spec and lays out its flex children")
    func engineChoice() throws {
        let item = ContentLeaf("item", 40, 20)
        let node = DisplayNode(name: "node")
        #expect(node.layoutEngine == .layoutSpec)
        node.layoutSpecBlock = { _, _ in CenterLayoutSpec(child: item) }
        #expect(try node.layoutThatFits(exactly(100, 100)).frame(for: item) == rect(30, 40, 40, 20))

        node.layoutEngine = .flexbox
        node.flexChildren = [item]
        // Yoga's defaults: a column whose children stretch across.
        #expect(try node.layoutThatFits(exactly(100, 100)).frame(for: item) == rect(0, 0, 100, 20))

        node.layoutEngine = .layoutSpec
        #expect(try node.layoutThatFits(exactly(100, 100)).frame(for: item) == rect(30, 40, 40, 20))
    }

    @Test("changing the engine, the flex style or the flex children invalidates the layout; equal values do not")
    func invalidation() {
        let node = DisplayNode()
        let child = DisplayNode()
        var version = node.layoutVersion
        node.layoutEngine = .layoutSpec
        #expect(node.layoutVersion == version)
        node.layoutEngine = .flexbox
        #expect(node.layoutVersion > version)

        version = node.layoutVersion
        node.flexStyled { $0.flexDirection = .column }
        #expect(node.layoutVersion == version)
        node.flexStyled { $0.flexDirection = .row }
        #expect(node.layoutVersion > version)

        version = node.layoutVersion
        node.flexChildren = nil
        #expect(node.layoutVersion == version)
        node.flexChildren = [child]
        #expect(node.layoutVersion > version)
        version = node.layoutVersion
        node.flexChildren = [child]
        #expect(node.layoutVersion == version)
        node.flexChildren = []
        #expect(node.layoutVersion > version)

        version = node.layoutVersion
        node.flexConfig = FlexConfig()
        #expect(node.layoutVersion == version)
        node.flexConfig = FlexConfig(useWebDefaults: true)
        #expect(node.layoutVersion > version)
    }

    @Test("without flex children a flexbox node lays out its subnodes")
    func subnodesByDefault() throws {
        let first = ContentLeaf("first", 30, 10)
        let second = ContentLeaf("second", 20, 10)
        let node = flexNode("node") { style in
            style.flexDirection = .row
            style.justifyContent = .spaceBetween
        }
        try node.addSubnode(first)
        try node.addSubnode(second)
        node.frame = rect(0, 0, 100, 10)
        try node.layoutIfNeeded()
        #expect(first.frame == rect(0, 0, 30, 10))
        #expect(second.frame == rect(80, 0, 20, 10))
    }

    @Test("flexbox frames lie on the layout context's pixel grid")
    func pixelGrid() throws {
        func widths(screenScale: CGFloat) throws -> [CGFloat] {
            let items = (0..<3).map { index in flexNode("item\(index)") { $0.flexGrow = 1 } }
            let row = flexNode("row", children: items) { $0.flexDirection = .row }
            row.layoutContext = LayoutContext(screenScale: screenScale)
            let layout = try row.layoutThatFits(exactly(100, 10))
            return items.compactMap { layout.frame(for: $0)?.width }
        }
        // Yoga rounds the edges 0, 33.3, 66.7, 100 to the grid.
        #expect(try widths(screenScale: 1) == [33, 34, 33])
        #expect(try widths(screenScale: 2) == [33.5, 33, 33.5])
    }

    @Test("the flex configuration applies: web defaults make items shrink")
    func configuration() throws {
        let items = (0..<2).map { index in flexNode("item\(index)") { $0.width = .points(80) } }
        let row = flexNode("row", children: items) { $0.flexDirection = .row }
        #expect(try row.layoutThatFits(exactly(100, 10)).frame(for: items[1]) == rect(80, 0, 80, 10))
        row.flexConfig = FlexConfig(useWebDefaults: true)
        #expect(try row.layoutThatFits(exactly(100, 10)).frame(for: items[1]) == rect(50, 0, 50, 10))
    }

    @Test("children with display none are not part of the layout")
    func displayNone() throws {
        let shown = ContentLeaf("shown", 10, 10)
        let hidden = flexNode("hidden") { style in
            style.display = .none
            style.width = .points(10)
        }
        let row = flexNode("row", children: [hidden, shown]) { $0.flexDirection = .row }
        row.automaticallyManagesSubnodes = true
        row.frame = rect(0, 0, 50, 10)
        try row.layoutIfNeeded()
        #expect(names(row.subnodes) == ["shown"])
        #expect(shown.frame == rect(0, 0, 10, 10))
    }

    @Test("a plain spec-based child fills the room it is offered, as in layout specs; an empty flexbox child is a plain box")
    func plainChildren() throws {
        let plain = DisplayNode(name: "plain")
        let box = flexNode("box")
        for child in [plain, box] {
            let row = flexNode("row", children: [child]) { style in
                style.flexDirection = .row
                style.alignItems = .flexStart
            }
            let layout = try row.layoutThatFits(exactly(100, 50))
            // Yoga proposes "at most" the container's inner size; a plain node takes all of it.
            #expect(layout.frame(for: child) == (child === plain ? rect(0, 0, 100, 50) : rect(0, 0, 0, 0)))
        }
    }

    @Test("a child that switches engines between layouts is laid out by its new one")
    func childSwitchesEngines() throws {
        let child = ContentLeaf("child", 40, 20)
        child.flexStyled { $0.width = .points(30) }
        child.layoutEngine = .flexbox
        // A listed child, not a subnode: its setNeedsLayout (from the engine change) reaches the
        // row, the flexbox node that laid it out.
        let row = flexNode("row", children: [child]) { style in
            style.flexDirection = .row
            style.alignItems = .flexStart
        }
        #expect(child.supernode == nil)
        // An empty flexbox box: 30 wide, no content height.
        #expect(try row.layoutThatFits(exactly(100, 50)).frame(for: child) == rect(0, 0, 30, 0))
        child.layoutEngine = .layoutSpec
        // A measured leaf: exactly 30 wide, its content's 20 high.
        #expect(try row.layoutThatFits(exactly(100, 50)).frame(for: child) == rect(0, 0, 30, 20))
        child.layoutEngine = .flexbox
        #expect(try row.layoutThatFits(exactly(100, 50)).frame(for: child) == rect(0, 0, 30, 0))
    }
}

import Foundation
import Morph
import Testing

@Suite("Bad input to flexbox nodes")
@MainActor
struct FlexboxBadInputTests {
    @Test("NaN, infinite and negative flex factors are unset, so the node does not flex (documented clamp)")
    func badFlexFactors() throws {
        for bad in [CGFloat.nan, .infinity, -1] {
            let item = flexNode("item") { style in
                style.flexGrow = bad
                style.flexShrink = bad
                style.width = .points(40)
            }
            #expect(item.flexStyle.flexGrow == nil)
            #expect(item.flexStyle.flexShrink == nil)
            let other = flexNode("other") { $0.width = .points(80) }
            let row = flexNode("row", children: [item, other]) { $0.flexDirection = .row }
            let layout = try row.layoutThatFits(exactly(100, 10))
            // Neither grows nor shrinks: the items keep their widths and overflow.
            #expect(layout.frame(for: item) == rect(0, 0, 40, 10))
            #expect(layout.frame(for: other) == rect(40, 0, 80, 10))
        }
        // A negative `flex` shrinks by its magnitude in Yoga; a non-finite one is unset.
        #expect(flexNode("nan") { $0.flex = .nan }.flexStyle.flex == nil)
        #expect(flexNode("infinite") { $0.flex = -.infinity }.flexStyle.flex == nil)
        let item = flexNode("item") { $0.flex = -1; $0.width = .points(80) }
        let row = flexNode("row", children: [item, flexNode("fixed") { $0.width = .points(40) }]) { $0.flexDirection = .row }
        #expect(try row.layoutThatFits(exactly(100, 10)).frame(for: item) == rect(0, 0, 60, 10))
    }

    @Test("NaN and infinite lengths are undefined; negative sizes are not definite; bad aspect ratios are unset")
    func badLengths() throws {
        let leaf = ContentLeaf("leaf", 30, 12)
        let node = flexNode("node") { style in
            style.width = .points(.nan)
            style.height = .points(-20)
            style.aspectRatio = -2
            style.margin[.all] = .points(.infinity)
            style.padding[.all] = .points(-5)
        }
        #expect(node.flexStyle.width == .undefined)
        #expect(node.flexStyle.aspectRatio == nil)
        #expect(node.flexStyle.margin[.all] == .undefined)
        let row = flexNode("row", children: [node, leaf]) { style in
            style.flexDirection = .row
            style.alignItems = .flexStart
        }
        let layout = try row.layoutThatFits(exactly(100, 50))
        // An empty box sized by its content, without padding or margins.
        #expect(layout.frame(for: node) == rect(0, 0, 0, 0))
        #expect(layout.frame(for: leaf) == rect(0, 0, 30, 12))
    }

    @Test("a minimum above the maximum wins")
    func minimumAboveMaximum() throws {
        let item = flexNode("item") { style in
            style.minWidth = .points(60)
            style.maxWidth = .points(20)
            style.flexGrow = 1
        }
        let row = flexNode("row", children: [item]) { $0.flexDirection = .row }
        #expect(try row.layoutThatFits(exactly(100, 10)).frame(for: item)?.width == 60)
    }

    @Test("a node in its own flexbox subtree, or listed twice, is a typed layout error")
    func structuralMistakes() {
        let root = flexNode("root")
        root.flexChildren = [root]
        #expect(throws: LayoutError.nodeHostsItself(element: "root")) { try root.layoutThatFits(exactly(10, 10)) }

        let inner = flexNode("inner")
        let outer = flexNode("outer", children: [inner])
        inner.flexChildren = [outer]
        #expect(throws: LayoutError.nodeHostsItself(element: "outer")) { try outer.layoutThatFits(exactly(10, 10)) }

        let leaf = ContentLeaf("leaf", 1, 1)
        let twice = flexNode("twice", children: [leaf, leaf])
        #expect(throws: LayoutError.duplicateNode(element: "leaf")) { try twice.layoutThatFits(exactly(10, 10)) }

        let loopA = flexNode("loopA")
        let loopB = flexNode("loopB", children: [loopA])
        loopA.flexChildren = [loopB]
        let host = flexNode("host", children: [loopA])
        #expect(throws: LayoutError.duplicateNode(element: "loopA")) { try host.layoutThatFits(exactly(10, 10)) }

        // Two flexbox nodes listing each other: both layouts fail, and setNeedsLayout, which follows
        // flex parents, still ends.
        let x = flexNode("x")
        let y = flexNode("y", children: [x])
        x.flexChildren = [y]
        #expect(throws: LayoutError.nodeHostsItself(element: "y")) { try y.layoutThatFits(exactly(10, 10)) }
        #expect(throws: LayoutError.nodeHostsItself(element: "x")) { try x.layoutThatFits(exactly(10, 10)) }
        let version = x.layoutVersion
        x.setNeedsLayout()
        y.setNeedsLayout()
        #expect(x.layoutVersion > version)

        // Fixed, the layout works again.
        loopA.flexChildren = []
        #expect((try? host.layoutThatFits(exactly(10, 10))) != nil)
    }

    @Test("a flexbox subtree deeper than the engine's limit is refused, not a stack overflow")
    func tooDeep() {
        var node = flexNode("level0")
        let root = node
        for level in 1...(FlexTree.depthLimit + 1) {
            let child = flexNode("level\(level)")
            node.flexChildren = [child]
            node = child
        }
        do {
            _ = try root.layoutThatFits(exactly(10, 10))
            Issue.record("a tree deeper than the limit was laid out")
        } catch {
            guard case .invalidValue(property: "flexbox depth", _, "level0", _) = error else {
                Issue.record("unexpected \(error)")
                return
            }
        }
    }

    @Test("a child's measurement error is the flexbox node's layout error; fixed, the node lays out again")
    func measurementErrors() throws {
        let text = TextNode("x", style: TextStyle(font: Font(.sans, size: 0)), name: "text")
        let row = flexNode("row", children: [text]) { $0.flexDirection = .row }
        row.automaticallyManagesSubnodes = true
        do {
            _ = try row.layoutThatFits(exactly(100, 20))
            Issue.record("a 0 pt font was measured")
        } catch {
            guard case .invalidValue("textStyle", 0, "text", _) = error else {
                Issue.record("unexpected \(error)")
                return
            }
        }
        row.frame = rect(0, 0, 100, 20)
        #expect(throws: NodeError.self) { try row.layoutIfNeeded() }
        text.font = Font(.sans, size: 10)
        try row.layoutIfNeeded()
        #expect(text.frame.width > 0)
        #expect(names(row.subnodes) == ["text"])
    }
}

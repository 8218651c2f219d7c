import Foundation
import Morph
import Testing

@Suite("Right-to-left node layouts")
@MainActor
struct RightToLeftNodeLayoutTests {
    static func box(_ name: String, _ width: CGFloat, _ height: CGFloat) -> DisplayNode {
        DisplayNode(name: name).styled { $0.preferredSize = CGSize(width: width, height: height) }
    }

    @Test("a right-to-left node mirrors its spec: stack order, insets, absolute positions")
    func specMirrors() throws {
        let a = Self.box("a", 20, 10), b = Self.box("b", 30, 10), c = Self.box("c", 10, 10)
        let node = DisplayNode(name: "node")
        node.layoutSpecBlock = { _, _ in
            let row = StackLayoutSpec(direction: .horizontal, spacing: 5, alignItems: .start, children: [a, b])
            let inset = InsetLayoutSpec(insets: EdgeInsets(top: 0, leading: 7, bottom: 0, trailing: 0), child: row)
            c.style.layoutPosition = CGPoint(x: 3, y: 20)
            return StackLayoutSpec(direction: .vertical, alignItems: .start, children: [inset, AbsoluteLayoutSpec(children: [c])])
        }
        let ltr = try node.layoutThatFits(exactly(100, 60))
        #expect(ltr.frame(for: a) == rect(7, 0, 20, 10))
        #expect(ltr.frame(for: b) == rect(32, 0, 30, 10))
        node.traitOverrides.layoutDirection = .rightToLeft
        let rtl = try node.layoutThatFits(exactly(100, 60))
        #expect(rtl.frame(for: a) == rect(73, 0, 20, 10))
        #expect(rtl.frame(for: b) == rect(38, 0, 30, 10))
        // Every frame is the left-to-right one mirrored within the node.
        for (mirrored, original) in zip(rtl.sublayouts, ltr.sublayouts) {
            #expect(mirrored.frame == original.frame.mirrored(withinWidth: 100))
        }
    }

    @Test("nested nodes mirror within their own bounds, once; an LTR subtree keeps its order")
    func nestedNodes() throws {
        let x = Self.box("x", 10, 10), y = Self.box("y", 20, 10)
        let row = DisplayNode(name: "row")
        row.style.preferredSize = CGSize(width: 50, height: 10)
        row.layoutSpecBlock = { _, _ in StackLayoutSpec(direction: .horizontal, alignItems: .start, children: [x, y]) }
        let root = DisplayNode(name: "root")
        root.automaticallyManagesSubnodes = true
        row.automaticallyManagesSubnodes = true
        root.layoutSpecBlock = { _, _ in
            InsetLayoutSpec(
                insets: EdgeInsets(top: 0, left: 5, bottom: 0, right: 0),
                child: StackLayoutSpec(direction: .horizontal, alignItems: .start, children: [row])
            )
        }
        root.frame = rect(0, 0, 100, 10)
        root.hostTraitCollection = TraitCollection(layoutDirection: .rightToLeft)
        try root.layoutIfNeeded()
        #expect(row.frame == rect(45, 0, 50, 10))
        #expect(x.frame == rect(40, 0, 10, 10))
        #expect(y.frame == rect(20, 0, 20, 10))
        // Media controls that never mirror: the row's content runs left to right, while the row
        // itself stays where its right-to-left parent put it.
        row.traitOverrides.layoutDirection = .leftToRight
        try root.layoutIfNeeded()
        #expect(row.frame == rect(45, 0, 50, 10))
        #expect(x.frame == rect(0, 0, 10, 10))
        #expect(y.frame == rect(10, 0, 20, 10))
    }

    @Test("a node measured before it is inserted measures in its new parent's direction and is not laid out again")
    func newcomersMeasureInTheirParentsTraits() throws {
        let showsDetail = LayoutInput(false)
        let summary = Self.box("summary", 100, 10)
        let p = Self.box("p", 10, 10), q = Self.box("q", 20, 10)
        let detail = DisplayNode(name: "detail")
        detail.automaticallyManagesSubnodes = true
        detail.layoutSpecBlock = { _, _ in StackLayoutSpec(direction: .horizontal, alignItems: .start, children: [p, q]) }
        let root = DisplayNode(name: "root")
        root.automaticallyManagesSubnodes = true
        root.layoutSpecBlock = { _, _ in showsDetail.value ? detail : summary }
        root.frame = rect(0, 0, 100, 10)
        root.hostTraitCollection = TraitCollection(layoutDirection: .rightToLeft)
        try root.layoutIfNeeded()
        showsDetail.value = true
        try root.layoutIfNeeded()
        #expect(detail.supernode === root)
        #expect(p.frame == rect(90, 0, 10, 10))
        #expect(q.frame == rect(70, 0, 20, 10))
        let version = detail.layoutVersion
        try root.layoutIfNeeded()
        #expect(detail.layoutVersion == version)
    }

    @Test("a flexbox container runs its row from the right in a right-to-left environment")
    func flexboxFollowsDirection() throws {
        let first = Self.box("first", 20, 10), second = Self.box("second", 30, 10)
        let node = DisplayNode(name: "flex")
        node.layoutEngine = .flexbox
        node.flexStyled { $0.flexDirection = .row }
        node.flexChildren = [first, second]
        #expect(try node.layoutThatFits(exactly(100, 10)).frame(for: first) == rect(0, 0, 20, 10))
        node.traitOverrides.layoutDirection = .rightToLeft
        let rtl = try node.layoutThatFits(exactly(100, 10))
        #expect(rtl.frame(for: first) == rect(80, 0, 20, 10))
        #expect(rtl.frame(for: second) == rect(50, 0, 30, 10))
        // An explicit CSS direction stays.
        node.flexStyled { $0.direction = .ltr }
        #expect(try node.layoutThatFits(exactly(100, 10)).frame(for: first) == rect(0, 0, 20, 10))
    }
}

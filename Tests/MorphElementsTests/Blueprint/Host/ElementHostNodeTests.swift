import Foundation
import Morph
import Testing
@testable import MorphElements

@Suite("ElementHostNode")
@MainActor
struct ElementHostNodeTests {
    let clock = ManualClock()
    let host: ElementHostNode

    init() {
        host = ElementHostNode(name: "host", animator: Animator(clock: clock))
        host.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
    }

    func names(_ nodes: [DisplayNode]) -> [String] { nodes.map { $0.name ?? "?" } }

    @Test("the code example in the documentation: a host shows a swatch and animates its colour")
    func documentationExample() {
        let host = DisplayNode.withAnimator(Animator(clock: clock)) {
            ElementHostNode(name: "host")
        }
        host.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        host.element = Swatch(color: .green)
        withAnimation(.default) {
            host.element = Swatch(color: .blue)
        }
        let node = host.elementNodes[0]
        #expect(node.presentation.backgroundColor == .green)
        clock.advance(to: 0.1)
        #expect(abs(node.presentation.backgroundColor.green - 0.5) < 1e-6)
        clock.advance(to: 0.2)
        #expect(node.presentation.backgroundColor == .blue)
    }

    @Test("an inherited transition animates inside an animation block and jumps outside one")
    func inheritedTransitionFollowsTheAmbientBlock() {
        host.element = Offset(x: 0, wrapped: Swatch())
        let node = host.elementNodes[0]
        host.element = Offset(x: 100, wrapped: Swatch())
        #expect(node.presentation.frame.minX == 100)
        withAnimation(.curve(.linear, duration: 1)) {
            host.element = Offset(x: 200, wrapped: Swatch())
        }
        clock.advance(to: 0.5)
        #expect(abs(node.presentation.frame.minX - 150) < 1e-9)
    }

    @Test(".none jumps inside an animation block; .inheritedWithFallback animates with its fallback outside one")
    func noneAndFallback() {
        host.element = Column([Offset(x: 0, wrapped: Swatch(layoutTransition: .none)), Offset(x: 0, wrapped: Swatch(layoutTransition: .inheritedWithFallback(.curve(.linear, duration: 1))))])
        let (cut, fallback) = (host.elementNodes[0], host.elementNodes[1])
        withAnimation(.curve(.linear, duration: 4)) {
            host.element = Column([Offset(x: 100, wrapped: Swatch(layoutTransition: .none)), Offset(x: 100, wrapped: Swatch(layoutTransition: .inheritedWithFallback(.curve(.linear, duration: 1))))])
        }
        #expect(cut.presentation.frame.minX == 100)
        clock.advance(to: 1)
        #expect(abs(fallback.presentation.frame.minX - 25) < 1e-9, "the ambient 4 s animation wins over the fallback")
        host.element = Column([Offset(x: 100, wrapped: Swatch(layoutTransition: .none)), Offset(x: 0, wrapped: Swatch(layoutTransition: .inheritedWithFallback(.curve(.linear, duration: 1))))])
        #expect(fallback.animationEndTime == 2, "outside a block the fallback's 1 s animation runs")
    }

    @Test("a changed parent's specific transition carries its unchanged-transition children along")
    func specificParentCarriesChildren() {
        func tree(_ x: CGFloat) -> any Element {
            Offset(x: x, wrapped: Container(name: "parent", wrapped: Inset(wrapped: Swatch()), layoutTransition: .specific(.curve(.linear, duration: 1))))
        }
        host.element = tree(0)
        let parent = host.elementNodes[0]
        let child = parent.subnodes[0]
        host.element = Offset(x: 0, wrapped: Container(name: "parent", wrapped: Inset(inset: 30, wrapped: Swatch(size: CGSize(width: 10, height: 10))), layoutTransition: .specific(.curve(.linear, duration: 1))))
        #expect(child.animationEndTime == nil, "the parent did not change, so the child inherits no animation")
        host.element = tree(100)
        #expect(parent.animationEndTime == 1)
        #expect(child.animationEndTime == 1, "the child inherits the parent's specific animation")
    }

    @Test("the first update never animates appearances; later ones animate only the top-most new node")
    func appearances() {
        let inner = Swatch(size: CGSize(width: 20, height: 20), appearing: .fade)
        host.element = Container(name: "outer", wrapped: inner, appearing: .fade)
        #expect(host.elementNodes[0].presentation.alpha == 1)
        #expect(!host.hasAnimationsInSubtree)
        host.element = Column([Container(name: "outer", wrapped: inner, appearing: .fade)])
        let outer = host.elementNodes[0]
        #expect(outer.presentation.alpha == 0, "the new top-most node fades in")
        #expect(outer.subnodes[0].presentation.alpha == 1, "its new child does not")
    }

    @Test("disappearing nodes keep their place in z-order until they are removed")
    func disappearingKeepZOrder() {
        func column(_ keys: [String]) -> Column {
            Column(keyed: keys.map { ElementContent.Child(Swatch(size: CGSize(width: 10, height: 10), disappearing: .fade), keyed: $0) })
        }
        host.element = column(["a", "b", "c"])
        let nodes = host.elementNodes
        for (node, name) in zip(nodes, ["a", "b", "c"]) { node.name = name }
        host.element = column(["d", "a", "c"])
        host.elementNodes[0].name = "d"
        #expect(names(host.elementNodes) == ["d", "a", "c"])
        #expect(names(host.subnodes) == ["d", "a", "b", "c"], "b stays right after a")
        clock.advance(to: 0.2)
        #expect(names(host.subnodes) == ["d", "a", "c"])
        #expect(nodes[1].supernode == nil)
    }

    @Test("a new kind at the same path gets a new node and the old one leaves")
    func kindChange() {
        host.element = Tagged(tag: 1)
        let first = host.elementNodes[0]
        host.element = Tagged(tag: 1, kind: NodeKind("Other"))
        #expect(host.elementNodes[0] !== first)
        #expect(first.supernode == nil)
        #expect(host.subnodes.count == 1)
    }

    @Test("makeNodeForKind builds the nodes of other kinds on the host's animator")
    func customKinds() {
        let kind = NodeKind("Text")
        host.makeNodeForKind = { description, animator in
            TextNode(description.name ?? "", animator: animator)
        }
        host.element = Tagged(tag: 1, kind: kind)
        let node = host.elementNodes[0]
        #expect(node is TextNode)
        #expect(node.animator === host.animator)
    }

    @Test("a tree that cannot be laid out keeps the nodes and reports a typed error to the error handler")
    func layoutErrorKeepsNodes() {
        var reported: [any Error] = []
        host.errorHandler = { reported.append($0) }
        host.element = Tagged(tag: 1)
        let node = host.elementNodes[0]
        host.element = Measured(size: CGSize(width: CGFloat.nan, height: 10))
        guard reported.count == 1, case .layout = reported.first as? ElementError else {
            Issue.record("expected one layout error, got \(reported)")
            return
        }
        #expect(host.elementNodes.count == 1 && host.elementNodes[0] === node)
        #expect(throws: ElementError.self) { try host.update(to: Measured(size: CGSize(width: -1, height: 10))) }
        host.element = Tagged(tag: 2)
        #expect(reported.count == 1)
    }

    @Test("without a handler on the host, an update error goes to an ancestor's handler")
    func errorGoesUpTheTree() throws {
        let root = DisplayNode(name: "root")
        var reported: [String] = []
        root.errorHandler = { reported.append("\($0)") }
        try root.addSubnode(host)
        host.element = Measured(size: CGSize(width: CGFloat.nan, height: 10))
        #expect(reported.count == 1)
    }

    @Test("a zero-sized host lays its element out at zero size; its frame cannot become negative")
    func zeroSize() {
        host.frame = CGRect(x: 0, y: 0, width: -10, height: 0)
        var reported: [any Error] = []
        host.errorHandler = { reported.append($0) }
        host.element = Swatch()
        #expect(reported.isEmpty)
        #expect(host.elementNodes[0].frame.size == CGSize(width: 10, height: 0), "a negative width is standardised by the node")
    }

    @Test("a resized host lays its element out again")
    func resize() {
        host.element = Swatch()
        #expect(host.elementNodes[0].frame.size == CGSize(width: 400, height: 400))
        host.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        host.updateElementIfNeeded()
        #expect(host.elementNodes[0].frame.size == CGSize(width: 300, height: 100))
        let count = host.updateCount
        host.updateElementIfNeeded()
        #expect(host.updateCount == count, "no update when the size did not change")
    }

    @Test("a host in a layout spec is measured by its element and updated by the layout pass that sizes it")
    func hostInALayoutPass() throws {
        let parent = DisplayNode(name: "parent", animator: host.animator)
        let host = self.host
        parent.automaticallyManagesSubnodes = true
        parent.layoutSpecBlock = { _, _ in
            StackLayoutSpec(direction: .vertical, alignItems: .start, children: [InsetLayoutSpec(insets: EdgeInsets(all: 10), child: host)])
        }
        host.element = Swatch(size: CGSize(width: 60, height: 30))
        parent.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        try parent.layoutIfNeeded()
        #expect(host.frame == CGRect(x: 10, y: 10, width: 60, height: 30), "the host is as large as its element")
        #expect(host.elementNodes[0].frame == CGRect(x: 0, y: 0, width: 60, height: 30))
        host.element = Swatch(size: CGSize(width: 90, height: 40))
        try parent.layoutIfNeeded()
        #expect(host.frame.size == CGSize(width: 90, height: 40), "a new element invalidates the host's layout")
        #expect(host.elementNodes[0].frame.size == CGSize(width: 90, height: 40), "and the pass that resizes the host updates the nodes")
    }

    @Test("removed nodes are released once their disappearance ends")
    func releasesRemovedNodes() {
        host.element = Column([Swatch(disappearing: .scaleAndFade)])
        weak let node = host.elementNodes.first
        host.element = nil
        #expect(node != nil)
        clock.advance(to: 0.25)
        #expect(node == nil)
    }
}

/// A leaf that measures itself as `size`, whatever it is.
struct Measured: Element {
    var size: CGSize
    var content: ElementContent { ElementContent { [size] _ in size } }
    func backingNodeDescription(with context: NodeDescriptionContext) -> NodeDescription? { NodeDescription() }
}

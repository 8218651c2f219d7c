import Foundation
import Morph
import Testing

/// Which nodes a semantics tree exposes, where, and in which order.
@Suite("Building semantics trees")
@MainActor
struct SemanticsTreeTests {
    let clock = ManualClock()
    var animator: Animator { Animator(clock: clock) }

    /// A root (0, 0, 200×200) holding `children` by hand, with their frames.
    func root(_ children: [(DisplayNode, CGRect)], animator: Animator) throws -> DisplayNode {
        let root = DisplayNode.withAnimator(animator) { DisplayNode(name: "root") }
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        for (child, frame) in children {
            child.frame = frame
            try root.addSubnode(child)
        }
        return root
    }

    func element(_ label: String, animator: Animator) -> DisplayNode {
        let node = DisplayNode.withAnimator(animator) { DisplayNode(name: label) }
        node.isAccessibilityElement = true
        node.accessibilityLabel = label
        return node
    }

    @Test("hidden nodes, nodes with alpha 0 and nodes with hidden accessibility elements are left out with their subtrees")
    func hiddenNodes() throws {
        let animator = animator
        let shown = element("shown", animator: animator)
        let hidden = element("hidden", animator: animator)
        let transparent = element("transparent", animator: animator)
        let blocked = DisplayNode.withAnimator(animator) { DisplayNode() }
        try blocked.addSubnode(element("inside blocked", animator: animator))
        hidden.isHidden = true
        transparent.alpha = 0
        blocked.accessibilityElementsHidden = true
        let tree = try root([(shown, .zero), (hidden, .zero), (transparent, .zero), (blocked, .zero)], animator: animator).semanticsTree()
        #expect(tree.nodes.compactMap(\.name) == ["shown"])
    }

    @Test("an element speaks for its subtree; a container exposes its children under it")
    func elementsAndContainers() throws {
        let animator = animator
        let card = element("card", animator: animator)
        try card.addSubnode(element("hidden by the card", animator: animator))
        let group = DisplayNode.withAnimator(animator) { DisplayNode(name: "group") }
        group.shouldGroupAccessibilityChildren = true
        group.accessibilityLabel = "Address"
        try group.addSubnode(element("street", animator: animator))
        try group.addSubnode(element("city", animator: animator))
        let list = DisplayNode.withAnimator(animator) { DisplayNode(name: "list") }
        list.accessibilityRole = .list
        try list.addSubnode(element("item", animator: animator))
        let tree = try root([(card, .zero), (group, .zero), (list, .zero)], animator: animator).semanticsTree()
        #expect(tree.description == """
            generic "card" frame=(0, 0, 0, 0)
            group "Address" frame=(0, 0, 0, 0)
              generic "street" frame=(0, 0, 0, 0)
              generic "city" frame=(0, 0, 0, 0)
            list frame=(0, 0, 0, 0)
              generic "item" frame=(0, 0, 0, 0)
            """)
        #expect(tree.childIndices(of: 1) == [2, 3])
        #expect(tree.topLevelIndices == [0, 1, 4])
    }

    @Test("an element role set on a node that is not an element is ignored; a container role exposes it")
    func rolesOnNonElements() throws {
        let animator = animator
        let plain = DisplayNode.withAnimator(animator) { DisplayNode() }
        plain.accessibilityRole = .button
        try plain.addSubnode(element("child", animator: animator))
        let tree = try root([(plain, .zero)], animator: animator).semanticsTree()
        #expect(tree.nodes.map(\.name) == ["child"])
    }

    @Test("a modal node hides its siblings; the last modal sibling wins")
    func modal() throws {
        let animator = animator
        let background = element("behind", animator: animator)
        let first = DisplayNode.withAnimator(animator) { DisplayNode() }
        first.accessibilityViewIsModal = true
        try first.addSubnode(element("first dialog", animator: animator))
        let second = DisplayNode.withAnimator(animator) { DisplayNode() }
        second.accessibilityViewIsModal = true
        try second.addSubnode(element("second dialog", animator: animator))
        let root = try root([(background, .zero), (first, .zero), (second, .zero)], animator: animator)
        let tree = root.semanticsTree()
        #expect(tree.nodes.map(\.name) == [nil, "second dialog"])
        #expect(tree.nodes[0].isModal && tree.nodes[0].role == .group)
        second.isHidden = true
        #expect(root.semanticsTree().nodes.map(\.name) == [nil, "first dialog"])
    }

    @Test("accessibilityElements orders the children; nodes that are not descendants and repeated nodes are left out")
    func listedElements() throws {
        let animator = animator
        let a = element("a", animator: animator), b = element("b", animator: animator), c = element("c", animator: animator)
        let outsider = element("outsider", animator: animator)
        let root = try root([(a, .zero), (b, .zero), (c, .zero)], animator: animator)
        root.accessibilityElements = [c, a, outsider, a, root, b]
        #expect(root.semanticsTree().nodes.compactMap(\.name) == ["c", "a", "b"])
    }

    @Test("listed elements that list each other are walked once each")
    func listedCycles() throws {
        let animator = animator
        let left = DisplayNode.withAnimator(animator) { DisplayNode() }
        let right = DisplayNode.withAnimator(animator) { DisplayNode() }
        let leaf = element("leaf", animator: animator)
        try left.addSubnode(right)
        try right.addSubnode(leaf)
        left.accessibilityElements = [right, leaf]
        right.accessibilityElements = [leaf, leaf]
        let tree = try root([(left, .zero)], animator: animator).semanticsTree()
        #expect(tree.nodes.compactMap(\.name) == ["leaf"])
    }

    @Test("frames are in window coordinates, through positions, bounds origins and transforms, from the presentation")
    func frames() throws {
        let animator = animator
        let panel = DisplayNode.withAnimator(animator) { DisplayNode() }
        let leaf = element("leaf", animator: animator)
        let root = try root([(panel, CGRect(x: 20, y: 30, width: 100, height: 100))], animator: animator)
        root.frame = CGRect(x: 5, y: 5, width: 200, height: 200)
        leaf.frame = CGRect(x: 10, y: 10, width: 20, height: 10)
        try panel.addSubnode(leaf)
        #expect(root.semanticsTree().nodes[0].frame == CGRect(x: 35, y: 45, width: 20, height: 10))
        panel.bounds.origin = CGPoint(x: 10, y: 0)
        #expect(root.semanticsTree().nodes[0].frame == CGRect(x: 25, y: 45, width: 20, height: 10))
        panel.transform = Transform3D(scaleX: 2, y: 2, z: 1)
        // Scaled 2× about the panel's centre (75, 85 in the window).
        let frame = root.semanticsTree().nodes[0].frame
        #expect(abs(frame.minX - (75 + (25 - 75) * 2)) < 1e-9 && abs(frame.width - 40) < 1e-9 && abs(frame.height - 20) < 1e-9)
    }

    @Test("during an animation the frame is where the node is on screen, at the tree's instant")
    func animatedFrames() throws {
        let clock = clock
        let animator = Animator(clock: clock)
        let leaf = element("leaf", animator: animator)
        let root = try root([(leaf, CGRect(x: 0, y: 0, width: 10, height: 10))], animator: animator)
        withAnimation(.curve(.linear, duration: 1)) { leaf.frame = CGRect(x: 100, y: 0, width: 10, height: 10) }
        clock.advance(by: 0.5)
        #expect(root.semanticsTree().nodes[0].frame.minX == 50)
        #expect(root.semanticsTree(at: clock.now + 0.25).nodes[0].frame.minX == 75)
    }

    @Test("a node fading out of a transition stays until it is removed; a node fading in is there from its insertion")
    func transitions() throws {
        let clock = clock
        let animator = Animator(clock: clock)
        let old = DisplayNode.withAnimator(animator) { TextNode("old") }
        let new = DisplayNode.withAnimator(animator) { TextNode("new") }
        let showsNew = LayoutInput(false)
        let root = DisplayNode.withAnimator(animator) { DisplayNode(name: "root") }
        root.automaticallyManagesSubnodes = true
        root.layoutSpecBlock = { _, _ in StackLayoutSpec(direction: .vertical, children: [showsNew.value ? new : old]) }
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        try root.layoutIfNeeded()
        #expect(root.semanticsTree().nodes.compactMap(\.name) == ["old"])
        showsNew.value = true
        try root.transitionLayout(animated: true)
        // Fading: the new one is at alpha 0 on screen, the old one at 1.
        #expect(root.semanticsTree().nodes.compactMap(\.name) == ["new", "old"])
        clock.advance(by: 0.1)
        #expect(root.semanticsTree().nodes.compactMap(\.name) == ["new", "old"])
        clock.advance(by: 1)
        #expect(root.semanticsTree().nodes.compactMap(\.name) == ["new"], "removed at the end of its fade")
    }

    @Test("the tree knows its focused node")
    func focus() throws {
        let button = DisplayNode.withAnimator(animator) { ButtonNode(title: "OK") }
        let root = try root([(button, CGRect(x: 0, y: 0, width: 50, height: 20))], animator: button.animator)
        let input = InputDispatcher(root: root)
        #expect(root.semanticsTree().focusedIndex == nil)
        #expect(input.focus(button))
        let tree = root.semanticsTree()
        #expect(tree.focusedIndex == 0 && tree.nodes[0].isFocused)
    }

    @Test("a deep tree is walked without recursion")
    func deepTree() throws {
        let animator = animator
        // Built from the bottom up: each node added to a node without a supernode, so the tree's
        // cycle check stays O(1) per node.
        var current = element("bottom", animator: animator)
        for _ in 0..<20_000 {
            let parent = DisplayNode.withAnimator(animator) { DisplayNode() }
            try parent.addSubnode(current)
            current = parent
        }
        #expect(current.semanticsTree().nodes.compactMap(\.name) == ["bottom"])
    }

    @Test("lookups: nodes by role and name, by identity")
    func lookups() throws {
        let animator = animator
        let a = element("a", animator: animator)
        let tree = try root([(a, .zero)], animator: animator).semanticsTree()
        #expect(tree.node(role: .generic, named: "a")?.id == a.layerID)
        #expect(tree.index(of: a.layerID) == 0)
        #expect(tree.nodes(withRole: .button).isEmpty)
    }
}

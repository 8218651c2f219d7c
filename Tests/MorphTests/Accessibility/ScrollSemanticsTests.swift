import Foundation
@testable import Morph
import Testing

/// A scroll node to assistive technology: a scroll pane whose content — culled from drawing or
/// not — is in the tree, whose frames follow the offset, and which scrolls for a screen reader.
@Suite("Scroll nodes in the semantics tree")
@MainActor
struct ScrollSemanticsTests {
    /// The vertical scroll scene with each row an accessibility element named "Row N", and a
    /// button in row 30 that counts its activations.
    func scene(configure: (ScrollNode) -> Void = { _ in }) throws -> (ScrollScene, ButtonNode, () -> Int) {
        let scene = try ScrollScene(rows: 40, configure: configure)
        for (index, row) in scene.rows.enumerated() where index != 30 {
            row.isAccessibilityElement = true
            row.accessibilityLabel = "Row \(index)"
        }
        var presses = 0
        let button = scene.make { ButtonNode(title: "Deep", name: "deep") }
        button.onTap = { _ in presses += 1 }
        button.frame = CGRect(x: 10, y: 5, width: 100, height: 40)
        try scene.rows[30].addSubnode(button)
        return (scene, button, { presses })
    }

    @Test("a scroll node is a named scroll pane with its axes' scroll actions; its content is all there, off-screen rows marked")
    func scrollPane() throws {
        let (scene, _, _) = try scene { $0.accessibilityLabel = "Feed" }
        let tree = scene.root.semanticsTree()
        let pane = try #require(tree.nodes.first)
        #expect(pane.role == .scrollPane && pane.name == "Feed")
        #expect(pane.actions == [.scroll(.up), .scroll(.down)])
        #expect(pane.scroll?.contentSize == CGSize(width: 320, height: 2000))
        #expect(pane.scroll?.directions == .vertical)
        #expect(tree.nodes.count == 41, "every row and the button, though only ten rows are drawn")
        #expect(scene.presentedRowNames.count < 12)
        let row5 = try #require(tree.node(role: .generic, named: "Row 5"))
        let row20 = try #require(tree.node(role: .generic, named: "Row 20"))
        #expect(!row5.isOffscreen && row20.isOffscreen)
        #expect(row20.frame == CGRect(x: 0, y: 1000, width: 320, height: 50))
        #expect(tree.description.contains("offset=(0, 0) content=(320, 2000) focusable actions=[scroll-up,scroll-down]"))
    }

    @Test("frames follow the offset")
    func framesFollowTheOffset() throws {
        let (scene, _, _) = try scene()
        scene.scroll.setContentOffset(CGPoint(x: 0, y: 900), animated: false)
        let tree = scene.root.semanticsTree()
        let row20 = try #require(tree.node(role: .generic, named: "Row 20"))
        #expect(row20.frame == CGRect(x: 0, y: 100, width: 320, height: 50))
        #expect(!row20.isOffscreen)
        #expect(try #require(tree.node(role: .generic, named: "Row 5")).isOffscreen)
    }

    @Test("focusing an off-screen button scrolls it into view; activating one scrolls it in and presses it")
    func focusAndActivateScrollIntoView() throws {
        let (scene, button, presses) = try scene()
        let owner = SemanticsOwner(root: scene.root)
        #expect(owner.perform(.focus(button.layerID)))
        scene.settle()
        #expect(abs(scene.scroll.contentOffset.y - 1065) < 0.01, "as little as needed: the button's bottom (1545) at the viewport's bottom")
        scene.scroll.setContentOffset(.zero, animated: false)
        scene.input.presentedTree = scene.root.presentationTree()
        #expect(owner.perform(.activate(button.layerID)))
        #expect(presses() == 1)
        #expect(abs(scene.scroll.contentOffset.y - 1065) < 0.01)
    }

    @Test("a page scroll moves by 87.5 % of the viewport, asked of a row it reaches the scroll node; at the edge it refuses")
    func accessibilityScroll() throws {
        let (scene, _, _) = try scene()
        let owner = SemanticsOwner(root: scene.root)
        let row = scene.rows[3]
        #expect(owner.perform(.scroll(row.layerID, .up)))
        scene.settle()
        #expect(scene.scroll.contentOffset.y == 420)
        #expect(owner.perform(.scroll(scene.scroll.layerID, .next)))
        scene.settle()
        #expect(scene.scroll.contentOffset.y == 840)
        #expect(owner.perform(.scroll(scene.scroll.layerID, .down)))
        #expect(owner.perform(.scroll(scene.scroll.layerID, .previous)))
        scene.settle()
        #expect(scene.scroll.contentOffset.y == 0)
        #expect(!owner.perform(.scroll(scene.scroll.layerID, .down)), "already at the top")
        #expect(!owner.perform(.scroll(scene.scroll.layerID, .left)), "no horizontal scrolling")
    }

    @Test("scrolling into view with an alignment, and to a point")
    func scrollToAlignments() throws {
        let (scene, _, _) = try scene()
        let owner = SemanticsOwner(root: scene.root)
        let row = scene.rows[20]
        #expect(owner.perform(.scrollIntoView(row.layerID, .topEdge)))
        #expect(scene.scroll.contentOffset.y == 1000)
        #expect(owner.perform(.scrollIntoView(row.layerID, .bottomEdge)))
        #expect(abs(scene.scroll.contentOffset.y - 570) < 0.01)
        #expect(owner.perform(.scrollIntoView(row.layerID, .anywhere)))
        #expect(abs(scene.scroll.contentOffset.y - 570) < 0.01, "in view already: nothing moves")
        #expect(owner.perform(.scrollIntoView(scene.rows[39].layerID, .topLeft)))
        #expect(scene.scroll.contentOffset.y == 1520, "kept within the range")
        #expect(owner.perform(.scrollToPoint(row.layerID, CGPoint(x: 0, y: 200))))
        #expect(scene.scroll.contentOffset.y == 800)
        #expect(!owner.perform(.scrollToPoint(row.layerID, CGPoint(x: 0, y: 200))), "there already")
        #expect(!owner.perform(.scrollToPoint(row.layerID, CGPoint(x: CGFloat.nan, y: 0))))
    }

    @Test("a horizontal paging carousel scrolls a page at a time; next goes left right to left")
    func pagingCarousel() throws {
        let scene = try ScrollScene(rows: 0, size: CGSize(width: 320, height: 200)) { scroll in
            scroll.traitOverrides = TraitOverrides(layoutDirection: .rightToLeft)
            scroll.scrollableDirections = .horizontal
            scroll.isPagingEnabled = true
            let columns = (0..<4).map { ScrollTestRow($0, size: CGSize(width: 320, height: 200)) }
            scroll.layoutSpecBlock = { _, _ in StackLayoutSpec(direction: .horizontal, children: columns) }
        }
        let owner = SemanticsOwner(root: scene.root)
        #expect(scene.scroll.contentOffset.x == 960)
        #expect(owner.perform(.scroll(scene.scroll.layerID, .next)))
        scene.settle()
        #expect(scene.scroll.contentOffset.x == 640)
        #expect(owner.perform(.scroll(scene.scroll.layerID, .left)))
        scene.settle()
        #expect(scene.scroll.contentOffset.x == 960)
        #expect(!owner.perform(.scroll(scene.scroll.layerID, .previous)), "at the start")
    }

    @Test("a shadow's colour follows dark mode through a dynamic colour")
    func dynamicShadow() throws {
        let node = DisplayNode(name: "card")
        node.setDynamicColor(DynamicColor(light: Color(white: 0, alpha: 0.3), dark: Color(white: 1, alpha: 0.2)), for: .shadowColor)
        #expect(node.shadowColor == Color(white: 0, alpha: 0.3))
        node.hostTraitCollection = TraitCollection(userInterfaceStyle: .dark)
        #expect(node.shadowColor == Color(white: 1, alpha: 0.2))
    }
}

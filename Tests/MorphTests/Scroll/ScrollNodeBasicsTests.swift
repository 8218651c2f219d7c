import Foundation
@testable import Morph
import Testing

@Suite("Scroll node: content and offset")
@MainActor
struct ScrollNodeBasicsTests {
    @Test("the content size comes from the layout along the scrollable direction; the node keeps its own size")
    func contentSize() throws {
        let scene = try ScrollScene(rows: 40)
        #expect(scene.scroll.contentSize == CGSize(width: 320, height: 2000))
        #expect(scene.scroll.bounds.size == CGSize(width: 320, height: 480))
        #expect(scene.scroll.maximumContentOffset == CGPoint(x: 0, y: 1520))
        #expect(scene.scroll.clipsToBounds)
    }

    @Test("the content offset is the bounds' origin and moves what is presented")
    func offsetIsBoundsOrigin() throws {
        let scene = try ScrollScene(rows: 40)
        #expect(scene.presentedRowNames == (0...9).map { "row \($0)" })
        scene.scroll.contentOffset = CGPoint(x: 0, y: 1000)
        #expect(scene.scroll.bounds.origin == CGPoint(x: 0, y: 1000))
        #expect(scene.presentedRowNames == (20...29).map { "row \($0)" })
    }
}

@Suite("Scroll node: nested in a layout")
@MainActor
struct ScrollNodeNestedLayoutTests {
    @Test("a scroll node sized by its style inside a stack takes its content size from the layout that placed it")
    func contentSizeInsideAStack() throws {
        let animator = Animator(clock: ManualClock())
        let (root, carousel) = try DisplayNode.withAnimator(animator) {
            let root = DisplayNode(name: "root")
            let carousel = ScrollNode(name: "carousel", scrollableDirections: .horizontal)
            let cards = (0..<4).map { ScrollTestRow($0, size: CGSize(width: 150, height: 80)) }
            carousel.automaticallyManagesSubnodes = true
            carousel.layoutSpecBlock = { _, _ in StackLayoutSpec(direction: .horizontal, spacing: 10, children: cards) }
            carousel.style.height = .points(80)
            root.automaticallyManagesSubnodes = true
            root.layoutSpecBlock = { _, _ in InsetLayoutSpec(insets: EdgeInsets(all: 20), child: StackLayoutSpec(direction: .vertical, children: [carousel])) }
            root.frame = CGRect(x: 0, y: 0, width: 340, height: 400)
            try root.layoutIfNeeded()
            return (root, carousel)
        }
        #expect(carousel.frame == CGRect(x: 20, y: 20, width: 300, height: 80))
        #expect(carousel.contentSize == CGSize(width: 630, height: 80))
        #expect(carousel.maximumContentOffset == CGPoint(x: 330, y: 0))
        #expect(root.subnodes == [carousel])
    }
}

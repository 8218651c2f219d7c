import Foundation
@testable import Morph
import Testing

@Suite("Scroll node: what is presented, laid out and hit")
@MainActor
struct ScrollPresentationTests {
    @Test("only the rows that intersect the visible rect are presented, at any offset of a long list")
    func culling() throws {
        let scene = try ScrollScene(rows: 2_000, rowHeight: 20)
        #expect(scene.presentedRowNames == (0..<24).map { "row \($0)" })
        scene.scroll.contentOffset = CGPoint(x: 0, y: 30_005)
        #expect(scene.presentedRowNames == (1500...1524).map { "row \($0)" })
        let tree = scene.root.presentationTree()
        #expect(tree.layers.count < 40, "the tree holds what is visible: \(tree.layers.count) layers")
        #expect(throws: Never.self) { try tree.validated() }
    }

    @Test("a node that does not clip presents all its content")
    func noClippingNoCulling() throws {
        let scene = try ScrollScene(rows: 100)
        scene.scroll.clipsToBounds = false
        #expect(scene.presentedRowNames.count == 100)
    }

    @Test("an animating row is presented where it is on screen, not where it is going")
    func animatingRowsFollowTheirPresentation() throws {
        let scene = try ScrollScene(rows: 100)
        let row = scene.rows[50]
        scene.scroll.automaticallyManagesSubnodes = false
        withAnimation(.curve(.linear, duration: 1)) {
            row.frame = CGRect(x: 0, y: 100, width: 320, height: 50)
        }
        #expect(!scene.presentedRowNames.contains("row 50"), "at the start it is still far down")
        scene.clock.advance(by: 1)
        #expect(scene.presentedRowNames.contains("row 50"))
    }

    @Test("rows added, removed and moved by hand are presented where they are")
    func handChanges() throws {
        let scene = try ScrollScene(rows: 20)
        scene.scroll.automaticallyManagesSubnodes = false
        let extra = scene.make { ScrollTestRow(99, size: CGSize(width: 100, height: 10)) }
        extra.frame = CGRect(x: 0, y: 10, width: 100, height: 10)
        try scene.scroll.addSubnode(extra)
        #expect(scene.presentedRowNames.last == "row 99", "a new subnode is drawn on top")
        try extra.removeFromSupernode()
        #expect(!scene.presentedRowNames.contains("row 99"))
        scene.rows[0].frame = CGRect(x: 0, y: 900, width: 320, height: 50)
        #expect(!scene.presentedRowNames.contains("row 0"))
        scene.scroll.contentOffset = CGPoint(x: 0, y: 500)
        #expect(scene.presentedRowNames.contains("row 0"))
    }

    @Test("scroll indicators appear while the content moves and fade out after it")
    func indicators() throws {
        let scene = try ScrollScene(rows: 40)
        func indicators() -> [PresentationLayer] {
            scene.root.presentationTree().layers.filter { $0.name == ScrollNode.indicatorName }
        }
        #expect(indicators().isEmpty, "none at rest")
        scene.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 300), steps: 10, release: false)
        let shown = indicators()
        #expect(shown.count == 1, "a vertical indicator only: the content is no wider than the node")
        let knob = try #require(shown.first)
        #expect(knob.attributes.frame.width == 3)
        #expect(abs(knob.attributes.frame.height - max(36, 474 * 480 / 2000)) < 1)
        #expect(!knob.attributes.isUserInteractionEnabled)
        scene.clock.advance(by: 0.3)
        scene.pointer(.ended, 160, 300)
        scene.clock.advance(by: 0.4)
        #expect(indicators().count == 1, "still there just after the content rested")
        scene.settle()
        #expect(indicators().isEmpty, "faded out")
        scene.scroll.showsScrollIndicators = false
        scene.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 300), steps: 10, release: false)
        #expect(indicators().isEmpty)
    }

    @Test("a layout pass does not walk unchanged content, and lays out content that changed")
    func layoutPassesSkipUnchangedContent() throws {
        let scene = try ScrollScene(rows: 1_000)
        var passes = 0
        let counter = scene.make { LayoutCountingNode { passes += 1 } }
        scene.scroll.automaticallyManagesSubnodes = false
        counter.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        try scene.scroll.addSubnode(counter)
        try scene.root.layoutIfNeeded()
        let first = passes
        #expect(first == 1)
        counter.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        scene.scroll.contentOffset = CGPoint(x: 0, y: 300)
        try scene.root.layoutIfNeeded()
        #expect(passes == first + 1, "a resized content node is laid out")
        scene.scroll.contentOffset = CGPoint(x: 0, y: 600)
        try scene.root.layoutIfNeeded()
        try scene.root.layoutIfNeeded()
        #expect(passes == first + 1, "scrolling alone lays nothing out")
    }

    @Test("hit testing finds the row under the pointer after scrolling")
    func hitTesting() throws {
        let scene = try ScrollScene(rows: 1_000)
        scene.scroll.contentOffset = CGPoint(x: 0, y: 20_010)
        scene.input.presentedTree = scene.root.presentationTree()
        #expect(scene.input.hitTest(CGPoint(x: 10, y: 45))?.name == "row 401")
        #expect(scene.input.hitTest(CGPoint(x: 10, y: 470))?.name == "row 409")
    }

    @Test("setContentOffset animates and ends with didEndScrollingAnimation; scrollRectToVisible scrolls as little as it can")
    func codeMovesTheContent() throws {
        let scene = try ScrollScene(rows: 40)
        scene.scroll.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        scene.clock.advance(by: 0.15)
        #expect(abs(scene.scroll.contentOffset.y - 300) <= 0.5, "half way at half time (ease in and out)")
        scene.settle()
        #expect(scene.scroll.contentOffset.y == 600)
        #expect(scene.log.events.suffix(2) == ["scroll", "didEndScrollingAnimation"])
        scene.scroll.scrollRectToVisible(CGRect(x: 0, y: 700, width: 10, height: 10), animated: false)
        #expect(scene.scroll.contentOffset.y == 600, "already visible")
        scene.scroll.scrollRectToVisible(CGRect(x: 0, y: 1200, width: 10, height: 100), animated: false)
        #expect(scene.scroll.contentOffset.y == 820)
        scene.scroll.scrollRectToVisible(CGRect(x: 0, y: 10, width: 10, height: 10), animated: false)
        #expect(scene.scroll.contentOffset.y == 10)
        scene.scroll.scrollRectToVisible(CGRect(x: 0, y: 5000, width: 10, height: 10), animated: false)
        #expect(scene.scroll.contentOffset.y == 1520, "kept within the range")
        withAnimation(.curve(.linear, duration: 1)) { scene.scroll.contentOffset = CGPoint(x: 0, y: 520) }
        let before = scene.log.scrolls
        scene.clock.advance(by: 0.5)
        #expect(scene.scroll.visibleRect.minY == 1020)
        #expect(scene.log.scrolls == before + 1, "an animation of the offset reports every frame")
    }

    @Test("a scroll node released while its content moves leaves the animator idle")
    func releasedWhileMoving() throws {
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        do {
            let scroll = DisplayNode.withAnimator(animator) { ScrollNode(name: "scroll") }
            scroll.automaticallyManagesContentSize = false
            scroll.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            scroll.contentSize = CGSize(width: 100, height: 1000)
            scroll.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
            clock.advance(by: 0.1)
            #expect(animator.tickObserverCount == 1)
        }
        #expect(animator.tickObserverCount == 0)
        clock.advance(by: 1)
        #expect(!animator.hasRunningAnimations)
    }

    @Test("contentInset widens the range; an offset at the old minimum follows it")
    func contentInset() throws {
        let scene = try ScrollScene(rows: 40)
        scene.scroll.contentInset = EdgeInsets(top: 100, left: 0, bottom: 50, right: 0)
        #expect(scene.scroll.contentOffset.y == -100)
        #expect(scene.scroll.minimumContentOffset.y == -100)
        #expect(scene.scroll.maximumContentOffset.y == 1570)
        scene.scroll.contentInset = EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        #expect(scene.scroll.contentInset.top == 100, "a non-finite inset is ignored")
    }

    @Test("bad offsets and sizes are ignored or clamped; empty content does not scroll")
    func badInput() throws {
        let scene = try ScrollScene(rows: 40)
        scene.scroll.contentOffset = CGPoint(x: CGFloat.nan, y: 10)
        #expect(scene.scroll.contentOffset == .zero)
        scene.scroll.setContentOffset(CGPoint(x: 0, y: CGFloat.infinity), animated: true)
        scene.settle()
        #expect(scene.scroll.contentOffset == .zero)
        scene.scroll.automaticallyManagesContentSize = false
        scene.scroll.contentSize = CGSize(width: -10, height: CGFloat.nan)
        #expect(scene.scroll.contentSize == .zero)
        scene.scroll.contentSize = CGSize(width: 0, height: CGFloat.infinity)
        #expect(scene.scroll.contentSize.height == 1e7)
        scene.scroll.scrollRectToVisible(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1), animated: false)

        let empty = try ScrollScene(rows: 0)
        #expect(empty.scroll.contentSize == CGSize(width: 320, height: 480), "content is at least as large as the node (Texture keeps the range's minimum)")
        empty.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100))
        empty.settle()
        #expect(empty.scroll.contentOffset == .zero)
        #expect(!empty.input.dispatch(.key(KeyEvent(.down, .down, timestamp: 0))))
        #expect(empty.root.presentationTree().layers.count == 2)
    }
}

/// Counts the layout passes that apply a new layout to it.
final class LayoutCountingNode: DisplayNode {
    let didLayOut: @MainActor () -> Void

    init(_ didLayOut: @escaping @MainActor () -> Void) {
        self.didLayOut = didLayOut
        super.init(name: "counter")
    }

    override func calculatedLayoutDidChange() {
        didLayOut()
    }
}

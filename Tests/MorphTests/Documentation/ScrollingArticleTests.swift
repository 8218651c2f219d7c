import Foundation
import Morph
import Testing

// The Swift blocks of the "Scrolling" article (Morph.docc/Scrolling.md), compiled and run.

/// The article's snapping delegate.
final class Snapper: ScrollNodeDelegate {
    func scrollNodeWillEndDragging(_ scrollNode: ScrollNode, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint) {
        targetContentOffset.x = (targetContentOffset.x / 100).rounded() * 100
    }
}

@Suite("Scrolling article")
@MainActor
struct ScrollingArticleTests {
    @Test("a list of fifty rows gets its content size from its layout")
    func contentSize() throws {
        let clock = ManualClock()
        try DisplayNode.withAnimator(Animator(clock: clock)) {
            let rows = (0..<50).map { index in
                TextNode("Row \(index)").styled { $0.height = .points(44) }
            }
            let scroll = ScrollNode(name: "list")
            scroll.automaticallyManagesSubnodes = true
            scroll.layoutSpecBlock = { _, _ in
                StackLayoutSpec(direction: .vertical, children: rows)
            }
            scroll.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
            try scroll.layoutIfNeeded()
            // scroll.contentSize is 320 × 2,200; scroll.maximumContentOffset.y is 1,720.
            #expect(scroll.contentSize == CGSize(width: 320, height: 2200))
            #expect(scroll.maximumContentOffset.y == 1720)
        }
    }

    @Test("the snapping delegate lands a horizontal fling on a multiple of 100 points")
    func snapper() throws {
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        let snapper = Snapper()
        let scroll = try DisplayNode.withAnimator(animator) {
            let cards = (0..<20).map { index in DisplayNode(name: "card \(index)").styled { $0.width = .points(100) } }
            let scroll = ScrollNode(name: "cards", scrollableDirections: .horizontal)
            scroll.automaticallyManagesSubnodes = true
            scroll.layoutSpecBlock = { _, _ in StackLayoutSpec(direction: .horizontal, children: cards) }
            scroll.frame = CGRect(x: 0, y: 0, width: 320, height: 100)
            try scroll.layoutIfNeeded()
            return scroll
        }
        scroll.delegate = snapper
        let input = InputDispatcher(root: scroll)
        input.dispatch(.pointer(PointerEvent(.began, at: CGPoint(x: 300, y: 50), timestamp: clock.now)))
        for step in 1...6 {
            clock.advance(by: 1 / 60)
            input.dispatch(.pointer(PointerEvent(.moved, at: CGPoint(x: 300 - CGFloat(step) * 23, y: 50), timestamp: clock.now)))
        }
        input.dispatch(.pointer(PointerEvent(.ended, at: CGPoint(x: 162, y: 50), timestamp: clock.now)))
        clock.advance(by: 5, framesPerSecond: 60)
        #expect(scroll.contentOffset.x > 0)
        #expect(scroll.contentOffset.x.truncatingRemainder(dividingBy: 100) == 0, "landed on \(scroll.contentOffset.x)")
    }
}

import Foundation
@testable import Morph
@testable import MorphElements
import Testing

@Suite("List element: keyed rows in a collection node, with visibility transitions")
@MainActor
struct ListElementTests {
    func rows(_ rows: [Int], appearing: VisibilityTransition? = nil, disappearing: VisibilityTransition? = nil) -> List {
        List(rows: rows.map { key in
            List.Row(key: key, element: Swatch(size: CGSize(width: 100, height: 40)), appearing: appearing, disappearing: disappearing)
        })
    }

    @Test("rows become cells of a collection node; only the rows near the viewport exist")
    func rowsAreVirtualised() throws {
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        let host = DisplayNode.withAnimator(animator) { ElementHostNode() }
        host.frame = CGRect(x: 0, y: 0, width: 320, height: 400)
        try host.update(to: rows(Array(0..<1_000)))
        let list = try #require(host.elementNodes.first as? ListElementNode)
        #expect(list.numberOfItems(inSection: 0) == 1_000)
        #expect(list.liveNodes.count < 60, "\(list.liveNodes.count) cells for 1,000 rows")
        #expect(list.visibleNodes.count == 10)
        #expect(list.visibleNodes.first?.frame == CGRect(x: 0, y: 0, width: 320, height: 40))
    }

    @Test("an update inserts, removes and moves rows by key, with the rows' visibility transitions; the first update does not animate")
    func keyedUpdates() throws {
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        let host = DisplayNode.withAnimator(animator) { ElementHostNode() }
        host.frame = CGRect(x: 0, y: 0, width: 320, height: 400)
        try host.update(to: rows([0, 1, 2, 3], appearing: .scaleAndFade, disappearing: .fade))
        let list = try #require(host.elementNodes.first as? ListElementNode)
        #expect(!list.hasAnimationsInSubtree, "no animation on the first update")
        let moved = try #require(list.nodeForItem(at: IndexPath(item: 3, section: 0)))
        let removed = try #require(list.nodeForItem(at: IndexPath(item: 1, section: 0)))
        try host.update(to: rows([3, 0, 9, 2], appearing: .scaleAndFade, disappearing: .fade))
        let inserted = try #require(list.nodeForItem(at: IndexPath(item: 2, section: 0)))
        clock.advance(by: 0.05)
        #expect(inserted.presentation.alpha < 1, "the new row fades and scales in")
        #expect(removed.presentation.alpha < 1, "the removed row fades out")
        clock.advance(by: 1)
        #expect(moved.frame.minY == 0 && moved.indexPath == IndexPath(item: 0, section: 0))
        #expect(removed.supernode == nil)
        #expect(inserted.alpha == 1 && inserted.frame.minY == 80)
        #expect(list.liveNodes.count == 4)
    }
}

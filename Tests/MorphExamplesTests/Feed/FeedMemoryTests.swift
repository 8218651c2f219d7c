import Foundation
import Morph
@testable import MorphExamples
import Testing

/// Scrolling through the feed keeps only the cells of the ranges alive: every cell the list
/// released is freed (nothing else — the animator, image loads, the presentation — keeps it).
@Suite("Feed: cells the list released are freed")
@MainActor
struct FeedMemoryTests {
    /// A weak reference to a cell.
    final class WeakCell {
        weak var cell: CellNode?
        init(_ cell: CellNode) { self.cell = cell }
    }

    @Test("after scrolling through 300 posts a screenful per frame, the cells alive are the live ones")
    func releasedCellsAreFreed() async throws {
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        let feed = DisplayNode.withAnimator(animator) { FeedNode(initialPostCount: 300, pageSize: 50, totalPostCount: 300) }
        let list = feed.list
        list.preparesCellsAsynchronously = false
        feed.frame = CGRect(origin: .zero, size: FeedNode.designSize)
        try feed.layoutIfNeeded()
        // Every cell made, held weakly (object identifiers of freed cells are reused: a cell is
        // new when it was not live in the previous frame).
        var seen: [WeakCell] = []
        var previous: Set<ObjectIdentifier> = []
        while list.contentOffset.y < list.maximumContentOffset.y {
            list.contentOffset = CGPoint(x: 0, y: min(list.contentOffset.y + 700, list.maximumContentOffset.y))
            clock.advance(by: 1.0 / 120)
            try feed.layoutIfNeeded()
            _ = feed.presentationTree()
            for cell in list.liveNodes where !previous.contains(ObjectIdentifier(cell)) { seen.append(WeakCell(cell)) }
            previous = Set(list.liveNodes.map(ObjectIdentifier.init))
        }
        #expect(seen.count > 250, "\(seen.count) cells made")
        // Image loads that were cancelled may still be finishing on other threads: a hang guard.
        let live = Set(list.liveNodes.map(ObjectIdentifier.init))
        func released() -> Int { seen.filter { $0.cell.map { !live.contains(ObjectIdentifier($0)) } ?? false }.count }
        var alive = released()
        for _ in 0..<200 where alive > 0 {
            try await Task.sleep(for: .milliseconds(10))
            alive = released()
        }
        #expect(alive == 0, "\(alive) released cells still alive, of \(seen.count - live.count) released")
    }
}

import Foundation
@testable import Morph
import Testing

@Suite("Lists: snapshots, batch fetching, selection, keys and release")
@MainActor
struct CollectionNodeBehaviourTests {
    @Test("applying a snapshot animates inserts, deletes and moves found by key")
    func snapshots() throws {
        let scene = try ListScene(sections: [[]])
        let source = ListDataSource<String, Int>(collectionNode: scene.list) { _, _, key in { TestCell(key: key, height: 40) } }
        var snapshot = ListSnapshot<String, Int>()
        snapshot.appendSections(["todo"])
        snapshot.appendItems(Array(0..<8))
        try source.apply(snapshot, animatingDifferences: false)
        #expect(scene.liveKeys == Array(0..<8))
        let moved = try #require(scene.list.nodeForItem(at: IndexPath(item: 7, section: 0)))
        var next = ListSnapshot<String, Int>()
        next.appendSections(["todo"])
        next.appendItems([7, 0, 1, 20, 3, 4, 5, 6])
        next.reloadItems([3])
        let old3 = scene.list.nodeForItem(at: IndexPath(item: 3, section: 0))
        try source.apply(next)
        scene.clock.advance(by: 0.1)
        #expect(moved.presentation.frame.minY > 0 && moved.presentation.frame.minY < 280)
        scene.settle()
        #expect(scene.liveKeys == [7, 0, 1, 20, 3, 4, 5, 6])
        #expect(moved.indexPath == IndexPath(item: 0, section: 0) && moved.frame.minY == 0)
        #expect(scene.list.nodeForItem(at: IndexPath(item: 4, section: 0)) !== old3, "a reloaded item gets a new cell")
        #expect(scene.cellSubnodes.count == 8)
        #expect(source.indexPath(for: 20) == IndexPath(item: 3, section: 0))
    }

    @Test("batch fetching begins within two screens of the end, one fetch at a time, and appends pages")
    func batchFetching() throws {
        let scene = try ListScene(sections: [Array(0..<40)], configure: { _, _ in })
        scene.delegate.fetchEnabled = true
        // 2,000 points of content, 480 visible: the fetch starts within 960 points of the end.
        scene.list.contentOffset = CGPoint(x: 0, y: 400)
        #expect(scene.delegate.fetches.isEmpty)
        scene.list.contentOffset = CGPoint(x: 0, y: 600)
        #expect(scene.delegate.fetches.count == 1)
        scene.list.contentOffset = CGPoint(x: 0, y: 700)
        #expect(scene.delegate.fetches.count == 1, "one fetch at a time")
        #expect(scene.list.isFetchingBatch)
        scene.dataSource.sections[0] += Array(40..<80)
        try scene.list.performBatchUpdates({ scene.list.insertItems(at: (40..<80).map { IndexPath(item: $0, section: 0) }) })
        scene.delegate.fetches[0].completeBatchFetching(true)
        #expect(!scene.list.isFetchingBatch)
        #expect(scene.delegate.fetches.count == 1, "4,000 points now: no fetch needed at 700")
        scene.list.contentOffset = CGPoint(x: 0, y: 2_600)
        #expect(scene.delegate.fetches.count == 2)
    }

    @Test("a tap highlights while down and selects; a drag scrolls instead")
    func tapSelection() throws {
        let scene = try ListScene(sections: [Array(0..<50)])
        scene.pointer(.began, 100, 75)
        scene.clock.advance(by: 0.2) // the delayed content touch reaches the cell
        let cell = try #require(scene.list.nodeForItem(at: IndexPath(item: 1, section: 0)))
        #expect(cell.isHighlighted)
        scene.pointer(.ended, 100, 75)
        #expect(!cell.isHighlighted && cell.isSelected)
        #expect(scene.delegate.selected == [IndexPath(item: 1, section: 0)])
        // A drag that starts on a cell scrolls, and nothing is selected.
        scene.pointer(.began, 100, 300)
        for step in 1...10 {
            scene.clock.advance(by: 1 / 60)
            scene.pointer(.moved, 100, 300 - CGFloat(step) * 20)
        }
        scene.pointer(.ended, 100, 100)
        scene.settle()
        #expect(scene.list.contentOffset.y > 100)
        #expect(scene.delegate.selected == [IndexPath(item: 1, section: 0)])
        #expect(scene.list.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    @Test("arrow keys move the selection with a focus ring and scroll it into view")
    func keyboard() throws {
        let scene = try ListScene(sections: [Array(0..<50)])
        _ = scene.list.becomeFocused()
        scene.key(.down)
        #expect(scene.list.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        for _ in 0..<12 { scene.key(.down) }
        scene.settle()
        let focused = IndexPath(item: 12, section: 0)
        #expect(scene.list.indexPathsForSelectedItems == [focused])
        let cell = try #require(scene.list.nodeForItem(at: focused))
        #expect(cell.borderWidth == 2, "the focus ring shows")
        #expect(cell.frame.maxY <= scene.list.contentOffset.y + 480 && cell.frame.minY >= scene.list.contentOffset.y, "scrolled into view")
        #expect(scene.delegate.deselected.count == 12)
        scene.key(.up)
        #expect(scene.list.indexPathsForSelectedItems == [IndexPath(item: 11, section: 0)])
        #expect(cell.borderWidth == 0)
    }

    @Test("nothing leaks once the list is released: cells, the list and its data")
    func noLeaks() throws {
        weak var weakList: CollectionNode?
        weak var weakCell: CellNode?
        do {
            let scene = try ListScene(sections: [Array(0..<1_000)])
            try scene.list.scrollToItem(at: IndexPath(item: 500, section: 0), position: .center, animated: false)
            scene.dataSource.sections[0].removeFirst(10)
            try scene.list.performBatchUpdates({ scene.list.deleteItems(at: (0..<10).map { IndexPath(item: $0, section: 0) }) })
            weakList = scene.list
            weakCell = scene.list.liveNodes.first
            try scene.list.removeFromSupernode()
        }
        #expect(weakList == nil)
        #expect(weakCell == nil)
    }

    @Test("a cell released by the range controller cancels its network image download; coming back loads again")
    func releasedCellCancelsDownload() async throws {
        let server = try LoopbackHTTPServer(routes: ["/stalled.png": .stall])
        defer { server.stop() }
        let url = server.url("/stalled.png")
        let scene = try ListScene(sections: [Array(0..<200)])
        let cell = try #require(scene.list.nodeForItem(at: IndexPath(item: 0, section: 0)))
        let image = NetworkImageNode(cache: ImageCache(byteLimit: 1 << 20))
        // Stalled loads the test ends itself: no time-out while a busy machine runs other suites.
        image.timeoutInterval = 3600
        image.resourceTimeoutInterval = 3600
        try cell.addSubnode(image)
        image.url = url
        #expect(image.loadPhase == .loading)
        #expect(await waitUntil(timeout: 30) { server.requestCount("/stalled.png") == 1 })
        // Far away: the cell leaves the preload range, is released, and its download ends.
        scene.list.contentOffset = CGPoint(x: 0, y: 5_000)
        #expect(cell.supernode == nil)
        #expect(image.loadPhase == .failed(NetworkImageError(url: url, reason: .cancelled)))
        #expect(await waitUntil(timeout: 30) { server.connectionsClosedByClient == 1 }, "the server saw the connection closed")
    }

    @Test("a network image inside a cell outside the preload range waits, and loads when the cell enters it")
    func networkImageWaitsForPreload() async throws {
        let server = try LoopbackHTTPServer(routes: ["/stalled.png": .stall])
        defer { server.stop() }
        let url = server.url("/stalled.png")
        let cell = CellNode()
        cell.setInterfaceState(.none)
        let image = NetworkImageNode(cache: ImageCache(byteLimit: 1 << 20))
        image.timeoutInterval = 3600
        image.resourceTimeoutInterval = 3600
        try cell.addSubnode(image)
        image.url = url
        #expect(image.loadPhase == .idle)
        cell.setInterfaceState(.preload)
        #expect(image.loadPhase == .loading)
        #expect(await waitUntil(timeout: 30) { server.requestCount("/stalled.png") == 1 })
        cell.setInterfaceState(.none)
        #expect(image.loadPhase == .failed(NetworkImageError(url: url, reason: .cancelled)))
        cell.setInterfaceState([.preload, .display])
        #expect(image.loadPhase == .loading)
    }
}

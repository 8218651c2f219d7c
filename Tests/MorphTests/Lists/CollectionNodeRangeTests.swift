import Foundation
@testable import Morph
import Testing

@Suite("Lists: only the cells inside the ranges exist")
@MainActor
struct CollectionNodeRangeTests {
    @Test("a list of 100,000 items holds one screen plus Texture's preload range, at the start and after a jump")
    func liveNodesBoundedByRanges() throws {
        let scene = try ListScene(sections: [Array(0..<100_000)])
        // 480-point viewport, 50-point rows: the preload range reaches 2.5 screens ahead and 1.5
        // behind (Texture's defaults), so 480 × 3.5 = 1,680 points from the top at the start.
        #expect(scene.list.liveNodes.count == 34, "\(scene.list.liveNodes.count) live cells")
        #expect(scene.visibleKeys == Array(0..<10))
        #expect(scene.cellSubnodes.count == scene.list.liveNodes.count)
        try scene.list.scrollToItem(at: IndexPath(item: 50_000, section: 0), position: .start, animated: false)
        #expect(scene.visibleKeys.first == 50_000)
        let live = scene.list.liveNodes.count
        #expect(live <= Int(480 * 5 / 50) + 2, "\(live) live cells in the middle")
        #expect(scene.dataSource.blocksMade < 150, "\(scene.dataSource.blocksMade) node blocks called")
        #expect(try scene.checkCellsMatchData())
    }

    @Test("scrolling forward makes the leading side the larger one")
    func leadingSideLarger() throws {
        let scene = try ListScene(sections: [Array(0..<1_000)])
        scene.list.contentOffset = CGPoint(x: 0, y: 5_000)
        // Forward: 2.5 screens ahead (1,200 points), 1.5 behind (720).
        var keys = scene.liveKeys
        let firstForward = (5_000 - 720) / 50
        #expect(keys.first == firstForward)
        let end = 5_000 + 480 + 1_200 // 6,680: the cell that starts at 6,650 is the last.
        #expect(keys.last == end / 50)
        scene.list.contentOffset = CGPoint(x: 0, y: 4_000)
        keys = scene.liveKeys
        // Backward: 2.5 screens before the viewport, 1.5 after it.
        let firstBackward = (4_000 - 1_200) / 50
        let lastBackward = (4_000 + 480 + 720) / 50 - 1
        #expect(keys.first == firstBackward)
        #expect(keys.last == lastBackward)
    }

    @Test("per-list tuning changes the ranges")
    func tuning() throws {
        let scene = try ListScene(sections: [Array(0..<1_000)], configure: { list, _ in
            list.setTuningParameters(RangeTuningParameters(leadingBufferScreenfuls: 0.5, trailingBufferScreenfuls: 0), for: .preload)
            list.setTuningParameters(RangeTuningParameters(leadingBufferScreenfuls: 0, trailingBufferScreenfuls: 0), for: .display)
        })
        #expect(scene.list.liveNodes.count == 15)
        #expect(LayoutRangeMode.full.defaultTuningParameters(for: .preload) == RangeTuningParameters(leadingBufferScreenfuls: 2.5, trailingBufferScreenfuls: 1.5))
        #expect(LayoutRangeMode.full.defaultTuningParameters(for: .display) == RangeTuningParameters(leadingBufferScreenfuls: 1, trailingBufferScreenfuls: 0.5))
    }

    @Test("interface states follow the ranges: visible, display, preload, and their hooks in Texture's order")
    func interfaceStates() throws {
        let scene = try ListScene(sections: [Array(0..<1_000)])
        let first = try #require(scene.list.nodeForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.interfaceState == .inHierarchy)
        let displayOnly = try #require(scene.list.nodeForItem(at: IndexPath(item: 15, section: 0)))
        #expect(displayOnly.interfaceState == [.preload, .display])
        let preloadOnly = try #require(scene.list.nodeForItem(at: IndexPath(item: 25, section: 0)))
        #expect(preloadOnly.interfaceState == [.preload])
        // A node inside a cell follows it.
        let inner = RecordingStateNode()
        try first.addSubnode(inner)
        #expect(inner.interfaceState == .inHierarchy)
        // Scrolling forward, the display range reaches half a screen (240 points) behind, the
        // preload range 1.5 screens (720).
        scene.list.contentOffset = CGPoint(x: 0, y: 100)
        #expect(inner.events == ["exitVisible", "changed [preload, display]"])
        scene.list.contentOffset = CGPoint(x: 0, y: 600)
        #expect(inner.events.suffix(2) == ["exitDisplay", "changed [preload]"])
        scene.list.contentOffset = CGPoint(x: 0, y: 2_000)
        #expect(inner.events.suffix(2) == ["exitPreload", "changed []"])
        #expect(first.supernode == nil, "the cell left the preload range and the list")
        // A node that no list holds is in every state.
        #expect(DisplayNode().interfaceState == .inHierarchy)
    }

    @Test("willDisplay and didEndDisplaying follow the viewport")
    func displayCallbacks() throws {
        let scene = try ListScene(sections: [Array(0..<100)])
        #expect(scene.delegate.displayed == Array(0..<10))
        scene.list.contentOffset = CGPoint(x: 0, y: 100)
        #expect(scene.delegate.endedDisplaying == [0, 1])
        #expect(scene.delegate.displayed.suffix(2) == [10, 11])
        #expect(scene.list.indexPathsForVisibleItems.map(\.item) == Array(2..<12))
    }

    @Test("items far away count at the estimate; measuring one above the viewport keeps the content on screen still")
    func anchoring() throws {
        let scene = try ListScene(sections: [Array(0..<1_000)], height: { $0 % 2 == 0 ? 30 : 90 }, configure: { list, _ in
            list.estimatedItemExtent = 60
        })
        // Jump far: everything above is estimated.
        try scene.list.scrollToItem(at: IndexPath(item: 500, section: 0), position: .start, animated: false)
        let anchorCell = try #require(scene.list.nodeForItem(at: IndexPath(item: 500, section: 0)))
        let onScreen = anchorCell.frame.minY - scene.list.contentOffset.y
        #expect(onScreen == 0)
        // Scrolling up measures the items above (the trailing side) and corrects their estimates;
        // the visible cell stays where it was on screen, moved only by the scroll itself.
        let before = scene.list.contentOffset.y
        scene.list.contentOffset = CGPoint(x: 0, y: before - 10)
        let shown = anchorCell.frame.minY - scene.list.contentOffset.y
        #expect(shown == 10, "the cell moved down by the 10 points scrolled, not by corrections (\(shown))")
        #expect(try scene.checkCellsMatchData())
    }

    @Test("cells of the preload range are made and measured off the main actor before they show")
    func preparesAhead() async throws {
        let scene = try ListScene(sections: [Array(0..<1_000)], asynchronous: true, height: { 40 + CGFloat($0 % 5) * 10 })
        // The display range (1 screen ahead) is made on the main actor; the rest comes later.
        let synchronous = scene.list.liveNodes.count
        await scene.list.waitForPreparedCells()
        let all = scene.list.liveNodes.count
        #expect(all > synchronous, "\(synchronous) cells at once, \(all) after the preparations")
        #expect(try scene.checkCellsMatchData())
        // Every live cell is measured: its frame has its real height.
        for cell in scene.list.liveNodes { #expect(cell.frame.height == (cell as? TestCell)?.height) }
    }

    @Test("a grid places columns with spacing and insets; a horizontal list runs left to right")
    func layouts() throws {
        let insets = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let grid = try ListScene(sections: [Array(0..<30)], layout: .grid(columns: 3, spacing: 5, insets: insets))
        // (320 − 20 − 10) / 3 = 96.67 wide.
        let width: CGFloat = (320 - 20 - 10) / 3
        #expect(try grid.list.frameForItem(at: IndexPath(item: 0, section: 0)) == CGRect(x: 10, y: 10, width: width, height: 50))
        #expect(try grid.list.frameForItem(at: IndexPath(item: 4, section: 0)) == CGRect(x: 10 + width + 5, y: 65, width: width, height: 50))
        let gridHeight: CGFloat = 10 + 10 * 50 + 9 * 5 + 10
        #expect(grid.list.contentSize.height == gridHeight)
        let row = try ListScene(sections: [Array(0..<30)], layout: .horizontalList(spacing: 4), height: { _ in 80 })
        // A horizontal list's cells measure their width; TestCell gives 100 for an open width.
        #expect(try row.list.frameForItem(at: IndexPath(item: 1, section: 0)) == CGRect(x: 104, y: 0, width: 100, height: 480))
    }

    @Test("a table's section headers stick to the top and are pushed away by the next section")
    func stickyHeaders() throws {
        let scene = try ListScene(sections: [Array(0..<10), Array(10..<20)], table: true, configure: { _, source in source.headerHeight = 30 })
        let header0 = try #require(scene.list.supplementaryNode(of: .header, inSection: 0))
        #expect(header0.frame.minY == 0)
        scene.list.contentOffset = CGPoint(x: 0, y: 200)
        #expect(header0.frame.minY == 200, "pinned")
        // Section 0 ends at 30 + 500 = 530: at offset 520 its header is pushed up to 500.
        scene.list.contentOffset = CGPoint(x: 0, y: 520)
        #expect(header0.frame.minY == 500)
        let header1 = try #require(scene.list.supplementaryNode(of: .header, inSection: 1))
        #expect(header1.frame.minY == 530)
        scene.list.contentOffset = CGPoint(x: 0, y: 600)
        #expect(header1.frame.minY == 600)
    }
}

/// Records its interface-state hooks.
final class RecordingStateNode: DisplayNode {
    var events: [String] = []
    override func didEnterPreloadState() { events.append("enterPreload") }
    override func didExitPreloadState() { events.append("exitPreload") }
    override func didEnterDisplayState() { events.append("enterDisplay") }
    override func didExitDisplayState() { events.append("exitDisplay") }
    override func didEnterVisibleState() { events.append("enterVisible") }
    override func didExitVisibleState() { events.append("exitVisible") }
    override func interfaceStateDidChange(_ newState: InterfaceState, from oldState: InterfaceState) { events.append("changed \(newState)") }
}

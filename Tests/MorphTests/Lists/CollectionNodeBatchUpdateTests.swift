import Foundation
@testable import Morph
import MorphTestSupport
import Testing

@Suite("Lists: batch updates animate inserts, deletes, moves and size changes")
@MainActor
struct CollectionNodeBatchUpdateTests {
    @Test("inserted, deleted and moved items end at the right index and frame; deleted cells fade out and leave")
    func insertDeleteMove() throws {
        let scene = try ListScene(sections: [Array(0..<20)])
        let movedCell = try #require(scene.list.nodeForItem(at: IndexPath(item: 5, section: 0)))
        let deletedCell = try #require(scene.list.nodeForItem(at: IndexPath(item: 1, section: 0)))
        // 0 100 2 3 4 6 7 5 8 … : delete 1, insert 100 at 1, move 5 to 7.
        scene.dataSource.sections[0] = [0, 100, 2, 3, 4, 6, 7, 5] + Array(8..<20)
        var completed: Bool?
        try scene.list.performBatchUpdates({
            scene.list.deleteItems(at: [IndexPath(item: 1, section: 0)])
            scene.list.insertItems(at: [IndexPath(item: 1, section: 0)])
            scene.list.moveItem(at: IndexPath(item: 5, section: 0), to: IndexPath(item: 7, section: 0))
        }, completion: { completed = $0 })
        // Midway: the deleted cell fades where it is, the moved one travels.
        scene.clock.advance(by: 0.1)
        #expect(deletedCell.supernode === scene.list)
        let midway = movedCell.presentation.frame.minY
        #expect(midway > 250 && midway < 350, "the moved cell is between 250 and 350 (\(midway))")
        let inserted = try #require(scene.list.nodeForItem(at: IndexPath(item: 1, section: 0)) as? TestCell)
        #expect(inserted.key == 100)
        #expect(inserted.presentation.alpha > 0 && inserted.presentation.alpha < 1)
        scene.settle()
        #expect(completed == true)
        #expect(deletedCell.supernode == nil, "the deleted cell left after its fade")
        #expect(movedCell.indexPath == IndexPath(item: 7, section: 0))
        #expect(movedCell.frame == CGRect(x: 0, y: 350, width: 320, height: 50))
        #expect(try scene.checkCellsMatchData())
        #expect(scene.cellSubnodes.count == scene.list.liveNodes.count)
    }

    @Test("random batches of inserts, deletes and moves keep every cell at its item", arguments: [1, 2, 3, 4, 5])
    func randomBatches(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        var next = 1_000
        let scene = try ListScene(sections: [Array(0..<60), Array(60..<90)])
        for _ in 0..<6 {
            var sections = scene.dataSource.sections
            var deleted: [IndexPath] = []
            var inserted: [IndexPath] = []
            var moves: [(IndexPath, IndexPath)] = []
            // Delete a few, then move a few, then insert a few; compute the final arrays as UIKit does.
            for section in sections.indices {
                let count = sections[section].count
                let deletions = Set((0..<3).map { _ in Int(random.next() % UInt64(count)) })
                deleted += deletions.map { IndexPath(item: $0, section: section) }
            }
            var remaining = sections.enumerated().map { section, keys in
                keys.enumerated().filter { !deleted.contains(IndexPath(item: $0.offset, section: section)) }.map { ($0.element, IndexPath(item: $0.offset, section: section)) }
            }
            // Move one item from section 0 to section 1 and one within section 1.
            let out = remaining[0].remove(at: Int(random.next() % UInt64(remaining[0].count)))
            let within = remaining[1].remove(at: Int(random.next() % UInt64(remaining[1].count)))
            remaining[1].insert(out, at: Int(random.next() % UInt64(remaining[1].count + 1)))
            remaining[1].insert(within, at: Int(random.next() % UInt64(remaining[1].count + 1)))
            var finals = remaining.map { $0.map { Optional($0) } }
            for section in finals.indices {
                for _ in 0..<2 {
                    finals[section].insert(nil, at: Int(random.next() % UInt64(finals[section].count + 1)))
                }
            }
            for section in finals.indices {
                for (index, entry) in finals[section].enumerated() {
                    if let (_, from) = entry {
                        if (from == out.1 || from == within.1) { moves.append((from, IndexPath(item: index, section: section))) }
                    } else {
                        inserted.append(IndexPath(item: index, section: section))
                    }
                }
            }
            sections = finals.map { $0.map { entry in
                if let entry { return entry.0 }
                next += 1
                return next
            } }
            scene.dataSource.sections = sections
            try scene.list.performBatchUpdates({
                scene.list.deleteItems(at: deleted)
                scene.list.insertItems(at: inserted)
                for (from, to) in moves { scene.list.moveItem(at: from, to: to) }
            })
            scene.settle()
            #expect(try scene.checkCellsMatchData())
            #expect(scene.cellSubnodes.count == scene.list.liveNodes.count, "no cell is left behind")
            #expect(scene.list.numberOfItems(inSection: 0) == sections[0].count)
        }
    }

    @Test("sections insert, delete and move")
    func sections() throws {
        let scene = try ListScene(sections: [[0, 1], [2, 3], [4, 5]])
        scene.dataSource.sections = [[4, 5], [10, 11], [0, 1]]
        try scene.list.performBatchUpdates({
            scene.list.deleteSections([1])
            scene.list.insertSections([1])
            scene.list.moveSection(2, toSection: 0)
        })
        scene.settle()
        #expect(scene.liveKeys == [4, 5, 10, 11, 0, 1])
        #expect(try scene.checkCellsMatchData())
    }

    @Test("a cell whose height changes animates it, and its neighbours move with it")
    func heightChange() throws {
        var tall: Set<Int> = []
        let scene = try ListScene(sections: [Array(0..<20)], height: { tall.contains($0) ? 150 : 50 })
        let cell = try #require(scene.list.nodeForItem(at: IndexPath(item: 2, section: 0)) as? TestCell)
        let below = try #require(scene.list.nodeForItem(at: IndexPath(item: 3, section: 0)))
        _ = cell
        tall.insert(2)
        scene.dataSource.height = { tall.contains($0) ? 150 : 50 }
        try scene.list.performBatchUpdates({ scene.list.reloadItems(at: [IndexPath(item: 2, section: 0)]) })
        scene.clock.advance(by: 0.1)
        let midway = below.presentation.frame.minY
        #expect(midway > 150 && midway < 250, "the neighbour moves down along (\(midway))")
        scene.settle()
        #expect(below.frame.minY == 250)
        #expect(scene.list.nodeForItem(at: IndexPath(item: 2, section: 0))?.frame.height == 150)
        #expect(try scene.checkCellsMatchData())
    }

    @Test("invalidateSize measures a cell again and animates its new height")
    func invalidateSize() throws {
        let scene = try ListScene(sections: [Array(0..<20)])
        let cell = try #require(scene.list.nodeForItem(at: IndexPath(item: 0, section: 0)))
        let growing = GrowingNode()
        try cell.addSubnode(growing)
        let below = try #require(scene.list.nodeForItem(at: IndexPath(item: 1, section: 0)))
        cell.layoutSpecBlock = { _, _ in StackLayoutSpec(direction: .vertical, children: [growing]) }
        cell.automaticallyManagesSubnodes = true
        growing.extra = 100
        cell.invalidateSize()
        scene.settle()
        #expect(cell.frame.height == 100)
        #expect(below.frame.minY == 100)
    }

    @Test("a custom animateListUpdate sees initial and final frames and completes the update")
    func customAnimation() throws {
        let scene = try ListScene(sections: [Array(0..<10)])
        let list = scene.list
        _ = list
        scene.dataSource.sections[0].insert(50, at: 0)
        // The default animates; not animated, everything lands at once.
        var done = false
        try scene.list.performBatchUpdates(animated: false, { scene.list.insertItems(at: [IndexPath(item: 0, section: 0)]) }, completion: { done = $0 })
        #expect(done)
        #expect(try scene.checkCellsMatchData())
        #expect(scene.list.nodeForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == 50)
    }
}

/// A leaf whose height grows when told.
final class GrowingNode: DisplayNode {
    nonisolated let extraInput = LayoutInput<CGFloat>(0)
    var extra: CGFloat {
        get { extraInput.value }
        set { extraInput.value = newValue }
    }
    override nonisolated func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        CGSize(width: 10, height: extraInput.value)
    }
}

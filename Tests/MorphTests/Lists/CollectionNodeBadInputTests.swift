import Foundation
@testable import Morph
import Testing

@Suite("Lists: bad input is a typed error and the list stays exactly as it was")
@MainActor
struct CollectionNodeBadInputTests {
    /// What a list shows, to compare before and after a refused update.
    struct Shown: Equatable {
        let counts: [Int]
        let cells: [String]
        let offset: CGPoint
    }

    func shown(_ scene: ListScene) -> Shown {
        Shown(
            counts: (0..<scene.list.numberOfSections).map { scene.list.numberOfItems(inSection: $0) },
            cells: scene.list.liveNodes.map { "\($0.name ?? "") \($0.indexPath!.listDescription) \($0.frame)" }.sorted(),
            offset: scene.list.contentOffset
        )
    }

    func expectRefused(_ expected: ListError, sections: [[Int]], _ update: (ListScene) -> Void) throws {
        let scene = try ListScene(sections: [[0, 1, 2], [3, 4]])
        let before = shown(scene)
        scene.dataSource.sections = sections
        #expect(throws: expected) {
            try scene.list.performBatchUpdates({ update(scene) })
        }
        #expect(shown(scene) == before, "nothing changed")
        #expect(scene.list.subnodes.count == before.cells.count)
    }

    @Test("a batch whose counts do not add up names the section and the counts")
    func countsDoNotAddUp() throws {
        try expectRefused(.itemCountMismatch(section: 0, before: 3, inserted: 1, deleted: 0, movedIn: 0, movedOut: 0, reported: 5), sections: [[0, 1, 2, 7, 8], [3, 4]]) {
            $0.list.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        try expectRefused(.sectionCountMismatch(before: 2, inserted: 1, deleted: 1, reported: 3), sections: [[0], [1], [2]]) {
            $0.list.insertSections([0])
            $0.list.deleteSections([1])
        }
    }

    @Test("an index path out of range")
    func outOfRange() throws {
        try expectRefused(.indexPathOutOfRange(IndexPath(item: 3, section: 0), operation: .delete, sectionCount: 2, itemCount: 3), sections: [[0, 1], [3, 4]]) {
            $0.list.deleteItems(at: [IndexPath(item: 3, section: 0)])
        }
        try expectRefused(.indexPathOutOfRange(IndexPath(item: 0, section: 5), operation: .insert, sectionCount: 2, itemCount: nil), sections: [[0, 1, 2, 9], [3, 4]]) {
            $0.list.insertItems(at: [IndexPath(item: 0, section: 5)])
        }
        try expectRefused(.duplicateIndexPath(IndexPath(item: 1, section: 0), operation: .moveSource), sections: [[0, 2], [3, 4]]) {
            $0.list.deleteItems(at: [IndexPath(item: 1, section: 0)])
            $0.list.moveItem(at: IndexPath(item: 1, section: 0), to: IndexPath(item: 0, section: 0))
        }
    }

    @Test("a data source whose counts changed without telling the list")
    func changedWithoutTelling() throws {
        try expectRefused(.dataSourceChangedWithoutUpdate(section: 1, known: 2, reported: 3), sections: [[0, 1, 2], [3, 4, 5]]) { _ in }
        // Found as well when the list makes a cell: reported, and the cell is not made.
        let scene = try ListScene(sections: [Array(0..<100)])
        scene.dataSource.sections[0] = Array(0..<50)
        scene.list.contentOffset = CGPoint(x: 0, y: 2_000)
        #expect(scene.errors.contains { ($0 as? ListError) == .dataSourceChangedWithoutUpdate(section: 0, known: 100, reported: 50) })
        #expect(scene.list.numberOfItems(inSection: 0) == 100)
    }

    @Test("a node block that returns the same node twice")
    func sameNodeTwice() throws {
        let shared = TestCell(key: 7, height: 50)
        let scene = try ListScene(sections: [Array(0..<5)], configure: { _, source in source.sharedNode = shared })
        #expect(scene.list.liveNodes.count == 1)
        #expect(scene.errors.contains { ($0 as? ListError) == .duplicateNode(IndexPath(item: 1, section: 0), existing: IndexPath(item: 0, section: 0)) })
    }

    @Test("a cell whose measured size is NaN or infinite is reported and not shown")
    func badCellSize() throws {
        let scene = try ListScene(sections: [Array(0..<5)], height: { $0 == 2 ? .nan : ($0 == 3 ? .infinity : 50) })
        let errors = scene.errors.compactMap { $0 as? ListError }
        for item in [2, 3] {
            #expect(errors.contains { error in
                switch error {
                case .invalidCellSize(IndexPath(item: item, section: 0), _, _), .cellMeasurementFailed(IndexPath(item: item, section: 0), _): true
                default: false
                }
            }, "item \(item): \(errors)")
        }
        #expect(scene.list.nodeForItem(at: IndexPath(item: 2, section: 0)) == nil)
        #expect(scene.list.nodeForItem(at: IndexPath(item: 3, section: 0)) == nil)
        #expect(scene.list.contentSize.height.isFinite)
        for cell in scene.list.liveNodes { #expect(cell.frame.minY.isFinite && cell.frame.height.isFinite) }
    }

    @Test("scrollToItem with an invalid index path throws and nothing moves")
    func scrollToInvalid() throws {
        let scene = try ListScene(sections: [Array(0..<50)])
        scene.list.contentOffset = CGPoint(x: 0, y: 100)
        #expect(throws: ListError.indexPathOutOfRange(IndexPath(item: 50, section: 0), operation: .scroll, sectionCount: 1, itemCount: 50)) {
            try scene.list.scrollToItem(at: IndexPath(item: 50, section: 0), position: .start, animated: false)
        }
        #expect(throws: ListError.indexPathOutOfRange(IndexPath(item: 0, section: 1), operation: .scroll, sectionCount: 1, itemCount: nil)) {
            try scene.list.scrollToItem(at: IndexPath(item: 0, section: 1), position: .start, animated: true)
        }
        #expect(scene.list.contentOffset.y == 100)
    }

    @Test("duplicate keys in a snapshot, and items for a missing section")
    func duplicateKeys() throws {
        let scene = try ListScene(sections: [[]])
        let source = ListDataSource<String, Int>(collectionNode: scene.list) { _, _, key in { TestCell(key: key, height: 40) } }
        var snapshot = ListSnapshot<String, Int>()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2], toSection: "a")
        snapshot.appendItems([3], toSection: "b")
        try source.apply(snapshot, animatingDifferences: false)
        let before = scene.liveKeys
        var bad = snapshot
        bad.appendItems([2], toSection: "b")
        #expect(throws: ListError.duplicateKey("2", firstSection: 0, secondSection: 1)) { try source.apply(bad) }
        var badSections = snapshot
        badSections.appendSections(["a"])
        #expect(throws: ListError.duplicateKey("a", firstSection: -1, secondSection: -1)) { try source.apply(badSections) }
        var missing = snapshot
        missing.appendItems([9], toSection: "z")
        #expect(throws: ListError.unknownSection("z")) { try source.apply(missing) }
        #expect(scene.liveKeys == before)
        #expect(source.snapshot.itemIdentifiers == [1, 2, 3])
    }

    @Test("errors describe themselves with the section and counts")
    func descriptions() {
        let error = ListError.itemCountMismatch(section: 2, before: 10, inserted: 1, deleted: 3, movedIn: 0, movedOut: 0, reported: 9)
        #expect(error.description == "section 2: 10 items before the update + 1 inserted − 3 deleted + 0 moved in − 0 moved out = 8, but the data source reports 9")
    }
}

import Foundation
@testable import Morph

/// A cell of a fixed height that knows its item's key.
final class TestCell: CellNode {
    let key: Int
    let height: CGFloat

    nonisolated init(key: Int, height: CGFloat) {
        self.key = key
        self.height = height
        super.init(name: "item \(key)")
    }

    override nonisolated func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        CGSize(width: constrainedSize.width.isFinite ? constrainedSize.width : 100, height: height)
    }
}

/// A data source of integer keys per section; each key's height comes from `height`.
@MainActor
final class TestDataSource: CollectionNodeDataSource {
    var sections: [[Int]]
    var height: (Int) -> CGFloat
    var headerHeight: CGFloat?
    var blocksMade = 0
    /// Makes every block return this node when set (the duplicate-node case).
    var sharedNode: CellNode?

    init(sections: [[Int]], height: @escaping (Int) -> CGFloat = { _ in 50 }) {
        self.sections = sections
        self.height = height
    }

    func numberOfSections(in collectionNode: CollectionNode) -> Int { sections.count }
    func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int { sections[section].count }
    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> CellNodeBlock {
        blocksMade += 1
        if let sharedNode { return { sharedNode } }
        let key = sections[indexPath.section][indexPath.item]
        let height = height(key)
        return { TestCell(key: key, height: height) }
    }
    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForSupplementaryElementOf kind: SupplementaryKind, inSection section: Int) -> CellNodeBlock? {
        guard kind == .header, let headerHeight else { return nil }
        return { TestCell(key: -1 - section, height: headerHeight) }
    }
}

/// Records a list's delegate calls.
@MainActor
final class TestListDelegate: CollectionNodeDelegate {
    var selected: [IndexPath] = []
    var deselected: [IndexPath] = []
    var displayed: [Int] = []
    var endedDisplaying: [Int] = []
    var fetches: [BatchContext] = []
    var fetchEnabled = false

    func collectionNode(_ collectionNode: CollectionNode, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
    func collectionNode(_ collectionNode: CollectionNode, didDeselectItemAt indexPath: IndexPath) { deselected.append(indexPath) }
    func collectionNode(_ collectionNode: CollectionNode, willDisplayItemWith node: CellNode) { displayed.append((node as? TestCell)?.key ?? -1) }
    func collectionNode(_ collectionNode: CollectionNode, didEndDisplayingItemWith node: CellNode) { endedDisplaying.append((node as? TestCell)?.key ?? -1) }
    func shouldBatchFetch(for collectionNode: CollectionNode) -> Bool { fetchEnabled }
    func collectionNode(_ collectionNode: CollectionNode, willBeginBatchFetchWith context: BatchContext) { fetches.append(context) }
}

/// A 320×480 root holding a full-size list on a manual clock.
@MainActor
final class ListScene {
    let clock = ManualClock()
    let animator: Animator
    let root: DisplayNode
    let list: CollectionNode
    let dataSource: TestDataSource
    let delegate = TestListDelegate()
    let input: InputDispatcher
    var errors: [any Error] = []

    init(
        sections: [[Int]], layout: CollectionLayout = .verticalList(), table: Bool = false, asynchronous: Bool = false,
        size: CGSize = CGSize(width: 320, height: 480), height: @escaping (Int) -> CGFloat = { _ in 50 },
        configure: (CollectionNode, TestDataSource) -> Void = { _, _ in }
    ) throws {
        animator = Animator(clock: clock)
        dataSource = TestDataSource(sections: sections, height: height)
        let animator = animator
        (root, list) = try DisplayNode.withAnimator(animator) {
            let root = DisplayNode(name: "root")
            let list = table ? TableNode(name: "list") : CollectionNode(layout: layout, name: "list")
            root.frame = CGRect(origin: .zero, size: size)
            list.frame = CGRect(origin: .zero, size: size)
            try root.addSubnode(list)
            return (root, list)
        }
        input = InputDispatcher(root: root)
        list.preparesCellsAsynchronously = asynchronous
        list.errorHandler = { [unowned self] error in errors.append(error) }
        list.collectionDelegate = delegate
        configure(list, dataSource)
        list.dataSource = dataSource
        try root.layoutIfNeeded()
    }

    /// The keys of the live cells, in index-path order.
    var liveKeys: [Int] {
        list.liveNodes.sorted { $0.indexPath! < $1.indexPath! }.compactMap { ($0 as? TestCell)?.key }
    }

    /// The keys of the visible cells, in order.
    var visibleKeys: [Int] {
        list.visibleNodes.compactMap { ($0 as? TestCell)?.key }
    }

    /// The list's cell subnodes that are item cells (live or fading out).
    var cellSubnodes: [TestCell] {
        list.subnodes.compactMap { $0 as? TestCell }.filter { $0.key >= 0 }
    }

    /// Runs the clock until nothing animates.
    func settle(limit: TimeInterval = 10) {
        let end = clock.now + limit
        while (list.hasAnimationsInSubtree || animator.tickObserverCount > 0), clock.now < end {
            clock.advance(by: 1 / 60)
        }
    }

    func pointer(_ phase: PointerEvent.Phase, _ x: CGFloat, _ y: CGFloat) {
        input.dispatch(.pointer(PointerEvent(phase, at: CGPoint(x: x, y: y), timestamp: clock.now)))
    }

    func key(_ key: KeyEvent.Key) {
        input.dispatch(.key(KeyEvent(.down, key, timestamp: clock.now)))
        input.dispatch(.key(KeyEvent(.up, key, timestamp: clock.now)))
    }

    /// Checks that every live cell sits at its item's frame and shows its item's key.
    func checkCellsMatchData() throws -> Bool {
        for cell in list.liveNodes {
            guard let indexPath = cell.indexPath, let cell = cell as? TestCell else { return false }
            guard dataSource.sections[indexPath.section][indexPath.item] == cell.key else { return false }
            guard cell.frame == (try list.frameForItem(at: indexPath)) else { return false }
        }
        return true
    }
}

import Foundation
@testable import Morph
import Testing

/// A 50-point row showing "Item N" in a text node.
private final class RowCell: CellNode {
    let title: TextNode

    nonisolated init(key: Int) {
        title = TextNode("Item \(key)")
        super.init(name: "row \(key)")
        automaticallyManagesSubnodes = true
    }

    override nonisolated func layoutSpecThatFits(_ constrainedSize: SizeRange) -> (any LayoutElement)? {
        InsetLayoutSpec(insets: EdgeInsets(top: 10, left: 16, bottom: 10, right: 16), child: title)
    }

    override nonisolated func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        CGSize(width: constrainedSize.width.isFinite ? constrainedSize.width : 100, height: 50)
    }
}

/// Sections of rows, with a "Section N" header each when `headers`.
@MainActor
private final class RowSource: CollectionNodeDataSource {
    let counts: [Int]
    let headers: Bool

    init(counts: [Int], headers: Bool) {
        self.counts = counts
        self.headers = headers
    }

    func numberOfSections(in collectionNode: CollectionNode) -> Int { counts.count }
    func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> CellNodeBlock {
        let key = indexPath.section * 1000 + indexPath.item
        return { RowCell(key: key) }
    }
    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForSupplementaryElementOf kind: SupplementaryKind, inSection section: Int) -> CellNodeBlock? {
        guard headers, kind == .header else { return nil }
        return {
            let cell = RowCell(key: section)
            cell.title.string = "Section \(section)"
            return cell
        }
    }
}

/// A list to assistive technology: a list (holding the scroll pane's actions) of its live cells,
/// each a list item with its index path, place and the list's count; the selection through the
/// selection container; headers as headings.
@Suite("Lists in the semantics tree")
@MainActor
struct ListSemanticsTests {
    /// A 320×480 root holding a full-size list of `counts` rows on a manual clock.
    @MainActor
    final class Scene {
        let clock = ManualClock()
        let root: DisplayNode
        let list: CollectionNode
        let delegate = TestListDelegate()
        fileprivate let source: RowSource

        init(counts: [Int], table: Bool = false, headers: Bool = false) throws {
            let animator = Animator(clock: clock)
            source = RowSource(counts: counts, headers: headers)
            (root, list) = try DisplayNode.withAnimator(animator) {
                let root = DisplayNode(name: "root")
                let list = table ? TableNode(name: "list") : CollectionNode(layout: .verticalList(), name: "list")
                root.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
                list.frame = root.frame
                try root.addSubnode(list)
                return (root, list)
            }
            list.preparesCellsAsynchronously = false
            list.collectionDelegate = delegate
            list.accessibilityLabel = "Inbox"
            list.dataSource = source
            try root.layoutIfNeeded()
        }

        /// Runs the clock for `seconds`, laying out each frame.
        func settle(_ seconds: TimeInterval = 2) throws {
            let end = clock.now + seconds
            while clock.now < end {
                clock.advance(by: 1 / 60)
                try root.layoutIfNeeded()
            }
        }
    }

    @Test("a list is a named list of its live cells with the scroll actions and the total count; each cell an item with its index and place")
    func listAndItems() throws {
        let scene = try Scene(counts: [200])
        let tree = scene.root.semanticsTree()
        let list = try #require(tree.nodes.first)
        #expect(list.role == .list && list.name == "Inbox")
        #expect(list.itemCount == 200)
        #expect(list.actions == [.scroll(.up), .scroll(.down)])
        #expect(list.selectionMode == .single)
        let items = tree.childIndices(of: 0).map { tree.nodes[$0] }
        #expect(items.allSatisfy { $0.role == .listItem })
        #expect(items.count == scene.list.liveNodes.count, "only the cells of the ranges")
        #expect(items.count > 9 && items.count < 200)
        let first = try #require(items.first)
        #expect(first.listItem == SemanticsListItem(indexPath: IndexPath(item: 0, section: 0), position: 0, count: 200))
        #expect(first.isSelectable && !first.isSelected && !first.isOffscreen)
        let text = tree.nodes[try #require(tree.childIndices(of: tree.index(of: first.id)!).first)]
        #expect(text.role == .staticText && text.name == "Item 0", "the cell's content is read under it")
        let last = try #require(items.last)
        #expect(last.isOffscreen, "the preloaded cells below the viewport are there, off screen")
        #expect(last.listItem?.position == items.count - 1)
        #expect(tree.description.contains("list \"Inbox\" selection=single items=200 frame=(0, 0, 320, 480)"))
        #expect(tree.description.contains("listItem index=0.0 (1 of 200) frame=(0, 0, 320, 40) selectable"))
    }

    @Test("selection: the selected trait and state follow the list; selecting through the tree selects as a tap does")
    func selection() throws {
        let scene = try Scene(counts: [50])
        try scene.list.selectItem(at: IndexPath(item: 2, section: 0))
        var tree = scene.root.semanticsTree()
        let selected = tree.nodes.filter(\.isSelected)
        #expect(selected.map(\.listItem?.indexPath) == [IndexPath(item: 2, section: 0)])
        #expect(selected.first?.traits.contains(.selected) == true)
        let third = try #require(scene.list.nodeForItem(at: IndexPath(item: 3, section: 0)))
        let owner = SemanticsOwner(root: scene.root)
        #expect(owner.perform(.setSelected(third.layerID, true)))
        #expect(scene.list.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)], "single selection: the other is deselected")
        #expect(scene.delegate.selected == [IndexPath(item: 3, section: 0)])
        #expect(scene.delegate.deselected == [IndexPath(item: 2, section: 0)])
        tree = scene.root.semanticsTree()
        #expect(tree.nodes.filter(\.isSelected).map(\.listItem?.indexPath) == [IndexPath(item: 3, section: 0)])
        #expect(owner.perform(.setSelected(third.layerID, false)))
        #expect(scene.list.indexPathsForSelectedItems.isEmpty)
        #expect(scene.delegate.deselected.last == IndexPath(item: 3, section: 0))
        scene.list.allowsMultipleSelection = true
        #expect(scene.root.semanticsTree().nodes.first?.selectionMode == .multiple)
        scene.list.allowsSelection = false
        #expect(!owner.perform(.setSelected(third.layerID, true)))
        #expect(scene.root.semanticsTree().nodes.allSatisfy { !$0.isSelectable })
    }

    @Test("a table's section headers are headings named by their content and cannot be selected; places count across sections")
    func tableSections() throws {
        let scene = try Scene(counts: [3, 4], table: true, headers: true)
        let tree = scene.root.semanticsTree()
        #expect(tree.nodes.first?.role == .list)
        #expect(tree.nodes.first?.itemCount == 7)
        let headings = tree.nodes(withRole: .heading)
        #expect(headings.map(\.name) == ["Section 0", "Section 1"])
        #expect(headings.allSatisfy { !$0.isSelectable && $0.listItem == nil })
        let items = tree.nodes(withRole: .listItem)
        #expect(items.map { $0.listItem!.position } == Array(0..<7))
        #expect(items[3].listItem?.indexPath == IndexPath(item: 0, section: 1))
        #expect(tree.description.contains("heading \"Section 1\""))
    }

    @Test("scrolling the last exposed cell into view (AT-SPI ScrollTo, as Orca does on reaching it) and the list brings the next cells into the tree; so does a page scroll")
    func readingOnBringsNextCells() throws {
        let scene = try Scene(counts: [300])
        let owner = SemanticsOwner(root: scene.root)
        var tree = scene.root.semanticsTree()
        let lastBefore = try #require(tree.nodes(withRole: .listItem).last)
        let lastPosition = try #require(lastBefore.listItem?.position)
        #expect(owner.perform(.scrollIntoView(lastBefore.id, .anywhere)))
        try scene.settle()
        tree = scene.root.semanticsTree()
        let focused = tree.nodes[try #require(tree.index(of: lastBefore.id))]
        #expect(!focused.isOffscreen, "scrolled into view")
        let positions = tree.nodes(withRole: .listItem).compactMap(\.listItem?.position)
        #expect(positions.max()! > lastPosition, "cells after it came in")
        #expect(!positions.contains(0), "cells far above left")
        let listID = try #require(tree.nodes.first?.id)
        let maxBefore = positions.max()!
        #expect(owner.perform(.scroll(listID, .next)))
        try scene.settle()
        let after = scene.root.semanticsTree().nodes(withRole: .listItem).compactMap(\.listItem?.position)
        #expect(after.max()! > maxBefore)
        #expect(scene.root.semanticsTree().nodes.first?.itemCount == 300)
    }
}

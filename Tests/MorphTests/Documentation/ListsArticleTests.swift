import Foundation
@testable import Morph
import Testing

// The Swift blocks of the "Lists" article (Morph.docc/Lists.md), compiled and run.

final class NameCell: CellNode {
    let label: TextNode

    nonisolated init(_ name: String) {
        label = TextNode(name)
        super.init(name: name)
        automaticallyManagesSubnodes = true
    }

    override nonisolated func layoutSpecThatFits(_ constrainedSize: SizeRange) -> (any LayoutElement)? {
        InsetLayoutSpec(insets: EdgeInsets(top: 12, left: 16, bottom: 12, right: 16), child: label)
    }
}

final class Contacts: CollectionNodeDataSource {
    var names = ["Ada", "Grace", "Edsger"]

    func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int {
        names.count
    }

    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> CellNodeBlock {
        let name = names[indexPath.item]
        return { NameCell(name) }
    }
}

final class SlidingList: CollectionNode {
    override func animateListUpdate(_ context: ListUpdateContext) {
        for node in context.insertedNodes {
            guard let final = context.finalFrame(for: node) else { continue }
            node.frame = final.offsetBy(dx: -final.width, dy: 0)
        }
        withAnimation(context.defaultAnimation, {
            for node in context.insertedNodes + context.keptNodes {
                if let final = context.finalFrame(for: node) { node.frame = final }
            }
            for node in context.removedNodes { node.alpha = 0 }
        }, completion: { _ in context.completeUpdate() })
    }
}

final class Feed: CollectionNodeDelegate {
    var hasMore = true

    func shouldBatchFetch(for collectionNode: CollectionNode) -> Bool {
        hasMore
    }

    func collectionNode(_ collectionNode: CollectionNode, willBeginBatchFetchWith context: BatchContext) {
        // Load the next page, insert it with performBatchUpdates, then:
        context.completeBatchFetching(true)
    }
}

@Suite("Lists article")
@MainActor
struct ListsArticleTests {
    @Test("a data source of names, a batch update and a custom insertion animation")
    func dataSourceAndUpdate() throws {
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        let list = DisplayNode.withAnimator(animator) { SlidingList(name: "contacts") }
        let contacts = Contacts()
        list.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        list.dataSource = contacts
        list.setTuningParameters(RangeTuningParameters(leadingBufferScreenfuls: 4, trailingBufferScreenfuls: 1), for: .preload)
        #expect(list.liveNodes.count == 3)
        contacts.names.insert("Barbara", at: 0)
        try list.performBatchUpdates({
            list.insertItems(at: [IndexPath(item: 0, section: 0)])
        })
        let barbara = try #require(list.nodeForItem(at: IndexPath(item: 0, section: 0)))
        #expect(barbara.name == "Barbara")
        #expect(barbara.frame.minX == 0, "the model frame is the final one")
        clock.advance(by: 0.1)
        #expect(barbara.presentation.frame.minX < 0, "sliding in from the left")
        clock.advance(by: 1)
        #expect(list.nodeForItem(at: IndexPath(item: 1, section: 0))?.name == "Ada")
        #expect(list.tuningParameters(for: .preload).leadingBufferScreenfuls == 4)
    }

    @Test("a snapshot of names and a feed delegate")
    func snapshotAndFeed() throws {
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        let list = DisplayNode.withAnimator(animator) { CollectionNode(name: "people") }
        list.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        let dataSource = ListDataSource<String, String>(collectionNode: list) { _, _, name in
            { NameCell(name) }
        }
        var snapshot = ListSnapshot<String, String>()
        snapshot.appendSections(["people"])
        snapshot.appendItems(["Ada", "Grace", "Edsger"])
        try dataSource.apply(snapshot, animatingDifferences: true)
        #expect(list.liveNodes.compactMap(\.name).sorted() == ["Ada", "Edsger", "Grace"])
        let feed = Feed()
        list.collectionDelegate = feed
        #expect(feed.shouldBatchFetch(for: list))
    }
}

import Foundation
import Morph
import Testing

// The code of the "Nodes and layout passes" article, compiled and run.

/// A card: a title over a photo, inside insets; its subnodes follow its layout.
final class CardNode: DisplayNode {
    let showsPhoto = LayoutInput(true)
    let title = TextNode("Morning walk")
    let photo = ImageNode(size: CGSize(width: 120, height: 80), fillColor: .red)

    init() {
        super.init(name: "card")
        automaticallyManagesSubnodes = true
    }

    override nonisolated func layoutSpecThatFits(_ constrainedSize: SizeRange) -> any LayoutElement {
        let children: [any LayoutElement] = showsPhoto.value ? [title, photo] : [title]
        let stack = StackLayoutSpec(direction: .vertical, spacing: 8, alignItems: .start, children: children)
        return InsetLayoutSpec(insets: EdgeInsets(all: 10), child: stack)
    }
}

@Suite("Nodes article")
@MainActor
struct NodesArticleTests {
    @Test("a layout pass sets the frames and the subnodes follow the layout")
    func layoutPass() throws {
        let card = CardNode()
        card.frame = CGRect(x: 0, y: 0, width: 200, height: 150)
        try card.layoutIfNeeded()
        // The subnodes are the layout's nodes, in layout order.
        #expect(card.subnodes == [card.title, card.photo])
        #expect(card.photo.frame.origin.x == 10)

        card.showsPhoto.value = false      // a @LayoutInput calls setNeedsLayout()
        try card.layoutIfNeeded()
        #expect(card.subnodes == [card.title])
    }

    @Test("measuring caches the layout for the same range")
    func measuring() throws {
        let card = CardNode()
        let range = try SizeRange(min: .zero, max: CGSize(width: 200, height: 400))
        let layout = try card.layoutThatFits(range)
        print(layout.size, card.calculatedSize)
        #expect(layout.size == card.calculatedSize)
        #expect(card.constrainedSizeForCalculatedLayout == range)
    }
}

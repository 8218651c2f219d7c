// The code of the "Nodes and layout passes" article, compiled and run. The file imports nothing
// but Testing and Morph, as the article's snippets do: Morph re-exports what they need.
import Testing
import Morph

final class CardNode: DisplayNode {
    let showsPhoto = LayoutInput(true)
    let title = TextNode("Morning walk")
    let photo = ImageNode(size: CGSize(width: 120, height: 80), fillColor: .red)

    init() {
        super.init(name: "card")
        automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> any LayoutElement {
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

        card.showsPhoto.value = false   // the card's layout read it: its layout is stale now
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

    @Test("a layout input read during a measurement off the main actor invalidates the node when it changes")
    func inputsReadOffTheMainActor() async throws {
        let card = CardNode()
        let range = try SizeRange(min: .zero, max: CGSize(width: 200, height: 400))
        let measured = try await Task.detached { try card.layoutThatFits(range).size }.value
        let version = card.layoutVersion
        card.showsPhoto.value = false
        #expect(card.layoutVersion > version)
        #expect(try card.layoutThatFits(range).size.height < measured.height)
        // Setting the value it already has changes nothing.
        let unchanged = card.layoutVersion
        card.showsPhoto.value = false
        #expect(card.layoutVersion == unchanged)
    }
}

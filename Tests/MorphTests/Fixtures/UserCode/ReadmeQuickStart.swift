import Morph

final class CardNode: DisplayNode {
    let isExpanded = LayoutInput(false)
    let title = TextNode("Morning walk")
    let details = TextNode("Eight kilometres along the river")

    override init(name: String? = nil, animator: Animator? = nil) {
        super.init(name: name, animator: animator)
        automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> any LayoutElement {
        let children = isExpanded.value ? [title, details] : [title]
        let stack = StackLayoutSpec(direction: .vertical, spacing: 8, alignItems: .start, children: children)
        return InsetLayoutSpec(insets: EdgeInsets(all: 16), child: stack)
    }
}

@MainActor
func showCard() throws {
    let card = CardNode(name: "card")
    card.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
    try card.layoutIfNeeded()
    card.isExpanded.value = true
    try card.transitionLayout(animated: true)   // the details fade in, the card grows
    for node in card.subnodes {
        print("\(node.debugName): \(node.frame)")
    }
}

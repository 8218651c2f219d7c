// Changing the tree from a layout spec: refused by the compiler. Expected: "call to main
// actor-isolated instance method 'addSubnode' in a synchronous nonisolated context".
import Morph

final class MeddlingNode: DisplayNode {
    let extra = DisplayNode()

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> any LayoutElement {
        try? addSubnode(extra)
        return LayoutSpec()
    }
}

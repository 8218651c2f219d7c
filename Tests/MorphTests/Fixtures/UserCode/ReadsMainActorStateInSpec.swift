// Reading the subclass's own `var` in a layout spec: refused by the compiler. Expected: "main
// actor-isolated property 'count' can not be referenced from a nonisolated context". The fix is
// a LayoutInput.
import Morph

final class BadgeNode: DisplayNode {
    var count = 0   // main-actor state

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> any LayoutElement {
        // error: main actor-isolated property 'count' can not be referenced from a nonisolated context
        count > 0 ? LayoutSpec() : LayoutSpec()
    }
}

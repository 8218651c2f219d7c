// Reading a view property in a layout spec: refused by the compiler (the spec may run off the
// main actor). Expected: "main actor-isolated property 'alpha' can not be referenced from a
// nonisolated context".
import Morph

final class FadingNode: DisplayNode {
    let child = DisplayNode()

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> any LayoutElement {
        alpha > 0.5 ? WrapperLayoutSpec(child) : LayoutSpec()
    }
}

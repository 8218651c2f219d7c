import Foundation

/// The host node of Texture's snapshot harness: a node without a style of its own whose
/// content is the case's spec (its `layoutSpecThatFits:` returns it), mirrored in a right-to-left
/// direction as a Texture node with a right-to-left `semanticContentAttribute` mirrors it.
final class TextureCaseHost: LayoutNode, Sendable {
    let content: any LayoutElement
    let layoutDirection: LayoutDirection

    init(content: any LayoutElement, layoutDirection: LayoutDirection = .leftToRight) {
        self.content = content
        self.layoutDirection = layoutDirection
    }

    var style: LayoutStyle {
        LayoutStyle()
    }

    var debugName: String {
        "host"
    }

    func calculateLayoutThatFits(_ constrainedSize: SizeRange, context: LayoutContext) throws(LayoutError) -> Layout {
        try calculateLayout(hosting: content, constrainedSize: constrainedSize, context: context, layoutDirection: layoutDirection)
    }
}

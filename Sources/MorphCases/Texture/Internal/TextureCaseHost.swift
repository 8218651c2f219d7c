import Foundation

/// The host node of Texture's snapshot harness: a node without a style of its own whose
/// content is the case's spec (its `layoutSpecThatFits:` returns it).
final class TextureCaseHost: LayoutNode, Sendable {
    let content: any LayoutElement

    init(content: any LayoutElement) {
        self.content = content
    }

    var style: LayoutStyle {
        LayoutStyle()
    }

    var debugName: String {
        "host"
    }

    func calculateLayoutThatFits(_ constrainedSize: SizeRange, context: LayoutContext) throws(LayoutError) -> Layout {
        try calculateLayout(hosting: content, constrainedSize: constrainedSize, context: context)
    }
}

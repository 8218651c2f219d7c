import Foundation

/// The leaf of an ``EditableTextNode`` that draws its text (or its placeholder) as `.text`
/// content, in front of the selection highlights and behind the caret.
final class EditableTextContentNode: DisplayNode {
    /// What the node draws; the text node sets it whenever the text, the placeholder or the
    /// colours change.
    var content: PresentationContent?

    /// The text node's current text.
    override func presentationContent(at time: TimeInterval?) -> PresentationContent? {
        content
    }
}

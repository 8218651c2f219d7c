import Foundation

extension TextEditingState {
    /// Shows `marked` as the text being composed, in place of the selection, with the input
    /// method's cursor `cursor` clusters into it (clamped); it replaces the previous composition.
    /// An empty `marked` ends the composition without inserting anything.
    ///
    /// - Complexity: O(m) in the marked text's length.
    public mutating func setMarkedText(_ marked: String, cursor: Int) {
        guard !marked.isEmpty else {
            cancelComposition()
            return
        }
        markedText = marked
        markedCursor = min(max(cursor, 0), marked.count)
    }

    /// Ends the composition and replaces the selection with `committed` (the input method's final
    /// text, or typed text); the caret ends after it.
    ///
    /// - Complexity: O(n) in the text's length.
    public mutating func commit(_ committed: String) {
        replaceSelection(with: committed)
    }

    /// Drops the text being composed (Escape); the selection shows again, unchanged.
    public mutating func cancelComposition() {
        markedText = nil
        markedCursor = 0
    }

    /// Applies an input method event: a commit replaces the selection and ends the composition;
    /// a composition replaces the marked text.
    public mutating func apply(_ event: TextInputEvent) {
        switch event {
        case .commit(let committed): commit(committed)
        case let .composition(text, cursor): setMarkedText(text, cursor: cursor)
        }
    }
}

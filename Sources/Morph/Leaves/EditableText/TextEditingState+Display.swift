import Foundation

extension TextEditingState {
    /// What a text field shows for a state: the text with the composition in place of the
    /// selection, and where the marked text, the caret and the selection are in it.
    public struct Display: Hashable, Sendable {
        /// The text shown: ``TextEditingState/text``, with the marked text in place of the
        /// selection while composing.
        public var text: String
        /// The marked text's clusters in ``text`` (to underline), or nil when not composing.
        public var markedRange: Range<Int>?
        /// Where the caret is drawn in ``text``: the selection's head, or the input method's cursor
        /// inside the marked text.
        public var caret: Int
        /// The selection to highlight in ``text`` (empty while composing).
        public var selection: Range<Int>
    }

    /// What a text field shows now (see ``Display``).
    ///
    /// - Complexity: O(1) when not composing; O(n) in the text's length while composing (the
    ///   marked text can join clusters with its neighbours, so they are counted again).
    public var display: Display {
        guard let markedText else {
            return Display(text: text, markedRange: nil, caret: selectionHead, selection: selection)
        }
        let bounds = stringRange(selection)
        let prefixLength = text.utf8.distance(from: text.startIndex, to: bounds.lowerBound)
        var shown = String()
        shown += text[..<bounds.lowerBound]
        shown += markedText
        shown += text[bounds.upperBound...]
        let cursorIndex = markedText.index(markedText.startIndex, offsetBy: markedCursor)
        let cursorLength = markedText.utf8.distance(from: markedText.startIndex, to: cursorIndex)
        let lower = Self.clusterIndex(ofUTF8Offset: prefixLength, in: shown, roundingUp: false).index
        let upper = Self.clusterIndex(ofUTF8Offset: prefixLength + markedText.utf8.count, in: shown, roundingUp: true).index
        let caret = Self.clusterIndex(ofUTF8Offset: prefixLength + cursorLength, in: shown, roundingUp: true).index
        return Display(text: shown, markedRange: lower..<max(lower, upper), caret: caret, selection: caret..<caret)
    }
}

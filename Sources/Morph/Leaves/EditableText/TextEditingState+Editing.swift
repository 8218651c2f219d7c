import Foundation

extension TextEditingState {
    /// Replaces the selection with `string` (typing, pasting): the caret ends after it. Ends any
    /// composition.
    ///
    /// - Complexity: O(n) in the text's length.
    public mutating func replaceSelection(with string: String) {
        replace(selection, with: string)
    }

    /// Replaces the characters of `range` (clamped) with `string`; the selection becomes a caret
    /// after the inserted text (see the type's discussion for edits that join clusters). Ends any
    /// composition.
    ///
    /// - Complexity: O(n) in the text's length.
    public mutating func replace(_ range: Range<Int>, with string: String) {
        let bounds = stringRange(range)
        let prefixLength = text.utf8.distance(from: text.startIndex, to: bounds.lowerBound)
        var edited = String()
        edited.reserveCapacity(text.utf8.count - text.utf8.distance(from: bounds.lowerBound, to: bounds.upperBound) + string.utf8.count)
        edited += text[..<bounds.lowerBound]
        edited += string
        edited += text[bounds.upperBound...]
        let (caret, count) = Self.clusterIndex(ofUTF8Offset: prefixLength + string.utf8.count, in: edited, roundingUp: !string.isEmpty)
        text = edited
        characterCount = count
        selectionAnchor = caret
        selectionHead = caret
        markedText = nil
        markedCursor = 0
    }

    /// Replaces the whole text, with a caret at its end; ends any composition.
    ///
    /// - Complexity: O(n) in the text's length.
    public mutating func setText(_ newText: String) {
        self = TextEditingState(newText)
    }

    /// What Backspace deletes: the selection, or the cluster before the caret; nil at the start
    /// of the text.
    public var rangeForDeletingBackward: Range<Int>? {
        if !hasCaret { return selection }
        return selectionHead > 0 ? (selectionHead - 1)..<selectionHead : nil
    }

    /// What Delete deletes: the selection, or the cluster after the caret; nil at the end of the
    /// text.
    public var rangeForDeletingForward: Range<Int>? {
        if !hasCaret { return selection }
        return selectionHead < characterCount ? selectionHead..<(selectionHead + 1) : nil
    }

    /// Deletes the selection, or the grapheme cluster before the caret (Backspace); returns
    /// whether the text changed. Ends any composition.
    ///
    /// - Complexity: O(n) in the text's length.
    @discardableResult
    public mutating func deleteBackward() -> Bool {
        markedText = nil
        markedCursor = 0
        guard let range = rangeForDeletingBackward, !range.isEmpty else { return false }
        replace(range, with: "")
        return true
    }

    /// Deletes the selection, or the grapheme cluster after the caret (Delete); returns whether
    /// the text changed. Ends any composition.
    ///
    /// - Complexity: O(n) in the text's length.
    @discardableResult
    public mutating func deleteForward() -> Bool {
        markedText = nil
        markedCursor = 0
        guard let range = rangeForDeletingForward, !range.isEmpty else { return false }
        replace(range, with: "")
        return true
    }

    /// The index of the grapheme cluster of `string` at a UTF-8 offset, and the number of
    /// clusters. An offset inside a cluster gives the cluster after it (`roundingUp`) or the one it
    /// is in; an offset at or past the end gives the count.
    ///
    /// - Complexity: O(n) in the string's length.
    static func clusterIndex(ofUTF8Offset offset: Int, in string: String, roundingUp: Bool) -> (index: Int, count: Int) {
        var count = 0
        var found: Int?
        var start = 0
        for character in string {
            if found == nil {
                if start == offset {
                    found = count
                } else if start > offset {
                    found = roundingUp ? count : max(count - 1, 0)
                }
            }
            count += 1
            start += character.utf8.count
        }
        if let found { return (found, count) }
        return (offset >= string.utf8.count || roundingUp ? count : max(count - 1, 0), count)
    }
}

import Foundation

/// What a text field holds while it is edited: the text, the selection and the text an input
/// method is composing — a value, so editing can be tested (and reused) without a node.
///
/// Every index is a **grapheme-cluster index** (an index into the text's `Character`s): a caret
/// can only sit between two user-perceived characters, never inside an emoji sequence, a letter
/// and its combining marks, a Hangul syllable or a CRLF. The selection runs from an
/// ``selectionAnchor`` (where it started) to a ``selectionHead`` (the end that moves); a caret is
/// an empty selection.
///
/// ```swift
/// var state = TextEditingState("Helo")
/// state.select(3..<3)
/// state.replaceSelection(with: "l")        // "Hello", caret after the second "l"
/// state.moveForward(extendingSelection: true)
/// state.deleteBackward()                   // "Hell"
/// ```
///
/// ## Edits and grapheme clusters
///
/// Text is replaced by whole clusters, and the clusters are found again after every edit,
/// because an edit can join text with its neighbours: a combining accent typed after "e" makes
/// one cluster "é", a regional indicator inserted before a flag pairs differently with the ones
/// after it. After an edit the selection is a caret at the end of what was inserted; when that
/// point falls inside a cluster the edit created, the caret moves to the end of the cluster after
/// an insertion and to its start after a deletion. Indices given by a caller are clamped to
/// `0...characterCount` (a reversed range is ordered), never trapped on.
///
/// ## Composition
///
/// An input method (IME) composes text before it commits it: ``setMarkedText(_:cursor:)`` shows
/// `markedText` in place of the selection, underlined by the node, with a cursor inside it; a new
/// composition replaces the previous one; ``commit(_:)`` replaces the selection (and ends the
/// composition) with the final text; ``cancelComposition()`` (Escape) drops the marked text and
/// shows the selection again. While composing, ``display`` gives the text with the marked text in
/// place of the selection (``Display/text``), and its ``Display/markedRange`` and
/// ``Display/caret`` are indices into it.
///
/// - Complexity: reading is O(1); an edit, a composition update or a selection change is O(n) in
///   the text's length (clusters are counted again), like the text layout that follows it.
public struct TextEditingState: Hashable, Sendable {
    /// The text.
    public internal(set) var text: String
    /// The number of grapheme clusters in ``text``.
    public internal(set) var characterCount: Int
    /// Where the selection started: the end that stays when the selection is extended.
    public internal(set) var selectionAnchor: Int
    /// The end of the selection that moves (the caret when the selection is empty).
    public internal(set) var selectionHead: Int
    /// The text the input method is composing, or nil when it is not composing (never empty).
    public internal(set) var markedText: String?
    /// The input method's cursor, in grapheme clusters from the start of ``markedText``
    /// (0 when not composing).
    public internal(set) var markedCursor: Int

    /// A state holding `text`, with `selection` (clamped), or a caret at the end of the text.
    ///
    /// - Complexity: O(n) in the text's length.
    public init(_ text: String = "", selection: Range<Int>? = nil) {
        self.text = text
        characterCount = text.count
        selectionAnchor = characterCount
        selectionHead = characterCount
        markedText = nil
        markedCursor = 0
        if let selection { select(selection) }
    }

    /// The selected characters, from the smaller of ``selectionAnchor`` and ``selectionHead`` to
    /// the larger; empty for a caret.
    public var selection: Range<Int> {
        min(selectionAnchor, selectionHead)..<max(selectionAnchor, selectionHead)
    }

    /// Whether the selection is a caret.
    public var hasCaret: Bool {
        selectionAnchor == selectionHead
    }

    /// Whether an input method is composing text.
    public var isComposing: Bool {
        markedText != nil
    }

    /// The selected text (empty for a caret).
    public var selectedText: String {
        String(text[stringRange(selection)])
    }

    // MARK: - Selecting

    /// Selects `range` (clamped to the text; a reversed range is ordered): the anchor at its
    /// lower bound, the head at its upper bound.
    public mutating func select(_ range: Range<Int>) {
        selectionAnchor = clamped(range.lowerBound)
        selectionHead = clamped(range.upperBound)
    }

    /// Selects from `anchor` to `head` (both clamped), which may be in either order.
    public mutating func select(anchor: Int, head: Int) {
        selectionAnchor = clamped(anchor)
        selectionHead = clamped(head)
    }

    /// Moves the head to `index` (clamped); the anchor follows unless `extendingSelection`.
    public mutating func move(to index: Int, extendingSelection: Bool = false) {
        selectionHead = clamped(index)
        if !extendingSelection { selectionAnchor = selectionHead }
    }

    /// Selects the whole text.
    public mutating func selectAll() {
        selectionAnchor = 0
        selectionHead = characterCount
    }

    // MARK: - Helpers

    /// `index` clamped to `0...characterCount`.
    func clamped(_ index: Int) -> Int {
        min(max(index, 0), characterCount)
    }

    /// The string indices of a range of grapheme-cluster indices (clamped).
    ///
    /// - Complexity: O(upper bound).
    func stringRange(_ range: Range<Int>) -> Range<String.Index> {
        let lower = text.index(text.startIndex, offsetBy: clamped(range.lowerBound))
        let upper = text.index(lower, offsetBy: clamped(range.upperBound) - clamped(range.lowerBound))
        return lower..<upper
    }
}

import Foundation

/// Everything an ``EditableTextNode``'s measurement reads, as one layout input: the text shown,
/// the placeholder, the style, the inset and the line limit.
struct EditableTextConfiguration: Sendable, Equatable {
    /// The text shown (with any composition), before secure entry hides it.
    var displayedText: String
    /// The text shown while ``displayedText`` is empty.
    var placeholder: String
    /// Font and paragraph style.
    var textStyle: TextStyle
    /// The padding around the text, sanitised (finite, not negative).
    var textContainerInset: EdgeInsets
    /// The most lines shown at once: 1 for a single-line field, 0 for no limit.
    var maximumNumberOfLines: Int
    /// The caret's width (room is kept for it after the text).
    var caretWidth: CGFloat
    /// Whether the text is shown as bullets.
    var isSecureTextEntry: Bool

    /// Whether the field is a single line (no wrapping; line breaks are typed as spaces).
    var isSingleLine: Bool { maximumNumberOfLines == 1 }

    /// The bullet shown for each character of secure text.
    static let bullet: Character = "\u{2022}"

    /// The text as drawn: bullets for secure entry.
    var shownText: String {
        isSecureTextEntry ? String(repeating: Self.bullet, count: displayedText.count) : displayedText
    }

    /// The width lines wrap at in a text area `areaWidth` wide: no limit for a single line, else
    /// the area less the caret (so a caret after a full line still fits).
    func wrapWidth(forAreaWidth areaWidth: CGFloat) -> CGFloat {
        isSingleLine || !areaWidth.isFinite ? .infinity : max(0, areaWidth - caretWidth)
    }

    /// The height of the lines shown at once: the first line of a single-line field; up to
    /// ``maximumNumberOfLines`` lines otherwise.
    func visibleHeight(of layout: EditableTextLayout) -> CGFloat {
        let shown = isSingleLine ? 1 : maximumNumberOfLines == 0 ? layout.lineCount : min(layout.lineCount, maximumNumberOfLines)
        return layout.lineFrame(shown - 1).maxY
    }

    /// The field's size for the widest box `maximumWidth` allows: the text's (or the placeholder's,
    /// whichever is larger) plus room for the caret, rounded up to whole points, plus the inset.
    ///
    /// - Throws: the style's `TextError`.
    func measuredSize(maximumWidth: CGFloat, library: FontLibrary) throws(TextError) -> CGSize {
        let horizontal = textContainerInset.left + textContainerInset.right
        let vertical = textContainerInset.top + textContainerInset.bottom
        let wrap = wrapWidth(forAreaWidth: max(0, maximumWidth - horizontal))
        let text = try EditableTextLayout(shownText, style: textStyle, maximumWidth: wrap, library: library)
        var width = text.size.width
        var height = visibleHeight(of: text)
        if !placeholder.isEmpty {
            let shown = try EditableTextLayout(placeholder, style: textStyle, maximumWidth: wrap, library: library)
            width = max(width, shown.size.width)
            height = max(height, visibleHeight(of: shown))
        }
        return CGSize(
            width: TextLayout.ceiledToWholePoints(width + caretWidth) + horizontal,
            height: TextLayout.ceiledToWholePoints(height) + vertical
        )
    }

    /// `insets` with NaN, infinite and negative edges replaced by 0.
    static func sanitized(_ insets: EdgeInsets) -> EdgeInsets {
        func edge(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
        return EdgeInsets(top: edge(insets.top), left: edge(insets.left), bottom: edge(insets.bottom), right: edge(insets.right))
    }
}

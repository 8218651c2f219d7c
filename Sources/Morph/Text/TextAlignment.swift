/// Where each line sits horizontally in the text's box.
///
/// The offset of a line is computed from the box width (``TextLayout/size``, or the width given
/// to ``TextLayout/aligned(toWidth:)``) and the line's width, which excludes the spaces that hang
/// at its end.
public enum TextAlignment: String, Sendable, Hashable, CaseIterable, Codable {
    /// Lines start at the left edge.
    case left
    /// Lines are centred: `x = (boxWidth - lineWidth) / 2`.
    case center
    /// Lines end at the right edge: `x = boxWidth - lineWidth`.
    case right
    /// Left for left-to-right paragraphs, right for right-to-left ones (as `NSTextAlignment.natural`).
    ///
    /// A paragraph's direction is that of its first strong character (Hebrew, Arabic and the
    /// other right-to-left scripts are right to left; other letters left to right); a paragraph
    /// with no letter is left to right. Morph does not reorder bidirectional text: lines hold
    /// their characters in logical order and the renderer reorders them when it draws.
    case natural
}

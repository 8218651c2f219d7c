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
    /// A paragraph's direction is that of its first strong character (the Unicode bidirectional
    /// algorithm's rules P2 and P3, by FriBidi); a paragraph without one is left to right. Inside a
    /// line, runs are in visual order whatever the alignment.
    case natural
}

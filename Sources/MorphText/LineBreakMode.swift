/// How lines wrap and what happens to the text that a line limit hides (UIKit's `NSLineBreakMode`).
///
/// Every mode wraps at word boundaries except ``characterWrapping``; a word wider than the line
/// is broken between characters (grapheme clusters) in every mode. So no line is wider than the
/// maximum width except a single character wider than it, a lone "…" wider than it, or a clipped
/// last line. The modes differ in the last line that the ``TextStyle/lineLimit`` lets through
/// when more text follows it:
///
/// | mode | last visible line when text is cut |
/// |---|---|
/// | ``truncatingTail`` (default) | its start, then "…" (`The quick brown fo…`) |
/// | ``truncatingHead`` | "…", then the end of the text (`…over the lazy dog`) |
/// | ``truncatingMiddle`` | its start, "…", then the end of the text (`The quic…lazy dog`) |
/// | ``clipping`` | the rest of its paragraph, unwrapped; the renderer clips it at the box edge |
/// | ``wordWrapping``, ``characterWrapping`` | unchanged; the lines after it are dropped |
///
/// Truncation keeps whole grapheme clusters, drops the spaces before the ellipsis, and does not
/// kern across the ellipsis (it is drawn as a separate token, as Core Text does). The ellipsis
/// appears whenever the limit hides text, also when the hidden text starts after a hard newline
/// (Texture's rule).
public enum LineBreakMode: String, Sendable, Hashable, CaseIterable, Codable {
    /// Wrap at word boundaries; lines past the limit are dropped without an ellipsis.
    case wordWrapping
    /// Wrap between any two characters; lines past the limit are dropped without an ellipsis.
    case characterWrapping
    /// Wrap at word boundaries; the last visible line runs on unwrapped and is clipped.
    case clipping
    /// Wrap at word boundaries; the last visible line starts with "…" and ends with the text's end.
    case truncatingHead
    /// Wrap at word boundaries; the last visible line ends with "…" (UILabel's default).
    case truncatingTail
    /// Wrap at word boundaries; the last visible line has "…" between its start and the text's end.
    case truncatingMiddle
}

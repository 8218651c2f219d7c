import Foundation
import MorphLayout

/// One laid-out line of a ``TextLayout``: its glyph runs and where they go.
///
/// Coordinates are in the text box's space, y growing downwards. The line's pen starts at
/// (``x``, ``baseline``); its ``runs`` are in visual order, left to right, with glyph positions
/// relative to that point (see ``Glyph``).
///
/// The line box spans from ``top`` to `top + height`: ``ascender`` and ``descender`` are the
/// largest of the faces used on the line (fallback faces included, as Core Text and Pango size
/// lines), and ``TextStyle/lineHeightMultiple`` adds its extra space above the text.
public struct TextLine: Sendable, Hashable {
    /// The characters shown, in logical order, with "…" where the line was truncated. Spaces that
    /// hang at the end of a wrapped line and hard newlines are not included.
    public let text: String
    /// The advance width of the line in points: the sum of its runs' widths, hanging spaces
    /// excluded.
    public let width: CGFloat
    /// The distance from the box's left edge to the line's start, from the text alignment.
    public let x: CGFloat
    /// The distance from the box's top to the line's baseline.
    public let baseline: CGFloat
    /// The distance from the box's top to the top of the line box.
    public let top: CGFloat
    /// The line box's height: the natural height (`ascender − descender + leading`) times the
    /// style's line height multiple. Line spacing is not included.
    public let height: CGFloat
    /// The tallest ascender of the faces on the line (positive, above the baseline).
    public let ascender: CGFloat
    /// The deepest descender of the faces on the line (negative, below the baseline, as
    /// ``FontMetrics/descender``).
    public let descender: CGFloat
    /// Whether this line was shortened (with "…", or clipped) because the line limit hid text.
    public let isTruncated: Bool
    /// Whether the paragraph of this line runs right to left (its first strong character is
    /// right to left, per the Unicode bidirectional algorithm's rules P2 and P3).
    public let isRightToLeft: Bool
    /// The glyph runs, in visual order.
    public let runs: [GlyphRun]

    /// Creates a line; ``TextLayout`` makes these, tests and renderers may too.
    public init(
        text: String, width: CGFloat, x: CGFloat, baseline: CGFloat, top: CGFloat? = nil, height: CGFloat = 0,
        ascender: CGFloat = 0, descender: CGFloat = 0, isTruncated: Bool = false, isRightToLeft: Bool = false,
        runs: [GlyphRun] = []
    ) {
        self.text = text
        self.width = width
        self.x = x
        self.baseline = baseline
        self.top = top ?? baseline - ascender
        self.height = height
        self.ascender = ascender
        self.descender = descender
        self.isTruncated = isTruncated
        self.isRightToLeft = isRightToLeft
        self.runs = runs
    }

    /// The line's box: from ``x``, ``width`` wide, from ``top``, ``height`` tall.
    public var frame: CGRect {
        CGRect(x: x, y: top, width: width, height: height)
    }

    /// The same line moved to `x`.
    func moved(toX newX: CGFloat) -> TextLine {
        TextLine(
            text: text, width: width, x: newX, baseline: baseline, top: top, height: height, ascender: ascender,
            descender: descender, isTruncated: isTruncated, isRightToLeft: isRightToLeft, runs: runs
        )
    }
}

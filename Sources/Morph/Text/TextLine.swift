import Foundation

/// One laid-out line of a ``TextLayout``: the text to draw and where to draw it.
///
/// Coordinates are in the text box's space, y growing downwards: draw ``text`` with its
/// baseline's left end at (``x``, ``baseline``).
public struct TextLine: Sendable, Hashable {
    /// The characters to draw, in logical order, with "…" where the line was truncated. Spaces
    /// that hang at the end of a wrapped line and hard newlines are not included.
    public let text: String
    /// The advance width of ``text`` in points, kerning included, hanging spaces excluded.
    public let width: CGFloat
    /// The distance from the box's left edge to the line's start, from the text alignment.
    public let x: CGFloat
    /// The distance from the box's top to the line's baseline.
    public let baseline: CGFloat
    /// Whether this line was shortened (with "…", or clipped) because the line limit hid text.
    public let isTruncated: Bool
    /// Whether the paragraph of this line runs right to left (see ``TextAlignment/natural``).
    public let isRightToLeft: Bool

    /// Creates a line; ``TextLayout`` makes these, tests and renderers may too.
    public init(text: String, width: CGFloat, x: CGFloat, baseline: CGFloat, isTruncated: Bool = false, isRightToLeft: Bool = false) {
        self.text = text
        self.width = width
        self.x = x
        self.baseline = baseline
        self.isTruncated = isTruncated
        self.isRightToLeft = isRightToLeft
    }

    /// The line's box for a font's metrics: from ``x``, ``width`` wide, from the top of the line
    /// (baseline − ascender) to the next line's top (a line height tall).
    public func frame(metrics: FontMetrics) -> CGRect {
        CGRect(x: x, y: baseline - metrics.ascender, width: width, height: metrics.lineHeight)
    }

    /// The same line moved to `x`.
    func moved(toX newX: CGFloat) -> TextLine {
        TextLine(text: text, width: width, x: newX, baseline: baseline, isTruncated: isTruncated, isRightToLeft: isRightToLeft)
    }
}

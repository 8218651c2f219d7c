import Foundation

/// A string measured and broken into lines: the sizes a text node reports to layout, and the lines
/// a renderer draws.
///
/// ```swift
/// let style = TextStyle(font: Font(.sans, size: 12), lineLimit: 2)
/// let layout = try TextLayout("The quick brown fox jumps over the lazy dog", style: style, maximumWidth: 100)
/// for line in layout.lines {
///     print(line.text, line.x, line.baseline)
/// }
/// ```
///
/// Lines are stacked from the top of the box: line *i*'s baseline is
/// `metrics.ascender + i × metrics.lineHeight`, so ``firstBaseline`` is the font's ascender and
/// the box is `lines.count × lineHeight` tall. Widths are the fonts' unhinted advances plus
/// kerning, summed exactly; the spaces at the end of a line hang and are not counted.
///
/// **Rounding.** ``typographicSize`` is exact; ``size`` is it rounded up to whole points (one
/// point is one pixel), as Texture's text layout (`ceil` of Core Text's bounding size) and UIKit's
/// advice for `boundingRect(with:options:attributes:context:)` do. Differences below 10⁻⁶ pt are
/// treated as floating-point noise and do not round up a further point. Layout uses ``size``.
///
/// **Bad input.** The initializer throws ``TextError/invalidFontSize(_:)``,
/// ``TextError/invalidMaximumWidth(_:)`` (NaN or negative; `.infinity` means no limit) or
/// ``TextError/invalidLineLimit(_:)`` (negative). An empty string has no line, a zero ``size``
/// and baselines at 0. A maximum width of 0 (or narrower than a character) puts one character on
/// each line: every line takes at least one character, so any input is laid out in linear time.
///
/// **Concurrency.** Measuring is safe from any thread or task at once: the ``FontLibrary`` guards
/// each FreeType face with a lock and caches finished layouts.
public struct TextLayout: Sendable, Hashable {
    /// The measured string.
    public let string: String
    /// The style it was measured in.
    public let style: TextStyle
    /// The width lines were broken at (`.infinity` for no limit).
    public let maximumWidth: CGFloat
    /// The font's metrics at its size.
    public let metrics: FontMetrics
    /// The face that measured the text (what a renderer should draw with).
    public let face: FontFace
    /// The lines, top to bottom, with their alignment offsets for a box ``size``.width wide.
    public let lines: [TextLine]
    /// The exact extent of the lines: the widest line's width × `lines.count × lineHeight`.
    public let typographicSize: CGSize
    /// ``typographicSize`` rounded up to whole points: what a text node reports to layout.
    public let size: CGSize
    /// Whether the line limit hid some of the text (the last line is then truncated or clipped,
    /// or, in the wrapping modes, simply the last one shown).
    public let isTruncated: Bool

    /// Measures `string` in `style`, breaking lines at `maximumWidth`.
    ///
    /// - Parameters:
    ///   - string: the text; hard newlines (`\n`, `\r\n`, U+2028, U+2029 …) start new lines.
    ///   - style: font, alignment, line limit and line break mode.
    ///   - maximumWidth: the widest a line may be, in points; `.infinity` (the default) breaks
    ///     only at hard newlines.
    ///   - library: where fonts are found and measurements cached; ``FontLibrary/shared`` by default.
    /// - Throws: a ``TextError`` for an invalid size, width or line limit, or a font that cannot be
    ///   found or read.
    /// - Complexity: O(n) in the string's length; a repeated measurement is a cache lookup.
    public init(_ string: String, style: TextStyle, maximumWidth: CGFloat = .infinity, library: FontLibrary = .shared) throws(TextError) {
        self = try library.layout(string, style: style, maximumWidth: maximumWidth)
    }

    /// The baseline of the first line, from the top of the box (0 for an empty string); a baseline
    /// stack aligns text nodes on it.
    public var firstBaseline: CGFloat { lines.first?.baseline ?? 0 }

    /// The baseline of the last line, from the top of the box (0 for an empty string).
    public var lastBaseline: CGFloat { lines.last?.baseline ?? 0 }

    /// The same lines aligned in a box `width` wide, for a node whose bounds differ from ``size``.
    ///
    /// A line wider than `width` gets a negative offset when centred or right-aligned (it overflows
    /// on both sides, or on the left). A NaN or infinite `width` leaves the layout unchanged.
    ///
    /// - Complexity: O(number of lines).
    public func aligned(toWidth width: CGFloat) -> TextLayout {
        guard width.isFinite else { return self }
        return TextLayout(
            string: string, style: style, maximumWidth: maximumWidth, metrics: metrics, face: face,
            lines: lines.map { $0.moved(toX: Self.offset(of: $0, in: width, alignment: style.alignment)) },
            typographicSize: typographicSize, size: size, isTruncated: isTruncated
        )
    }

    /// Creates a layout from its parts (used by the ``FontLibrary``).
    init(
        string: String, style: TextStyle, maximumWidth: CGFloat, metrics: FontMetrics, face: FontFace,
        lines: [TextLine], typographicSize: CGSize, size: CGSize, isTruncated: Bool
    ) {
        self.string = string
        self.style = style
        self.maximumWidth = maximumWidth
        self.metrics = metrics
        self.face = face
        self.lines = lines
        self.typographicSize = typographicSize
        self.size = size
        self.isTruncated = isTruncated
    }

    /// The horizontal offset of `line` in a box `width` wide.
    static func offset(of line: TextLine, in width: CGFloat, alignment: TextAlignment) -> CGFloat {
        switch alignment {
        case .left: 0
        case .center: (width - line.width) / 2
        case .right: width - line.width
        case .natural: line.isRightToLeft ? width - line.width : 0
        }
    }

    /// Rounds a length up to whole points, ignoring floating-point noise below the tolerance.
    static func ceiledToWholePoints(_ length: CGFloat) -> CGFloat {
        max(0, (length - LineBreaker.tolerance).rounded(.up))
    }
}

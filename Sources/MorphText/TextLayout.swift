import Foundation
import MorphLayout

/// A text shaped, broken into lines and positioned: the size a text node reports to layout, and
/// the glyph runs a renderer draws.
///
/// ```swift
/// let style = TextStyle(font: Font(.sans, size: 12), lineLimit: 2)
/// let layout = try TextLayout("The quick brown fox jumps over the lazy dog", style: style, maximumWidth: 100)
/// for line in layout.lines {
///     print(line.text, line.x, line.baseline)
/// }
/// ```
///
/// **How.** The text is split into paragraphs at hard line breaks; each paragraph is ordered by
/// the Unicode bidirectional algorithm (FriBidi), split into runs of one script (Pango's script
/// itemizer), one face (the first face fontconfig ranks for the run's font that has every
/// character of a grapheme cluster; emoji prefer the `emoji` family) and one direction, and each
/// run is shaped by HarfBuzz: kerning, ligatures, mark positioning and the complex scripts'
/// reordering. Lines break at the opportunities of Unicode's line breaking algorithm (UAX #14, as
/// Pango computes them), greedily; a word wider than the line breaks between grapheme clusters.
/// Each line's runs are reordered visually (UAX #9, rule L2).
///
/// **Positions.** HarfBuzz shapes at 1,024 units per point with the fonts' own metrics, unhinted,
/// and positions are never rounded, so measurement is independent of the screen scale: a renderer
/// at any scale draws the ``GlyphRun``s exactly where they were measured.
///
/// **Rounding.** ``typographicSize`` is exact; ``size`` is it rounded up to whole points, as
/// Texture's text layout (`ceil` of Core Text's bounding size) and UIKit's advice for
/// `boundingRect(with:options:attributes:context:)` do. Differences below 10⁻⁶ pt are treated as
/// floating-point noise and do not round up a further point. Layout uses ``size``.
///
/// **Bad input.** The initializers throw ``TextError/invalidFontSize(_:)`` (for any run's font),
/// ``TextError/invalidMaximumWidth(_:)`` (NaN or negative; `.infinity` means no limit),
/// ``TextError/invalidLineLimit(_:)``, ``TextError/invalidLineSpacing(_:)`` or
/// ``TextError/invalidLineHeightMultiple(_:)``, and the font errors of ``FontLibrary``. An empty
/// text has no line, a zero ``size`` and baselines at 0. A maximum width of 0 (or narrower than a
/// character) puts one grapheme cluster on each line, so any input is laid out in linear time.
/// Control characters other than tabs and line breaks are not drawn and take no space; a tab is
/// as wide as four spaces.
///
/// **Concurrency.** Measuring is safe from any thread or task at once: HarfBuzz fonts are shared
/// read-only, fontconfig is used under the ``FontLibrary``'s lock, and finished layouts are
/// cached (keyed by the text, the style and the width; the screen scale plays no part).
public struct TextLayout: Sendable, Hashable {
    /// The measured text.
    public let text: AttributedText
    /// The style it was measured in.
    public let style: TextStyle
    /// The width lines were broken at (`.infinity` for no limit).
    public let maximumWidth: CGFloat
    /// The metrics of the style's font (its primary face).
    public let metrics: FontMetrics
    /// The primary face of the style's font.
    public let face: FontFace
    /// The lines, top to bottom, with their alignment offsets for a box ``size``.width wide.
    public let lines: [TextLine]
    /// The exact extent of the lines: the widest line's width × the stacked line heights (with
    /// the line spacing between them).
    public let typographicSize: CGSize
    /// ``typographicSize`` rounded up to whole points: what a text node reports to layout.
    public let size: CGSize
    /// Whether the line limit hid some of the text (the last line is then truncated or clipped,
    /// or, in the wrapping modes, simply the last one shown).
    public let isTruncated: Bool

    /// The measured characters.
    public var string: String { text.string }

    /// Measures `string` in `style`'s font, breaking lines at `maximumWidth`.
    ///
    /// - Parameters:
    ///   - string: the text; hard newlines (`\n`, `\r\n`, `\r`, U+2028, U+2029 …) start new lines.
    ///   - style: font, alignment, line limit, line break mode and line height.
    ///   - maximumWidth: the widest a line may be, in points; `.infinity` (the default) breaks
    ///     only at hard newlines.
    ///   - library: where fonts are found and measurements cached; ``FontLibrary/shared`` by default.
    /// - Throws: a ``TextError`` for an invalid size, width, line limit or line height, or a font
    ///   that cannot be found or read.
    /// - Complexity: O(n) in the string's length; a repeated measurement is a cache lookup.
    public init(_ string: String, style: TextStyle, maximumWidth: CGFloat = .infinity, library: FontLibrary = .shared) throws(TextError) {
        self = try library.layout(AttributedText(string, attributes: TextAttributes(font: style.font)), style: style, maximumWidth: maximumWidth)
    }

    /// Measures an attributed text, breaking lines at `maximumWidth`; each run is shaped in its own
    /// font, and `style` gives the paragraph settings (and the font of empty text).
    ///
    /// - Throws: as the string initializer does, for every run's font.
    /// - Complexity: O(n) in the text's length; a repeated measurement is a cache lookup.
    public init(_ text: AttributedText, style: TextStyle, maximumWidth: CGFloat = .infinity, library: FontLibrary = .shared) throws(TextError) {
        self = try library.layout(text, style: style, maximumWidth: maximumWidth)
    }

    /// The baseline of the first line, from the top of the box (0 for an empty text); a baseline
    /// stack aligns text nodes on it.
    public var firstBaseline: CGFloat { lines.first?.baseline ?? 0 }

    /// The baseline of the last line, from the top of the box (0 for an empty text).
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
            text: text, style: style, maximumWidth: maximumWidth, metrics: metrics, face: face,
            lines: lines.map { $0.moved(toX: Self.offset(of: $0, in: width, alignment: style.alignment)) },
            typographicSize: typographicSize, size: size, isTruncated: isTruncated
        )
    }

    /// Creates a layout from its parts (used by the ``FontLibrary``).
    init(
        text: AttributedText, style: TextStyle, maximumWidth: CGFloat, metrics: FontMetrics, face: FontFace,
        lines: [TextLine], typographicSize: CGSize, size: CGSize, isTruncated: Bool
    ) {
        self.text = text
        self.style = style
        self.maximumWidth = maximumWidth
        self.metrics = metrics
        self.face = face
        self.lines = lines
        self.typographicSize = typographicSize
        self.size = size
        self.isTruncated = isTruncated
    }

    /// Width differences below this are floating-point noise from the caller's arithmetic
    /// (0.58 × 100 = 57.99999999999999 must still fit a 58-point line), not overflow.
    static let tolerance: CGFloat = 1e-6

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
    package static func ceiledToWholePoints(_ length: CGFloat) -> CGFloat {
        let ceiled = (length - tolerance).rounded(.up)
        return ceiled > 0 ? ceiled : 0
    }
}

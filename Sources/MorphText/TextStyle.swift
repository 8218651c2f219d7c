import Foundation
import MorphLayout

/// Everything about a text's paragraphs that affects its measurement: the default font,
/// alignment, line limit, line break mode and line height.
///
/// A text node holds a `TextStyle`; ``TextLayout`` measures a string (in ``font``) or an
/// ``AttributedText`` (whose runs carry their own fonts) in it. The defaults follow UILabel where
/// it has one (tail truncation) and Texture's ASTextNode where UILabel's would surprise (no line
/// limit).
public struct TextStyle: Sendable, Hashable, Codable {
    /// The font of a plain string, and of an empty text or paragraph that has no run of its own.
    public var font: Font
    /// The horizontal placement of each line in the text's box.
    public var alignment: TextAlignment
    /// The most lines shown (Texture's `maximumNumberOfLines`); 0 (the default) shows every line.
    /// A negative limit throws ``TextError/invalidLineLimit(_:)`` when the text is measured.
    public var lineLimit: Int
    /// How lines wrap and how text hidden by ``lineLimit`` is marked.
    public var lineBreakMode: LineBreakMode
    /// Extra space between consecutive lines, in points (`NSParagraphStyle.lineSpacing`); not added
    /// after the last line. 0 by default; at most ``maximumLineSpacing``.
    public var lineSpacing: CGFloat
    /// Scales each line's natural height (`NSParagraphStyle.lineHeightMultiple`): a line box is
    /// `multiple × (ascender − descender + leading)` tall, and, as TextKit does, the extra space
    /// (or the lack of it, below 1) is above the line's text. 0 (the default) means 1; at most
    /// ``maximumLineHeightMultiple``.
    public var lineHeightMultiple: CGFloat

    /// The largest ``lineSpacing``: just under 10⁷ points, the layout engine's limit for a length
    /// (Texture's `ASPointsValidForSize`). Larger values throw ``TextError/invalidLineSpacing(_:)``,
    /// so that a text's height stays finite and within what layout accepts.
    public static let maximumLineSpacing: CGFloat = 10_000_000.nextDown
    /// The largest ``lineHeightMultiple``: 1,000 (a line a thousand times its natural height).
    /// Larger values throw ``TextError/invalidLineHeightMultiple(_:)``, so that a text's height
    /// stays finite.
    public static let maximumLineHeightMultiple: CGFloat = 1_000

    /// ``lineLimit`` under Texture's name.
    public var maximumNumberOfLines: Int {
        get { lineLimit }
        set { lineLimit = newValue }
    }

    /// A style with `font` and the given paragraph settings.
    ///
    /// - Parameters:
    ///   - font: the font of plain strings.
    ///   - alignment: `.natural` by default (left for left-to-right text).
    ///   - lineLimit: the most lines shown, 0 (the default) for no limit.
    ///   - lineBreakMode: `.truncatingTail` by default, as UILabel.
    ///   - lineSpacing: extra points between lines, 0 by default (NaN, negative values and values
    ///     above ``maximumLineSpacing`` throw ``TextError/invalidLineSpacing(_:)`` when measured).
    ///   - lineHeightMultiple: a factor on each line's natural height, 0 (natural) by default (NaN,
    ///     negative values and values above ``maximumLineHeightMultiple`` throw
    ///     ``TextError/invalidLineHeightMultiple(_:)``).
    public init(
        font: Font,
        alignment: TextAlignment = .natural,
        lineLimit: Int = 0,
        lineBreakMode: LineBreakMode = .truncatingTail,
        lineSpacing: CGFloat = 0,
        lineHeightMultiple: CGFloat = 0
    ) {
        self.font = font
        self.alignment = alignment
        self.lineLimit = lineLimit
        self.lineBreakMode = lineBreakMode
        self.lineSpacing = lineSpacing
        self.lineHeightMultiple = lineHeightMultiple
    }

    private enum CodingKeys: String, CodingKey {
        case font, alignment, lineLimit, lineBreakMode, lineSpacing, lineHeightMultiple
    }

    /// Decodes a style; the line height keys may be missing (styles written before they existed).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        font = try container.decode(Font.self, forKey: .font)
        alignment = try container.decode(TextAlignment.self, forKey: .alignment)
        lineLimit = try container.decode(Int.self, forKey: .lineLimit)
        lineBreakMode = try container.decode(LineBreakMode.self, forKey: .lineBreakMode)
        lineSpacing = try container.decodeIfPresent(CGFloat.self, forKey: .lineSpacing) ?? 0
        lineHeightMultiple = try container.decodeIfPresent(CGFloat.self, forKey: .lineHeightMultiple) ?? 0
    }

    /// Checks the paragraph settings (the fonts are checked when they are used).
    func validate() throws(TextError) {
        guard lineLimit >= 0 else { throw .invalidLineLimit(lineLimit) }
        guard lineSpacing >= 0, lineSpacing <= Self.maximumLineSpacing else { throw .invalidLineSpacing(lineSpacing) }
        guard lineHeightMultiple >= 0, lineHeightMultiple <= Self.maximumLineHeightMultiple else {
            throw .invalidLineHeightMultiple(lineHeightMultiple)
        }
    }
}

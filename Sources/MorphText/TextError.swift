import Foundation
import MorphLayout

/// Why text could not be measured.
///
/// Each case carries the value or the place at fault, and ``description`` reads as a sentence
/// that names it.
public enum TextError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No font of the family is installed (in the ``FontLibrary``'s fonts), and the name is not
    /// one of ``FontFamily/genericNames``.
    ///
    /// - Parameters:
    ///   - family: the family name asked for.
    ///   - weight, isItalic: the requested face.
    case fontNotFound(family: String, weight: FontWeight, isItalic: Bool)
    /// fontconfig chose a file that HarfBuzz cannot read as a font (missing since fontconfig's
    /// cache was built, or not a font at all).
    case unreadableFont(path: String)
    /// fontconfig could not load its configuration (only with a broken fontconfig installation).
    case fontconfigFailure(String)
    /// A font size that is NaN, infinite or outside ``Font/minimumSize``…``Font/maximumSize``.
    case invalidFontSize(CGFloat)
    /// A maximum line width that is NaN or negative (`.infinity` means "no limit").
    case invalidMaximumWidth(CGFloat)
    /// A negative line limit (0 means "no limit").
    case invalidLineLimit(Int)
    /// A line spacing that is NaN, negative or above ``TextStyle/maximumLineSpacing``.
    case invalidLineSpacing(CGFloat)
    /// A line height multiple that is NaN, negative or above
    /// ``TextStyle/maximumLineHeightMultiple`` (0 means "the fonts' own").
    case invalidLineHeightMultiple(CGFloat)
    /// A text longer than 256 MiB of UTF-8, more than HarfBuzz's 32-bit lengths allow.
    case textTooLong(utf8Count: Int)

    /// A sentence naming what was wrong and where.
    public var description: String {
        switch self {
        case let .fontNotFound(family, weight, isItalic):
            let style = "\(weight.rawValue)\(isItalic ? " italic" : "")"
            return "font family \(family) (\(style)) is not installed: no font in fontconfig's configuration "
                + "has that family name (`fc-list : family` lists them; add fonts with FontLibrary(fontDirectories:) "
                + "or the MORPH_FONT_PATH environment variable)"
        case let .unreadableFont(path):
            return "font file \(path) cannot be read as a font by HarfBuzz"
        case let .fontconfigFailure(message):
            return "fontconfig failed: \(message)"
        case let .invalidFontSize(size):
            return "font size \(size) is not in \(Font.minimumSize)…\(Font.maximumSize) points"
        case let .invalidMaximumWidth(width):
            return "maximum text width \(width) is not a non-negative number"
        case let .invalidLineLimit(limit):
            return "line limit \(limit) is negative (0 means no limit)"
        case let .invalidLineSpacing(spacing):
            return "line spacing \(spacing) is not a number of points in 0…\(TextStyle.maximumLineSpacing)"
        case let .invalidLineHeightMultiple(multiple):
            return "line height multiple \(multiple) is not in 0…\(TextStyle.maximumLineHeightMultiple) (0 means natural)"
        case let .textTooLong(count):
            return "text of \(count) UTF-8 bytes is longer than the 268435456 bytes Morph measures"
        }
    }
}

import Foundation

/// The font file a ``Font`` resolved to, as found by a ``FontLibrary``.
///
/// A renderer uses it to draw the same face that measured the text: ``familyName`` and
/// ``weight``/``isItalic`` map to SVG's `font-family`, `font-weight` and `font-style`, and ``url``
/// can be embedded with `@font-face`. When the family lacks the requested weight or slant,
/// ``weight`` and ``isItalic`` say which face was used instead (see ``FontFamily``).
public struct FontFace: Sendable, Hashable {
    /// The font file.
    public let url: URL
    /// The family name stored in the font, e.g. `"DejaVu Sans"`.
    public let familyName: String
    /// The style name stored in the font, e.g. `"Bold Oblique"` or `"Book"`.
    public let styleName: String
    /// The weight of this face (may differ from the requested one after a fallback).
    public let weight: FontWeight
    /// Whether this face is oblique or italic (may differ from the request after a fallback).
    public let isItalic: Bool
    /// Whether FreeType provides pair kerning for this face (DejaVu Sans Mono has none).
    public let hasKerning: Bool
}

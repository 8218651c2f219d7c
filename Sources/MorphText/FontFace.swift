import Foundation
import MorphLayout

/// A face fontconfig chose for a ``Font`` (or as a fallback for characters the font lacks): the
/// file a rasteriser opens to draw exactly the glyphs that were measured.
///
/// To draw a ``GlyphRun`` with Cairo, create a FreeType face from ``url`` and ``faceIndex``
/// (`FT_New_Face(path, faceIndex)`; the upper 16 bits of the index select a named instance of a
/// variable font, as FreeType and HarfBuzz both read them), wrap it with
/// `cairo_ft_font_face_create_for_ft_face`, and apply ``isSyntheticBold`` and ``syntheticSlant``
/// with `cairo_ft_font_face_set_synthesize` (`CAIRO_FT_SYNTHESIZE_BOLD` / `_OBLIQUE`). Neither
/// changes glyph positions: advances are the unemboldened face's, as Pango's are.
///
/// A `FontFace` is an immutable value; copying one costs a single reference count (every glyph
/// run carries its face).
public struct FontFace: Sendable, Hashable {
    private let storage: Storage

    /// The font file.
    public var url: URL { storage.url }
    /// The face's index in the file (0 except in collections such as `NotoSansCJK-Regular.ttc`).
    public var faceIndex: Int { storage.faceIndex }
    /// The family name stored in the font, e.g. `"DejaVu Sans"`.
    public var familyName: String { storage.familyName }
    /// The style name stored in the font, e.g. `"Bold Oblique"` or `"Book"`.
    public var styleName: String { storage.styleName }
    /// The face's own weight (may differ from the requested one after a fallback).
    public var weight: FontWeight { storage.weight }
    /// Whether the face itself is italic or oblique.
    public var isItalic: Bool { storage.isItalic }
    /// Whether the face must be emboldened when drawn, because bold was asked of a family without
    /// a bold face (fontconfig's `embolden`).
    public var isSyntheticBold: Bool { storage.isSyntheticBold }
    /// The horizontal shear to apply when drawing (`x += syntheticSlant × height above the
    /// baseline`), because italic was asked of a family without an italic face; 0 for none
    /// (fontconfig's `matrix`, 0.2 by its default configuration).
    public var syntheticSlant: CGFloat { storage.syntheticSlant }

    /// Creates a face description (the ``FontLibrary`` makes these; tests and renderers may too).
    public init(
        url: URL, faceIndex: Int = 0, familyName: String, styleName: String, weight: FontWeight = .regular,
        isItalic: Bool = false, isSyntheticBold: Bool = false, syntheticSlant: CGFloat = 0
    ) {
        storage = Storage(
            url: url, faceIndex: faceIndex, familyName: familyName, styleName: styleName, weight: weight,
            isItalic: isItalic, isSyntheticBold: isSyntheticBold, syntheticSlant: syntheticSlant
        )
    }

    public static func == (lhs: FontFace, rhs: FontFace) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.url)
        hasher.combine(storage.faceIndex)
        hasher.combine(storage.isSyntheticBold)
        hasher.combine(storage.syntheticSlant)
    }

    /// The fields, shared by every copy (immutable, so `Sendable`).
    private final class Storage: Sendable {
        let url: URL
        let faceIndex: Int
        let familyName: String
        let styleName: String
        let weight: FontWeight
        let isItalic: Bool
        let isSyntheticBold: Bool
        let syntheticSlant: CGFloat

        init(
            url: URL, faceIndex: Int, familyName: String, styleName: String, weight: FontWeight, isItalic: Bool,
            isSyntheticBold: Bool, syntheticSlant: CGFloat
        ) {
            self.url = url
            self.faceIndex = faceIndex
            self.familyName = familyName
            self.styleName = styleName
            self.weight = weight
            self.isItalic = isItalic
            self.isSyntheticBold = isSyntheticBold
            self.syntheticSlant = syntheticSlant
        }

        struct Fields: Equatable {
            var url: URL
            var faceIndex: Int
            var familyName: String
            var styleName: String
            var weight: FontWeight
            var isItalic: Bool
            var isSyntheticBold: Bool
            var syntheticSlant: CGFloat
        }

        var fields: Fields {
            Fields(
                url: url, faceIndex: faceIndex, familyName: familyName, styleName: styleName, weight: weight,
                isItalic: isItalic, isSyntheticBold: isSyntheticBold, syntheticSlant: syntheticSlant
            )
        }
    }
}

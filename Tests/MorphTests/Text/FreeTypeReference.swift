import CFreeType
import Foundation

/// An independent reading of a font file with FreeType, written straight against the C API, to
/// check the advances and metrics Morph reports. It opens its own library and face and shares no
/// code with Morph's text layer.
final class FreeTypeReference {
    private var library: FT_Library?
    private var face: FT_Face?

    /// Opens `path` at `size` points, 72 dpi.
    init?(path: String, size: CGFloat) {
        guard FT_Init_FreeType(&library) == 0,
              FT_New_Face(library, path, 0, &face) == 0,
              FT_Set_Char_Size(face, 0, FT_F26Dot6((size * 64).rounded()), 72, 72) == 0
        else { return nil }
    }

    deinit {
        FT_Done_Face(face)
        FT_Done_FreeType(library)
    }

    private func glyph(_ scalar: Unicode.Scalar) -> FT_UInt {
        FT_Get_Char_Index(face, FT_ULong(scalar.value))
    }

    /// The unhinted 26.6 advance of a character, in points.
    func advance(_ scalar: Unicode.Scalar) -> CGFloat {
        guard FT_Load_Glyph(face, glyph(scalar), Int32(FT_LOAD_NO_HINTING)) == 0 else { return .nan }
        return CGFloat(face!.pointee.glyph.pointee.advance.x) / 64
    }

    /// The advance of a character in design units.
    func designAdvance(_ scalar: Unicode.Scalar) -> Int {
        var advance: FT_Fixed = 0
        FT_Get_Advance(face, glyph(scalar), Int32(FT_LOAD_NO_SCALE), &advance)
        return Int(advance)
    }

    /// The unfitted kerning between two characters, in points.
    func kerning(_ left: Unicode.Scalar, _ right: Unicode.Scalar) -> CGFloat {
        var vector = FT_Vector()
        FT_Get_Kerning(face, glyph(left), glyph(right), FT_KERNING_UNFITTED.rawValue, &vector)
        return CGFloat(vector.x) / 64
    }

    /// The width of a string on one line in design units: advances plus unscaled kerning.
    func designWidth(of text: String) -> Int {
        var width = 0
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if let previous {
                var vector = FT_Vector()
                FT_Get_Kerning(face, glyph(previous), glyph(scalar), FT_KERNING_UNSCALED.rawValue, &vector)
                width += Int(vector.x)
            }
            width += designAdvance(scalar)
            previous = scalar
        }
        return width
    }

    /// The width of a single-scalar-per-character string on one line: advances plus kerning.
    func width(of text: String) -> CGFloat {
        var width: CGFloat = 0
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if let previous { width += kerning(previous, scalar) }
            width += advance(scalar)
            previous = scalar
        }
        return width
    }

    /// The top of a glyph's outline in design units.
    func designTop(_ scalar: Unicode.Scalar) -> Int {
        guard FT_Load_Glyph(face, glyph(scalar), Int32(FT_LOAD_NO_SCALE)) == 0 else { return -1 }
        return Int(face!.pointee.glyph.pointee.metrics.horiBearingY)
    }

    var unitsPerEm: Int { Int(face!.pointee.units_per_EM) }
    var designAscender: Int { Int(face!.pointee.ascender) }
    var designDescender: Int { Int(face!.pointee.descender) }
    var designHeight: Int { Int(face!.pointee.height) }
}

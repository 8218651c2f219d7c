import CFreeType
import Foundation

/// A face's vertical metrics in font design units, read once when the face is opened.
///
/// Scaling these by `pointSize / unitsPerEm` gives exact, unhinted metrics at any size (FreeType's
/// own `size->metrics` are rounded to whole pixels for scalable fonts, which UIKit does not do).
struct FontDesignMetrics: Sendable, Hashable {
    /// The em square, in design units (2048 for the DejaVu fonts).
    var unitsPerEm: Int
    /// The `hhea` ascender (FreeType's `face->ascender`), positive above the baseline.
    var ascender: Int
    /// The `hhea` descender (FreeType's `face->descender`), negative below the baseline.
    var descender: Int
    /// The baseline-to-baseline distance: ascender − descender + line gap (`face->height`).
    var lineHeight: Int
    /// The height of flat capitals: OS/2 `sCapHeight` (version 2 and later) or else the top of "H".
    var capHeight: Int
    /// The height of flat lowercase letters: OS/2 `sxHeight` (version 2 and later) or else the top of "x".
    var xHeight: Int
    /// Whether FreeType provides pair kerning (a `kern` table) for the face.
    var hasKerning: Bool

    /// Reads the metrics of a freshly opened face; `nil` if the face is not a scalable font.
    init?(face: FaceHandle) {
        let record = face.pointer.pointee
        guard record.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0, record.units_per_EM > 0 else {
            return nil
        }
        unitsPerEm = Int(record.units_per_EM)
        ascender = Int(record.ascender)
        descender = Int(record.descender)
        lineHeight = Int(record.height)
        hasKerning = record.face_flags & FT_Long(FT_FACE_FLAG_KERNING) != 0

        var capHeight = 0
        var xHeight = 0
        if let table = FT_Get_Sfnt_Table(face.pointer, FT_SFNT_OS2) {
            let os2 = table.assumingMemoryBound(to: TT_OS2.self).pointee
            if os2.version >= 2 && os2.version != 0xFFFF {
                capHeight = Int(os2.sCapHeight)
                xHeight = Int(os2.sxHeight)
            }
        }
        self.capHeight = capHeight > 0 ? capHeight : Self.glyphTop(of: "H", in: face)
        self.xHeight = xHeight > 0 ? xHeight : Self.glyphTop(of: "x", in: face)
    }

    /// The top of a glyph's outline above the baseline, in design units (0 if the face lacks it).
    private static func glyphTop(of scalar: Unicode.Scalar, in face: FaceHandle) -> Int {
        let glyph = FT_Get_Char_Index(face.pointer, FT_ULong(scalar.value))
        guard glyph != 0,
              FT_Load_Glyph(face.pointer, glyph, Int32(FT_LOAD_NO_SCALE)) == 0,
              let slot = face.pointer.pointee.glyph
        else { return 0 }
        return Int(slot.pointee.metrics.horiBearingY)
    }
}

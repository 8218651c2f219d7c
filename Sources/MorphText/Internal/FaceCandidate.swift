import CFontconfig
import Foundation
import MorphLayout

/// One face of a fontconfig ranking: its public description and the characters it covers.
///
/// The character set is retained (`FcCharSetCopy`) and only read (`FcCharSetHasChar`) after
/// creation, which fontconfig allows from any thread; that is why the wrapper is `Sendable`.
final class FaceCandidate: @unchecked Sendable {
    /// What a renderer needs to draw with the face.
    let face: FontFace
    /// The file and face index, the key of the opened HarfBuzz face.
    let fileKey: FaceFileKey
    /// Whether the face has colour glyphs (fontconfig's `color`: emoji fonts).
    let isColor: Bool
    private let charset: OpaquePointer?

    /// Reads a face from fontconfig's pattern of the font file (`font`: its own weight and slant)
    /// and the pattern prepared for the request (`prepared`, by `FcFontRenderPrepare`: the
    /// synthetic emboldening and slant); `nil` without a file.
    init?(font: OpaquePointer, prepared pattern: OpaquePointer) {
        guard let path = FontconfigPattern.string(pattern, FC_FILE) else { return nil }
        let index = Int(FontconfigPattern.integer(pattern, FC_INDEX) ?? 0)
        var slant: CGFloat = 0
        var matrix: UnsafeMutablePointer<FcMatrix>?
        if FcPatternGetMatrix(pattern, FC_MATRIX, 0, &matrix) == FcResultMatch, let matrix {
            slant = CGFloat(matrix.pointee.xy)
        }
        let faceSlant = FontconfigPattern.integer(font, FC_SLANT) ?? Int32(FC_SLANT_ROMAN)
        face = FontFace(
            url: URL(fileURLWithPath: path),
            faceIndex: index,
            familyName: FontconfigPattern.string(font, FC_FAMILY) ?? "",
            styleName: FontconfigPattern.string(font, FC_STYLE) ?? "",
            weight: FontWeight(fontconfigWeight: FontconfigPattern.double(font, FC_WEIGHT) ?? Double(FC_WEIGHT_REGULAR)),
            isItalic: faceSlant != Int32(FC_SLANT_ROMAN),
            isSyntheticBold: FontconfigPattern.bool(pattern, FC_EMBOLDEN),
            syntheticSlant: slant
        )
        fileKey = FaceFileKey(path: path, index: index)
        isColor = FontconfigPattern.bool(pattern, FC_COLOR)
        var set: OpaquePointer?
        if FcPatternGetCharSet(pattern, FC_CHARSET, 0, &set) == FcResultMatch, let set {
            charset = FcCharSetCopy(set)
        } else {
            charset = nil
        }
    }

    deinit {
        if let charset { FcCharSetDestroy(charset) }
    }

    /// Whether the face has a glyph for `scalar` (by fontconfig's character set, which reads the
    /// face's cmap).
    func covers(_ scalar: UInt32) -> Bool {
        guard let charset else { return false }
        return FcCharSetHasChar(charset, scalar) != FcFalse
    }
}

/// A font file and the index of a face in it.
struct FaceFileKey: Hashable, Sendable {
    var path: String
    var index: Int
}

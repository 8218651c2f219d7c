import CHarfBuzz
import Foundation
@_spi(MorphInternals) import MorphLayout

/// A HarfBuzz face at one size: what text is shaped with.
///
/// The scale is the size in 1/1024 pt (``Font/unitsPerPoint``), so HarfBuzz's integer positions
/// are 1/1024 pt each, unhinted (HarfBuzz's own OpenType font functions, as `hb-shape` uses by
/// default). The font is made immutable before it is shared, and HarfBuzz shapes with an immutable
/// font from several threads at once; that is why the wrapper is `Sendable`.
final class HarfBuzzFont: @unchecked Sendable {
    let pointer: OpaquePointer
    let face: HarfBuzzFace
    /// The size in 1/1024 pt.
    let scale: Int32
    /// The face's metrics at this size.
    let metrics: FontMetrics
    /// The advance of the space glyph, in 1/1024 pt (tabs are four of them).
    let spaceAdvance: Int32
    /// A number no other live font shares, for cache keys.
    let identifier: Int
    /// The words this font shaped (see ``WordShapeCache``).
    let words = Locked(WordShapeCache(capacity: HarfBuzzFont.wordCacheCapacity))

    /// The most shaped words a font keeps.
    static let wordCacheCapacity = 4_096

    private static let counter = Locked(0)

    init(face: HarfBuzzFace, scale: Int32) {
        let font = hb_font_create(face.pointer)!
        hb_font_set_scale(font, scale, scale)
        hb_font_make_immutable(font)
        pointer = font
        self.face = face
        self.scale = scale
        metrics = FontMetrics(design: face.design, scale: scale)
        spaceAdvance = face.spaceGlyph != 0 ? hb_font_get_glyph_h_advance(font, face.spaceGlyph) : scale / 4
        identifier = Self.counter.withLock { counter in
            counter += 1
            return counter
        }
    }

    deinit {
        hb_font_destroy(pointer)
    }
}

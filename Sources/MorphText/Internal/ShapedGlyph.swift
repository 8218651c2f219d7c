/// A glyph as HarfBuzz shaped it, in shaping units (1/1024 pt), before lines are placed.
struct ShapedGlyph: Sendable, Hashable {
    /// The glyph index in the item's face.
    var id: UInt32
    /// The UTF-8 offset of the glyph's cluster in the whole text (relative to the word while in
    /// the word cache).
    var cluster: Int32
    /// The advance, kerning included.
    var advance: Int32
    /// HarfBuzz's offsets from the pen position (y upwards).
    var xOffset: Int32
    var yOffset: Int32
    /// HarfBuzz's `HB_GLYPH_FLAG_UNSAFE_TO_BREAK`: breaking the text at this glyph's cluster needs
    /// both sides shaped again.
    var isUnsafeToBreak: Bool
}

/// A run of text shaped with one font, direction and script: the unit lines are built from.
struct ShapedItem: Sendable {
    /// The item's characters, as UTF-8 offsets in the whole text.
    var range: Range<Int>
    /// The font it was shaped with.
    var font: HarfBuzzFont
    /// The candidate the face came from (for the public face description).
    var candidate: FaceCandidate
    /// The bidirectional embedding level.
    var level: UInt8
    /// The script (an ISO 15924 tag as HarfBuzz takes it).
    var script: UInt32
    /// The glyphs in visual order, as HarfBuzz returns them (clusters decrease when right to left).
    var glyphs: [ShapedGlyph]
    /// The sum of the advances.
    var advance: Int

    var isRightToLeft: Bool { level & 1 == 1 }
}

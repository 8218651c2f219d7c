import Foundation
import MorphLayout

/// One positioned glyph of a ``GlyphRun``: what a rasteriser passes to `cairo_show_glyphs`.
///
/// Coordinates are in points in the line's space: ``position``.x from the line's left edge (the
/// line starts at ``TextLine/x`` in the text box), ``position``.y from the line's baseline,
/// **positive downwards** (HarfBuzz's upward y offsets, negated). So a glyph is drawn at
/// `(box.minX + line.x + position.x, box.minY + line.baseline + position.y)`.
public struct Glyph: Sendable, Hashable {
    /// The glyph index in the run's face (never 0 when a face has the character; 0 is `.notdef`).
    public let id: UInt32
    /// Where the glyph's origin is (see the type's discussion for the coordinate space).
    public let position: CGPoint
    /// How far the pen moves after this glyph, in points (HarfBuzz's advance, kerning included).
    public let advance: CGFloat
    /// The UTF-8 offset, in ``TextLayout/string``, of the first character of the cluster this
    /// glyph belongs to (HarfBuzz's cluster; several glyphs can share one, a ligature covers
    /// several characters). The truncation ellipsis carries the offset where text was cut.
    public let cluster: Int

    /// Creates a glyph (``TextLayout`` makes these; tests and renderers may too).
    public init(id: UInt32, position: CGPoint, advance: CGFloat, cluster: Int) {
        self.id = id
        self.position = position
        self.advance = advance
        self.cluster = cluster
    }
}

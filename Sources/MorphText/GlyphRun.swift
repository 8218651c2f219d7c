import Foundation
import MorphLayout
import MorphMotion

/// A run of glyphs of one face, size, direction and set of attributes, exactly as HarfBuzz shaped
/// them for the measurement: what a rasteriser draws so that the drawn text matches its measured
/// box.
///
/// A ``TextLine`` holds its runs in visual order, left to right; inside a right-to-left run the
/// glyphs are in visual order too (their ``Glyph/cluster`` offsets decrease). Every glyph
/// position is already absolute in the line (see ``Glyph``), so runs can be drawn in any order.
///
/// To draw: open ``face`` (see ``FontFace``) at ``fontSize`` points (times the screen scale),
/// in ``color`` (or the text's default colour when `nil`), then draw the decorations from ``x`` to
/// `x + width`: an underline whose top is ``FontMetrics/underlineOffset`` below the baseline and a
/// strikethrough whose top is ``FontMetrics/strikethroughOffset`` above it, each as thick as
/// ``metrics`` says.
public struct GlyphRun: Sendable, Hashable {
    /// The face the glyphs come from.
    public let face: FontFace
    /// The size the run was shaped at, in points (the font's size rounded to 1/1024 pt).
    public let fontSize: CGFloat
    /// The face's metrics at ``fontSize`` (for decorations and line boxes).
    public let metrics: FontMetrics
    /// The glyphs, in visual order.
    public let glyphs: [Glyph]
    /// The run's left edge, from the line's left edge.
    public let x: CGFloat
    /// The sum of the glyphs' advances.
    public let width: CGFloat
    /// The Unicode bidirectional embedding level (even: left to right; odd: right to left).
    public let bidiLevel: UInt8
    /// The glyph colour, or `nil` for the text's default colour.
    public let color: Color?
    /// Whether the run is underlined.
    public let isUnderlined: Bool
    /// Whether the run is struck through.
    public let isStruckThrough: Bool
    /// Whether this run is the "…" inserted by truncation.
    public let isEllipsis: Bool

    /// Whether the run reads right to left.
    public var isRightToLeft: Bool { bidiLevel & 1 == 1 }

    /// Creates a run (``TextLayout`` makes these; tests and renderers may too).
    public init(
        face: FontFace, fontSize: CGFloat, metrics: FontMetrics, glyphs: [Glyph], x: CGFloat, width: CGFloat,
        bidiLevel: UInt8 = 0, color: Color? = nil, isUnderlined: Bool = false, isStruckThrough: Bool = false,
        isEllipsis: Bool = false
    ) {
        self.face = face
        self.fontSize = fontSize
        self.metrics = metrics
        self.glyphs = glyphs
        self.x = x
        self.width = width
        self.bidiLevel = bidiLevel
        self.color = color
        self.isUnderlined = isUnderlined
        self.isStruckThrough = isStruckThrough
        self.isEllipsis = isEllipsis
    }
}

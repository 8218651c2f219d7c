import Foundation
import MorphLayout

/// A face's vertical metrics at a size, in points, with UIKit's (`UIFont`) sign conventions.
///
/// Baselines are measured down from the top of a line box: a line's baseline is ``ascender``
/// below its top, and the next line's top is ``lineHeight`` below this line's top. Layout specs use
/// ``ascender`` and ``descender`` for baseline alignment (Texture's `style.ascender` and
/// `style.descender`, which ASTextNode sets from its font the same way).
///
/// The values are the font's design metrics scaled exactly (`units × pointSize / unitsPerEm`, not
/// rounded to pixels), as Core Text reports them. Ascender, descender and line gap are those
/// HarfBuzz reads (`hb_font_get_h_extents`: the `hhea` table, or OS/2's typographic metrics when
/// the font sets `USE_TYPO_METRICS`). For DejaVu Sans at 12 pt: ascender 11.138671875, descender
/// −2.830078125, line height 13.96875.
public struct FontMetrics: Sendable, Hashable {
    /// The size used, in points: the font's size rounded to 1/1024 pt.
    public let pointSize: CGFloat
    /// The distance from the baseline up to the top of the line box (positive).
    public let ascender: CGFloat
    /// The distance from the baseline down to the bottom of the glyph box: **negative**, as
    /// `UIFont.descender` (so `ascender - descender` is the glyph box height).
    public let descender: CGFloat
    /// The extra space the font asks for between lines (the line gap; 0 for DejaVu).
    public let leading: CGFloat
    /// The baseline-to-baseline distance of consecutive lines: `ascender - descender + leading`.
    public let lineHeight: CGFloat
    /// The height of flat capital letters above the baseline (OS/2 `sCapHeight`, or the top of
    /// "H" in fonts whose OS/2 table predates it, such as DejaVu).
    public let capHeight: CGFloat
    /// The height of flat lowercase letters above the baseline (OS/2 `sxHeight`, or the top of "x").
    public let xHeight: CGFloat
    /// How far below the baseline the top of an underline lies (positive downwards; the `post`
    /// table's `underlinePosition`, negated).
    public let underlineOffset: CGFloat
    /// The thickness of an underline (the `post` table's `underlineThickness`).
    public let underlineThickness: CGFloat
    /// How far above the baseline the top of a strikethrough lies (OS/2 `yStrikeoutPosition`, or
    /// half the x-height when the font has none).
    public let strikethroughOffset: CGFloat
    /// The thickness of a strikethrough (OS/2 `yStrikeoutSize`, or the underline thickness).
    public let strikethroughThickness: CGFloat

    /// The metrics of `font`'s primary face, resolved in `library`.
    ///
    /// - Throws: ``TextError/invalidFontSize(_:)`` for a size outside
    ///   ``Font/minimumSize``…``Font/maximumSize`` (or not finite);
    ///   ``TextError/fontNotFound(family:weight:isItalic:)`` or ``TextError/unreadableFont(path:)``
    ///   if the face cannot be found or read.
    /// - Complexity: O(1) once the face is open (the first use of a face reads its file).
    public init(_ font: Font, library: FontLibrary = .shared) throws(TextError) {
        self = try library.metrics(for: font)
    }

    /// Scales design metrics to a size given in shaping units (1/1024 pt).
    init(design: DesignMetrics, scale: Int32) {
        let size = CGFloat(scale) / Font.unitsPerPoint
        let factor = size / CGFloat(design.unitsPerEm)
        pointSize = size
        ascender = CGFloat(design.ascender) * factor
        descender = CGFloat(design.descender) * factor
        leading = CGFloat(design.lineGap) * factor
        lineHeight = CGFloat(design.ascender - design.descender + design.lineGap) * factor
        capHeight = CGFloat(design.capHeight) * factor
        xHeight = CGFloat(design.xHeight) * factor
        underlineOffset = CGFloat(-design.underlinePosition) * factor
        underlineThickness = CGFloat(design.underlineThickness) * factor
        strikethroughOffset = CGFloat(design.strikeoutPosition) * factor
        strikethroughThickness = CGFloat(design.strikeoutThickness) * factor
    }
}

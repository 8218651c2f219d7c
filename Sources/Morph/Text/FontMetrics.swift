import Foundation

/// A font's vertical metrics at its size, in points, with UIKit's (`UIFont`) sign conventions.
///
/// Baselines are measured down from the top of a line box: a line's baseline is ``ascender``
/// below its top, and the next line's top is ``lineHeight`` below this line's top. Layout specs use
/// ``ascender`` and ``descender`` for baseline alignment (Texture's `style.ascender` and
/// `style.descender`, which ASTextNode sets from its font the same way).
///
/// The values are the font's `hhea` metrics scaled exactly (`units × pointSize / unitsPerEm`, not
/// rounded to pixels), which is what Core Text reports. For DejaVu Sans at 12 pt:
/// ascender 11.138671875, descender −2.830078125, line height 13.96875.
public struct FontMetrics: Sendable, Hashable {
    /// The size used, in points: the font's size rounded to 1/64 pt.
    public let pointSize: CGFloat
    /// The distance from the baseline up to the top of the line box (positive).
    public let ascender: CGFloat
    /// The distance from the baseline down to the bottom of the glyph box: **negative**, as
    /// `UIFont.descender` (so `ascender - descender` is the glyph box height).
    public let descender: CGFloat
    /// The extra space the font asks for between lines (the `hhea` line gap; 0 for DejaVu).
    public let leading: CGFloat
    /// The baseline-to-baseline distance of consecutive lines: `ascender - descender + leading`.
    public let lineHeight: CGFloat
    /// The height of flat capital letters above the baseline (OS/2 `sCapHeight`, or the top of
    /// "H" in fonts whose OS/2 table predates it, such as DejaVu).
    public let capHeight: CGFloat
    /// The height of flat lowercase letters above the baseline (OS/2 `sxHeight`, or the top of "x").
    public let xHeight: CGFloat

    /// The metrics of `font`, resolving its face in `library`.
    ///
    /// - Throws: ``TextError/invalidFontSize(_:)`` for a size outside
    ///   ``Font/minimumSize``…``Font/maximumSize`` (or not finite);
    ///   ``TextError/fontNotFound(family:weight:isItalic:fileNames:searchedDirectories:)`` or
    ///   ``TextError/unreadableFont(path:code:)`` if the face cannot be loaded.
    /// - Complexity: O(1) once the face is open (the first use of a face reads its file).
    public init(_ font: Font, library: FontLibrary = .shared) throws(TextError) {
        self = try library.metrics(for: font)
    }

    /// Scales design metrics to a size given in 26.6 fixed point.
    init(design: FontDesignMetrics, size26Dot6: Int) {
        let size = CGFloat(size26Dot6) / 64
        let scale = size / CGFloat(design.unitsPerEm)
        pointSize = size
        ascender = CGFloat(design.ascender) * scale
        descender = CGFloat(design.descender) * scale
        lineHeight = CGFloat(design.lineHeight) * scale
        leading = CGFloat(design.lineHeight - design.ascender + design.descender) * scale
        capHeight = CGFloat(design.capHeight) * scale
        xHeight = CGFloat(design.xHeight) * scale
    }
}

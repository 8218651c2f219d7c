/// A face's vertical and decoration metrics in font design units, read once when the face is
/// opened (HarfBuzz at a scale of one unit per design unit, so nothing is rounded).
struct DesignMetrics: Sendable, Hashable {
    /// The em square, in design units (2048 for the DejaVu fonts).
    var unitsPerEm: Int32
    /// Positive above the baseline.
    var ascender: Int32
    /// Negative below the baseline.
    var descender: Int32
    /// The line gap (leading).
    var lineGap: Int32
    /// The height of flat capitals (OS/2 `sCapHeight`, or the top of "H").
    var capHeight: Int32
    /// The height of flat lowercase letters (OS/2 `sxHeight`, or the top of "x").
    var xHeight: Int32
    /// The `post` table's underline position: the top of the underline, negative below the baseline.
    var underlinePosition: Int32
    /// The `post` table's underline thickness.
    var underlineThickness: Int32
    /// OS/2 `yStrikeoutPosition`, positive above the baseline.
    var strikeoutPosition: Int32
    /// OS/2 `yStrikeoutSize`.
    var strikeoutThickness: Int32
}

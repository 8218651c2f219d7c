import Morph
import MorphText

/// The characters behind each glyph cluster of a layout: a cluster runs from its UTF-8 offset to
/// the next cluster's (line breaks left out).
struct ClusterText {
    let utf8: [UInt8]
    /// Every cluster offset of the layout, sorted, without duplicates.
    let boundaries: [Int]

    init(_ layout: TextLayout) {
        utf8 = Array(layout.string.utf8)
        var offsets: [Int] = []
        for line in layout.lines {
            for run in line.runs where !run.isEllipsis {
                for glyph in run.glyphs { offsets.append(glyph.cluster) }
            }
        }
        offsets.sort()
        var unique: [Int] = []
        unique.reserveCapacity(offsets.count)
        for offset in offsets where unique.last != offset { unique.append(offset) }
        boundaries = unique
    }

    /// The end of the cluster that starts at `offset`: the next boundary, or the end of the text.
    func end(ofClusterAt offset: Int) -> Int {
        var low = 0, high = boundaries.count
        while low < high {
            let middle = (low + high) / 2
            if boundaries[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        return low < boundaries.count ? boundaries[low] : utf8.count
    }

    /// The characters of `range`, without the line breaks that end a line.
    func string(_ range: Range<Int>) -> String {
        let lower = min(max(range.lowerBound, 0), utf8.count), upper = min(max(range.upperBound, lower), utf8.count)
        var string = String(decoding: utf8[lower..<upper], as: UTF8.self)
        while let last = string.unicodeScalars.last, Self.isLineBreak(last) {
            string.unicodeScalars.removeLast()
        }
        return string
    }

    /// The characters a run draws, in logical order: from its first cluster to the end of its
    /// last; "…" for the ellipsis of a truncated line.
    func characters(of run: GlyphRun) -> String {
        if run.isEllipsis { return "…" }
        guard let first = run.glyphs.map(\.cluster).min(), let last = run.glyphs.map(\.cluster).max() else { return "" }
        return string(first..<end(ofClusterAt: last))
    }

    /// Whether each glyph of a left-to-right run is a cluster of exactly one character of the
    /// Basic Multilingual Plane (which SVG positions one by one), in increasing order. The last
    /// cluster may end with white space that has no glyph (a space hanging at the end of a line):
    /// it is drawn after the last glyph, where it shows nothing.
    func hasOneCharacterPerGlyph(_ run: GlyphRun) -> Bool {
        guard !run.isRightToLeft, !run.isEllipsis else { return false }
        var previous = -1
        for (index, glyph) in run.glyphs.enumerated() {
            guard glyph.cluster > previous else { return false }
            previous = glyph.cluster
            var scalars = string(glyph.cluster..<end(ofClusterAt: glyph.cluster)).unicodeScalars[...]
            guard let scalar = scalars.popFirst(), scalar.value < 0x1_0000 else { return false }
            let isLast = index == run.glyphs.count - 1
            guard scalars.isEmpty || isLast && scalars.allSatisfy(\.properties.isWhitespace) else { return false }
        }
        return true
    }

    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }
}

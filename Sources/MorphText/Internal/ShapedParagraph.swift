/// A paragraph shaped into items, with the analyses line breaking needs, computed on first use.
struct ShapedParagraph {
    /// The paragraph's characters, as UTF-8 offsets in the whole text (newline excluded).
    let range: Range<Int>
    /// 0 for a left-to-right paragraph, 1 for a right-to-left one.
    let baseLevel: UInt8
    /// Whether every byte is ASCII.
    let isASCII: Bool
    /// The shaping items, in logical order.
    var items: [ShapedItem]
    /// The sum of the items' advances, in 1/1024 pt.
    var advance: Int
    /// The scalars (decoded for every non-ASCII paragraph; for ASCII ones when breaking needs them).
    var scalars: ParagraphScalars?
    /// Pango's break analysis, when breaking or truncation needs it.
    var breaks: BreakOpportunities?
    /// `prefix[i]`: the advance of the glyphs whose clusters start before byte `range.lowerBound + i`.
    var prefix: [Int]?

    /// The width of `start..<end` (UTF-8 offsets at cluster boundaries) on one line, in 1/1024 pt.
    /// Requires ``prefix``.
    func width(from start: Int, to end: Int) -> Int {
        guard let prefix, end > start else { return 0 }
        return prefix[end - range.lowerBound] - prefix[start - range.lowerBound]
    }

    /// The index of the first item whose range ends after `offset` (``items``' count when none
    /// does): the first item a line starting at `offset` can show.
    ///
    /// - Complexity: O(log n), by binary search (the items' ranges are ascending and disjoint).
    func firstItem(endingAfter offset: Int) -> Int {
        var low = 0
        var high = items.count
        while low < high {
            let middle = (low + high) / 2
            if items[middle].range.upperBound <= offset {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }

    /// Builds ``prefix`` from the items' glyphs.
    ///
    /// - Complexity: O(bytes + glyphs).
    mutating func makePrefix() {
        guard prefix == nil else { return }
        var sums = [Int](repeating: 0, count: range.count + 1)
        for item in items {
            for glyph in item.glyphs {
                sums[Int(glyph.cluster) - range.lowerBound + 1] += Int(glyph.advance)
            }
        }
        for index in 1..<sums.count {
            sums[index] += sums[index - 1]
        }
        prefix = sums
    }
}

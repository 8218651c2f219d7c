import CPango

/// Where a paragraph may break, by Unicode's line breaking algorithm (UAX #14) and grapheme
/// cluster boundaries (UAX #29), as Pango computes them (`pango_get_log_attrs`, with its Thai,
/// Arabic and Indic tailoring). Only computed for paragraphs that need wrapping or truncation.
///
/// Pango's break analysis is a pure function of the text (its Thai dictionary is behind a lock of
/// Pango's own), so it runs on any thread.
struct BreakOpportunities {
    /// One entry per scalar boundary of the paragraph (`scalars.count + 1`).
    private let attributes: [MorphPangoLogAttr]

    /// Analyzes the paragraph `bytes[range]`, which has `scalarCount` scalars.
    ///
    /// - Complexity: O(n); about 0.2 µs per character.
    init(bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>, scalarCount: Int) {
        var attributes = [MorphPangoLogAttr](repeating: MorphPangoLogAttr(), count: scalarCount + 1)
        if !range.isEmpty {
            bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) { characters in
                attributes.withUnsafeMutableBufferPointer { buffer in
                    pango_get_log_attrs(characters + range.lowerBound, Int32(range.count), -1, nil, buffer.baseAddress, Int32(scalarCount + 1))
                }
            }
        }
        self.attributes = attributes
    }

    /// Whether a line may break before scalar `index` (UAX #14's break opportunities).
    func allowsBreak(before index: Int) -> Bool {
        attributes[index].is_line_break != 0
    }

    /// Whether a grapheme cluster starts at scalar `index` (the paragraph's end counts).
    func isGraphemeBoundary(_ index: Int) -> Bool {
        index == attributes.count - 1 || attributes[index].is_cursor_position != 0
    }
}

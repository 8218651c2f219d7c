import CPango
@_spi(MorphInternals) import MorphLayout

/// Where a paragraph may break, by Unicode's line breaking algorithm (UAX #14) and grapheme
/// cluster boundaries (UAX #29), as Pango computes them (`pango_get_log_attrs`, with its Thai,
/// Arabic and Indic tailoring). Only computed for paragraphs that need wrapping or truncation.
///
/// Pango's analysis is a pure function of the text (its Thai dictionary is behind a lock of
/// Pango's own), so it runs on any thread. It costs far more per character than a cache
/// lookup (TextBenchmarks; figures in Benchmarks/README.md), so ASCII
/// paragraphs are analyzed word by word through a cache (``init(asciiBytes:range:)``), with Pango
/// still deciding every opportunity.
struct BreakOpportunities {
    /// Per scalar boundary (`scalars.count + 1`): bit 0 "a line may break here", bit 1 "a grapheme
    /// cluster starts here".
    private var flags: [UInt8]

    private static let breakFlag: UInt8 = 1
    private static let graphemeFlag: UInt8 = 2

    /// Analyzes the paragraph `bytes[range]`, which has `scalarCount` scalars, with Pango.
    ///
    /// - Complexity: O(n) in the paragraph's characters.
    init(bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>, scalarCount: Int) {
        let attributes = Self.pangoAttributes(UnsafeBufferPointer(rebasing: bytes[range]), scalarCount: scalarCount)
        flags = attributes.map { ($0.is_line_break != 0 ? Self.breakFlag : 0) | ($0.is_cursor_position != 0 ? Self.graphemeFlag : 0) }
        // Pango marks the end of the text as a (mandatory) break; lines end there anyway.
        flags[scalarCount] &= ~Self.breakFlag
    }

    /// Analyzes an ASCII paragraph word by word: the opportunities inside a word (a run without
    /// U+0020) are Pango's for the word alone, cached per word; the opportunity after a run of
    /// spaces is Pango's for the last character before the spaces, a space and the first
    /// character after them, cached per pair. UAX #14's rules that reach across spaces (LB13–LB17:
    /// `OP SP* ×`, `QU SP* × OP`, `(CL | CP) SP* × NS`, `B2 SP* × B2`, `× CL`…) look only at those
    /// two characters, and no rule inside a word looks across a space, so the result is the
    /// whole paragraph's analysis (a test compares them on random text). Every ASCII boundary in a
    /// paragraph is a grapheme boundary.
    ///
    /// - Complexity: O(n), with a cache lookup per word.
    init(asciiBytes bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>) {
        let count = range.count
        var flags = [UInt8](repeating: Self.graphemeFlag, count: count + 1)
        var index = 0
        var previous: UInt8?
        while index < count {
            let byte = bytes[range.lowerBound + index]
            if byte == 0x20 {
                index += 1
                continue
            }
            var end = index + 1
            while end < count && bytes[range.lowerBound + end] != 0x20 { end += 1 }
            if index > 0 && Self.allowsBreak(after: previous, before: byte) {
                flags[index] |= Self.breakFlag
            }
            let word = UnsafeBufferPointer(rebasing: bytes[(range.lowerBound + index)..<(range.lowerBound + end)])
            for position in Self.breaks(inside: word) {
                flags[index + position] |= Self.breakFlag
            }
            previous = Self.lastBase(of: UnsafeBufferPointer(rebasing: bytes[(range.lowerBound + index)..<(range.lowerBound + end)]))
            index = end
        }
        self.flags = flags
    }

    /// Whether a line may break before scalar `index` (UAX #14's break opportunities).
    func allowsBreak(before index: Int) -> Bool {
        flags[index] & Self.breakFlag != 0
    }

    /// Whether a grapheme cluster starts at scalar `index` (the paragraph's end counts).
    func isGraphemeBoundary(_ index: Int) -> Bool {
        index == flags.count - 1 || flags[index] & Self.graphemeFlag != 0
    }

    // MARK: - Pango

    private static func pangoAttributes(_ text: UnsafeBufferPointer<UInt8>, scalarCount: Int) -> [MorphPangoLogAttr] {
        var attributes = [MorphPangoLogAttr](repeating: MorphPangoLogAttr(), count: scalarCount + 1)
        guard !text.isEmpty else { return attributes }
        text.baseAddress!.withMemoryRebound(to: CChar.self, capacity: text.count) { characters in
            attributes.withUnsafeMutableBufferPointer { buffer in
                pango_get_log_attrs(characters, Int32(text.count), -1, nil, buffer.baseAddress, Int32(scalarCount + 1))
            }
        }
        return attributes
    }

    // MARK: - ASCII caches

    /// The words analyzed so far and the pairs across spaces; bounded (see ``WordBreaks``).
    private static let cache = Locked(WordBreaks())

    /// The character whose line breaking class a word ends with: control characters (class CM)
    /// take the class of the character before them (UAX #14, LB9), or are alphabetic when nothing
    /// precedes them (LB10).
    private static func lastBase(of word: UnsafeBufferPointer<UInt8>) -> UInt8 {
        word.last { !(($0 < 0x20 && $0 != 0x09) || $0 == 0x7F) } ?? 0x41
    }

    /// Whether Pango allows a break after spaces between `previous` (or the paragraph's start) and
    /// `next`.
    private static func allowsBreak(after previous: UInt8?, before next: UInt8) -> Bool {
        let pair = Int(previous.map { Int($0) + 1 } ?? 0) << 7 | Int(next & 0x7F)
        let known = cache.withLock { $0.pairs[pair] }
        if known >= 0 { return known == 1 }
        let text: [UInt8] = (previous.map { [$0] } ?? []) + [0x20, next]
        let allows = text.withUnsafeBufferPointer { pangoAttributes($0, scalarCount: text.count) }[text.count - 1].is_line_break != 0
        cache.withLock { $0.pairs[pair] = allows ? 1 : 0 }
        return allows
    }

    /// The offsets inside an ASCII word (1..<count) before which Pango allows a break.
    private static func breaks(inside word: UnsafeBufferPointer<UInt8>) -> [Int] {
        guard word.count > 1 else { return [] }
        let key = String(decoding: word, as: UTF8.self)
        if let known = cache.withLock({ $0.words[key] }) { return known }
        let attributes = pangoAttributes(word, scalarCount: word.count)
        let positions = (1..<word.count).filter { attributes[$0].is_line_break != 0 }
        let discarded = cache.withLock { $0.insert(positions, for: key) }
        _ = discarded  // released here, after the lock
        return positions
    }

    /// The ASCII break caches: pairs across spaces (129 × 128, −1 unknown) and words, at most
    /// ``capacity`` of them (inserting one more empties the words).
    private struct WordBreaks: Sendable {
        static let capacity = 16_384
        var pairs = [Int8](repeating: -1, count: 129 << 7)
        var words: [String: [Int]] = [:]

        /// Keeps a word's breaks; when full, starts again empty and returns the words it held,
        /// for the caller to release after leaving the lock.
        mutating func insert(_ positions: [Int], for word: String) -> [String: [Int]] {
            var discarded: [String: [Int]] = [:]
            if words.count >= Self.capacity { swap(&discarded, &words) }
            words[word] = positions
            return discarded
        }
    }
}

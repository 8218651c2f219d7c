import CFriBidi
import CHarfBuzz
import CPango
import MorphLayout

/// The scalars of one paragraph with their UTF-8 offsets, bidirectional levels and scripts: the
/// analysis that splits a paragraph into shaping items.
struct ParagraphScalars {
    /// The paragraph's characters, as UTF-8 offsets in the whole text (newline excluded).
    let range: Range<Int>
    /// The scalar values.
    let scalars: [UInt32]
    /// The UTF-8 offset of each scalar, then the paragraph's end (`scalars.count + 1` entries).
    let offsets: [Int]
    /// The paragraph's base level: 0 left to right, 1 right to left.
    let baseLevel: UInt8
    /// Each scalar's embedding level; `nil` when every scalar is at level 0 (no right-to-left
    /// character: FriBidi is not called).
    let levels: [UInt8]?

    /// Decodes `bytes[range]` and runs the Unicode bidirectional algorithm (FriBidi, rules P2–P3
    /// for the base direction, then X1–I2) when a scalar could be right to left.
    ///
    /// - Complexity: O(n).
    init(bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>) {
        self.range = range
        var scalars: [UInt32] = []
        var offsets: [Int] = []
        scalars.reserveCapacity(range.count)
        offsets.reserveCapacity(range.count + 1)
        var offset = range.lowerBound
        var mayBeRightToLeft = false
        var iterator = UnsafeBufferPointer(rebasing: bytes[range]).makeIterator()
        var decoder = UTF8()
        decoding: while true {
            switch decoder.decode(&iterator) {
            case let .scalarValue(scalar):
                scalars.append(scalar.value)
                offsets.append(offset)
                offset += UTF8.width(scalar)
                if scalar.value >= 0x0590 { mayBeRightToLeft = true }
            case .emptyInput, .error:
                break decoding
            }
        }
        offsets.append(range.upperBound)
        self.scalars = scalars
        self.offsets = offsets
        if mayBeRightToLeft {
            (baseLevel, levels) = Self.bidiLevels(scalars)
        } else {
            baseLevel = 0
            levels = nil
        }
    }

    /// The scalars of an ASCII paragraph (every byte a scalar).
    init(asciiBytes bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>) {
        self.range = range
        scalars = bytes[range].map(UInt32.init)
        offsets = Array(range.lowerBound...range.upperBound)
        baseLevel = 0
        levels = nil
    }

    /// The level of scalar `index`.
    func level(at index: Int) -> UInt8 {
        levels?[index] ?? baseLevel
    }

    /// The index of the scalar starting at UTF-8 offset `offset` (or the next one).
    ///
    /// - Complexity: O(log n).
    func scalarIndex(atOffset offset: Int) -> Int {
        var low = 0
        var high = offsets.count - 1
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle] < offset {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }

    /// FriBidi's levels, with the base direction from the first strong character (left to right
    /// when there is none).
    private static func bidiLevels(_ scalars: [UInt32]) -> (UInt8, [UInt8]) {
        let count = scalars.count
        guard count > 0 else { return (0, []) }
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: count)
        var brackets = [FriBidiBracketType](repeating: 0, count: count)
        var levels = [FriBidiLevel](repeating: 0, count: count)
        var direction = FRIBIDI_PAR_ON
        let succeeded = scalars.withUnsafeBufferPointer { text in
            fribidi_get_bidi_types(text.baseAddress, Int32(count), &types)
            fribidi_get_bracket_types(text.baseAddress, Int32(count), types, &brackets)
            return fribidi_get_par_embedding_levels_ex(types, brackets, Int32(count), &direction, &levels) != 0
        }
        guard succeeded else { return (0, [UInt8](repeating: 0, count: count)) }
        let base: UInt8 = direction == FRIBIDI_PAR_RTL ? 1 : 0
        return (base, levels.map { UInt8(bitPattern: $0) })
    }

    /// The script runs of the paragraph as Pango's script itemizer finds them (UAX #24, with
    /// common and inherited characters, paired brackets included, joining their neighbours'
    /// script), as (start offset, ISO 15924 tag) pairs in order.
    static func scriptRuns(bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>) -> [(start: Int, script: UInt32)] {
        guard !range.isEmpty else { return [] }
        var runs: [(start: Int, script: UInt32)] = []
        bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) { characters in
            let base = characters + range.lowerBound
            guard let iterator = pango_script_iter_new(base, Int32(range.count)) else { return }
            defer { pango_script_iter_free(iterator) }
            repeat {
                var start: UnsafePointer<CChar>?
                var end: UnsafePointer<CChar>?
                var script: Int32 = 0
                pango_script_iter_get_range(iterator, &start, &end, &script)
                let offset = range.lowerBound + (start.map { $0 - UnsafePointer(base) } ?? 0)
                let tag = g_unicode_script_to_iso15924(script)
                runs.append((offset, hb_script_from_iso15924_tag(tag).rawValue))
            } while pango_script_iter_next(iterator) != 0
        }
        return runs
    }
}

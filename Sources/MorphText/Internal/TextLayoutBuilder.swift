import CHarfBuzz
import Foundation
import MorphLayout

/// A run of the attributed text with its font resolved.
struct ResolvedRun {
    let range: Range<Int>
    let attributes: TextAttributes
    let fontSet: FontSet
    let scale: Int32
    /// The font set's first face at the run's size.
    let primary: HarfBuzzFont

    /// Whether two runs shape with the same fonts (they may differ in colour or decoration).
    func hasSameFont(as other: ResolvedRun) -> Bool {
        fontSet === other.fontSet && scale == other.scale
    }
}

/// One planned line: the characters it shows, before shaping is assembled into glyph runs.
struct LinePlan {
    /// The paragraph the line starts in.
    var paragraph: Int
    /// The characters shown first (UTF-8 offsets, hanging spaces excluded).
    var head: Range<Int>
    /// Characters shown after the ellipsis (head and middle truncation), from `tailParagraph`.
    var tail: Range<Int>?
    var tailParagraph = 0
    /// Whether "…" follows the head.
    var hasEllipsis = false
    /// Whether the line limit cut the text on this line.
    var isTruncated = false
}

/// Builds one ``TextLayout``, in the order of its steps: split paragraphs, itemize and shape
/// them, plan lines (greedy breaking at UAX #14 opportunities, then truncation), assemble each
/// line's glyph runs in visual order, and place the lines.
package struct TextLayoutBuilder {
    let library: FontLibrary
    let text: AttributedText
    let style: TextStyle
    let maximumWidth: CGFloat
    /// The text's UTF-8 bytes (valid for the builder's use).
    let bytes: UnsafeBufferPointer<UInt8>
    /// The attributed runs, resolved; empty for an empty text.
    let runs: [ResolvedRun]
    /// The style's font, for empty text and paragraphs.
    let defaultRun: ResolvedRun
    var paragraphs: [ShapedParagraph] = []

    /// The widest a line may be, in 1/1024 pt, floating-point noise allowed (`Int.max` for no limit).
    ///
    /// A finite width beyond what `Int` holds in 1/1024 pt (about 9.0e15 pt) is no limit either:
    /// no text is that wide (texts are at most ``FontLibrary/longestText`` bytes), and converting
    /// it would trap.
    var widthLimit: Int {
        guard maximumWidth.isFinite else { return .max }
        let units = ((maximumWidth + TextLayout.tolerance) * Font.unitsPerPoint).rounded(.down)
        return units < Double(Int.max) ? Int(units) : .max
    }

    // MARK: - Step 1: paragraphs

    /// The paragraphs between hard line breaks (LF, CR, CR LF, VT, FF, NEL, U+2028, U+2029), as
    /// UTF-8 ranges. A final line break does not open an empty paragraph (as in Core Text); an
    /// empty text has none.
    static func paragraphRanges(_ bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            var separatorLength = 0
            switch byte {
            case 0x0A, 0x0B, 0x0C:
                separatorLength = 1
            case 0x0D:
                separatorLength = index + 1 < count && bytes[index + 1] == 0x0A ? 2 : 1
            case 0xC2 where index + 1 < count && bytes[index + 1] == 0x85:
                separatorLength = 2
            case 0xE2 where index + 2 < count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                separatorLength = 3
            default:
                break
            }
            if separatorLength > 0 {
                ranges.append(start..<index)
                index += separatorLength
                start = index
            } else {
                index += 1
            }
        }
        if start < count { ranges.append(start..<count) }
        return ranges
    }

    // MARK: - Step 2: itemize and shape

    /// Splits a paragraph into items of one face, size, bidirectional level and script, and shapes
    /// each with HarfBuzz.
    ///
    /// - Complexity: O(n) in the paragraph's length (plus a cache lookup per word).
    func shapeParagraph(_ range: Range<Int>) throws(TextError) -> ShapedParagraph {
        let isASCII = !bytes[range].contains { $0 >= 0x80 }
        var items: [ShapedItem] = []
        var scalars: ParagraphScalars?
        if isASCII {
            items = try asciiItems(range)
        } else {
            let analysis = ParagraphScalars(bytes: bytes, range: range)
            items = try unicodeItems(range, analysis: analysis)
            scalars = analysis
        }
        let advance = items.reduce(0) { $0 + $1.advance }
        return ShapedParagraph(
            range: range, baseLevel: scalars?.baseLevel ?? 0, isASCII: isASCII, items: items, advance: advance, scalars: scalars
        )
    }

    /// The items of an ASCII paragraph: left to right, one script (Latin when it has a letter,
    /// Common otherwise), faces chosen byte by byte.
    private func asciiItems(_ range: Range<Int>) throws(TextError) -> [ShapedItem] {
        guard !range.isEmpty, !runs.isEmpty else { return [] }
        var hasLetter = false
        for byte in bytes[range] where (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) {
            hasLetter = true
            break
        }
        let script = hasLetter ? HB_SCRIPT_LATIN.rawValue : HB_SCRIPT_COMMON.rawValue
        var items: [ShapedItem] = []
        var runIndex = text.runIndex(atUTF8Offset: range.lowerBound) ?? 0
        var groupRun = runIndex
        var groupCandidate = runs[runIndex].fontSet.candidateIndex(ascii: bytes[range.lowerBound])
        var groupStart = range.lowerBound
        var offset = range.lowerBound
        while offset < range.upperBound {
            if runs[runIndex].range.upperBound <= offset {
                runIndex += 1
                if !runs[runIndex].hasSameFont(as: runs[groupRun]) {
                    try appendShapedItems(groupStart..<offset, paragraph: range, run: groupRun, candidate: groupCandidate, isEmoji: false, level: 0, script: script, to: &items)
                    groupRun = runIndex
                    groupCandidate = runs[runIndex].fontSet.candidateIndex(ascii: bytes[offset])
                    groupStart = offset
                }
            }
            let candidate = runs[runIndex].fontSet.candidateIndex(ascii: bytes[offset])
            if candidate != groupCandidate {
                try appendShapedItems(groupStart..<offset, paragraph: range, run: groupRun, candidate: groupCandidate, isEmoji: false, level: 0, script: script, to: &items)
                groupRun = runIndex
                groupCandidate = candidate
                groupStart = offset
            }
            offset += 1
        }
        try appendShapedItems(groupStart..<range.upperBound, paragraph: range, run: groupRun, candidate: groupCandidate, isEmoji: false, level: 0, script: script, to: &items)
        return items
    }

    /// The items of any paragraph: grapheme clusters grouped by attribute font, face (font
    /// fallback per cluster), embedding level and script.
    private func unicodeItems(_ range: Range<Int>, analysis: ParagraphScalars) throws(TextError) -> [ShapedItem] {
        guard !range.isEmpty, !runs.isEmpty else { return [] }
        let scripts = ParagraphScalars.scriptRuns(bytes: bytes, range: range)
        let utf8 = text.string.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        let end = utf8.index(start, offsetBy: range.count)

        struct Group: Equatable {
            var run: Int
            var candidate: Int
            var isEmoji: Bool
            var level: UInt8
            var script: UInt32
        }
        var items: [ShapedItem] = []
        var offset = range.lowerBound
        var scalarIndex = 0
        var runIndex = text.runIndex(atUTF8Offset: offset) ?? 0
        var scriptIndex = 0
        var group: Group?
        var groupStart = offset

        func flush(upTo end: Int) throws(TextError) {
            guard let current = group else { return }
            try appendShapedItems(
                groupStart..<end, paragraph: range, run: current.run, candidate: current.candidate, isEmoji: current.isEmoji,
                level: current.level, script: current.script, to: &items
            )
        }

        for character in text.string[start..<end] {
            while runIndex + 1 < runs.count && runs[runIndex].range.upperBound <= offset { runIndex += 1 }
            while scriptIndex + 1 < scripts.count && scripts[scriptIndex + 1].start <= offset { scriptIndex += 1 }
            let choice = runs[runIndex].fontSet.choice(for: character.unicodeScalars)
            var next = Group(
                run: runIndex, candidate: choice.index, isEmoji: choice.isEmoji, level: analysis.level(at: scalarIndex),
                script: scripts.isEmpty ? HB_SCRIPT_COMMON.rawValue : scripts[scriptIndex].script
            )
            // Runs that differ only in colour or decoration shape together (kerning across them).
            if let current = group, current.run != next.run, runs[current.run].hasSameFont(as: runs[next.run]) {
                next.run = current.run
            }
            if next != group {
                try flush(upTo: offset)
                group = next
                groupStart = offset
            }
            offset += character.utf8.count
            scalarIndex += character.unicodeScalars.count
        }
        try flush(upTo: range.upperBound)
        return items
    }

    /// Shapes one item in candidate `candidate` of run `run`'s font set, at the run's size, and
    /// appends it to `items`.
    ///
    /// A fallback face that HarfBuzz cannot read (fontconfig ranks Type 1 fonts too: its best
    /// fallback for U+F8FF is one) is skipped from then on, and the item's characters are
    /// itemized again among the faces left; the primary face, which was opened when the font was
    /// resolved, draws what no readable face covers (as `.notdef`, the missing glyph).
    private func appendShapedItems(
        _ range: Range<Int>, paragraph: Range<Int>, run index: Int, candidate: Int, isEmoji: Bool, level: UInt8, script: UInt32,
        to items: inout [ShapedItem]
    ) throws(TextError) {
        let run = runs[index]
        guard let font = try readableFont(of: run, candidate: candidate, isEmoji: isEmoji) else {
            try appendItemsAfterSkippingUnreadable(range, paragraph: paragraph, run: index, level: level, script: script, to: &items)
            return
        }
        let face = (isEmoji ? run.fontSet.emojiCandidates : run.fontSet.candidates)[candidate]
        items.append(try library.shapeItem(
            bytes: bytes, range: range, paragraph: paragraph, font: font, candidate: face, level: level, script: script
        ))
    }

    /// The font of candidate `candidate` of `run`'s font set at the run's size, or nil when its
    /// face cannot be read (it is then skipped by the set's choices from now on).
    func readableFont(of run: ResolvedRun, candidate: Int, isEmoji: Bool) throws(TextError) -> HarfBuzzFont? {
        if candidate == 0 && !isEmoji { return run.primary }
        do {
            return try library.harfBuzzFont(in: run.fontSet, at: candidate, isEmoji: isEmoji, scale: run.scale)
        } catch .unreadableFont {
            run.fontSet.skipUnreadable(candidate, isEmoji: isEmoji)
            return nil
        }
    }

    /// The candidate of `run`'s font set that draws `scalar` and whose face HarfBuzz reads, and its
    /// font: unreadable faces are skipped as they are found (the primary face is readable).
    func readableChoice(in run: ResolvedRun, for scalar: Unicode.Scalar) throws(TextError) -> (index: Int, font: HarfBuzzFont) {
        while true {
            let index = run.fontSet.choice(forScalar: scalar)
            if let font = try readableFont(of: run, candidate: index, isEmoji: false) { return (index, font) }
        }
    }

    /// Itemizes `range` again by face, now that a face was found unreadable, and shapes the items.
    /// Terminates: each pass skips one more face, and the primary face is always readable.
    private func appendItemsAfterSkippingUnreadable(
        _ range: Range<Int>, paragraph: Range<Int>, run index: Int, level: UInt8, script: UInt32, to items: inout [ShapedItem]
    ) throws(TextError) {
        let set = runs[index].fontSet
        var groupStart = range.lowerBound
        var group: (index: Int, isEmoji: Bool)?
        var offset = range.lowerBound
        for character in substring(range) {
            let choice = set.choice(for: character.unicodeScalars)
            if let current = group, current != choice {
                try appendShapedItems(
                    groupStart..<offset, paragraph: paragraph, run: index, candidate: current.index, isEmoji: current.isEmoji,
                    level: level, script: script, to: &items
                )
                groupStart = offset
            }
            group = choice
            offset += character.utf8.count
        }
        if let group {
            try appendShapedItems(
                groupStart..<range.upperBound, paragraph: paragraph, run: index, candidate: group.index, isEmoji: group.isEmoji,
                level: level, script: script, to: &items
            )
        }
    }
}

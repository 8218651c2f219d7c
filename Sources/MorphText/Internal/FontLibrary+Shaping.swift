import CHarfBuzz
import Foundation
@_spi(MorphInternals) import MorphLayout

/// HarfBuzz's language tag for "undetermined": shaping uses each script's default language
/// system, the same on every machine whatever its locale. `hb_language_t` values are interned,
/// immutable and live as long as the process, so the pointer may be shared.
struct ShapingLanguage: @unchecked Sendable {
    let pointer: OpaquePointer?
    static let undetermined = ShapingLanguage(pointer: hb_language_from_string("und", -1))
}

extension FontLibrary {
    /// Shapes `bytes[range]`, one item's characters, with `font` in one direction and script.
    ///
    /// Left-to-right items of faces whose words shape the same alone as between spaces are
    /// shaped word by word through the word cache (spaces on their own); other items are shaped
    /// whole, with the paragraph around them as HarfBuzz's context (`hb_buffer_add_utf8`'s item
    /// offset and length), as Pango does.
    ///
    /// - Complexity: O(n) in the item's length.
    func shapeItem(
        bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>, paragraph: Range<Int>, font: HarfBuzzFont,
        candidate: FaceCandidate, level: UInt8, script: UInt32
    ) throws(TextError) -> ShapedItem {
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(range.count)
        var advance = 0
        let isRightToLeft = level & 1 == 1
        if !isRightToLeft && usesWordCache && font.face.isWordCacheable(script: script),
           let cached = try shapeByWords(bytes: bytes, range: range, font: font, script: script, into: &glyphs) {
            advance = cached
        } else {
            glyphs.removeAll(keepingCapacity: true)
            advance = try shape(
                bytes: bytes, context: paragraph, range: range, font: font, isRightToLeft: isRightToLeft, script: script,
                clusterBase: 0, into: &glyphs
            )
        }
        return ShapedItem(
            range: range, font: font, candidate: candidate, level: level, script: script, glyphs: glyphs, advance: advance
        )
    }

    /// Shapes a left-to-right item word by word through the cache (spaces are words of their
    /// own); `nil` when a word starts with a combining mark, whose shaping depends on what
    /// precedes it. Hits are collected under one lock; each miss is shaped outside it.
    private func shapeByWords(
        bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>, font: HarfBuzzFont, script: UInt32,
        into glyphs: inout [ShapedGlyph]
    ) throws(TextError) -> Int? {
        var advance = 0
        var start = range.lowerBound
        let fontID = font.identifier
        while start < range.upperBound {
            // Append every cached word from `start` on; stop at the first miss.
            let miss = font.words.withLock { cache -> Int? in
                while start < range.upperBound {
                    var end = start + 1
                    if bytes[start] != 0x20 {
                        while end < range.upperBound && bytes[end] != 0x20 { end += 1 }
                    }
                    let word = UnsafeBufferPointer(rebasing: bytes[start..<end])
                    let hash = WordShapeCache.hash(word, font: fontID, script: script)
                    guard let index = cache.index(of: word, font: fontID, script: script, hash: hash) else { return end }
                    advance += cache.appendGlyphs(of: index, offset: Int32(start), to: &glyphs)
                    start = end
                }
                return nil
            }
            guard let end = miss else { break }
            if bytes[start] >= 0x80 && Self.startsWithMark(bytes, at: start) { return nil }
            var wordGlyphs: [ShapedGlyph] = []
            let wordAdvance = try shape(
                bytes: bytes, context: start..<end, range: start..<end, font: font, isRightToLeft: false, script: script,
                clusterBase: start, into: &wordGlyphs
            )
            let word = UnsafeBufferPointer(rebasing: bytes[start..<end])
            let entry = WordShapeCache.Entry(
                font: fontID, script: script, hash: WordShapeCache.hash(word, font: fontID, script: script),
                word: Array(word), glyphs: wordGlyphs, advance: wordAdvance
            )
            let discarded = font.words.withLock { $0.insert(entry) }
            _ = discarded  // released here, after the lock
            let offset = Int32(start)
            for var glyph in wordGlyphs {
                glyph.cluster += offset
                glyphs.append(glyph)
            }
            advance += wordAdvance
            start = end
        }
        return advance
    }

    /// Whether the scalar at `offset` is a combining mark.
    private static func startsWithMark(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        var iterator = bytes[offset...].makeIterator()
        var decoder = UTF8()
        guard case let .scalarValue(scalar) = decoder.decode(&iterator) else { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// Shapes `bytes[range]` with `bytes[context]` around it and appends the glyphs, clusters as
    /// UTF-8 offsets minus `clusterBase`; returns the sum of the advances.
    ///
    /// Tabs become the space glyph, four spaces wide; C0 and C1 control characters are dropped
    /// (they take no space and draw nothing).
    ///
    /// HarfBuzz's work grows with the square of a cluster's length (each mark looks back over the
    /// marks before it), so a base letter followed by 100,000 combining marks would take a
    /// minute. As Unicode's stream-safe text format (UAX #15) does, no more than
    /// ``longestNonStarterRun`` non-starters in a row are shaped together: a longer run is shaped
    /// in pieces, each after the previous one with the text around it as context, so the marks
    /// beyond the 30th stack without being attached to the base (UAX #15 would insert a combining
    /// grapheme joiner there). Text within the stream-safe format is shaped in one call, exactly
    /// as before.
    ///
    /// - Complexity: O(n) in the range's length for any text.
    func shape(
        bytes: UnsafeBufferPointer<UInt8>, context: Range<Int>, range: Range<Int>, font: HarfBuzzFont,
        isRightToLeft: Bool, script: UInt32, clusterBase: Int, into glyphs: inout [ShapedGlyph]
    ) throws(TextError) -> Int {
        guard let pieces = Self.streamSafePieces(bytes, range) else {
            return try shapePiece(
                bytes: bytes, context: context, range: range, font: font, isRightToLeft: isRightToLeft, script: script,
                clusterBase: clusterBase, into: &glyphs
            )
        }
        // Glyphs are appended in visual order: right to left, the last piece comes first.
        var advance = 0
        for piece in isRightToLeft ? pieces.reversed() : pieces {
            advance += try shapePiece(
                bytes: bytes, context: context, range: piece, font: font, isRightToLeft: isRightToLeft, script: script,
                clusterBase: clusterBase, into: &glyphs
            )
        }
        return advance
    }

    /// The most non-starters (characters of a non-zero canonical combining class) in a row that
    /// one HarfBuzz call shapes: 30, the limit of UAX #15's stream-safe text format.
    static let longestNonStarterRun = 30

    /// `range` cut before every non-starter that follows ``longestNonStarterRun`` non-starters in
    /// a row, or nil when no cut is needed (every text in the stream-safe format).
    ///
    /// - Complexity: O(n); O(1) for ranges too short to hold such a run (a non-starter takes at
    ///   least two UTF-8 bytes).
    static func streamSafePieces(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> [Range<Int>]? {
        guard range.count > 2 * longestNonStarterRun else { return nil }
        var pieces: [Range<Int>] = []
        var pieceStart = range.lowerBound
        var run = 0
        var offset = range.lowerBound
        while offset < range.upperBound {
            let byte = bytes[offset]
            guard byte >= 0x80 else {
                run = 0
                offset += 1
                continue
            }
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
            var iterator = UnsafeBufferPointer(rebasing: bytes[offset..<min(offset + length, range.upperBound)]).makeIterator()
            var decoder = UTF8()
            if case let .scalarValue(scalar) = decoder.decode(&iterator), scalar.properties.canonicalCombiningClass.rawValue != 0 {
                if run == longestNonStarterRun {
                    pieces.append(pieceStart..<offset)
                    pieceStart = offset
                    run = 0
                }
                run += 1
            } else {
                run = 0
            }
            offset += length
        }
        guard !pieces.isEmpty else { return nil }
        pieces.append(pieceStart..<range.upperBound)
        return pieces
    }

    /// Shapes one piece of at most ``longestNonStarterRun`` non-starters in a row (see
    /// ``shape(bytes:context:range:font:isRightToLeft:script:clusterBase:into:)``).
    private func shapePiece(
        bytes: UnsafeBufferPointer<UInt8>, context: Range<Int>, range: Range<Int>, font: HarfBuzzFont,
        isRightToLeft: Bool, script: UInt32, clusterBase: Int, into glyphs: inout [ShapedGlyph]
    ) throws(TextError) -> Int {
        try buffers.withBuffer { buffer throws(TextError) -> Int in
            bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) { characters in
                hb_buffer_add_utf8(
                    buffer, characters + context.lowerBound, Int32(context.count),
                    UInt32(range.lowerBound - context.lowerBound), Int32(range.count)
                )
            }
            hb_buffer_set_direction(buffer, isRightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
            hb_buffer_set_script(buffer, hb_script_t(rawValue: script))
            hb_buffer_set_language(buffer, ShapingLanguage.undetermined.pointer)
            hb_shape(font.pointer, buffer, nil, 0)
            var count: UInt32 = 0
            guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
                  let positions = hb_buffer_get_glyph_positions(buffer, nil)
            else { return 0 }
            var advance = 0
            for index in 0..<Int(count) {
                let cluster = Int(infos[index].cluster) + context.lowerBound
                var glyph = ShapedGlyph(
                    id: infos[index].codepoint,
                    cluster: Int32(cluster - clusterBase),
                    advance: positions[index].x_advance,
                    xOffset: positions[index].x_offset,
                    yOffset: positions[index].y_offset,
                    isUnsafeToBreak: hb_glyph_info_get_glyph_flags(infos + index).rawValue & HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue != 0
                )
                switch Self.controlKind(bytes, at: cluster) {
                case .none:
                    break
                case .tab:
                    glyph.id = font.face.spaceGlyph
                    glyph.advance = 4 * font.spaceAdvance
                    glyph.xOffset = 0
                    glyph.yOffset = 0
                case .invisible:
                    continue
                }
                advance += Int(glyph.advance)
                glyphs.append(glyph)
            }
            return advance
        }
    }

    private enum ControlKind {
        case none, tab, invisible
    }

    /// Whether the character at `offset` is a tab, another control character, or neither.
    private static func controlKind(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> ControlKind {
        let byte = bytes[offset]
        if byte == 0x09 { return .tab }
        if byte < 0x20 || byte == 0x7F { return .invisible }
        if byte == 0xC2 && offset + 1 < bytes.count && (0x80...0x9F).contains(bytes[offset + 1]) { return .invisible }
        return .none
    }
}

import CHarfBuzz
import Foundation
import MorphLayout

/// A line's glyph runs and vertical metrics before the line is placed in the box.
struct AssembledLine {
    var text: String
    /// In 1/1024 pt.
    var width: Int
    var runs: [GlyphRun]
    var ascender: CGFloat
    var descender: CGFloat
    var leading: CGFloat
    var isTruncated: Bool
    var isRightToLeft: Bool
}

/// Step 4: assembling a planned line into glyph runs.
///
/// The line's characters are taken from the shaped items (an item cut by the line's ends keeps the
/// glyphs of the clusters inside it; when HarfBuzz flagged the cut as unsafe to break, the piece is
/// shaped again), the ellipsis is shaped in the attributes at the cut, the items are put in visual
/// order by the Unicode bidirectional algorithm's rule L2, and each is split where colour or
/// decoration changes.
extension TextLayoutBuilder {
    /// "…", and "..." for faces without it.
    static let ellipsis: [UInt8] = Array("\u{2026}".utf8)
    static let threeDots: [UInt8] = Array("...".utf8)

    /// The line of `plan`, assembled.
    func assemble(_ plan: LinePlan) throws(TextError) -> AssembledLine {
        let paragraph = paragraphs[plan.paragraph]
        var line = AssembledLine(
            text: substring(plan.head), width: 0, runs: [], ascender: 0, descender: 0, leading: 0,
            isTruncated: plan.isTruncated, isRightToLeft: paragraph.baseLevel & 1 == 1
        )
        let isWholeParagraph = plan.head == paragraph.range && !plan.hasEllipsis && plan.tail == nil
        if isWholeParagraph && !paragraph.items.contains(where: { $0.level != 0 }) {
            // The common case: a whole left-to-right paragraph, its items already in visual order.
            line.runs.reserveCapacity(paragraph.items.count)
            for item in paragraph.items {
                appendRuns(of: item, isEllipsis: false, to: &line)
            }
        } else {
            var items: [(item: ShapedItem, isEllipsis: Bool)] = []
            try appendItems(of: plan.paragraph, in: plan.head, to: &items)
            if plan.hasEllipsis {
                let cut: Int
                let attributesOffset: Int
                if plan.head.isEmpty, let tail = plan.tail {
                    cut = tail.lowerBound
                    attributesOffset = tail.lowerBound
                } else {
                    cut = plan.head.upperBound
                    attributesOffset = max(plan.head.lowerBound, plan.head.upperBound - 1)
                }
                var ellipsis = try ellipsisItem(attributesAt: attributesOffset, cluster: cut)
                ellipsis.level = paragraph.baseLevel
                items.append((ellipsis, true))
                line.text += "\u{2026}"
            }
            if let tail = plan.tail {
                try appendItems(of: plan.tailParagraph, in: tail, to: &items)
                line.text += substring(tail)
            }
            Self.reorderVisually(&items)
            for (item, isEllipsis) in items {
                appendRuns(of: item, isEllipsis: isEllipsis, to: &line)
            }
        }
        if line.runs.isEmpty && line.ascender == 0 && line.descender == 0 {
            let metrics = emptyLineMetrics(at: plan.head.lowerBound)
            line.ascender = metrics.ascender
            line.descender = metrics.descender
            line.leading = metrics.leading
        }
        return line
    }

    /// The characters of `range` as a string.
    func substring(_ range: Range<Int>) -> String {
        guard !range.isEmpty else { return "" }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// The items of paragraph `index` inside `range`, cut to it.
    ///
    /// - Complexity: O(log n + k) for a paragraph of n items of which k overlap the range: the
    ///   first is found by binary search (the items are in logical order, their ranges ascending
    ///   and disjoint), so assembling every line of a paragraph is linear in its items.
    private func appendItems(of index: Int, in range: Range<Int>, to items: inout [(item: ShapedItem, isEllipsis: Bool)]) throws(TextError) {
        guard !range.isEmpty else { return }
        let paragraph = paragraphs[index]
        var position = paragraph.firstItem(endingAfter: range.lowerBound)
        while position < paragraph.items.count && paragraph.items[position].range.lowerBound < range.upperBound {
            let item = paragraph.items[position]
            position += 1
            guard item.range.overlaps(range) else { continue }
            if range.lowerBound <= item.range.lowerBound && item.range.upperBound <= range.upperBound {
                items.append((item, false))
            } else {
                let piece = max(range.lowerBound, item.range.lowerBound)..<min(range.upperBound, item.range.upperBound)
                items.append((try cut(item, to: piece, paragraph: paragraph.range), false))
            }
        }
    }

    /// The part of `item` covering `piece`: its glyphs when both cuts are safe to break, else the
    /// piece shaped again with the paragraph as context.
    ///
    /// - Complexity: O(log g + glyphs of the piece), by binary search on the clusters, which are
    ///   monotone in an item (increasing left to right, decreasing right to left).
    private func cut(_ item: ShapedItem, to piece: Range<Int>, paragraph: Range<Int>) throws(TextError) -> ShapedItem {
        let glyphs = item.glyphs
        // The index of the first glyph, in visual order, whose cluster is on the far side of `offset`
        // in logical order (at or after it when left to right, before it when right to left).
        func boundary(_ offset: Int) -> Int {
            var low = 0
            var high = glyphs.count
            while low < high {
                let middle = (low + high) / 2
                let cluster = Int(glyphs[middle].cluster)
                if item.isRightToLeft ? cluster >= offset : cluster < offset {
                    low = middle + 1
                } else {
                    high = middle
                }
            }
            return low
        }
        // A cut is safe where a cluster starts exactly at it and HarfBuzz did not flag it.
        func isSafe(_ offset: Int) -> Bool {
            if offset == item.range.lowerBound || offset == item.range.upperBound { return true }
            let index = item.isRightToLeft ? boundary(offset) - 1 : boundary(offset)
            guard glyphs.indices.contains(index), Int(glyphs[index].cluster) == offset else { return false }
            return !glyphs[index].isUnsafeToBreak
        }
        var result = item
        result.range = piece
        if isSafe(piece.lowerBound) && isSafe(piece.upperBound) {
            let visible = item.isRightToLeft
                ? boundary(piece.upperBound - 1)..<boundary(piece.lowerBound - 1)
                : boundary(piece.lowerBound)..<boundary(piece.upperBound)
            result.glyphs = Array(glyphs[visible])
            result.advance = result.glyphs.reduce(0) { $0 + Int($1.advance) }
        } else {
            var reshaped: [ShapedGlyph] = []
            result.advance = try library.shape(
                bytes: bytes, context: paragraph, range: piece, font: item.font, isRightToLeft: item.isRightToLeft,
                script: item.script, clusterBase: 0, into: &reshaped
            )
            result.glyphs = reshaped
        }
        return result
    }

    /// The resolved run holding the byte at `offset` (the style's font for an empty text).
    func run(at offset: Int) -> ResolvedRun {
        text.runIndex(atUTF8Offset: offset).map { runs[$0] } ?? defaultRun
    }

    /// The truncation token shaped in the attributes at `offset`: "…" from the first face of the
    /// font set that has it, or "..." in the primary face.
    func ellipsisItem(attributesAt offset: Int, cluster: Int) throws(TextError) -> ShapedItem {
        let run = run(at: offset)
        let (index, font) = try readableChoice(in: run, for: "\u{2026}")
        let candidate = run.fontSet.candidates[index]
        let token = candidate.covers(0x2026) ? Self.ellipsis : Self.threeDots
        var glyphs: [ShapedGlyph] = []
        let advance = try token.withUnsafeBufferPointer { buffer throws(TextError) -> Int in
            try library.shape(
                bytes: buffer, context: 0..<buffer.count, range: 0..<buffer.count, font: font, isRightToLeft: false,
                script: HB_SCRIPT_COMMON.rawValue, clusterBase: 0, into: &glyphs
            )
        }
        for index in glyphs.indices { glyphs[index].cluster = Int32(cluster) }
        return ShapedItem(
            range: cluster..<cluster, font: font, candidate: candidate, level: 0, script: HB_SCRIPT_COMMON.rawValue,
            glyphs: glyphs, advance: advance
        )
    }

    /// The advance of the ellipsis in the attributes at `offset`, in 1/1024 pt.
    func ellipsisAdvance(at offset: Int) -> Int {
        (try? ellipsisItem(attributesAt: offset, cluster: offset).advance) ?? 0
    }

    /// The metrics of an empty line: those of the primary face of the font at `offset`.
    private func emptyLineMetrics(at offset: Int) -> FontMetrics {
        run(at: offset).primary.metrics
    }

    /// Reorders a line's items from logical to visual order (UAX #9, rule L2): from the highest
    /// level down to the lowest odd level, every maximal sequence of items at that level or higher
    /// is reversed.
    static func reorderVisually(_ items: inout [(item: ShapedItem, isEllipsis: Bool)]) {
        guard let highest = items.map(\.item.level).max(), highest > 0 else { return }
        let lowestOdd = items.map(\.item.level).filter { $0 & 1 == 1 }.min() ?? highest
        var level = highest
        while level >= max(lowestOdd, 1) {
            var index = 0
            while index < items.count {
                guard items[index].item.level >= level else {
                    index += 1
                    continue
                }
                var end = index
                while end < items.count && items[end].item.level >= level { end += 1 }
                items[index..<end].reverse()
                index = end
            }
            level -= 1
        }
    }

    /// Appends `item`'s glyphs to the line as glyph runs, split where the attributed run's colour
    /// or decorations change, moving the line's pen and growing its vertical metrics.
    private func appendRuns(of item: ShapedItem, isEllipsis: Bool, to line: inout AssembledLine) {
        let metrics = item.font.metrics
        line.ascender = max(line.ascender, metrics.ascender)
        line.descender = min(line.descender, metrics.descender)
        line.leading = max(line.leading, metrics.leading)
        guard !item.glyphs.isEmpty else { return }

        let scale = Font.unitsPerPoint
        let splitsByAttributes = text.runs.count > 1 && !isEllipsis
        var index = 0
        while index < item.glyphs.count {
            // The glyphs from `index` that share colour and decorations.
            let attributes = run(at: Int(item.glyphs[index].cluster)).attributes
            var end = index + 1
            if splitsByAttributes {
                while end < item.glyphs.count {
                    let next = run(at: Int(item.glyphs[end].cluster)).attributes
                    if next.color != attributes.color || next.isUnderlined != attributes.isUnderlined
                        || next.isStruckThrough != attributes.isStruckThrough { break }
                    end += 1
                }
            } else {
                end = item.glyphs.count
            }
            let runStart = line.width
            var pen = runStart
            var glyphs: [Glyph] = []
            glyphs.reserveCapacity(end - index)
            for glyph in item.glyphs[index..<end] {
                glyphs.append(Glyph(
                    id: glyph.id,
                    position: CGPoint(x: CGFloat(pen + Int(glyph.xOffset)) / scale, y: -CGFloat(glyph.yOffset) / scale),
                    advance: CGFloat(glyph.advance) / scale,
                    cluster: Int(glyph.cluster)
                ))
                pen += Int(glyph.advance)
            }
            line.runs.append(GlyphRun(
                face: item.candidate.face, fontSize: metrics.pointSize, metrics: metrics, glyphs: glyphs,
                x: CGFloat(runStart) / scale, width: CGFloat(pen - runStart) / scale, bidiLevel: item.level,
                color: attributes.color, isUnderlined: attributes.isUnderlined, isStruckThrough: attributes.isStruckThrough,
                isEllipsis: isEllipsis
            ))
            line.width = pen
            index = end
        }
    }
}

import Foundation

extension EditableTextLayout {
    /// The caret lines of `layout`: each text line with the clusters it shows and their extents,
    /// plus an empty line for an empty text or after a final line break.
    ///
    /// - Complexity: O(n) in the text's length, plus O(g log g) to sort each line's g clusters.
    static func caretLines(
        of layout: TextLayout, text: LaidOutText, endsWithLineBreak: Bool, alignmentWidth: CGFloat?, naturalDirection: WritingDirection? = nil
    ) -> [CaretLine] {
        let bytes = Array(text.string.utf8)
        var lines: [CaretLine] = []
        lines.reserveCapacity(layout.lines.count + 1)
        var position = 0
        for (index, line) in layout.lines.enumerated() {
            if index > 0 {
                position = skippingHangingSpaces(bytes, from: position)
                position = skippingLineBreak(bytes, from: position)
            }
            var start = position
            var end = start + line.text.utf8.count
            if end > bytes.count || !bytes[start..<end].elementsEqual(line.text.utf8) {
                // Not where the text says: trust the glyphs' clusters instead.
                let clusters = line.runs.flatMap { $0.glyphs.map(\.cluster) }
                start = clusters.min() ?? position
                end = max(start, min(bytes.count, (clusters.max() ?? start) + 1))
            }
            position = end
            let first = text.character(containing: start)
            let contentEnd = max(first, text.boundary(atOrAfter: end))
            lines.append(caretLine(line, first: first, contentEnd: contentEnd, contentEndOffset: end, text: text))
        }
        if lines.isEmpty || endsWithLineBreak {
            lines.append(emptyLine(after: lines.last, in: layout, at: text.characterCount, alignmentWidth: alignmentWidth, naturalDirection: naturalDirection))
        }
        return lines
    }

    /// A line's pieces: each glyph run's clusters, mapped to grapheme clusters.
    private static func caretLine(_ line: TextLine, first: Int, contentEnd: Int, contentEndOffset: Int, text: LaidOutText) -> CaretLine {
        // HarfBuzz cluster offsets in logical order, to find where each cluster ends.
        var starts: [Int] = []
        for run in line.runs where !run.isEllipsis {
            for glyph in run.glyphs where starts.last != glyph.cluster { starts.append(glyph.cluster) }
        }
        // Already ascending for left-to-right text; sorted only when a line has other runs.
        if !isAscending(starts) { starts.sort() }
        var extents = [(minX: CGFloat, maxX: CGFloat, isRightToLeft: Bool)?](repeating: nil, count: contentEnd - first)
        for run in line.runs where !run.isEllipsis {
            var pen = line.x + run.x
            var glyph = 0
            let glyphs = run.glyphs
            while glyph < glyphs.count {
                let cluster = glyphs[glyph].cluster
                var advance: CGFloat = 0
                var next = glyph
                while next < glyphs.count && glyphs[next].cluster == cluster {
                    advance += glyphs[next].advance
                    next += 1
                }
                let minX = pen
                pen += advance
                glyph = next
                // The clusters the HarfBuzz cluster covers: those starting from the one it is in up
                // to the next HarfBuzz cluster in logical order.
                let following = firstGreater(than: cluster, in: starts) ?? max(contentEndOffset, cluster + 1)
                let lower = text.character(containing: cluster)
                let upper = max(lower + 1, text.boundary(atOrAfter: following))
                let count = CGFloat(upper - lower)
                for character in lower..<upper where character >= first && character < contentEnd {
                    // Divide a ligature evenly, in reading order.
                    let share = CGFloat(character - lower)
                    let pieceMin = run.isRightToLeft ? pen - (share + 1) * advance / count : minX + share * advance / count
                    let piece = (minX: pieceMin, maxX: pieceMin + advance / count, isRightToLeft: run.isRightToLeft)
                    if let existing = extents[character - first] {
                        extents[character - first] = (min(existing.minX, piece.minX), max(existing.maxX, piece.maxX), existing.isRightToLeft)
                    } else {
                        extents[character - first] = piece
                    }
                }
            }
        }
        var pieces: [CaretLine.Piece] = []
        pieces.reserveCapacity(extents.count)
        for (offset, extent) in extents.enumerated() {
            guard let extent else { continue }
            pieces.append(CaretLine.Piece(character: first + offset, minX: extent.minX, maxX: extent.maxX, isRightToLeft: extent.isRightToLeft))
        }
        if !isAscending(pieces.lazy.map(\.minX)) {
            pieces.sort { $0.minX < $1.minX || ($0.minX == $1.minX && $0.maxX < $1.maxX) }
        }
        var indices = [Int](repeating: -1, count: extents.count)
        for (index, piece) in pieces.enumerated() { indices[piece.character - first] = index }
        return CaretLine(
            first: first, contentEnd: contentEnd, x: line.x, width: line.width, top: line.top, height: line.height,
            isRightToLeft: line.isRightToLeft, pieces: pieces, pieceIndices: indices
        )
    }

    /// The line of an empty text, or the empty line after a final line break: the style font's
    /// natural height, placed below `previous` (after the line spacing), aligned by the style.
    private static func emptyLine(
        after previous: CaretLine?, in layout: TextLayout, at index: Int, alignmentWidth: CGFloat?, naturalDirection: WritingDirection?
    ) -> CaretLine {
        let metrics = layout.metrics
        let style = layout.style
        let natural = metrics.ascender - metrics.descender + metrics.leading
        let height = style.lineHeightMultiple > 0 ? natural * style.lineHeightMultiple : natural
        let top = previous.map { $0.top + $0.height + style.lineSpacing } ?? 0
        let width = alignmentWidth.flatMap { $0.isFinite ? $0 : nil } ?? layout.size.width
        let x: CGFloat = switch style.alignment {
        case .left: 0
        case .natural: naturalDirection == .rightToLeft ? width : 0
        case .center: width / 2
        case .right: width
        }
        return CaretLine(first: index, contentEnd: index, x: x, width: 0, top: top, height: height, isRightToLeft: false, pieces: [], pieceIndices: [])
    }

    /// Whether `values` never decrease.
    private static func isAscending<Values: Sequence>(_ values: Values) -> Bool where Values.Element: Comparable {
        var previous: Values.Element?
        for value in values {
            if let previous, value < previous { return false }
            previous = value
        }
        return true
    }

    /// The first value of the sorted `values` greater than `value`.
    private static func firstGreater(than value: Int, in values: [Int]) -> Int? {
        var low = 0
        var high = values.count
        while low < high {
            let middle = (low + high) / 2
            if values[middle] <= value { low = middle + 1 } else { high = middle }
        }
        return low < values.count ? values[low] : nil
    }

    /// `offset` moved past the hanging spaces at it (where a wrapped line's next line starts).
    private static func skippingHangingSpaces(_ bytes: [UInt8], from offset: Int) -> Int {
        var offset = offset
        while offset < bytes.count {
            let (scalar, length) = scalar(in: bytes, at: offset)
            guard TextLayoutBuilder.isHangingSpace(scalar) else { break }
            offset += length
        }
        return offset
    }

    /// `offset` moved past one hard line break at it (CR LF counts as one), as the text engine
    /// splits paragraphs.
    private static func skippingLineBreak(_ bytes: [UInt8], from offset: Int) -> Int {
        guard offset < bytes.count else { return offset }
        let (scalar, length) = scalar(in: bytes, at: offset)
        switch scalar {
        case 0x0D:
            return offset + 1 < bytes.count && bytes[offset + 1] == 0x0A ? offset + 2 : offset + 1
        case 0x0A, 0x0B, 0x0C, 0x85, 0x2028, 0x2029:
            return offset + length
        default:
            return offset
        }
    }

    /// The Unicode scalar value starting at `offset` of valid UTF-8, and its length in bytes.
    private static func scalar(in bytes: [UInt8], at offset: Int) -> (value: UInt32, length: Int) {
        let lead = bytes[offset]
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        guard offset + length <= bytes.count else { return (UInt32(lead), 1) }
        var value = length == 1 ? UInt32(lead) : UInt32(lead) & (0xFF >> (length + 1))
        for index in 1..<max(length, 1) where length > 1 {
            value = value << 6 | UInt32(bytes[offset + index] & 0x3F)
        }
        return (value, length)
    }
}

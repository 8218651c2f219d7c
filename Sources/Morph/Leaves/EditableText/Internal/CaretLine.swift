import Foundation

/// One line of an ``EditableTextLayout`` as an editor sees it: which clusters it shows, and the
/// visual extent of each (in the text box's coordinates).
struct CaretLine: Sendable, Hashable {
    /// The visual extent of one grapheme cluster on the line.
    struct Piece: Sendable, Hashable {
        /// The cluster's index in the text.
        var character: Int
        /// The cluster's left edge.
        var minX: CGFloat
        /// The cluster's right edge.
        var maxX: CGFloat
        /// Whether the cluster reads right to left (its glyph run does).
        var isRightToLeft: Bool

        /// The edge where the cluster starts in reading order.
        var leadingX: CGFloat { isRightToLeft ? maxX : minX }
        /// The edge where the cluster ends in reading order.
        var trailingX: CGFloat { isRightToLeft ? minX : maxX }
    }

    /// The index of the line's first cluster.
    var first: Int
    /// The index after the line's last shown cluster (before its hanging spaces and line break).
    var contentEnd: Int
    /// The line's left edge in the box (its alignment offset).
    var x: CGFloat
    /// The line's advance width.
    var width: CGFloat
    /// The top of the line box.
    var top: CGFloat
    /// The height of the line box.
    var height: CGFloat
    /// Whether the line's paragraph runs right to left.
    var isRightToLeft: Bool
    /// The pieces, left to right.
    var pieces: [Piece]
    /// For each cluster `first..<contentEnd`, the index of its piece in ``pieces`` (-1 for a
    /// cluster that drew no glyph).
    var pieceIndices: [Int]

    /// The piece of cluster `character`, if it is on the line and drew a glyph.
    func piece(of character: Int) -> Piece? {
        guard character >= first, character < contentEnd else { return nil }
        let index = pieceIndices[character - first]
        return index >= 0 ? pieces[index] : nil
    }

    /// The edge where the line starts in reading order.
    var startEdge: CGFloat { isRightToLeft ? x + width : x }
    /// The edge where the line ends in reading order.
    var endEdge: CGFloat { isRightToLeft ? x : x + width }

    /// The x of the caret at cluster boundary `position` on this line.
    ///
    /// Between two clusters of one direction both have the same edge. At a boundary between runs
    /// of opposite directions, the caret sits with the text of the paragraph's direction (Pango's
    /// "strong" cursor): at the trailing edge of the cluster before the boundary when that cluster
    /// reads in the paragraph's direction, else at the leading edge of the cluster after it when
    /// that one does, else (both read against the paragraph) after the cluster before. So in a
    /// left-to-right paragraph, the caret after "abc " in "abc שלום" is right after the space,
    /// where a typed Latin letter will go.
    ///
    /// - Complexity: O(1), or O(k) past k clusters without glyphs.
    func caretX(at position: Int) -> CGFloat {
        let before = piece(of: position - 1)
        let after = piece(of: position)
        if let before, before.isRightToLeft == isRightToLeft { return before.trailingX }
        if let after, after.isRightToLeft == isRightToLeft { return after.leadingX }
        if let before { return before.trailingX }
        if let after { return after.leadingX }
        if pieces.isEmpty { return x }
        if position >= contentEnd { return endEdge }
        var character = position - 1
        while character >= first {
            if let piece = piece(of: character) { return piece.trailingX }
            character -= 1
        }
        return startEdge
    }

    /// The cluster boundary nearest to `x` on this line, in `first...contentEnd`: the edge of
    /// the cluster under `x` (its left half gives its left edge), or of the leftmost or rightmost
    /// cluster beyond the line's ends; a cluster's left edge is its start when it reads left to
    /// right and its end when it reads right to left.
    ///
    /// - Complexity: O(log p) in the line's pieces.
    func position(atX x: CGFloat) -> Int {
        guard let leftmost = pieces.first, let rightmost = pieces.last else { return first }
        let position: Int
        if x <= leftmost.minX {
            position = leftEdgePosition(of: leftmost)
        } else if x >= rightmost.maxX {
            position = rightEdgePosition(of: rightmost)
        } else {
            // The first piece whose right edge is past x.
            var low = 0
            var high = pieces.count - 1
            while low < high {
                let middle = (low + high) / 2
                if pieces[middle].maxX <= x { low = middle + 1 } else { high = middle }
            }
            let piece = pieces[low]
            position = x < (piece.minX + piece.maxX) / 2 ? leftEdgePosition(of: piece) : rightEdgePosition(of: piece)
        }
        return min(max(position, first), contentEnd)
    }

    private func leftEdgePosition(of piece: Piece) -> Int {
        piece.isRightToLeft ? piece.character + 1 : piece.character
    }

    private func rightEdgePosition(of piece: Piece) -> Int {
        piece.isRightToLeft ? piece.character : piece.character + 1
    }

    /// The rectangles covering clusters `lower..<upper` on this line, left to right, touching ones
    /// merged, each as tall as the line box.
    func selectionRects(_ lower: Int, _ upper: Int) -> [CGRect] {
        let from = max(lower, first)
        let to = min(upper, contentEnd)
        guard from < to else { return [] }
        var extents: [(minX: CGFloat, maxX: CGFloat)] = []
        for character in from..<to {
            if let piece = piece(of: character), piece.maxX > piece.minX { extents.append((piece.minX, piece.maxX)) }
        }
        extents.sort { $0.minX < $1.minX }
        var rects: [CGRect] = []
        for extent in extents {
            if let last = rects.last, extent.minX <= last.maxX + 0.01 {
                rects[rects.count - 1] = CGRect(x: last.minX, y: top, width: max(last.maxX, extent.maxX) - last.minX, height: height)
            } else {
                rects.append(CGRect(x: extent.minX, y: top, width: extent.maxX - extent.minX, height: height))
            }
        }
        return rects
    }
}

import Foundation

/// Where a node's characters are on screen: what AT-SPI's `GetCharacterExtents`,
/// `GetRangeExtents` and `GetOffsetAtPoint` answer, and the lines `GetTextAtOffset` counts.
///
/// A value, computed on any thread: a text field's geometry holds the editing layout it shows; a
/// text node's holds the inputs of its layout and lays the text out when first asked (a cache
/// lookup in the node's `FontLibrary` when the text was drawn). Coordinates are the window's.
/// Offsets count Unicode scalars (see ``SemanticsText``).
///
/// A text node that truncates its text (a line limit) reports the positions its hidden
/// characters would have below or after the shown ones.
public struct SemanticsTextGeometry: Hashable, Sendable {
    /// How to get the laid-out text.
    enum Source: Hashable, Sendable {
        /// The layout a text field shows.
        case editable(EditableTextLayout)
        /// A text node's string, style and width, laid out when asked.
        case text(string: String, style: TextStyle, width: CGFloat, library: LibraryReference)
    }

    /// A font library compared by identity.
    struct LibraryReference: Hashable, Sendable {
        let library: FontLibrary

        static func == (lhs: LibraryReference, rhs: LibraryReference) -> Bool {
            lhs.library === rhs.library
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(ObjectIdentifier(library))
        }
    }

    let source: Source
    /// Where the text box's origin is in the node's bounds.
    let textOrigin: CGPoint
    /// The node's bounds coordinates to the window's.
    let toWindow: AffineTransform

    init(source: Source, textOrigin: CGPoint, toWindow: AffineTransform) {
        self.source = source
        self.textOrigin = textOrigin
        self.toWindow = toWindow
    }

    /// The laid-out text, or nil when it cannot be laid out (an invalid style).
    public var layout: EditableTextLayout? {
        switch source {
        case .editable(let layout):
            return layout
        case let .text(string, style, width, library):
            var editing = style
            editing.lineLimit = 0
            let wrap = width.isFinite && width > 0 ? width : .infinity
            return try? EditableTextLayout(string, style: editing, maximumWidth: wrap, alignmentWidth: wrap.isFinite ? wrap : nil, library: library.library)
        }
    }

    /// The window rectangle of the character at Unicode-scalar offset `offset`, or nil when the
    /// offset is outside the text or the text has no layout.
    public func characterRect(at offset: Int) -> CGRect? {
        guard let layout else { return nil }
        let clusters = SemanticsText.clusterRange(of: offset..<(offset + 1), in: layout.string)
        guard offset >= 0, !clusters.isEmpty, clusters.upperBound <= layout.characterCount else { return nil }
        return windowRect(of: layout.selectionRects(for: clusters))
    }

    /// The window rectangle that bounds the characters at Unicode-scalar offsets `range` (clamped
    /// to the text), or nil when nothing of it is in the text.
    public func rect(for range: Range<Int>) -> CGRect? {
        guard let layout else { return nil }
        let clusters = SemanticsText.clusterRange(of: range, in: layout.string)
        guard !clusters.isEmpty else { return nil }
        return windowRect(of: layout.selectionRects(for: clusters))
    }

    /// The Unicode-scalar offset of the character under the window point `point`, or nil when
    /// the point is not on the text's lines.
    public func offset(at point: CGPoint) -> Int? {
        guard let layout else { return nil }
        var toNode = toWindow
        let determinant = toNode.m11 * toNode.m22 - toNode.m12 * toNode.m21
        guard determinant != 0, determinant.isFinite else { return nil }
        toNode.invert()
        let local = toNode.transform(point)
        let inText = CGPoint(x: local.x - textOrigin.x, y: local.y - textOrigin.y)
        let lines = (0..<layout.lineCount).map(layout.lineFrame)
        guard let line = lines.firstIndex(where: { $0.minY <= inText.y && inText.y < $0.maxY }) else { return nil }
        let frame = lines[line]
        guard frame.minX <= inText.x, inText.x <= frame.maxX else { return nil }
        // The nearest boundary at or before the point is the character under it.
        var cluster = layout.characterIndex(onLine: line, atX: inText.x)
        let range = layout.characterRange(ofLine: line)
        if cluster > range.lowerBound, layout.caretX(at: cluster) > inText.x, !layout.isRightToLeft(line: line) {
            cluster -= 1
        }
        cluster = min(cluster, max(range.upperBound - 1, range.lowerBound))
        return SemanticsText.scalarOffset(ofCluster: cluster, in: layout.string)
    }

    /// The Unicode-scalar ranges of the lines, top to bottom (a line's range includes the line
    /// break that ends it).
    public var lineRanges: [Range<Int>] {
        guard let layout else { return [] }
        let starts = layout.lines.map(\.first) + [layout.characterCount]
        return (0..<layout.lineCount).map { line in
            SemanticsText.scalarOffset(ofCluster: starts[line], in: layout.string)
                ..< SemanticsText.scalarOffset(ofCluster: starts[line + 1], in: layout.string)
        }
    }

    /// The window rectangle bounding `rects` of the text box.
    private func windowRect(of rects: [CGRect]) -> CGRect? {
        guard var union = rects.first else { return nil }
        for rect in rects.dropFirst() { union = union.union(rect) }
        return Self.boundingBox(of: union.offsetBy(dx: textOrigin.x, dy: textOrigin.y), through: toWindow)
    }

    /// The bounding box of `rect` after `transform`.
    static func boundingBox(of rect: CGRect, through transform: AffineTransform) -> CGRect {
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ].map(transform.transform)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }
}

import Foundation

/// A text laid out for editing: the `TextLayout` a renderer draws, plus what an editor needs
/// from it — where the caret goes between two grapheme clusters, which rectangles a selection
/// covers, and which cluster boundary is nearest to a point.
///
/// Indices are grapheme-cluster indices into ``string`` (as ``TextEditingState``'s), from 0 to
/// ``characterCount``; coordinates are in the text box (the space of `TextLayout`'s lines: y
/// down, lines aligned in the width given to the initializer).
///
/// ```swift
/// let layout = try EditableTextLayout("abc שלום", style: TextStyle(font: Font(.sans, size: 16)))
/// let caret = layout.caretRect(at: 4, width: 2)      // after "abc ", before the Hebrew
/// let index = layout.characterIndex(at: CGPoint(x: 12, y: 8))
/// let highlight = layout.selectionRects(for: 2..<6)  // may be two rectangles: bidi text
/// ```
///
/// **Positions come from the glyphs.** Each glyph run's clusters (HarfBuzz's) are mapped to the
/// text's grapheme clusters; a ligature covering several clusters ("ffi") is divided evenly among
/// them, as browsers do. The caret at a boundary is the edge between the clusters, and runs keep
/// their visual order, so right-to-left and mixed text place the caret where it shows.
///
/// **At a bidi boundary** (between a left-to-right and a right-to-left run) one boundary has two
/// possible places; the caret sits with the text of the paragraph's direction (Pango's "strong"
/// cursor): after the cluster before the boundary when that cluster reads in the paragraph's
/// direction, else before the cluster after it when that one does. In the left-to-right paragraph
/// "abc שלום" the caret after "abc " is right after the space, where a typed Latin letter appears.
///
/// **Lines.** A boundary belongs to the line that starts at or before it: the boundary where a
/// wrapped line ends is drawn at the start of the next line, and one at a hard line break at the
/// end of the line before it. Spaces that hang at the end of a wrapped line take no width; a caret
/// among them is drawn at the line's end. Spaces at the end of a paragraph (typed at the end of a
/// field) are measured, so the caret moves with them. An empty text, and the empty line after a
/// final line break, get a line of the style font's height, so the caret has somewhere to be.
///
/// **Bad input.** The initializer throws the `TextError`s of `TextLayout` (an invalid font,
/// size, width or line height); indices are clamped to `0...characterCount`; non-finite points
/// give the nearest end.
///
/// - Complexity: building is O(n) in the text's length (plus the text layout, a cache lookup when
///   repeated); caret and line lookups are O(log l) in the lines, a point's index O(log l + log p)
///   with p clusters on its line, selection rectangles O(k) in the clusters selected.
public struct EditableTextLayout: Sendable, Hashable {
    /// The laid-out text (without the invisible joiners that keep trailing spaces measured).
    public let string: String
    /// The number of grapheme clusters in ``string``.
    public let characterCount: Int
    /// The lines and glyph runs a renderer draws.
    public let textLayout: TextLayout
    /// The style the text was laid out in (as given: its line limit and break mode are not used).
    public let style: TextStyle
    /// The width the lines are aligned in, if one was given.
    public let alignmentWidth: CGFloat?
    /// The underlined clusters, if any.
    public let markedRange: Range<Int>?
    /// The exact extent of the text: the widest line's width × the height down to the bottom of
    /// the last line, counting the line an empty text or a final line break gets.
    public let size: CGSize
    /// The lines, top to bottom.
    let lines: [CaretLine]
    /// Extra width shown for a selected line break.
    let lineBreakWidth: CGFloat

    /// Lays out `string` for editing.
    ///
    /// - Parameters:
    ///   - string: the text shown (a field's text with any composition in it).
    ///   - style: the font and paragraph settings; the line limit is ignored (an editor shows
    ///     every line) and lines wrap at words.
    ///   - maximumWidth: the width lines wrap at; `.infinity` (the default) for a single line per
    ///     paragraph.
    ///   - alignmentWidth: the width of the box the lines are aligned in (see
    ///     `TextLayout.aligned(toWidth:)`); nil aligns them in the text's own width.
    ///   - markedRange: clusters to underline (the text an input method is composing).
    ///   - library: where fonts are found; `FontLibrary.shared` by default.
    /// - Throws: the `TextError` of the style or the width.
    /// - Complexity: O(n) in the text's length.
    public init(
        _ string: String,
        style: TextStyle,
        maximumWidth: CGFloat = .infinity,
        alignmentWidth: CGFloat? = nil,
        markedRange: Range<Int>? = nil,
        library: FontLibrary = .shared
    ) throws(TextError) {
        let laidOut = LaidOutText(string)
        var editingStyle = style
        editingStyle.lineLimit = 0
        editingStyle.lineBreakMode = .wordWrapping
        var attributed = AttributedText()
        let plain = TextAttributes(font: style.font)
        if let markedRange, !markedRange.isEmpty {
            var underlined = plain
            underlined.isUnderlined = true
            attributed.append(laidOut.substring(0..<markedRange.lowerBound), attributes: plain)
            attributed.append(laidOut.substring(markedRange), attributes: underlined)
            attributed.append(laidOut.substring(markedRange.upperBound..<laidOut.characterCount), attributes: plain)
        } else {
            attributed = AttributedText(laidOut.string, attributes: plain)
        }
        var layout = try TextLayout(attributed, style: editingStyle, maximumWidth: maximumWidth, library: library)
        if let alignmentWidth { layout = layout.aligned(toWidth: alignmentWidth) }

        self.string = string
        characterCount = laidOut.characterCount
        textLayout = layout
        self.style = style
        self.alignmentWidth = alignmentWidth
        self.markedRange = markedRange.flatMap { $0.isEmpty ? nil : $0 }
        lines = Self.caretLines(of: layout, text: laidOut, endsWithLineBreak: string.last?.isNewline ?? false, alignmentWidth: alignmentWidth)
        let bottom = lines.last.map { $0.top + $0.height } ?? 0
        size = CGSize(width: layout.typographicSize.width, height: bottom)
        lineBreakWidth = max(style.font.size, 0) / 4
    }

    // MARK: - Lines

    /// The number of lines (at least one: an empty text has an empty line).
    public var lineCount: Int { lines.count }

    /// The line that shows the caret at `index` (clamped): the last line starting at or before it.
    ///
    /// - Complexity: O(log l).
    public func lineIndex(containing index: Int) -> Int {
        let position = clamped(index)
        var low = 0
        var high = lines.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lines[middle].first <= position { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The clusters line `line` (clamped to the lines) shows, without its hanging spaces and line
    /// break: Home and End move to its bounds.
    public func characterRange(ofLine line: Int) -> Range<Int> {
        let caretLine = lines[min(max(line, 0), lines.count - 1)]
        return caretLine.first..<caretLine.contentEnd
    }

    /// The box of line `line` (clamped to the lines): from its alignment offset, as wide as its
    /// text, from its top, as tall as its line box.
    public func lineFrame(_ line: Int) -> CGRect {
        let caretLine = lines[min(max(line, 0), lines.count - 1)]
        return CGRect(x: caretLine.x, y: caretLine.top, width: caretLine.width, height: caretLine.height)
    }

    /// Whether line `line` (clamped) belongs to a right-to-left paragraph.
    public func isRightToLeft(line: Int) -> Bool {
        lines[min(max(line, 0), lines.count - 1)].isRightToLeft
    }

    // MARK: - Carets

    /// The x of the caret at cluster boundary `index` (clamped): the edge between the clusters
    /// around it on its line (see the type's discussion for bidi boundaries and line ends).
    public func caretX(at index: Int) -> CGFloat {
        let position = clamped(index)
        return lines[lineIndex(containing: position)].caretX(at: position)
    }

    /// The caret at `index` (clamped) drawn `width` points wide: centred on ``caretX(at:)``, as
    /// tall as its line box. A NaN or negative width is 0.
    public func caretRect(at index: Int, width: CGFloat) -> CGRect {
        let position = clamped(index)
        let line = lines[lineIndex(containing: position)]
        let width = width.isFinite && width > 0 ? width : 0
        return CGRect(x: line.caretX(at: position) - width / 2, y: line.top, width: width, height: line.height)
    }

    /// The rectangles that highlight the clusters of `range` (clamped), top to bottom and left to
    /// right on each line, as tall as their line boxes. Bidi text can need several per line. A
    /// selection that runs past the end of a line also covers a narrow box (a quarter of the font
    /// size) after the line's end, so a selected line break shows.
    public func selectionRects(for range: Range<Int>) -> [CGRect] {
        let lower = clamped(range.lowerBound)
        let upper = clamped(range.upperBound)
        guard lower < upper else { return [] }
        var rects: [CGRect] = []
        for index in lineIndex(containing: lower)...lineIndex(containing: upper) {
            let line = lines[index]
            rects += line.selectionRects(lower, upper)
            let isLast = index == lines.count - 1
            if !isLast, upper > line.contentEnd, lower < lines[index + 1].first {
                let x = line.isRightToLeft ? line.endEdge - lineBreakWidth : line.endEdge
                rects.append(CGRect(x: x, y: line.top, width: lineBreakWidth, height: line.height))
            }
        }
        return rects
    }

    // MARK: - Hit testing

    /// The cluster boundary nearest to `point`: on the line whose box contains its y (the nearest
    /// line above or below the text), at the edge of the cluster under its x (the nearer edge; the
    /// nearer end of the line beyond its ends). NaN coordinates count as the text's start.
    ///
    /// - Complexity: O(log l + log p).
    public func characterIndex(at point: CGPoint) -> Int {
        characterIndex(onLine: line(atY: point.y), atX: point.x)
    }

    /// The cluster boundary nearest to `x` on line `line` (clamped), in its clusters'
    /// ``characterRange(ofLine:)`` bounds (Up and Down keep the caret's x this way).
    public func characterIndex(onLine line: Int, atX x: CGFloat) -> Int {
        let caretLine = lines[min(max(line, 0), lines.count - 1)]
        return caretLine.position(atX: x.isNaN ? -.infinity : x)
    }

    /// The line whose box contains `y`, the nearest one otherwise.
    func line(atY y: CGFloat) -> Int {
        guard !y.isNaN else { return 0 }
        var low = 0
        var high = lines.count - 1
        // The last line whose top is at or above y.
        while low < high {
            let middle = (low + high + 1) / 2
            if lines[middle].top <= y { low = middle } else { high = middle - 1 }
        }
        let line = lines[low]
        if y >= line.top + line.height, low + 1 < lines.count {
            // In the spacing below the line: the nearer of the two.
            let next = lines[low + 1]
            return y - (line.top + line.height) <= next.top - y ? low : low + 1
        }
        return low
    }

    /// `index` clamped to `0...characterCount`.
    func clamped(_ index: Int) -> Int {
        min(max(index, 0), characterCount)
    }
}

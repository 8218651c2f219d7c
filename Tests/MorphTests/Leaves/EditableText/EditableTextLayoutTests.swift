import Foundation
import Morph
import MorphTestSupport
import Testing

@Suite("EditableTextLayout")
struct EditableTextLayoutTests {
    static let style = TextStyle(font: Font(.sans, size: 16))

    /// The pen x of every glyph of a one-line text, by cluster, from the text engine itself.
    static func glyphStarts(_ string: String) throws -> [Int: CGFloat] {
        let layout = try TextLayout(string, style: style)
        var starts: [Int: CGFloat] = [:]
        for run in layout.lines[0].runs {
            for glyph in run.glyphs { starts[glyph.cluster] = layout.lines[0].x + glyph.position.x }
        }
        return starts
    }

    // MARK: - Carets

    @Test("left-to-right carets sit at the glyph edges, from 0 to the line's width")
    func leftToRight() throws {
        let layout = try EditableTextLayout("abc", style: Self.style)
        let starts = try Self.glyphStarts("abc")
        let width = layout.textLayout.lines[0].width
        #expect(layout.caretX(at: 0) == 0)
        #expect(layout.caretX(at: 1) == starts[1])
        #expect(layout.caretX(at: 2) == starts[2])
        #expect(layout.caretX(at: 3) == width)
        #expect(layout.caretX(at: 99) == width, "indices are clamped")
        let caret = layout.caretRect(at: 1, width: 2)
        #expect(caret.midX == starts[1])
        #expect(caret.width == 2)
        #expect(caret.minY == layout.textLayout.lines[0].top)
        #expect(caret.height == layout.textLayout.lines[0].height)
        #expect(layout.caretRect(at: 1, width: .nan).width == 0)
    }

    @Test("right-to-left carets run from the line's right edge (the start) to its left edge")
    func rightToLeft() throws {
        let layout = try EditableTextLayout("שלום", style: Self.style)
        let line = layout.textLayout.lines[0]
        #expect(line.isRightToLeft)
        #expect(layout.isRightToLeft(line: 0))
        #expect(layout.caretX(at: 0) == line.x + line.width)
        #expect(layout.caretX(at: 4) == line.x)
        let xs = (0...4).map { layout.caretX(at: $0) }
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 > $1 }, "each cluster moves the caret left: \(xs)")
        // The boundary after the first letter is that letter's left edge.
        let starts = try Self.glyphStarts("שלום")
        #expect(abs(layout.caretX(at: 1) - starts[0]!) < 1e-9)
    }

    @Test("in a left-to-right paragraph the caret at a bidi boundary sits with the left-to-right text")
    func mixedInLeftToRight() throws {
        // a b c ␠ ש ל ו ם ␠ d e f: the Hebrew run is drawn between the spaces, reversed.
        let text = "abc שלום def"
        let layout = try EditableTextLayout(text, style: Self.style)
        let runs = layout.textLayout.lines[0].runs
        let hebrew = try #require(runs.first { $0.isRightToLeft })
        // After "abc ": right after the space = the Hebrew run's left edge.
        #expect(abs(layout.caretX(at: 4) - hebrew.x) < 1e-9)
        // After the Hebrew word, before " def": the space's leading edge = the Hebrew run's right edge.
        #expect(abs(layout.caretX(at: 8) - (hebrew.x + hebrew.width)) < 1e-9)
        // Inside the Hebrew run the carets go right to left.
        #expect(layout.caretX(at: 5) > layout.caretX(at: 6))
        #expect(layout.caretX(at: 5) < hebrew.x + hebrew.width)
        // Hit testing is visual: the left half of the Hebrew run's leftmost letter (ם, logically
        // last) gives the boundary after it.
        let y = layout.lineFrame(0).midY
        #expect(layout.characterIndex(at: CGPoint(x: hebrew.x + 1, y: y)) == 8)
        #expect(layout.characterIndex(at: CGPoint(x: hebrew.x + hebrew.width - 1, y: y)) == 4)
    }

    @Test("in a right-to-left paragraph the caret at a bidi boundary sits with the right-to-left text")
    func mixedInRightToLeft() throws {
        // ש ל ו ם ␠ a b c: the paragraph is right to left; "abc" is drawn at the left.
        let layout = try EditableTextLayout("שלום abc", style: Self.style)
        let line = layout.textLayout.lines[0]
        #expect(line.isRightToLeft)
        let latin = try #require(line.runs.first { !$0.isRightToLeft })
        // After "שלום ": the space is right to left; the caret is at its trailing (left) edge,
        // which is the Latin run's right edge.
        #expect(abs(layout.caretX(at: 5) - (line.x + latin.x + latin.width)) < 1e-9)
        // At the end of the text: after "c" (left to right, against the paragraph) — its right
        // edge, as no right-to-left cluster follows.
        #expect(abs(layout.caretX(at: 8) - (line.x + latin.x + latin.width)) < 1e-9)
        #expect(layout.caretX(at: 0) == line.x + line.width)
    }

    @Test("a ligature's clusters share its width evenly")
    func ligature() throws {
        let layout = try EditableTextLayout("office", style: Self.style)
        let starts = try Self.glyphStarts("office")
        // "ffi" is one glyph (cluster 1) up to "c" (cluster 4).
        let ffi = try #require(starts[1])
        let c = try #require(starts[4])
        #expect(starts[2] == nil, "the font forms the ffi ligature")
        #expect(abs(layout.caretX(at: 2) - (ffi + (c - ffi) / 3)) < 1e-9)
        #expect(abs(layout.caretX(at: 3) - (ffi + 2 * (c - ffi) / 3)) < 1e-9)
        #expect(layout.caretX(at: 4) == c)
    }

    @Test("carets step over combining marks, emoji sequences and flags as one cluster each")
    func clusters() throws {
        let text = "e\u{301}👨‍👩‍👧🇫🇷x"
        let layout = try EditableTextLayout(text, style: Self.style)
        #expect(layout.characterCount == 4)
        let xs = (0...4).map { layout.caretX(at: $0) }
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 < $1 }, "\(xs)")
    }

    @Test("spaces typed at the end of a paragraph are measured, so the caret moves with them")
    func trailingSpaces() throws {
        let layout = try EditableTextLayout("ab  ", style: Self.style)
        let spaced = try EditableTextLayout("ab  x", style: Self.style)
        #expect(layout.caretX(at: 3) > layout.caretX(at: 2))
        #expect(layout.caretX(at: 4) > layout.caretX(at: 3))
        #expect(abs(layout.caretX(at: 4) - spaced.caretX(at: 4)) < 1e-9)
        #expect(layout.size.width > (try TextLayout("ab", style: Self.style)).typographicSize.width)
        // Two paragraphs ending in spaces.
        let two = try EditableTextLayout("a \nb\t\n", style: Self.style)
        #expect(two.caretX(at: 2) > two.caretX(at: 1))
        #expect(two.lineIndex(containing: 2) == 0)
        #expect(two.caretX(at: 5) > two.caretX(at: 4))
        #expect(two.lineCount == 3)
    }

    // MARK: - Lines

    @Test("an empty text has one line of the font's height for the caret")
    func emptyText() throws {
        let layout = try EditableTextLayout("", style: Self.style)
        let metrics = try FontMetrics(Self.style.font)
        #expect(layout.characterCount == 0)
        #expect(layout.lineCount == 1)
        let caret = layout.caretRect(at: 0, width: 2)
        #expect(caret.midX == 0)
        #expect(abs(caret.height - (metrics.ascender - metrics.descender + metrics.leading)) < 1e-9)
        #expect(layout.characterIndex(at: CGPoint(x: 50, y: 50)) == 0)
        #expect(layout.selectionRects(for: 0..<5).isEmpty)
        #expect(layout.size.height == caret.height)
        let centred = try EditableTextLayout("", style: TextStyle(font: Self.style.font, alignment: .center), alignmentWidth: 100)
        #expect(centred.caretX(at: 0) == 50)
    }

    @Test("after a final line break the caret is on a new empty line below")
    func finalLineBreak() throws {
        let layout = try EditableTextLayout("ab\n", style: Self.style)
        #expect(layout.lineCount == 2)
        #expect(layout.lineIndex(containing: 2) == 0)
        #expect(layout.lineIndex(containing: 3) == 1)
        let first = layout.lineFrame(0)
        let caret = layout.caretRect(at: 3, width: 0)
        #expect(caret.minY == first.maxY)
        #expect(caret.minX == 0)
        #expect(layout.size.height == caret.maxY)
        #expect(layout.characterIndex(at: CGPoint(x: 40, y: caret.midY)) == 3)
    }

    @Test("wrapped lines: a boundary belongs to the line starting at it, hanging spaces end their line")
    func wrapping() throws {
        let layout = try EditableTextLayout("aaa bbb", style: Self.style, maximumWidth: 40)
        #expect(layout.lineCount == 2)
        #expect(layout.characterRange(ofLine: 0) == 0..<3)
        #expect(layout.characterRange(ofLine: 1) == 4..<7)
        #expect(layout.lineIndex(containing: 3) == 0)
        #expect(layout.lineIndex(containing: 4) == 1)
        let line0 = layout.lineFrame(0)
        #expect(layout.caretX(at: 3) == line0.maxX)
        #expect(layout.caretRect(at: 4, width: 0).minY == layout.lineFrame(1).minY)
        #expect(layout.caretX(at: 4) == 0)
        // Clicking past the end of the first line stays on it.
        #expect(layout.characterIndex(at: CGPoint(x: 200, y: line0.midY)) == 3)
        #expect(layout.characterIndex(onLine: 1, atX: -10) == 4)
    }

    // MARK: - Hit testing and selection

    @Test("a point gives the nearest boundary: the nearer edge of the cluster under it, clamped to the line")
    func hitTesting() throws {
        let layout = try EditableTextLayout("abc\ndef", style: Self.style)
        let starts = try Self.glyphStarts("abc")
        let y0 = layout.lineFrame(0).midY
        let y1 = layout.lineFrame(1).midY
        #expect(layout.characterIndex(at: CGPoint(x: starts[1]! + 1, y: y0)) == 1)
        #expect(layout.characterIndex(at: CGPoint(x: starts[2]! - 1, y: y0)) == 2)
        #expect(layout.characterIndex(at: CGPoint(x: -30, y: y0)) == 0)
        #expect(layout.characterIndex(at: CGPoint(x: 500, y: y0)) == 3)
        #expect(layout.characterIndex(at: CGPoint(x: 500, y: y1)) == 7)
        #expect(layout.characterIndex(at: CGPoint(x: 0, y: -100)) == 0, "above the text: the first line")
        #expect(layout.characterIndex(at: CGPoint(x: 500, y: 1_000)) == 7, "below: the last")
        #expect(layout.characterIndex(at: CGPoint(x: CGFloat.nan, y: .nan)) == 0)
        #expect(layout.characterIndex(at: CGPoint(x: CGFloat.infinity, y: y1)) == 7)
    }

    @Test("every boundary of single-direction text hit-tests back to itself", arguments: [
        "hello world", "e\u{301}t\u{E9} 👍🏽 🇩🇪!", "中文字符测试", "שלום עולם", "مرحبا بالعالم", "office affine",
    ])
    func roundTrip(text: String) throws {
        let layout = try EditableTextLayout(text, style: Self.style)
        let y = layout.lineFrame(0).midY
        for index in 0...layout.characterCount {
            #expect(layout.characterIndex(at: CGPoint(x: layout.caretX(at: index), y: y)) == index, "boundary \(index) of \(text)")
        }
    }

    @Test("a selection is one rectangle per run of visually adjacent clusters; bidi text can need two")
    func selectionRects() throws {
        let plain = try EditableTextLayout("abcdef", style: Self.style)
        let rects = plain.selectionRects(for: 1..<4)
        #expect(rects.count == 1)
        #expect(rects.first?.minX == plain.caretX(at: 1))
        #expect(rects.first?.maxX == plain.caretX(at: 4))
        #expect(rects.first?.height == plain.lineFrame(0).height)
        #expect(plain.selectionRects(for: 2..<2).isEmpty)
        #expect(plain.selectionRects(for: -5..<100).count == 1)

        // "c ש ל" of "abc שלום def": "c " on the left, "של" at the right end of the Hebrew run.
        let mixed = try EditableTextLayout("abc שלום def", style: Self.style)
        let split = mixed.selectionRects(for: 2..<6)
        #expect(split.count == 2)
        #expect(split[0].maxX < split[1].minX)

        // Across a line break: the break shows as a narrow box after the first line.
        let lines = try EditableTextLayout("ab\ncd", style: Self.style)
        let across = lines.selectionRects(for: 1..<4)
        #expect(across.count == 3)
        #expect(across[1].minX == lines.lineFrame(0).maxX)
        #expect(across[1].width == 4)
        #expect(across[2].minY == lines.lineFrame(1).minY)
    }

    @Test("the marked range is underlined in the drawn text")
    func markedRangeUnderlined() throws {
        let layout = try EditableTextLayout("abにほc", style: Self.style, markedRange: 2..<4)
        let underlined = layout.textLayout.lines[0].runs.filter(\.isUnderlined)
        #expect(!underlined.isEmpty)
        let clusters = Set(underlined.flatMap { $0.glyphs.map(\.cluster) })
        #expect(clusters == [2, 5])
        #expect(layout.markedRange == 2..<4)
    }

    @Test("random mixed texts at random widths: every caret, hit and highlight is finite, in order and on the text's lines", arguments: 0..<16)
    func randomTexts(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        let pieces = ["word", " ", "  ", "\n", "\r\n", "שלום", "مرحبا", "中文", "e\u{301}", "👨‍👩‍👧", "🇫🇷", "office", "\t", "12", ".", "\u{2028}"]
        let text = (0..<Int.random(in: 0...30, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
        let width: CGFloat = [.infinity, 0, 30, 80, 200].randomElement(using: &generator)!
        let layout = try EditableTextLayout(text, style: Self.style, maximumWidth: width, alignmentWidth: width.isFinite ? width : nil)
        #expect(layout.characterCount == text.count)
        #expect(layout.size.width.isFinite && layout.size.height.isFinite)
        var previousLine = 0
        for index in 0...layout.characterCount {
            let caret = layout.caretRect(at: index, width: 2)
            #expect(caret.minX.isFinite && caret.minY.isFinite && caret.height > 0, "caret \(index) of \(text.debugDescription)")
            let line = layout.lineIndex(containing: index)
            #expect(line >= previousLine, "lines follow the text")
            previousLine = line
            let range = layout.characterRange(ofLine: line)
            #expect(range.lowerBound <= index || line == 0)
            let hit = layout.characterIndex(at: CGPoint(x: caret.midX, y: caret.midY))
            #expect((0...layout.characterCount).contains(hit))
            #expect(layout.lineIndex(containing: hit) == line || layout.characterRange(ofLine: line).upperBound == hit || layout.characterRange(ofLine: line).lowerBound == hit)
        }
        for _ in 0..<20 {
            let point = CGPoint(x: .random(in: -50...300, using: &generator), y: .random(in: -50...300, using: &generator))
            #expect((0...layout.characterCount).contains(layout.characterIndex(at: point)))
            let a = Int.random(in: 0...layout.characterCount, using: &generator)
            let b = Int.random(in: 0...layout.characterCount, using: &generator)
            for rect in layout.selectionRects(for: min(a, b)..<max(a, b)) {
                #expect(rect.minX.isFinite && rect.width >= 0 && rect.height > 0)
            }
        }
    }

    @Test("bad input: an invalid width or font size throws, a NaN width is refused")
    func badInput() {
        #expect(throws: TextError.self) { try EditableTextLayout("a", style: Self.style, maximumWidth: -1) }
        #expect(throws: TextError.self) { try EditableTextLayout("a", style: Self.style, maximumWidth: .nan) }
        #expect(throws: TextError.self) { try EditableTextLayout("a", style: TextStyle(font: Font(.sans, size: -3))) }
    }
}

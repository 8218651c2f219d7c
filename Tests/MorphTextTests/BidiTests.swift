import Foundation
@testable import MorphText
import Testing

@Suite("Bidirectional text")
struct BidiTests {
    @Test("Hebrew in a Latin paragraph is one right-to-left run between left-to-right runs")
    func hebrewInLatin() throws {
        let measured = try layout("abc שלום def")
        let line = measured.lines[0]
        #expect(!line.isRightToLeft)
        // Levels by run, consecutive equal levels merged (the space after the Hebrew word is in
        // Hebrew's script run, "def" in Latin's).
        let levels = line.runs.map(\.bidiLevel).reduce(into: [UInt8]()) { if $0.last != $1 { $0.append($1) } }
        #expect(levels == [0, 1, 0])
        // The Hebrew run's glyphs are in visual order: its clusters decrease left to right.
        let hebrew = line.runs[1].glyphs.map(\.cluster)
        #expect(hebrew == hebrew.sorted(by: >))
        // "abc " is 4 bytes; the Hebrew word's 4 letters are 2 bytes each.
        #expect(Set(hebrew) == [4, 6, 8, 10])
        // Runs follow each other without gaps, in visual order.
        for (left, right) in zip(line.runs, line.runs.dropFirst()) {
            #expect(right.x == left.x + left.width)
        }
    }

    @Test("a right-to-left paragraph puts its first word on the right and European digits in a left-to-right run")
    func arabicParagraph() throws {
        // Logical order: "سلام" (4 letters), space, "123", space, "مرحبا".
        let measured = try layout("سلام 123 مرحبا")
        let line = measured.lines[0]
        #expect(line.isRightToLeft)
        // Visually: مرحبا, space, 123, space, سلام. The digits are at level 2, the rest at level 1.
        let levels = line.runs.map(\.bidiLevel)
        #expect(levels.contains(2))
        let digits = try #require(line.runs.first { $0.bidiLevel == 2 })
        #expect(digits.glyphs.map(\.cluster) == [9, 10, 11])
        // The first logical word (clusters 0..<8) is drawn rightmost.
        let rightmost = try #require(line.runs.last)
        #expect(rightmost.glyphs.allSatisfy { $0.cluster < 9 })
        #expect(rightmost.glyphs.contains { $0.cluster == 0 })
        // Natural alignment puts the line at the right edge.
        #expect(line.x == measured.size.width - line.width)
    }

    @Test("Arabic letters are shaped in their joining forms")
    func arabicJoining() throws {
        // Alone, "ب" is its isolated form; inside "ببب" it takes initial, medial and final forms.
        let isolated = allGlyphs(try layout("ب"))
        let joined = allGlyphs(try layout("ببب"))
        #expect(isolated.count == 1 && joined.count == 3)
        #expect(Set(joined.map(\.id)).count == 3)
        #expect(!joined.contains { $0.id == isolated[0].id })
    }

    @Test("a wrapped right-to-left paragraph keeps logical order across lines")
    func wrappedRightToLeft() throws {
        let text = "שלום עולם שלום עולם שלום עולם"
        let wrapped = try layout(text, width: 80)
        #expect(wrapped.lines.count > 1)
        #expect(wrapped.lines.allSatisfy { $0.isRightToLeft })
        #expect(wrapped.lines.map(\.text).joined(separator: " ") == text)
        for line in wrapped.lines {
            #expect(line.width <= 80)
            #expect(line.x == wrapped.size.width - line.width)
        }
    }

    @Test("tail truncation of a right-to-left line puts the ellipsis on its left, at the logical end")
    func rightToLeftTruncation() throws {
        let truncated = try layout("שלום עולם שלום עולם שלום עולם", width: 60, lineLimit: 1)
        let line = truncated.lines[0]
        #expect(line.text.hasSuffix("\u{2026}"))
        #expect(line.width <= 60)
        let ellipsis = try #require(line.runs.first { $0.isEllipsis })
        #expect(line.runs.first == ellipsis)
    }
}

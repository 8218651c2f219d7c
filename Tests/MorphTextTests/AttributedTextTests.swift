import Foundation
import MorphLayout
import MorphMotion
@testable import MorphText
import Testing

@Suite("Attributed text")
struct AttributedTextTests {
    let regular = TextAttributes(font: Font(.sans, size: 12))
    let bold = TextAttributes(font: Font(.sans, size: 12, weight: .bold))

    @Test("appending merges runs with equal attributes and skips empty strings")
    func building() {
        var text = AttributedText("Sign", attributes: regular)
        text.append(" up", attributes: regular)
        text.append("", attributes: bold)
        text.append("!", attributes: bold)
        #expect(text.string == "Sign up!")
        #expect(text.runs.map(\.utf8Range) == [0..<7, 7..<8])
        #expect(text.runs.map(\.attributes) == [regular, bold])
        let joined = AttributedText("Sign", attributes: regular) + AttributedText(" up", attributes: regular) + AttributedText("!", attributes: bold)
        #expect(joined == text)
        #expect(AttributedText().runs.isEmpty && AttributedText("", attributes: bold).runs.isEmpty)
        #expect(text.runIndex(atUTF8Offset: 0) == 0 && text.runIndex(atUTF8Offset: 7) == 1 && text.runIndex(atUTF8Offset: 8) == 1)
    }

    @Test("runs in different fonts are shaped in their own faces, side by side")
    func fonts() throws {
        let text = AttributedText("Bold", attributes: bold) + AttributedText(" text", attributes: regular)
        let measured = try TextLayout(text, style: TextStyle(font: regular.font))
        let runs = measured.lines[0].runs
        #expect(runs.map(\.face.styleName) == ["Bold", "Book"])
        #expect(runs[1].x == runs[0].width)
        let boldWidth = try singleLineWidth("Bold", font: bold.font)
        #expect(runs[0].width == boldWidth)
        #expect(measured.lines[0].width == boldWidth + (try singleLineWidth(" text")))
    }

    @Test("colour and decorations split glyph runs but not shaping: kerning across them stays")
    func colours() throws {
        let red = TextAttributes(font: regular.font, color: Color(red: 1, green: 0, blue: 0), isUnderlined: true)
        let text = AttributedText("A", attributes: red) + AttributedText("V", attributes: TextAttributes(font: regular.font, isStruckThrough: true))
        let measured = try TextLayout(text, style: TextStyle(font: regular.font))
        let runs = measured.lines[0].runs
        #expect(runs.count == 2)
        #expect(runs[0].color == Color(red: 1, green: 0, blue: 0) && runs[0].isUnderlined && !runs[0].isStruckThrough)
        #expect(runs[1].color == nil && runs[1].isStruckThrough && !runs[1].isUnderlined)
        #expect(measured.lines[0].width == (try singleLineWidth("AV")))
    }

    @Test("a line with several sizes is as tall as its largest face, on one baseline")
    func sizes() throws {
        let large = TextAttributes(font: Font(.sans, size: 24))
        let text = AttributedText("small ", attributes: regular) + AttributedText("LARGE", attributes: large)
        let measured = try TextLayout(text, style: TextStyle(font: regular.font))
        let largeMetrics = try FontMetrics(large.font)
        #expect(measured.lines[0].ascender == largeMetrics.ascender)
        #expect(measured.lines[0].height == largeMetrics.lineHeight)
        #expect(measured.firstBaseline == largeMetrics.ascender)
        #expect(measured.lines[0].runs.map(\.fontSize) == [12, 24])
    }

    @Test("the ellipsis takes the attributes of the last character kept")
    func ellipsisAttributes() throws {
        let blue = TextAttributes(font: regular.font, color: Color(red: 0, green: 0, blue: 1))
        let text = AttributedText("The quick ", attributes: regular) + AttributedText("brown fox jumps over the lazy dog", attributes: blue)
        let measured = try TextLayout(text, style: TextStyle(font: regular.font, lineLimit: 1), maximumWidth: 100)
        let ellipsis = try #require(measured.lines[0].runs.last)
        #expect(ellipsis.isEllipsis)
        #expect(ellipsis.color == blue.color)
        #expect(measured.lines[0].width <= 100)
    }

    @Test("a line truncated where a larger font begins still fits its width with that font's ellipsis")
    func largerEllipsis() throws {
        let large = TextAttributes(font: Font(.sans, size: 30))
        let text = AttributedText("small words here ", attributes: regular) + AttributedText("LARGE WORDS THAT GO ON", attributes: large)
        for width: CGFloat in [120, 150, 180, 200] {
            let measured = try TextLayout(text, style: TextStyle(font: regular.font, lineLimit: 1), maximumWidth: width)
            let line = measured.lines[0]
            #expect(line.width <= width, "\(width)")
            #expect(line.runs.last?.isEllipsis == true)
        }
    }

    @Test("an invalid size in any run throws")
    func invalidRunFont() {
        let text = AttributedText("ok", attributes: regular) + AttributedText("bad", attributes: TextAttributes(font: Font(.sans, size: 0)))
        #expect(throws: TextError.invalidFontSize(0)) { try TextLayout(text, style: TextStyle(font: regular.font)) }
    }
}

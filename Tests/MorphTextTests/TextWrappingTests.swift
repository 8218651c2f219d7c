import Foundation
import MorphLayout
@testable import MorphText
import Testing

@Suite("Text wrapping with DejaVu")
struct TextWrappingTests {
    /// DejaVu Sans Mono at 12 pt: every character advances 1233 × 12 / 2048 = 7.224609375 pt.
    let mono = Font(.monospaced, size: 12)
    let cell = DejaVu.monoCell

    @Test("monospaced text wraps after the last word that fits")
    func monospacedWrapping() throws {
        let text = "The quick brown fox jumps"
        #expect(try singleLineWidth("x", font: mono) == cell)
        // "The quick" is 9 cells; "The quick brown" 15.
        let wrapped = try layout(text, font: mono, width: 14 * cell)
        #expect(texts(wrapped) == ["The quick", "brown fox", "jumps"])
        #expect(wrapped.lines.map(\.width) == [9 * cell, 9 * cell, 5 * cell])
        #expect(texts(try layout(text, font: mono, width: 15 * cell)) == ["The quick brown", "fox jumps"])
    }

    @Test("a proportional line holds exactly what fits by HarfBuzz's advances")
    func proportionalWrapping() throws {
        let text = "Morph lays out trees of nodes and animates between layouts"
        let width: CGFloat = 120
        let wrapped = try layout(text, width: width)
        #expect(wrapped.lines.count > 1)
        #expect(wrapped.lines.map(\.text).joined(separator: " ") == text)
        let words = text.split(separator: " ").map(String.init)
        var wordIndex = 0
        for line in wrapped.lines {
            #expect(line.width <= width)
            #expect(line.width == (try singleLineWidth(line.text)))
            wordIndex += line.text.split(separator: " ").count
            // The next word would not have fitted on this line.
            if wordIndex < words.count {
                #expect(try singleLineWidth(line.text + " " + words[wordIndex]) > width)
            }
        }
    }

    @Test("measuring at the measured width does not wrap again")
    func measuredWidthIsStable() throws {
        let text = "Sign up with your name and age"
        let natural = try layout(text)
        #expect(natural.lines.count == 1)
        #expect(texts(try layout(text, width: natural.typographicSize.width)) == [text])
        #expect(texts(try layout(text, width: natural.size.width)) == [text])
        let narrower = try layout(text, width: natural.typographicSize.width - 0.01)
        #expect(narrower.lines.count == 2)
    }

    @Test("a word wider than the line breaks between characters, with DejaVu")
    func longWord() throws {
        let word = String(repeating: "m", count: 12)
        let wrapped = try layout(word, font: mono, width: 5 * cell)
        #expect(texts(wrapped) == ["mmmmm", "mmmmm", "mm"])
    }

    @Test("hard newlines start new lines and newline characters are not drawn")
    func newlines() throws {
        let measured = try layout("First line\nSecond\n\nFourth\n")
        #expect(texts(measured) == ["First line", "Second", "", "Fourth"])
        #expect(measured.lines[2].width == 0)
    }

    @Test("a zero width puts one grapheme cluster on each line")
    func zeroWidth() throws {
        let measured = try layout("ab c👍🏽", width: 0)
        #expect(texts(measured) == ["a", "b", "c", "👍🏽"])
    }

    @Test("the spaces at a wrap hang: line widths exclude them")
    func hangingSpaces() throws {
        let measured = try layout("abc     def", font: mono, width: 4 * cell)
        #expect(texts(measured) == ["abc", "def"])
        #expect(measured.lines[0].width == 3 * cell)
    }

    @Test("a 100,000-character text is measured and wrapped")
    func longText() throws {
        let text = String(repeating: "lorem ipsum dolor sit amet ", count: 4_000)
        let measured = try layout(text, font: mono, width: 27 * cell)
        #expect(measured.lines.count == 4_000)
        #expect(measured.lines.allSatisfy { $0.text == "lorem ipsum dolor sit amet" })
    }
}

import Foundation
import MorphLayout
@testable import MorphText
import Testing

@Suite("Text truncation with DejaVu")
struct TextTruncationTests {
    let mono = Font(.monospaced, size: 12)
    let cell = DejaVu.monoCell
    let sentence = "The quick brown fox jumps over the lazy dog"

    @Test("tail truncation: the last allowed line ends in … and fits the width")
    func tail() throws {
        let truncated = try layout(sentence, font: mono, width: 15 * cell, lineLimit: 2)
        #expect(texts(truncated) == ["The quick brown", "fox jumps over…"])
        #expect(truncated.isTruncated)
        #expect(truncated.lines.map(\.isTruncated) == [false, true])
        #expect(truncated.lines[1].width == 15 * cell)
        #expect(truncated.size.height == (2 * truncated.metrics.lineHeight).rounded(.up))
    }

    @Test("proportional tail truncation keeps as many characters as fit before the ellipsis")
    func proportionalTail() throws {
        let width: CGFloat = 100
        let truncated = try layout(sentence, width: width, lineLimit: 1)
        let line = truncated.lines[0]
        #expect(line.text.hasSuffix("…"))
        #expect(line.width <= width)
        let kept = String(line.text.dropLast())
        let ellipsis = try singleLineWidth("…")
        #expect(line.width == (try singleLineWidth(kept)) + ellipsis)
        // One more character would not have fitted.
        let next = sentence[sentence.index(sentence.startIndex, offsetBy: kept.count)]
        #expect(try singleLineWidth(kept + String(next)) + ellipsis > width)
    }

    @Test("head and middle truncation with DejaVu")
    func headAndMiddle() throws {
        let head = try layout(sentence, font: mono, width: 12 * cell, lineLimit: 1, mode: .truncatingHead)
        #expect(texts(head) == ["…he lazy dog"])
        let middle = try layout(sentence, font: mono, width: 12 * cell, lineLimit: 1, mode: .truncatingMiddle)
        #expect(texts(middle) == ["The q…zy dog"])
        #expect(middle.lines[0].width == 12 * cell)
    }

    @Test("clipping keeps the rest of the paragraph on the last line, wider than the box allows")
    func clipping() throws {
        let clipped = try layout(sentence, font: mono, width: 15 * cell, lineLimit: 1, mode: .clipping)
        #expect(texts(clipped) == [sentence])
        #expect(clipped.isTruncated && clipped.lines[0].isTruncated)
        #expect(clipped.lines[0].width == CGFloat(sentence.count) * cell)
    }

    @Test("the wrapping modes drop the lines past the limit without an ellipsis")
    func dropping() throws {
        let dropped = try layout(sentence, font: mono, width: 15 * cell, lineLimit: 2, mode: .wordWrapping)
        #expect(texts(dropped) == ["The quick brown", "fox jumps over"])
        #expect(dropped.isTruncated)
    }

    @Test("no line limit never truncates, and a limit the text fits in changes nothing")
    func noTruncation() throws {
        let all = try layout(sentence, font: mono, width: 15 * cell)
        #expect(all.lines.count == 3 && !all.isTruncated)
        #expect(try layout(sentence, font: mono, width: 15 * cell, lineLimit: 3) == all.withLineLimit(3))
    }

    @Test("UILabel's single line: the ellipsis appears when a hard newline hides text")
    func singleLineWithNewline() throws {
        let truncated = try layout("Title\nSubtitle", lineLimit: 1)
        #expect(texts(truncated) == ["Title…"])
        #expect(truncated.lines[0].width == (try singleLineWidth("Title")) + (try singleLineWidth("…")))
    }
}

extension TextLayout {
    /// The same measurement with another line limit, for comparisons.
    func withLineLimit(_ limit: Int) throws -> TextLayout {
        var style = self.style
        style.lineLimit = limit
        return try TextLayout(string, style: style, maximumWidth: maximumWidth)
    }
}

import Foundation
import Testing
@testable import Morph

/// The line breaker on synthetic text where every character is 10 points wide and the ellipsis
/// 10 points too, so every expectation can be worked out by hand.
@Suite("Line breaking algorithm")
struct LineBreakerTests {
    static func shaped(_ string: String, advance: CGFloat = 10, ellipsis: CGFloat = 10) -> ShapedText {
        var builder = ShapedText.Builder(string: string)
        builder.ellipsisAdvance = ellipsis
        for character in string {
            if character.isNewline {
                builder.endParagraph(at: character)
            } else {
                builder.append(character, advance: advance, kerningBefore: 0)
            }
        }
        return builder.finish()
    }

    static func lines(
        _ string: String, width: CGFloat, limit: Int = 0, mode: LineBreakMode = .truncatingTail
    ) -> [String] {
        let text = shaped(string)
        let breaker = LineBreaker(text: text, maximumWidth: width, lineLimit: limit, mode: mode)
        return breaker.lines().spans.map { span in
            var line = String(text.text(of: span.head))
            if span.hasEllipsis { line += "…" + String(text.text(of: span.tail)) }
            return line
        }
    }

    @Test("words wrap at the last space that fits, and the spaces hang")
    func greedyWordWrap() {
        #expect(Self.lines("aaa bbb ccc", width: 70) == ["aaa bbb", "ccc"])
        #expect(Self.lines("aaa bbb ccc", width: 69) == ["aaa", "bbb", "ccc"])
        // The space after "bbb" does not need to fit: it hangs.
        #expect(Self.lines("aaa bbb   ccc", width: 70) == ["aaa bbb", "ccc"])
        #expect(Self.lines("aaa bbb ccc", width: .infinity) == ["aaa bbb ccc"])
    }

    @Test("a word longer than the line is broken between characters")
    func longWordsBreakByCharacters() {
        #expect(Self.lines("abcdefghij", width: 40) == ["abcd", "efgh", "ij"])
        #expect(Self.lines("xy abcdefghij z", width: 40) == ["xy", "abcd", "efgh", "ij z"])
    }

    @Test("a line narrower than one character still takes one character, so layout terminates")
    func atLeastOneCharacterPerLine() {
        #expect(Self.lines("abc", width: 0) == ["a", "b", "c"])
        #expect(Self.lines("ab cd", width: 5) == ["a", "b", "c", "d"])
    }

    @Test("hard newlines start lines; empty paragraphs are empty lines; a final newline adds none")
    func hardNewlines() {
        #expect(Self.lines("ab\ncd", width: .infinity) == ["ab", "cd"])
        #expect(Self.lines("ab\n\ncd", width: .infinity) == ["ab", "", "cd"])
        #expect(Self.lines("ab\n", width: .infinity) == ["ab"])
        #expect(Self.lines("ab\n\n", width: .infinity) == ["ab", ""])
        #expect(Self.lines("\n", width: .infinity) == [""])
        #expect(Self.lines("", width: .infinity) == [])
        #expect(Self.lines("a\r\nb\u{2028}c\u{2029}d", width: .infinity) == ["a", "b", "c", "d"])
    }

    @Test("leading spaces of a paragraph are kept, trailing ones hang")
    func paragraphSpaces() {
        #expect(Self.lines("  ab  ", width: .infinity) == ["  ab"])
        #expect(Self.lines("   ", width: .infinity) == [""])
    }

    @Test("hyphens between letters are break opportunities; a minus before a number is not")
    func hyphens() {
        #expect(Self.lines("well-known", width: 60) == ["well-", "known"])
        #expect(Self.lines("x -5000", width: 40) == ["x", "-500", "0"])
        #expect(Self.lines("ab\u{200B}cd", width: 30) == ["ab\u{200B}", "cd"])
    }

    @Test("non-breaking spaces hold words together")
    func nonBreakingSpace() {
        #expect(Self.lines("aa\u{00A0}bb cc", width: 60) == ["aa\u{00A0}bb", "cc"])
    }

    @Test("character wrapping breaks anywhere, still hanging spaces")
    func characterWrapping() {
        #expect(Self.lines("aaa bbb ccc", width: 50, mode: .characterWrapping) == ["aaa b", "bb cc", "c"])
    }

    @Test("tail truncation keeps the start of the last visible line and ends it with …")
    func tailTruncation() {
        #expect(Self.lines("aaa bbb ccc ddd", width: 70, limit: 1) == ["aaa bb…"])
        #expect(Self.lines("aaa bbb ccc ddd eee", width: 70, limit: 2) == ["aaa bbb", "ccc dd…"])
        #expect(Self.lines("aaa bbb ccc ddd", width: 70, limit: 2) == ["aaa bbb", "ccc ddd"])
        // Spaces before the ellipsis are dropped.
        #expect(Self.lines("aaa bbb", width: 50, limit: 1) == ["aaa…"])
        // No truncation when everything fits in the limit.
        #expect(Self.lines("aaa bbb", width: 70, limit: 1) == ["aaa bbb"])
    }

    @Test("head and middle truncation show the end of the text after the ellipsis")
    func headAndMiddleTruncation() {
        #expect(Self.lines("aaa bbb ccc ddd", width: 70, limit: 1, mode: .truncatingHead) == ["…cc ddd"])
        #expect(Self.lines("aaa bbb ccc ddd eee", width: 70, limit: 2, mode: .truncatingHead) == ["aaa bbb", "…dd eee"])
        #expect(Self.lines("aaa bbb ccc ddd eee", width: 70, limit: 2, mode: .truncatingMiddle) == ["aaa bbb", "ccc…eee"])
        #expect(Self.lines("aaa bbb ccc ddd", width: 70, limit: 1, mode: .truncatingMiddle) == ["aaa…ddd"])
        #expect(Self.lines("abcdefghij", width: 50, limit: 1, mode: .truncatingMiddle) == ["ab…ij"])
        // The end shown never repeats text of the lines above.
        #expect(Self.lines("aaa bbb cc", width: 70, limit: 2, mode: .truncatingHead) == ["aaa bbb", "cc"])
    }

    @Test("text cut at a hard newline still gets the ellipsis (Texture's rule)")
    func ellipsisAtNewline() {
        #expect(Self.lines("ab\ncd\nef", width: .infinity, limit: 2) == ["ab", "cd…"])
        #expect(Self.lines("ab\ncd\nef", width: .infinity, limit: 1, mode: .truncatingHead) == ["…ef"])
        #expect(Self.lines("ab\ncd\nef", width: .infinity, limit: 1, mode: .truncatingMiddle) == ["ab…ef"])
    }

    @Test("clipping lets the last visible line run on; wrapping modes just drop the rest")
    func clippingAndDropping() {
        #expect(Self.lines("aaa bbb ccc ddd", width: 70, limit: 1, mode: .clipping) == ["aaa bbb ccc ddd"])
        #expect(Self.lines("aaa bbb ccc ddd", width: 70, limit: 1, mode: .wordWrapping) == ["aaa bbb"])
        #expect(Self.lines("aaa bbb ccc ddd", width: 50, limit: 2, mode: .characterWrapping) == ["aaa b", "bb cc"])
    }

    @Test("an ellipsis wider than the line stands alone")
    func ellipsisAlone() {
        #expect(Self.lines("aaa bbb", width: 5, limit: 1) == ["…"])
        #expect(Self.lines("aaa bbb", width: 5, limit: 1, mode: .truncatingMiddle) == ["…"])
        #expect(Self.lines("aaa bbb", width: 5, limit: 1, mode: .truncatingHead) == ["…"])
    }

    @Test("widths that differ from the limit only by float noise fit")
    func floatNoise() {
        #expect(Self.lines("abcdef", width: 60 - 1e-9) == ["abcdef"])
        #expect(Self.lines("abcdef", width: 60 - 1e-3) == ["abcde", "f"])
    }

    @Test("a long text breaks in linear time, each line as wide as allowed")
    func longText() {
        let words = Array(repeating: "abcd", count: 25_000).joined(separator: " ")
        let lines = Self.lines(words, width: 240)
        // 5 words of 40 points and 4 spaces = 240 points per line.
        #expect(lines.count == 5_000)
        #expect(lines.allSatisfy { $0 == "abcd abcd abcd abcd abcd" })
    }

    @Test("kerning between characters counts only inside a line")
    func kerningInsideLines() {
        var builder = ShapedText.Builder(string: "abc")
        builder.append("a", advance: 10, kerningBefore: 0)
        builder.append("b", advance: 10, kerningBefore: -2)
        builder.append("c", advance: 10, kerningBefore: -3)
        let text = builder.finish()
        #expect(text.width(of: 0..<3) == 25)
        #expect(text.width(of: 1..<3) == 17)
        #expect(text.width(of: 2..<3) == 10)
        #expect(text.width(of: 1..<1) == 0)
        let breaker = LineBreaker(text: text, maximumWidth: 17, lineLimit: 0, mode: .characterWrapping)
        #expect(breaker.lines().spans.map(\.head) == [0..<1, 1..<3])
    }
}

import Foundation
import MorphLayout
@testable import MorphText
import Testing

/// Line breaking on DejaVu Sans Mono, where every character is one cell wide, so every
/// expectation can be worked out by hand; the break opportunities are Unicode's (UAX #14).
@Suite("Line breaking")
struct LineBreakingTests {
    static let cell = DejaVu.monoCell

    static func lines(_ string: String, cells: CGFloat, limit: Int = 0, mode: LineBreakMode = .truncatingTail) throws -> [String] {
        texts(try layout(string, font: Font(.monospaced, size: 12), width: cells * cell, lineLimit: limit, mode: mode))
    }

    @Test("words wrap at the last opportunity that fits, and the spaces hang")
    func greedyWordWrap() throws {
        #expect(try Self.lines("aaa bbb ccc", cells: 7) == ["aaa bbb", "ccc"])
        #expect(try Self.lines("aaa bbb ccc", cells: 6.9) == ["aaa", "bbb", "ccc"])
        // The spaces after "bbb" do not need to fit: they hang.
        #expect(try Self.lines("aaa bbb   ccc", cells: 7) == ["aaa bbb", "ccc"])
        #expect(try Self.lines("aaa bbb ccc", cells: .infinity) == ["aaa bbb ccc"])
    }

    @Test("a word longer than the line is broken between grapheme clusters")
    func longWordsBreakByClusters() throws {
        #expect(try Self.lines("abcdefghij", cells: 4) == ["abcd", "efgh", "ij"])
        #expect(try Self.lines("xy abcdefghij z", cells: 4) == ["xy", "abcd", "efgh", "ij z"])
        // "é" as e + combining acute is one cluster, never split.
        #expect(try Self.lines("e\u{301}e\u{301}e\u{301}", cells: 2) == ["e\u{301}e\u{301}", "e\u{301}"])
    }

    @Test("a line narrower than one cluster still takes one, so layout terminates")
    func atLeastOneClusterPerLine() throws {
        #expect(try Self.lines("abc", cells: 0) == ["a", "b", "c"])
        #expect(try Self.lines("ab cd", cells: 0.5) == ["a", "b", "c", "d"])
    }

    @Test("hard line breaks start lines; empty paragraphs are empty lines; a final one adds none")
    func hardBreaks() throws {
        #expect(try Self.lines("ab\ncd", cells: .infinity) == ["ab", "cd"])
        #expect(try Self.lines("ab\n\ncd", cells: .infinity) == ["ab", "", "cd"])
        #expect(try Self.lines("ab\n", cells: .infinity) == ["ab"])
        #expect(try Self.lines("ab\n\n", cells: .infinity) == ["ab", ""])
        #expect(try Self.lines("\n", cells: .infinity) == [""])
        #expect(try Self.lines("", cells: .infinity) == [])
        #expect(try Self.lines("a\r\nb\u{2028}c\u{2029}d\re\u{0B}f\u{0C}g\u{85}h", cells: .infinity) == ["a", "b", "c", "d", "e", "f", "g", "h"])
    }

    @Test("leading spaces of a paragraph are kept, trailing ones hang")
    func paragraphSpaces() throws {
        #expect(try Self.lines("  ab  ", cells: .infinity) == ["  ab"])
        #expect(try Self.lines("   ", cells: .infinity) == [""])
    }

    @Test("UAX #14: after hyphens between words, not inside numbers; after zero-width spaces; never at no-break spaces")
    func unicodeOpportunities() throws {
        #expect(try Self.lines("well-known", cells: 6) == ["well-", "known"])
        #expect(try Self.lines("x -5000", cells: 4) == ["x", "-500", "0"])
        #expect(try Self.lines("ab\u{200B}cd", cells: 3) == ["ab\u{200B}", "cd"])
        #expect(try Self.lines("aa\u{00A0}bb cc", cells: 6) == ["aa\u{00A0}bb", "cc"])
        // No break before closing punctuation, even after a space (LB13).
        #expect(try Self.lines("aaa !", cells: 4) == ["aaa", "!"])
        #expect(try Self.lines("(aaa) bbb", cells: 5) == ["(aaa)", "bbb"])
    }

    @Test("ideographs break between any two characters")
    func ideographs() throws {
        // Noto Sans CJK's ideographs are one em wide: 12 pt.
        let measured = try layout("中文字符测试", width: 24)
        #expect(texts(measured) == ["中文", "字符", "测试"])
        #expect(measured.lines.allSatisfy { $0.width == 24 })
    }

    @Test("Thai, written without spaces, breaks between its words (Pango's dictionary tailoring)")
    func thai() throws {
        // "สวัสดีครับ": "สวัสดี" + "ครับ".
        let whole = try layout("สวัสดีครับ")
        let wrapped = try layout("สวัสดีครับ", width: whole.typographicSize.width - 1)
        #expect(texts(wrapped) == ["สวัสดี", "ครับ"])
    }

    @Test("character wrapping breaks between any two clusters, still hanging spaces")
    func characterWrapping() throws {
        #expect(try Self.lines("aaa bbb ccc", cells: 5, mode: .characterWrapping) == ["aaa b", "bb cc", "c"])
    }

    @Test("widths that differ from the limit only by float noise fit")
    func floatNoise() throws {
        #expect(try Self.lines("abcdef", cells: 6 - 1e-9) == ["abcdef"])
        #expect(try Self.lines("abcdef", cells: 6 - 1e-3) == ["abcde", "f"])
    }

    @Test("a long text breaks in linear time, each line as wide as allowed")
    func longText() throws {
        let words = Array(repeating: "abcd", count: 25_000).joined(separator: " ")
        let lines = try Self.lines(words, cells: 24)
        // 5 words of 4 cells and 4 spaces = 24 cells per line.
        #expect(lines.count == 5_000)
        #expect(lines.allSatisfy { $0 == "abcd abcd abcd abcd abcd" })
    }
}

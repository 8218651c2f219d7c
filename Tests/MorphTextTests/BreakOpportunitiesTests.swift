import Foundation
@testable import MorphText
import Testing

@Suite("Break opportunities")
struct BreakOpportunitiesTests {
    /// ASCII tokens with every UAX #14 class ASCII has: letters, digits, quotes, brackets,
    /// punctuation, prefixes and postfixes, hyphens, slashes, tabs and control characters.
    static let tokens = [
        "a", "word", "Hello", "x1", "123", "4.5", "1,000", "$5", "50%", "-5", "well-known", "a/b", "(x)", "[y]", "{z}",
        "\"q\"", "'s", "don't", "end.", "wow!", "why?", "semi;", "co:lon", "e.g.", "http://x.y/z", "a\tb", "tab\t", "--",
        "...", "#tag", "@me", "~", "^", "*", "_x_", "`c`", "|", "<a>", "=", "+1", "\u{1}", "&", "(", ")", "\"", "'", "!",
        "?", ",", ".", ";", ":", "/", "%", "$", "-", "}", "{", "]", "[",
    ]

    @Test("ASCII paragraphs analyzed word by word get exactly Pango's analysis of the whole paragraph")
    func wordByWordMatchesWhole() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var checked = 0
        for _ in 0..<3_000 {
            var text = String(repeating: " ", count: next(3) == 0 ? next(3) : 0)
            for word in 0..<(1 + next(8)) {
                if word > 0 { text += String(repeating: " ", count: 1 + next(3)) }
                for _ in 0..<(1 + next(3)) { text += Self.tokens[next(Self.tokens.count)] }
            }
            if next(4) == 0 { text += String(repeating: " ", count: 1 + next(2)) }
            var utf8 = Array(text.utf8)
            utf8.withUnsafeMutableBufferPointer { buffer in
                let bytes = UnsafeBufferPointer(buffer)
                let whole = BreakOpportunities(bytes: bytes, range: 0..<bytes.count, scalarCount: bytes.count)
                let words = BreakOpportunities(asciiBytes: bytes, range: 0..<bytes.count)
                for index in 0...bytes.count {
                    #expect(words.allowsBreak(before: index) == whole.allowsBreak(before: index), "\(text.debugDescription) at \(index)")
                    #expect(words.isGraphemeBoundary(index) == whole.isGraphemeBoundary(index), "\(text.debugDescription) at \(index)")
                }
                checked += 1
            }
        }
        #expect(checked == 3_000)
    }

    @Test("Pango's analysis gives UAX #14's opportunities")
    func pangoOpportunities() {
        func breaks(_ text: String) -> [Int] {
            var utf8 = Array(text.utf8)
            let count = text.unicodeScalars.count
            return utf8.withUnsafeMutableBufferPointer { buffer in
                let analysis = BreakOpportunities(bytes: UnsafeBufferPointer(buffer), range: 0..<buffer.count, scalarCount: count)
                return (0...count).filter { analysis.allowsBreak(before: $0) }
            }
        }
        // After spaces, not before; after a hyphen between letters; not before "!".
        #expect(breaks("ab cd") == [3])
        #expect(breaks("well-known") == [5])
        #expect(breaks("wow !") == [])
        // Between ideographs.
        #expect(breaks("中文字") == [1, 2])
    }
}

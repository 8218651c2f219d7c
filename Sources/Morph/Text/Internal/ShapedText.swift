import Foundation

/// A text measured character by character: what the line breaker works on.
///
/// Characters are grapheme clusters of ``string``; newline characters are removed and
/// ``paragraphs`` gives the ranges between them. Each character keeps its UTF-8 range in the
/// string (so a line's text is one substring, not a concatenation of characters), its break
/// properties and its advance. Widths of any run of characters come from prefix sums in O(1), so
/// breaking lines is linear in the text.
struct ShapedText: Sendable {
    /// The measured string.
    let string: String
    /// Where each character starts in ``string``'s UTF-8 view.
    var utf8Starts: [Int]
    /// Where each character ends in ``string``'s UTF-8 view.
    var utf8Ends: [Int]
    /// Each character's line-breaking and direction properties.
    var flags: [CharacterFlags]
    /// Each character's advance in points (its glyphs' advances plus kerning inside the cluster).
    var advances: [CGFloat]
    /// The kerning between each character and the previous one in its paragraph (0 at a
    /// paragraph's start); it counts only when both characters are on the same line.
    var kerningBefore: [CGFloat]
    /// `prefix[i]` = Σ (advance + kerningBefore) of the characters before `i`; `count + 1` entries.
    var prefix: [CGFloat]
    /// The paragraphs, as ranges of character indices. A final newline does not open an empty
    /// paragraph (as in Core Text); an empty text has no paragraph.
    var paragraphs: [Range<Int>]
    /// The advance of the truncation token "…".
    var ellipsisAdvance: CGFloat

    /// The number of characters (newlines excluded).
    var count: Int { advances.count }

    /// The width of `range` drawn on one line: advances plus the kerning inside the range.
    ///
    /// - Complexity: O(1).
    func width(of range: Range<Int>) -> CGFloat {
        guard !range.isEmpty else { return 0 }
        return prefix[range.upperBound] - prefix[range.lowerBound] - kerningBefore[range.lowerBound]
    }

    /// The characters of `range` as text.
    ///
    /// - Complexity: O(length of the range); one allocation for more than 15 UTF-8 bytes.
    func text(of range: Range<Int>) -> Substring {
        guard !range.isEmpty else { return "" }
        let utf8 = string.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: utf8Starts[range.lowerBound])
        let end = utf8.index(utf8.startIndex, offsetBy: utf8Ends[range.upperBound - 1])
        return string[start..<end]
    }

    /// Collects the measured characters and the paragraph boundaries, walking the string in order.
    struct Builder {
        private let string: String
        private var utf8Offset = 0
        private var utf8Starts: [Int] = []
        private var utf8Ends: [Int] = []
        private var flags: [CharacterFlags] = []
        private var advances: [CGFloat] = []
        private var kerningBefore: [CGFloat] = []
        private var paragraphs: [Range<Int>] = []
        private var paragraphStart = 0
        var ellipsisAdvance: CGFloat = 0

        init(string: String) {
            self.string = string
            let capacity = string.utf8.count
            utf8Starts.reserveCapacity(capacity)
            utf8Ends.reserveCapacity(capacity)
            flags.reserveCapacity(capacity)
            advances.reserveCapacity(capacity)
            kerningBefore.reserveCapacity(capacity)
        }

        /// Adds the next character of the string (not a newline).
        mutating func append(_ character: Character, advance: CGFloat, kerningBefore kerning: CGFloat) {
            append(utf8Length: character.utf8.count, flags: CharacterFlags(character), advance: advance, kerningBefore: kerning)
        }

        /// Adds the next character of the string (not a newline), `utf8Length` bytes long.
        mutating func append(utf8Length: Int, flags characterFlags: CharacterFlags, advance: CGFloat, kerningBefore kerning: CGFloat) {
            utf8Starts.append(utf8Offset)
            utf8Offset += utf8Length
            utf8Ends.append(utf8Offset)
            flags.append(characterFlags)
            advances.append(advance)
            kerningBefore.append(kerning)
        }

        /// Skips the next character of the string, a newline, ending the current paragraph.
        mutating func endParagraph(at newline: Character) {
            endParagraph(utf8Length: newline.utf8.count)
        }

        /// Skips the next character of the string, a newline `utf8Length` bytes long, ending the
        /// current paragraph.
        mutating func endParagraph(utf8Length: Int) {
            utf8Offset += utf8Length
            paragraphs.append(paragraphStart..<advances.count)
            paragraphStart = advances.count
        }

        mutating func finish() -> ShapedText {
            // The text after the last newline is a paragraph unless it is empty.
            if paragraphStart < advances.count {
                paragraphs.append(paragraphStart..<advances.count)
            }
            var prefix = [CGFloat](repeating: 0, count: advances.count + 1)
            var sum: CGFloat = 0
            for index in advances.indices {
                sum += advances[index] + kerningBefore[index]
                prefix[index + 1] = sum
            }
            return ShapedText(
                string: string, utf8Starts: utf8Starts, utf8Ends: utf8Ends, flags: flags,
                advances: advances, kerningBefore: kerningBefore, prefix: prefix,
                paragraphs: paragraphs, ellipsisAdvance: ellipsisAdvance
            )
        }
    }
}

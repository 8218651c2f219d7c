import Foundation

/// A text measured character by character: what the line breaker works on.
///
/// Newline characters are removed; ``paragraphs`` gives the ranges between them. Widths of any
/// run of characters come from prefix sums in O(1), so breaking lines is linear in the text.
struct ShapedText: Sendable {
    /// The grapheme clusters of the text, newlines removed.
    var characters: [Character]
    /// Each character's advance in points (its glyphs' advances plus kerning inside the cluster).
    var advances: [CGFloat]
    /// The kerning between each character and the previous one in its paragraph (0 at a
    /// paragraph's start); it counts only when both characters are on the same line.
    var kerningBefore: [CGFloat]
    /// `prefix[i]` = Σ (advance + kerningBefore) of the characters before `i`; `count + 1` entries.
    var prefix: [CGFloat]
    /// The paragraphs, as ranges of ``characters``. A final newline does not open an empty
    /// paragraph (as in Core Text); an empty text has no paragraph.
    var paragraphs: [Range<Int>]
    /// The advance of the truncation token "…".
    var ellipsisAdvance: CGFloat

    /// The width of `range` drawn on one line: advances plus the kerning inside the range.
    ///
    /// - Complexity: O(1).
    func width(of range: Range<Int>) -> CGFloat {
        guard !range.isEmpty else { return 0 }
        return prefix[range.upperBound] - prefix[range.lowerBound] - kerningBefore[range.lowerBound]
    }

    /// Collects the measured characters and the paragraph boundaries.
    struct Builder {
        private var characters: [Character] = []
        private var advances: [CGFloat] = []
        private var kerningBefore: [CGFloat] = []
        private var paragraphs: [Range<Int>] = []
        private var paragraphStart = 0
        var ellipsisAdvance: CGFloat = 0

        init(capacity: Int) {
            characters.reserveCapacity(capacity)
            advances.reserveCapacity(capacity)
            kerningBefore.reserveCapacity(capacity)
        }

        mutating func append(_ character: Character, advance: CGFloat, kerningBefore kerning: CGFloat) {
            characters.append(character)
            advances.append(advance)
            kerningBefore.append(kerning)
        }

        mutating func endParagraph() {
            paragraphs.append(paragraphStart..<characters.count)
            paragraphStart = characters.count
        }

        mutating func finish() -> ShapedText {
            // The text after the last newline is a paragraph unless it is empty.
            if paragraphStart < characters.count {
                paragraphs.append(paragraphStart..<characters.count)
            }
            var prefix = [CGFloat](repeating: 0, count: characters.count + 1)
            var sum: CGFloat = 0
            for index in characters.indices {
                sum += advances[index] + kerningBefore[index]
                prefix[index + 1] = sum
            }
            return ShapedText(
                characters: characters, advances: advances, kerningBefore: kerningBefore,
                prefix: prefix, paragraphs: paragraphs, ellipsisAdvance: ellipsisAdvance
            )
        }
    }
}

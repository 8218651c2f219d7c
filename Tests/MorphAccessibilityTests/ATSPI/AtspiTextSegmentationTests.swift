@testable import MorphAccessibility
import Testing

/// Characters, words, sentences and paragraphs, in Unicode-scalar offsets.
@Suite("Text segmentation for AT-SPI")
struct AtspiTextSegmentationTests {
    func strings(_ text: String, _ ranges: [Range<Int>]) -> [String] {
        let scalars = Array(text.unicodeScalars)
        return ranges.map { range in
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars[range])
            return String(view)
        }
    }

    @Test("characters are grapheme clusters, counted in scalars")
    func characters() {
        let text = AtspiTextSegmentation("a👍🏽é")
        #expect(text.characterRanges == [0..<1, 1..<3, 3..<4])
        #expect(text.length == 4)
        #expect(text.characterIndex(containing: 2) == 1)
        #expect(text.characterIndex(containing: 99) == 2)
    }

    @Test("words keep apostrophes, hyphens and decimal points inside them")
    func words() {
        let text = "Don't e-mail 3.5 times, ok?"
        #expect(strings(text, AtspiTextSegmentation(text).wordRanges) == ["Don't", "e-mail", "3.5", "times", "ok"])
    }

    @Test("sentences end at terminators (with closing quotes) followed by space, and at line breaks")
    func sentences() {
        let text = "Hello there. Is it 3.5? \"Yes!\" she said\nNew line"
        #expect(strings(text, AtspiTextSegmentation(text).sentenceRanges) == ["Hello there.", "Is it 3.5?", "\"Yes!\"", "she said", "New line"])
    }

    @Test("paragraphs keep their line breaks; an empty text is one empty paragraph")
    func paragraphs() {
        #expect(strings("one\ntwo", AtspiTextSegmentation("one\ntwo").paragraphRanges) == ["one\n", "two"])
        #expect(AtspiTextSegmentation("").paragraphRanges == [0..<0])
    }

    @Test("boundary segments cover the whole text; unknown types and granularities are nil")
    func segments() {
        let text = AtspiTextSegmentation("  ab cd ")
        #expect(text.segments(boundary: 1, lines: [0..<8]) == [0..<2, 2..<5, 5..<8])
        #expect(text.segments(boundary: 2, lines: [0..<8]) == [0..<4, 4..<7, 7..<8])
        #expect(text.segments(boundary: 6, lines: [0..<4, 4..<8]) == [0..<4, 4..<8])
        #expect(text.segments(boundary: 9, lines: []) == nil)
        #expect(text.units(granularity: 7, lines: []) == nil)
        #expect(AtspiTextSegmentation("").segments(boundary: 1, lines: []) == [0..<0])
    }
}

import Foundation

/// The characters, words, sentences, lines and paragraphs of a text, in Unicode-scalar offsets:
/// what AT-SPI's `GetTextAtOffset` and `GetStringAtOffset` return pieces of.
///
/// - Characters are grapheme clusters (an emoji with its modifiers is one character).
/// - A word is a run of letters, digits and marks, with apostrophes, hyphens and periods kept
///   inside it when letters or digits follow ("don't", "e-mail", "3.5").
/// - A sentence ends after `.`, `!`, `?` or `…` (with any closing quotes and brackets) followed
///   by white space or the end, and at a paragraph break; the next starts at the next character
///   that is not white space.
/// - Lines are the laid-out lines when the text has a layout, else its paragraphs.
/// - A paragraph ends after a line break.
struct AtspiTextSegmentation {
    /// The text's characters with their scalar offsets: character `i` is `starts[i]..<starts[i + 1]`.
    let characters: [Character]
    let starts: [Int]

    init(_ string: String) {
        var characters: [Character] = []
        var starts: [Int] = [0]
        var offset = 0
        for character in string {
            characters.append(character)
            offset += character.unicodeScalars.count
            starts.append(offset)
        }
        self.characters = characters
        self.starts = starts
    }

    /// The number of Unicode scalars.
    var length: Int { starts.last ?? 0 }

    /// The index of the character containing scalar offset `offset` (clamped).
    func characterIndex(containing offset: Int) -> Int {
        guard !characters.isEmpty else { return 0 }
        var low = 0, high = characters.count - 1
        let target = min(max(offset, 0), length - 1)
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= target { low = middle } else { high = middle - 1 }
        }
        return low
    }

    // MARK: - Units

    /// The scalar range of each character.
    var characterRanges: [Range<Int>] {
        characters.indices.map { starts[$0]..<starts[$0 + 1] }
    }

    /// The scalar range of each word, without the spaces and punctuation around it.
    var wordRanges: [Range<Int>] {
        var result: [Range<Int>] = []
        var index = 0
        while index < characters.count {
            guard isWordCharacter(characters[index]) else { index += 1; continue }
            let start = index
            index += 1
            while index < characters.count {
                if isWordCharacter(characters[index]) {
                    index += 1
                } else if isWordJoiner(characters[index]), index + 1 < characters.count, isWordCharacter(characters[index + 1]) {
                    index += 2
                } else {
                    break
                }
            }
            result.append(starts[start]..<starts[index])
        }
        return result
    }

    /// The scalar range of each sentence, from its first character that is not white space to
    /// its end (the terminator and closing punctuation, without the spaces after).
    var sentenceRanges: [Range<Int>] {
        var result: [Range<Int>] = []
        var index = 0
        while index < characters.count {
            while index < characters.count, characters[index].isWhitespace { index += 1 }
            guard index < characters.count else { break }
            let start = index
            while index < characters.count {
                let character = characters[index]
                index += 1
                if character.isNewline { index -= 1; break }
                if ".!?…".contains(character) {
                    while index < characters.count, "\"'”’)]»".contains(characters[index]) || "!?.".contains(characters[index]) { index += 1 }
                    if index == characters.count || characters[index].isWhitespace { break }
                }
            }
            var end = index
            while end > start, characters[end - 1].isWhitespace { end -= 1 }
            if end > start { result.append(starts[start]..<starts[end]) }
            if index < characters.count, characters[index].isNewline { index += 1 }
        }
        return result
    }

    /// The scalar range of each paragraph, with the line break that ends it.
    var paragraphRanges: [Range<Int>] {
        var result: [Range<Int>] = []
        var start = 0
        for (index, character) in characters.enumerated() where character.isNewline {
            result.append(starts[start]..<starts[index + 1])
            start = index + 1
        }
        if start < characters.count || result.isEmpty { result.append(starts[start]..<length) }
        return result
    }

    // MARK: - Boundaries

    /// The segments of AT-SPI's boundary type `boundary` (`AtspiTextBoundaryType`): characters
    /// (0); from each word start to the next (1) or from each word end to the next (2); the same
    /// for sentences (3, 4); from each line start to the next (5) or each line end to the next (6).
    /// The segments cover the whole text; `lines` gives the line ranges. Nil for an unknown type.
    func segments(boundary: UInt32, lines: [Range<Int>]) -> [Range<Int>]? {
        switch boundary {
        case 0: return characterRanges
        case 1: return covering(wordRanges.map(\.lowerBound))
        case 2: return covering(wordRanges.map(\.upperBound))
        case 3: return covering(sentenceRanges.map(\.lowerBound))
        case 4: return covering(sentenceRanges.map(\.upperBound))
        case 5: return covering(lines.map(\.lowerBound))
        case 6: return covering(lines.map { lineContentEnd($0) })
        default: return nil
        }
    }

    /// The units of AT-SPI's granularity `granularity` (`AtspiTextGranularity`): characters (0),
    /// words (1), sentences (2), lines (3), paragraphs (4). Nil for an unknown granularity.
    func units(granularity: UInt32, lines: [Range<Int>]) -> [Range<Int>]? {
        switch granularity {
        case 0: characterRanges
        case 1: wordRanges
        case 2: sentenceRanges
        case 3: lines
        case 4: paragraphRanges
        default: nil
        }
    }

    /// The segments between consecutive `boundaries` (word starts, sentence ends, …) and the
    /// text's ends, so that they cover the whole text.
    private func covering(_ boundaries: [Int]) -> [Range<Int>] {
        segments(between: [0] + boundaries.filter { $0 > 0 && $0 < length } + [length])
    }

    private func segments(between points: [Int]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for (lower, upper) in zip(points, points.dropFirst()) where upper > lower {
            result.append(lower..<upper)
        }
        return result.isEmpty ? [0..<length] : result
    }

    /// Where a line's content ends: before the line break that ends it.
    private func lineContentEnd(_ line: Range<Int>) -> Int {
        guard line.upperBound > line.lowerBound else { return line.upperBound }
        let last = characterIndex(containing: line.upperBound - 1)
        return characters.indices.contains(last) && characters[last].isNewline ? starts[last] : line.upperBound
    }

    private func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character.unicodeScalars.first.map { $0.properties.generalCategory == .nonspacingMark } == true || character == "_"
    }

    private func isWordJoiner(_ character: Character) -> Bool {
        "'’-.".contains(character)
    }
}

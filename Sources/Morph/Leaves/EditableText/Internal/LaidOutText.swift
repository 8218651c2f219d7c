import Foundation

/// The string an ``EditableTextLayout`` hands to the text engine, and where each of the logical
/// text's grapheme clusters is in it.
///
/// The engine lets spaces at the end of a line hang: they take no width and get no glyphs, which
/// is right for a label but would leave a caret typed after a trailing space where it was. So a
/// paragraph that ends with a hanging space (a space separator or a tab) gets a ZERO WIDTH JOINER
/// (U+200D) after it: the space is no longer at the end of the line, so it is shaped and measured,
/// and the joiner itself is invisible and takes no space. The joiner belongs to the cluster before
/// it: ``boundaries`` maps every logical cluster index to its UTF-8 offset in the laid-out string,
/// so indices never see it.
struct LaidOutText {
    /// The laid-out string: the logical text with the joiners.
    let string: String
    /// The UTF-8 offset in ``string`` of each logical cluster's start, then ``string``'s length:
    /// `characterCount + 1` ascending offsets.
    let boundaries: [Int]

    /// The invisible character that keeps a paragraph's trailing spaces measured.
    static let sentinel = "\u{200D}"

    /// Lays out `text`'s clusters with a sentinel after each paragraph-ending hanging space.
    ///
    /// - Complexity: O(n) in the text's length.
    init(_ text: String) {
        var laidOut = String()
        laidOut.reserveCapacity(text.utf8.count)
        var boundaries: [Int] = []
        var endsInHangingSpace = false
        for character in text {
            if character.isNewline && endsInHangingSpace {
                laidOut += Self.sentinel
            }
            boundaries.append(laidOut.utf8.count)
            laidOut.append(character)
            endsInHangingSpace = character.unicodeScalars.last.map { TextLayoutBuilder.isHangingSpace($0.value) } ?? false
        }
        if endsInHangingSpace { laidOut += Self.sentinel }
        boundaries.append(laidOut.utf8.count)
        string = laidOut
        self.boundaries = boundaries
    }

    /// The number of logical clusters.
    var characterCount: Int { boundaries.count - 1 }

    /// The cluster that contains the laid-out UTF-8 `offset` (the last cluster whose start is at or
    /// before it; `characterCount` at the end).
    ///
    /// - Complexity: O(log n).
    func character(containing offset: Int) -> Int {
        var low = 0
        var high = boundaries.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if boundaries[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The first cluster boundary at or after the laid-out UTF-8 `offset`.
    ///
    /// - Complexity: O(log n).
    func boundary(atOrAfter offset: Int) -> Int {
        var low = 0
        var high = boundaries.count - 1
        while low < high {
            let middle = (low + high) / 2
            if boundaries[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The laid-out characters of clusters `range` (clamped) as a string.
    func substring(_ range: Range<Int>) -> String {
        let lower = boundaries[min(max(range.lowerBound, 0), characterCount)]
        let upper = boundaries[min(max(range.upperBound, 0), characterCount)]
        guard lower < upper else { return "" }
        let utf8 = string.utf8
        return String(string[utf8.index(utf8.startIndex, offsetBy: lower)..<utf8.index(utf8.startIndex, offsetBy: upper)])
    }
}

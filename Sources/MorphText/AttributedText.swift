import Foundation
import MorphLayout

/// A string with runs of ``TextAttributes``: what a ``TextLayout`` measures.
///
/// A lightweight, `Sendable` value (Foundation's `AttributedString` is heavier than a label
/// needs): the string, and runs that cover it end to end, each with its UTF-8 range and its
/// attributes. Build one by appending:
///
/// ```swift
/// var text = AttributedText("Sign up", attributes: TextAttributes(font: Font(.sans, size: 17, weight: .bold)))
/// text.append(" to continue", attributes: TextAttributes(font: Font(.sans, size: 17), color: .red))
/// ```
///
/// Adjacent runs with equal attributes are merged, so equal texts compare equal however they were
/// built. Empty strings add no run.
public struct AttributedText: Sendable, Hashable {
    /// One run of characters sharing attributes.
    public struct Run: Sendable, Hashable {
        /// The run's characters, as UTF-8 offsets into ``AttributedText/string``.
        public let utf8Range: Range<Int>
        /// How the run looks.
        public let attributes: TextAttributes
    }

    /// The characters.
    public private(set) var string: String
    /// The runs, in order, covering ``string``'s UTF-8 bytes without gaps; empty when the string is.
    public private(set) var runs: [Run]

    /// An empty text.
    public init() {
        string = ""
        runs = []
    }

    /// `string` with one set of attributes.
    public init(_ string: String, attributes: TextAttributes) {
        self.string = string
        let count = string.utf8.count
        runs = count == 0 ? [] : [Run(utf8Range: 0..<count, attributes: attributes)]
    }

    /// Whether the text has no characters.
    public var isEmpty: Bool { string.isEmpty }

    /// Appends `string` with `attributes`, merging with the last run when they are equal.
    ///
    /// - Complexity: amortized O(length of `string`).
    public mutating func append(_ string: String, attributes: TextAttributes) {
        let start = self.string.utf8.count
        let count = string.utf8.count
        guard count > 0 else { return }
        self.string.append(string)
        if let last = runs.last, last.attributes == attributes {
            runs[runs.count - 1] = Run(utf8Range: last.utf8Range.lowerBound..<(start + count), attributes: attributes)
        } else {
            runs.append(Run(utf8Range: start..<(start + count), attributes: attributes))
        }
    }

    /// Appends another text's runs.
    public mutating func append(_ other: AttributedText) {
        for run in other.runs {
            let utf8 = other.string.utf8
            let start = utf8.index(utf8.startIndex, offsetBy: run.utf8Range.lowerBound)
            let end = utf8.index(start, offsetBy: run.utf8Range.count)
            append(String(other.string[start..<end]), attributes: run.attributes)
        }
    }

    /// The concatenation of two texts.
    public static func + (lhs: AttributedText, rhs: AttributedText) -> AttributedText {
        var result = lhs
        result.append(rhs)
        return result
    }

    /// The index of the run holding the byte at `utf8Offset` (the last run for the end offset);
    /// `nil` for an empty text.
    ///
    /// - Complexity: O(log r) in the number of runs.
    func runIndex(atUTF8Offset utf8Offset: Int) -> Int? {
        guard !runs.isEmpty else { return nil }
        var low = 0
        var high = runs.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if runs[middle].utf8Range.lowerBound <= utf8Offset {
                low = middle
            } else {
                high = middle - 1
            }
        }
        return low
    }
}

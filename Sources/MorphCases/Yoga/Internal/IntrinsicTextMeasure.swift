import Foundation

/// Yoga's `IntrinsicSizeMeasure` test function, in Float32 as in Yoga's tests.
struct IntrinsicTextMeasure: Sendable {
    let byteCount: Float
    let words: [Float]
    let longestWordWidth: Float
    let isColumn: Bool

    static let widthPerCharacter: Float = 10
    static let heightPerCharacter: Float = 10

    init(text: String, isColumn: Bool) {
        let bytes = Array(text.utf8)
        byteCount = Float(bytes.count)
        // Words as `std::getline(…, ' ')` yields them: empty words between double spaces
        // count, a trailing separator yields no empty word.
        var pieces = bytes.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        if let last = pieces.last, last.isEmpty { pieces.removeLast() }
        words = pieces.map { Float($0.count) * Self.widthPerCharacter }
        var longest = 0
        var current = 0
        for byte in bytes {
            if byte == UInt8(ascii: " ") {
                longest = max(current, longest)
                current = 0
            } else {
                current += 1
            }
        }
        longestWordWidth = Float(max(current, longest)) * Self.widthPerCharacter
        self.isColumn = isColumn
    }

    func measure(_ input: FlexMeasureInput) -> CGSize {
        let width = Float(input.width)
        let height = Float(input.height)
        let textWidth = byteCount * Self.widthPerCharacter
        let measuredWidth: Float
        switch input.widthMode {
        case .exactly: measuredWidth = width
        case .atMost: measuredWidth = width < textWidth ? width : textWidth
        case .undefined: measuredWidth = textWidth
        }
        let lineWidth = isColumn ? measuredWidth : max(longestWordWidth, measuredWidth)
        let measuredHeight: Float
        switch input.heightMode {
        case .exactly: measuredHeight = height
        case .atMost:
            let textHeight = calculateHeight(lineWidth)
            measuredHeight = height < textHeight ? height : textHeight
        case .undefined: measuredHeight = calculateHeight(lineWidth)
        }
        return CGSize(width: CGFloat(measuredWidth), height: CGFloat(measuredHeight))
    }

    /// The height of the text broken into lines of `measuredWidth` (Yoga's `calculateHeight`).
    func calculateHeight(_ measuredWidth: Float) -> Float {
        if byteCount * Self.widthPerCharacter <= measuredWidth {
            return Self.heightPerCharacter
        }
        var lines: Float = 1
        var currentLineLength: Float = 0
        for wordWidth in words {
            if wordWidth > measuredWidth {
                if currentLineLength > 0 { lines += 1 }
                lines += 1
                currentLineLength = 0
            } else if currentLineLength + wordWidth <= measuredWidth {
                currentLineLength += wordWidth + Self.widthPerCharacter
            } else {
                lines += 1
                currentLineLength = wordWidth + Self.widthPerCharacter
            }
        }
        return (currentLineLength == 0 ? lines - 1 : lines) * Self.heightPerCharacter
    }
}

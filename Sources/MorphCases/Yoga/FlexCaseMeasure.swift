import Foundation

/// A measure function described in a case, as Yoga's tests and benchmarks use them.
public enum FlexCaseMeasure: Hashable, Sendable {
    /// Yoga's test measure for text (`IntrinsicSizeMeasure`): every character is 10×10 points,
    /// lines break at spaces; when the node's `flexDirection` is not `column`, a line is at
    /// least as wide as the longest word.
    case intrinsicText(String)
    /// Yoga's benchmark measure: the proposed size on each axis where it is defined, else the
    /// default.
    case fillOr(default: CGSize)
    /// Replays measurements recorded from a real app: the output of the entry whose inputs equal
    /// the request exactly, else the default.
    case table(default: CGSize, entries: [TableEntry])

    /// One recorded measurement: the request and the size that was answered.
    public struct TableEntry: Hashable, Sendable {
        /// The recorded request.
        public var input: FlexMeasureInput
        /// The recorded answer.
        public var output: CGSize

        /// Creates an entry.
        public init(input: FlexMeasureInput, output: CGSize) {
            self.input = input
            self.output = output
        }
    }

    /// The measure function for a node with this description; `flexDirection` is the node's
    /// own (the text measure depends on it).
    public func measureFunction(flexDirection: FlexDirection) -> FlexMeasureFunction {
        switch self {
        case .intrinsicText(let text):
            let measurer = IntrinsicTextMeasure(text: text, isColumn: flexDirection == .column)
            return { measurer.measure($0) }
        case .fillOr(let defaultSize):
            return { input in
                CGSize(
                    width: input.widthMode == .undefined ? defaultSize.width : input.width,
                    height: input.heightMode == .undefined ? defaultSize.height : input.height)
            }
        case .table(let defaultSize, let entries):
            let recorded = entries.map { entry in
                (width: Float(entry.input.width), widthMode: entry.input.widthMode,
                 height: Float(entry.input.height), heightMode: entry.input.heightMode, output: entry.output)
            }
            return { input in
                let width = Float(input.width)
                let height = Float(input.height)
                for entry in recorded
                where entry.widthMode == input.widthMode && entry.heightMode == input.heightMode
                    && (entry.width == width || (entry.width.isNaN && width.isNaN))
                    && (entry.height == height || (entry.height.isNaN && height.isNaN)) {
                    return entry.output
                }
                return defaultSize
            }
        }
    }
}

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

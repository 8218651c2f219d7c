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

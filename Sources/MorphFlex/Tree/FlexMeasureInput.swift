import Foundation

/// What the flex engine asks a measured leaf: its content-box size under a constraint per axis.
///
/// Sizes exclude the node's padding and border (the engine adds them) and are never negative;
/// a size whose mode is ``FlexMeasureMode/undefined`` is NaN.
public struct FlexMeasureInput: Hashable, Sendable {
    /// The proposed content width (NaN when `widthMode` is `undefined`).
    public var width: CGFloat
    /// How to read `width`.
    public var widthMode: FlexMeasureMode
    /// The proposed content height (NaN when `heightMode` is `undefined`).
    public var height: CGFloat
    /// How to read `height`.
    public var heightMode: FlexMeasureMode

    /// Creates a measurement request.
    public init(width: CGFloat, widthMode: FlexMeasureMode, height: CGFloat, heightMode: FlexMeasureMode) {
        self.width = width
        self.widthMode = widthMode
        self.height = height
        self.heightMode = heightMode
    }

    /// Equal modes and sizes (NaN sizes compare equal).
    public static func == (lhs: FlexMeasureInput, rhs: FlexMeasureInput) -> Bool {
        lhs.widthMode == rhs.widthMode && lhs.heightMode == rhs.heightMode
            && (lhs.width == rhs.width || (lhs.width.isNaN && rhs.width.isNaN))
            && (lhs.height == rhs.height || (lhs.height.isNaN && rhs.height.isNaN))
    }

    /// Hashes modes and sizes consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(widthMode)
        hasher.combine(heightMode)
        hasher.combine(width.isNaN ? 0 : width)
        hasher.combine(height.isNaN ? 0 : height)
    }
}

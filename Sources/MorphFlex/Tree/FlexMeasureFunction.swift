import Foundation

/// How a measure function should read a proposed size (Yoga's `YGMeasureMode`).
public enum FlexMeasureMode: Hashable, Sendable {
    /// No constraint: answer the content's natural size. The proposed size is NaN.
    case undefined
    /// The node will be exactly the proposed size.
    case exactly
    /// The node may be at most the proposed size.
    case atMost
}

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

    public static func == (lhs: FlexMeasureInput, rhs: FlexMeasureInput) -> Bool {
        lhs.widthMode == rhs.widthMode && lhs.heightMode == rhs.heightMode
            && (lhs.width == rhs.width || (lhs.width.isNaN && rhs.width.isNaN))
            && (lhs.height == rhs.height || (lhs.height.isNaN && rhs.height.isNaN))
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(widthMode)
        hasher.combine(heightMode)
        hasher.combine(width.isNaN ? 0 : width)
        hasher.combine(height.isNaN ? 0 : height)
    }
}

/// Measures a leaf's content (text, an image, or a subtree laid out by another engine) for the
/// flex engine: returns its content-box size for a ``FlexMeasureInput``.
///
/// The engine caches answers per node and calls the function again only after the node is
/// dirtied (``FlexTree/markDirty(_:)``) or for constraints no cached answer covers. A NaN or
/// negative answer counts as 0. The function may run on any thread that lays out the tree.
public typealias FlexMeasureFunction = @Sendable (FlexMeasureInput) -> CGSize

/// Answers a leaf's first baseline — its distance from the top edge — for the laid-out size, for
/// `alignItems: baseline`. A NaN answer counts as the node's height.
public typealias FlexBaselineFunction = @Sendable (CGSize) -> CGFloat

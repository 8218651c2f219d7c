/// How a measure function should read a proposed size (Yoga's `YGMeasureMode`).
public enum FlexMeasureMode: Hashable, Sendable {
    /// No constraint: answer the content's natural size. The proposed size is NaN.
    case undefined
    /// The node will be exactly the proposed size.
    case exactly
    /// The node may be at most the proposed size.
    case atMost
}

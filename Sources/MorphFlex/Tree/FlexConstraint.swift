import Foundation

/// How much room a parent that is not a flex container offers a flex root on one axis — for
/// instance a layout spec hosting a flexbox subtree.
public enum FlexConstraint: Hashable, Sendable {
    /// The root is exactly this size (unless its own style fixes its size).
    case exactly(CGFloat)
    /// The root sizes to its content, but at most this size.
    case atMost(CGFloat)
    /// The root sizes to its content.
    case unconstrained

    /// The size and sizing mode the engine reads; non-finite sizes are unconstrained, negative
    /// sizes 0, and sizes beyond ``FlexStyle/maximumLength`` that length.
    var engineValue: (size: Float, mode: SizingMode) {
        switch self {
        case .exactly(let size):
            return size.isFinite ? (max(FlexStyle.clampedLength(size), 0), .stretchFit) : (.nan, .maxContent)
        case .atMost(let size):
            return size.isFinite ? (max(FlexStyle.clampedLength(size), 0), .fitContent) : (.nan, .maxContent)
        case .unconstrained:
            return (.nan, .maxContent)
        }
    }
}

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

    /// The size and sizing mode the engine reads; non-finite or negative sizes are
    /// unconstrained (and negative sizes are 0 when exact).
    var engineValue: (size: Float, mode: SizingMode) {
        switch self {
        case .exactly(let size):
            let value = Float(size)
            return value.isFinite ? (max(value, 0), .stretchFit) : (.nan, .maxContent)
        case .atMost(let size):
            let value = Float(size)
            return value.isFinite ? (max(value, 0), .fitContent) : (.nan, .maxContent)
        case .unconstrained:
            return (.nan, .maxContent)
        }
    }
}

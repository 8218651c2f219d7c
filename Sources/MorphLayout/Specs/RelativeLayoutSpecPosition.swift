import Foundation

/// Where a ``RelativeLayoutSpec`` places its child along one axis.
public enum RelativeLayoutSpecPosition: Hashable, Sendable, CaseIterable {
    /// At 0, and the child gets the spec's minimum size on this axis.
    case none
    /// At 0 (left/top); the child may be smaller than the spec's minimum.
    case start
    /// Centred (the offset rounded to the pixel grid).
    case center
    /// At the end (right/bottom).
    case end

    /// The share of the free space before the child: 0, ½ or 1.
    var proportion: CGFloat {
        switch self {
        case .none, .start: 0
        case .center: 0.5
        case .end: 1
        }
    }
}

import Foundation

/// A length for an edge (margin, padding, border, inset) or a gap.
///
/// Percentages resolve against the containing block's *width* for margins and paddings (as in
/// CSS), against the matching axis of the containing block for insets, and against the
/// container's inner main size for gaps. A border never resolves a percentage (it counts as 0).
///
/// A non-finite number (NaN, ±∞) makes the value ``undefined``, as Yoga does. A finite number
/// beyond ±``FlexStyle/maximumLength`` (points, or percent) is clamped to it.
public enum FlexLength: Hashable, Sendable {
    /// Not set: falls back to a less specific edge (see ``FlexEdge``), or 0.
    case undefined
    /// `auto`: for margins, takes a share of the free space (auto margins); for insets, as if not
    /// set; for paddings, borders and gaps, 0.
    case auto
    /// A fixed number of points.
    case points(CGFloat)
    /// A percentage (50 means half) of the reference length.
    case percent(CGFloat)
}

extension FlexLength {
    /// The compact stored form used by the engine.
    var stored: StyleValue {
        switch self {
        case .undefined: return .undefined
        case .auto: return .auto
        case .points(let value): return StyleValue(clampedPoints: value)
        case .percent(let value): return StyleValue(clampedPercent: value)
        }
    }

    init(stored: StyleValue) {
        switch stored.unit {
        case .point: self = .points(CGFloat(stored.value))
        case .percent: self = .percent(CGFloat(stored.value))
        case .auto: self = .auto
        case .undefined, .maxContent, .fitContent, .stretch: self = .undefined
        }
    }
}

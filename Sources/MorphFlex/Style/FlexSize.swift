import Foundation

/// A size: `width`, `height`, their minimums and maximums, and `flexBasis`.
///
/// Percentages resolve against the containing block's size on the same axis (for `flexBasis`:
/// the container's inner main size); a percentage of an indefinite size is indefinite, so the
/// node is then sized by its content (Yoga's rule, also CSS's for heights).
///
/// A non-finite number (NaN, ±∞) makes the value ``undefined``, as Yoga does. A finite number
/// beyond ±``FlexStyle/maximumLength`` (points, or percent) is clamped to it. A negative size is
/// kept but never counts as definite, so the node is sized by its content instead.
public enum FlexSize: Hashable, Sendable {
    /// Not set. For a minimum or maximum: no limit. For `width`/`height`: as ``auto``.
    case undefined
    /// Sized by the flex algorithm (content, stretching, flexing).
    case auto
    /// A fixed number of points.
    case points(CGFloat)
    /// A percentage (50 means half) of the reference size.
    case percent(CGFloat)
    /// `max-content`. Accepted and kept; Yoga lays it out as ``auto``.
    case maxContent
    /// `fit-content`. Accepted and kept; Yoga lays it out as ``auto``.
    case fitContent
    /// `stretch`. Accepted and kept; Yoga lays it out as ``auto``.
    case stretch
}

extension FlexSize {
    /// The compact stored form used by the engine.
    var stored: StyleValue {
        switch self {
        case .undefined: return .undefined
        case .auto: return .auto
        case .points(let value): return StyleValue(clampedPoints: value)
        case .percent(let value): return StyleValue(clampedPercent: value)
        case .maxContent: return StyleValue(value: .nan, unit: .maxContent)
        case .fitContent: return StyleValue(value: .nan, unit: .fitContent)
        case .stretch: return StyleValue(value: .nan, unit: .stretch)
        }
    }

    init(stored: StyleValue) {
        switch stored.unit {
        case .undefined: self = .undefined
        case .auto: self = .auto
        case .point: self = .points(CGFloat(stored.value))
        case .percent: self = .percent(CGFloat(stored.value))
        case .maxContent: self = .maxContent
        case .fitContent: self = .fitContent
        case .stretch: self = .stretch
        }
    }
}

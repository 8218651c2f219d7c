import Foundation

/// The unit of a stored style value.
enum StyleUnit: UInt8, Sendable {
    case undefined
    case point
    case percent
    case auto
    case maxContent
    case fitContent
    case stretch
}

/// A style length or size as the engine stores it: a Float32 number (NaN when unused) and a unit.
///
/// Yoga keeps style numbers as `float`; storing them the same way keeps the engine's arithmetic
/// identical to Yoga's.
struct StyleValue: Hashable, Sendable {
    var value: Float
    var unit: StyleUnit

    static let undefined = StyleValue(value: .nan, unit: .undefined)
    static let auto = StyleValue(value: .nan, unit: .auto)

    init(value: Float, unit: StyleUnit) {
        self.value = value
        self.unit = unit
    }

    /// A point value; a non-finite number is undefined (Yoga's `StyleLength::points`).
    init(points: Float) {
        self = points.isFinite ? StyleValue(value: points, unit: .point) : .undefined
    }

    /// A percentage; a non-finite number is undefined (Yoga's `StyleLength::percent`).
    init(percent: Float) {
        self = percent.isFinite ? StyleValue(value: percent, unit: .percent) : .undefined
    }

    /// A point value set through the public API: non-finite is undefined, and a finite value
    /// beyond ``FlexStyle/maximumLength`` is clamped to it (before it becomes a Float, where
    /// 10³⁹ would be infinite).
    init(clampedPoints value: CGFloat) {
        self.init(points: FlexStyle.clampedLength(value))
    }

    /// A percentage set through the public API, clamped as ``init(clampedPoints:)``.
    init(clampedPercent value: CGFloat) {
        self.init(percent: FlexStyle.clampedLength(value))
    }

    @inline(__always) var isUndefined: Bool { unit == .undefined }
    @inline(__always) var isDefined: Bool { unit != .undefined }
    @inline(__always) var isAuto: Bool { unit == .auto }
    @inline(__always) var isPercent: Bool { unit == .percent }
    /// Whether the value is a number of points or a percentage.
    @inline(__always) var isLength: Bool { unit == .point || unit == .percent }
    /// Whether the value is a number of points or unset (`auto` or undefined): a length that
    /// resolves to the same number whatever the sizes around the node.
    @inline(__always) var isPointsOrUnset: Bool { unit == .point || unit == .auto || unit == .undefined }

    /// The value in points for a reference length, or NaN (Yoga's `resolve`): points as they
    /// are, percentages of `referenceLength`, everything else undefined.
    @inline(__always)
    func resolve(_ referenceLength: Float) -> Float {
        switch unit {
        case .point: return value
        case .percent: return value * referenceLength * 0.01
        default: return .nan
        }
    }

    /// Yoga's `inexactEquals` for style lengths: same unit and values within 1e-4 (or both NaN).
    func inexactEquals(_ other: StyleValue) -> Bool {
        unit == other.unit && FlexMath.inexactEquals(value, other.value)
    }

    static func == (lhs: StyleValue, rhs: StyleValue) -> Bool {
        lhs.unit == rhs.unit && (lhs.value == rhs.value || (lhs.value.isNaN && rhs.value.isNaN))
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(unit)
        hasher.combine(value.isNaN ? Float.nan.bitPattern : value.bitPattern)
    }
}

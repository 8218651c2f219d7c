import Foundation

/// How quickly a flung scroll node slows down: the factor its speed keeps per millisecond
/// (UIKit's `UIScrollView.DecelerationRate`).
///
/// After a release at speed `v`, the speed `t` milliseconds later is `v · rateᵗ`, and the content
/// glides `v · rate / (1 − rate)` points in all (`v` in points per millisecond; see
/// ``ScrollPhysics/projectedOffset(from:velocity:rate:)``). ``normal`` keeps 99.8 % per millisecond
/// (a long glide), ``fast`` 99 % (a short one, for paging-like lists).
public struct DecelerationRate: Hashable, Sendable, CustomStringConvertible {
    /// The factor kept per millisecond, in ``validRange``.
    public let rawValue: CGFloat

    /// The rates a scroll node accepts: above 0 and below 1, with room for the arithmetic — from
    /// 0.01 (stops almost at once) to 0.9999 (glides for about a minute).
    public static let validRange: ClosedRange<CGFloat> = 0.01...0.9999

    /// UIKit's normal rate, 0.998.
    public static let normal = DecelerationRate(checked: 0.998)
    /// UIKit's fast rate, 0.99.
    public static let fast = DecelerationRate(checked: 0.99)

    /// A rate of `rawValue`, clamped: NaN becomes ``normal``'s 0.998, values outside
    /// ``validRange`` (0 or less, 1 or more, infinities) its nearest end.
    public init(rawValue: CGFloat) {
        if rawValue.isNaN {
            self.rawValue = Self.normal.rawValue
        } else {
            self.rawValue = min(max(rawValue, Self.validRange.lowerBound), Self.validRange.upperBound)
        }
    }

    /// A rate of `rawValue`, refusing values outside ``validRange``.
    ///
    /// - Throws: ``ScrollError/invalidDecelerationRate(_:)`` for NaN, infinite values and values
    ///   outside ``validRange``.
    public init(validating rawValue: CGFloat) throws(ScrollError) {
        guard rawValue.isFinite, Self.validRange.contains(rawValue) else { throw .invalidDecelerationRate(rawValue) }
        self.rawValue = rawValue
    }

    private init(checked rawValue: CGFloat) {
        self.rawValue = rawValue
    }

    /// The rate, with its name when it is ``normal`` or ``fast``.
    public var description: String {
        switch self {
        case .normal: "normal (0.998)"
        case .fast: "fast (0.99)"
        default: "\(rawValue)"
        }
    }
}

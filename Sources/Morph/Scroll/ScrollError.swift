import Foundation

/// Why a scroll setting was refused. Most bad scroll input is clamped instead (see each
/// property's documentation); the validating initialisers throw these.
public enum ScrollError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A deceleration rate that is NaN, infinite or outside ``DecelerationRate/validRange``.
    case invalidDecelerationRate(CGFloat)

    /// A sentence naming the value at fault.
    public var description: String {
        switch self {
        case .invalidDecelerationRate(let rate):
            "deceleration rate \(rate) is outside \(DecelerationRate.validRange.lowerBound)…\(DecelerationRate.validRange.upperBound): a scroll node keeps that factor of its speed per millisecond, so it must lie strictly between 0 and 1"
        }
    }
}

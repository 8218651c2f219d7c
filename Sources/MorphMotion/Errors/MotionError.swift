import Foundation

/// The error thrown by MorphMotion's validating initialisers when a value cannot describe an
/// animation.
///
/// The ordinary initialisers never throw: they clamp bad input as their documentation says. Use the
/// `validating` initialisers (``TimingCurve/init(validatingControlPoint1:controlPoint2:)``,
/// ``Spring/init(validatingMass:stiffness:damping:initialVelocity:)``,
/// ``AnimationAttributes/init(validating:delay:)``) where bad input should be reported instead.
public enum MotionError: Error, Hashable, Sendable {
    /// A duration (named by `parameter`) is NaN, infinite or negative.
    case invalidDuration(parameter: String, value: Double)
    /// A Bézier control point has an x coordinate outside `0...1`, or a coordinate that is not finite.
    case controlPointOutOfRange(index: Int, x: Double, y: Double)
    /// A spring's mass is NaN, infinite, zero or negative.
    case nonPositiveMass(Double)
    /// A spring's stiffness is NaN, infinite, zero or negative.
    case nonPositiveStiffness(Double)
    /// A spring's damping is NaN, infinite or negative.
    case negativeDamping(Double)
    /// A spring's damping ratio is NaN, infinite or not positive.
    case invalidDampingRatio(Double)
    /// A perceptual spring's response (its period in seconds) is NaN, infinite, zero or negative.
    case nonPositiveResponse(Double)
    /// A spring's bounce is NaN, outside `-1 < bounce <= 1`, or so close to either end that its
    /// damping ratio leaves ``Spring/dampingRatioRange`` (1 itself, undamped, is allowed).
    case bounceOutOfRange(Double)
    /// A velocity (named by `parameter`) is NaN or infinite.
    case nonFiniteVelocity(parameter: String, value: Double)
    /// A spring parameter (named by `parameter`: `mass`, `response`, `duration`, `dampingRatio`
    /// or `initialVelocity`) is finite but outside the range a spring animation keeps
    /// (``Spring/massRange``, ``Spring/responseRange``, ``Spring/dampingRatioRange``,
    /// ``Spring/initialVelocityRange``).
    case springParameterOutOfRange(parameter: String, value: Double, range: ClosedRange<Double>)
}

extension MotionError: CustomStringConvertible {
    /// A sentence naming the offending parameter and value.
    public var description: String {
        switch self {
        case .invalidDuration(let parameter, let value):
            "\(parameter) must be finite and not negative, got \(value)"
        case .controlPointOutOfRange(let index, let x, let y):
            "control point \(index) (\(x), \(y)) must be finite with x in 0...1"
        case .nonPositiveMass(let value):
            "spring mass must be finite and positive, got \(value)"
        case .nonPositiveStiffness(let value):
            "spring stiffness must be finite and positive, got \(value)"
        case .negativeDamping(let value):
            "spring damping must be finite and not negative, got \(value)"
        case .invalidDampingRatio(let value):
            "damping ratio must be finite and positive, got \(value)"
        case .nonPositiveResponse(let value):
            "spring response must be finite and positive, got \(value)"
        case .bounceOutOfRange(let value):
            "spring bounce must be in -0.9999...0.999999999 or exactly 1, got \(value)"
        case .nonFiniteVelocity(let parameter, let value):
            "\(parameter) must be finite, got \(value)"
        case .springParameterOutOfRange(let parameter, let value, let range):
            "spring \(parameter) must be in \(range.lowerBound)...\(range.upperBound), got \(value)"
        }
    }
}

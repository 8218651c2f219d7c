import Foundation

/// A damped harmonic oscillator that carries a value from its start to its target.
///
/// A spring has two equivalent descriptions:
/// - **physical**: `mass`, `stiffness` and `damping` of `m·x″ + c·x′ + k·x = 0`, as Core
///   Animation's `CASpringAnimation` and Blueprint's `.spring(mass:stiffness:damping:)`;
/// - **perceptual**: `dampingRatio` and `response` (the undamped period, in seconds), as SwiftUI's
///   `.spring(response:dampingFraction:)`, or `duration` and `bounce`, as SwiftUI's
///   `.spring(duration:bounce:)` and Flutter's `SpringDescription.withDurationAndBounce`.
///
/// The conversions are exact and go both ways:
/// `stiffness = mass·(2π / response)²`, `damping = 4π·dampingRatio·mass / response`,
/// `duration = response`, `bounce = 1 − dampingRatio` when `dampingRatio ≤ 1` and
/// `1 / dampingRatio − 1` otherwise.
///
/// `value(at:)` is the closed-form progress (0 at rest at the start, 1 at the target) for the
/// under-damped (`dampingRatio < 1`), critically damped (`= 1`) and over-damped (`> 1`) cases.
/// `initialVelocity` is in progress per second, as UIKit's `initialSpringVelocity`: 1 means the
/// value starts moving toward its target at the whole distance per second.
public struct Spring: Hashable, Sendable {
    /// The moving mass. Always finite and positive.
    public let mass: Double
    /// The spring constant k. Always finite and positive.
    public let stiffness: Double
    /// The damping coefficient c. Always finite and not negative; 0 means the spring never settles.
    public let damping: Double
    /// The velocity at the start, in progress (fractions of the distance) per second, toward the target.
    public let initialVelocity: Double

    /// Creates a spring from its physical parameters.
    ///
    /// Clamps instead of failing, each parameter on its own: a `mass` that is NaN, infinite, zero
    /// or negative becomes 1; such a `stiffness` becomes the stiffness of ``default`` scaled by the
    /// mass (a 0.5 s response); a `damping` that is NaN, infinite or negative becomes critical
    /// damping (`2·√(k·m)`); a non-finite `initialVelocity` becomes 0. Use
    /// ``init(validatingMass:stiffness:damping:initialVelocity:)`` to get an error instead.
    public init(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
        let mass = (mass.isFinite && mass > 0) ? mass : 1
        let stiffness = (stiffness.isFinite && stiffness > 0)
            ? stiffness : mass * Self.squared(2 * .pi / Self.defaultResponse)
        self.mass = mass
        self.stiffness = stiffness
        self.damping = (damping.isFinite && damping >= 0) ? damping : 2 * (stiffness * mass).squareRoot()
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    }

    /// Creates a spring from its physical parameters, or throws when `mass` or `stiffness` is not
    /// finite and positive, `damping` is not finite and non-negative, or `initialVelocity` is not
    /// finite.
    public init(validatingMass mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0) throws(MotionError) {
        guard mass.isFinite, mass > 0 else { throw .nonPositiveMass(mass) }
        guard stiffness.isFinite, stiffness > 0 else { throw .nonPositiveStiffness(stiffness) }
        guard damping.isFinite, damping >= 0 else { throw .negativeDamping(damping) }
        guard initialVelocity.isFinite else { throw .nonFiniteVelocity(parameter: "initialVelocity", value: initialVelocity) }
        self.init(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    }

    /// Creates a spring from a damping ratio and a response, as SwiftUI's
    /// `.spring(response:dampingFraction:)`.
    ///
    /// - Parameters:
    ///   - dampingRatio: 1 is critically damped (fastest without overshoot); below 1 the value
    ///     overshoots and oscillates; above 1 it approaches more slowly. NaN, infinite or negative
    ///     becomes 1.
    ///   - response: the period of the undamped spring, in seconds: how quickly it reacts. NaN,
    ///     infinite, zero or negative becomes 0.5.
    ///   - mass: scales stiffness and damping without changing the motion. Clamped as in
    ///     ``init(mass:stiffness:damping:initialVelocity:)``.
    ///   - initialVelocity: progress per second toward the target.
    public init(dampingRatio: Double, response: Double, mass: Double = 1, initialVelocity: Double = 0) {
        let mass = (mass.isFinite && mass > 0) ? mass : 1
        let ratio = (dampingRatio.isFinite && dampingRatio >= 0) ? dampingRatio : 1
        let response = (response.isFinite && response > 0) ? response : Self.defaultResponse
        self.init(
            mass: mass,
            stiffness: mass * Self.squared(2 * .pi / response),
            damping: 4 * .pi * ratio * mass / response,
            initialVelocity: initialVelocity
        )
    }

    /// Creates a spring from a perceptual duration and a bounce, as SwiftUI's
    /// `.spring(duration:bounce:)` and Flutter's `SpringDescription.withDurationAndBounce`.
    ///
    /// - Parameters:
    ///   - duration: the perceptual duration in seconds (the response). NaN, infinite, zero or
    ///     negative becomes 0.5.
    ///   - bounce: 0 has no bounce (critically damped); toward 1 it bounces more (1 never settles);
    ///     below 0 it is over-damped. Clamped to `-0.99...1`; NaN becomes 0.
    ///   - mass: scales stiffness and damping without changing the motion.
    ///   - initialVelocity: progress per second toward the target.
    public init(duration: Double, bounce: Double, mass: Double = 1, initialVelocity: Double = 0) {
        let bounce = bounce.isNaN ? 0 : min(max(bounce, -0.99), 1)
        self.init(
            dampingRatio: Self.dampingRatio(forBounce: bounce),
            response: duration,
            mass: mass,
            initialVelocity: initialVelocity
        )
    }

    /// A spring from a damping ratio and a response, or an error when either is out of range.
    public init(validatingDampingRatio dampingRatio: Double, response: Double, mass: Double = 1, initialVelocity: Double = 0) throws(MotionError) {
        guard dampingRatio.isFinite, dampingRatio > 0 else { throw .invalidDampingRatio(dampingRatio) }
        guard response.isFinite, response > 0 else { throw .nonPositiveResponse(response) }
        guard mass.isFinite, mass > 0 else { throw .nonPositiveMass(mass) }
        guard initialVelocity.isFinite else { throw .nonFiniteVelocity(parameter: "initialVelocity", value: initialVelocity) }
        self.init(dampingRatio: dampingRatio, response: response, mass: mass, initialVelocity: initialVelocity)
    }

    /// A spring from a duration and a bounce, or an error when either is out of range.
    public init(validatingDuration duration: Double, bounce: Double, mass: Double = 1, initialVelocity: Double = 0) throws(MotionError) {
        guard duration.isFinite, duration > 0 else { throw .nonPositiveResponse(duration) }
        guard bounce.isFinite, bounce > -1, bounce <= 1 else { throw .bounceOutOfRange(bounce) }
        guard mass.isFinite, mass > 0 else { throw .nonPositiveMass(mass) }
        guard initialVelocity.isFinite else { throw .nonFiniteVelocity(parameter: "initialVelocity", value: initialVelocity) }
        self.init(dampingRatio: Self.dampingRatio(forBounce: bounce), response: duration, mass: mass, initialVelocity: initialVelocity)
    }

    /// The response of ``default`` and of clamped springs: 0.5 s.
    public static let defaultResponse: Double = 0.5

    /// A smooth spring without bounce: duration 0.5 s, bounce 0 (SwiftUI's `.smooth`).
    public static let `default` = Spring(duration: 0.5, bounce: 0)

    /// The same spring with another initial velocity (progress per second; non-finite becomes 0).
    public func withInitialVelocity(_ velocity: Double) -> Spring {
        Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
    }

    static func squared(_ value: Double) -> Double { value * value }

    static func dampingRatio(forBounce bounce: Double) -> Double {
        bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    }
}

extension Spring {
    /// The undamped angular frequency ω₀ = √(k / m), in radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// ζ = c / (2·√(k·m)): below 1 under-damped, 1 critically damped, above 1 over-damped.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The period of the undamped spring, 2π·√(m / k), in seconds.
    public var response: Double { 2 * .pi * (mass / stiffness).squareRoot() }

    /// The perceptual duration of SwiftUI and Flutter: equal to ``response``.
    public var duration: Double { response }

    /// SwiftUI's bounce: `1 − ζ` for ζ ≤ 1 and `1/ζ − 1` above, so it lies in `-1 < bounce ≤ 1`.
    public var bounce: Double {
        let ratio = dampingRatio
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }
}

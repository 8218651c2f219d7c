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
    /// damping (`2·√(k·m)`); a non-finite `initialVelocity` becomes 0.
    ///
    /// Finite values outside the ranges where a spring is an animation are then clamped into them,
    /// so that every spring settles in a time the closed form can compute and every value it
    /// produces is finite:
    /// - the mass into ``massRange``, with stiffness and damping scaled by the same factor (the
    ///   motion does not change);
    /// - the response `2π·√(m/k)` into ``responseRange`` (the stiffness changes);
    /// - a positive damping ratio into ``dampingRatioRange`` (the damping changes; a damping of
    ///   0 stays 0, an undamped spring);
    /// - `initialVelocity` into ``initialVelocityRange``.
    ///
    /// A spring inside every range keeps its parameters exactly as given. Use
    /// ``init(validatingMass:stiffness:damping:initialVelocity:)`` to get an error instead.
    public init(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
        let mass = (mass.isFinite && mass > 0) ? mass : 1
        // The motion is ω₀ = √(k/m) and ζ = c / (2·ω₀·m), computed without forming k·m, which
        // overflows for large values.
        let hasStiffness = stiffness.isFinite && stiffness > 0
        let frequency = hasStiffness ? stiffness.squareRoot() / mass.squareRoot() : 2 * .pi / Self.defaultResponse
        let hasDamping = damping.isFinite && damping >= 0
        let ratio = hasDamping ? damping / (2 * frequency * mass) : 1
        if Self.massRange.contains(mass),
           Self.naturalFrequencyRange.contains(frequency),
           damping == 0 || Self.dampingRatioRange.contains(ratio) {
            self.mass = mass
            self.stiffness = hasStiffness ? stiffness : mass * frequency * frequency
            self.damping = hasDamping ? damping : 2 * frequency * mass
        } else {
            let clampedMass = Self.clamp(mass, to: Self.massRange)
            let clampedFrequency = Self.clamp(frequency, to: Self.naturalFrequencyRange)
            let clampedRatio = damping == 0 ? 0 : Self.clamp(ratio.isNaN ? 1 : ratio, to: Self.dampingRatioRange)
            self.mass = clampedMass
            self.stiffness = clampedMass * clampedFrequency * clampedFrequency
            self.damping = 2 * clampedRatio * clampedMass * clampedFrequency
        }
        self.initialVelocity = initialVelocity.isFinite ? Self.clamp(initialVelocity, to: Self.initialVelocityRange) : 0
    }

    /// Creates a spring from its physical parameters, or throws when `mass` or `stiffness` is not
    /// finite and positive, `damping` is not finite and non-negative, `initialVelocity` is not
    /// finite, or when the spring is outside the ranges that ``init(mass:stiffness:damping:initialVelocity:)``
    /// clamps to: ``massRange``, ``responseRange`` (of `2π·√(mass/stiffness)`),
    /// ``dampingRatioRange`` (of a positive damping) and ``initialVelocityRange``
    /// (``MotionError/springParameterOutOfRange(parameter:value:range:)``).
    public init(validatingMass mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0) throws(MotionError) {
        guard mass.isFinite, mass > 0 else { throw .nonPositiveMass(mass) }
        guard stiffness.isFinite, stiffness > 0 else { throw .nonPositiveStiffness(stiffness) }
        guard damping.isFinite, damping >= 0 else { throw .negativeDamping(damping) }
        guard initialVelocity.isFinite else { throw .nonFiniteVelocity(parameter: "initialVelocity", value: initialVelocity) }
        try Self.validate(mass, in: Self.massRange, "mass")
        try Self.validate(2 * .pi * mass.squareRoot() / stiffness.squareRoot(), in: Self.responseRange, "response")
        if damping > 0 {
            try Self.validate(damping / (2 * stiffness.squareRoot() * mass.squareRoot()), in: Self.dampingRatioRange, "dampingRatio")
        }
        try Self.validate(initialVelocity, in: Self.initialVelocityRange, "initialVelocity")
        self.init(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    }

    /// Creates a spring from a damping ratio and a response, as SwiftUI's
    /// `.spring(response:dampingFraction:)`.
    ///
    /// - Parameters:
    ///   - dampingRatio: 1 is critically damped (fastest without overshoot); below 1 the value
    ///     overshoots and oscillates; above 1 it approaches more slowly. NaN, infinite or negative
    ///     becomes 1; a positive ratio is clamped into ``dampingRatioRange``; 0 is undamped.
    ///   - response: the period of the undamped spring, in seconds: how quickly it reacts. NaN,
    ///     infinite, zero or negative becomes 0.5; others are clamped into ``responseRange``.
    ///   - mass: scales stiffness and damping without changing the motion. Clamped as in
    ///     ``init(mass:stiffness:damping:initialVelocity:)``.
    ///   - initialVelocity: progress per second toward the target.
    public init(dampingRatio: Double, response: Double, mass: Double = 1, initialVelocity: Double = 0) {
        // Clamped here already, so that the products below cannot overflow or underflow.
        let mass = (mass.isFinite && mass > 0) ? Self.clamp(mass, to: Self.massRange) : 1
        let ratio = (dampingRatio.isFinite && dampingRatio >= 0)
            ? (dampingRatio == 0 ? 0 : Self.clamp(dampingRatio, to: Self.dampingRatioRange)) : 1
        let response = (response.isFinite && response > 0)
            ? Self.clamp(response, to: Self.responseRange) : Self.defaultResponse
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
    ///     negative becomes 0.5; others are clamped into ``responseRange``.
    ///   - bounce: 0 has no bounce (critically damped); toward 1 it bounces more (1 never settles);
    ///     below 0 it is over-damped. Clamped to `-0.99...1`; NaN becomes 0. A bounce just below 1
    ///     gives at least the smallest damping ratio of ``dampingRatioRange``.
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

    /// A spring from a damping ratio and a response, or an error when either is out of range:
    /// the ratio must be finite and positive, and within ``dampingRatioRange``; the response within
    /// ``responseRange``; the mass and the velocity as in
    /// ``init(validatingMass:stiffness:damping:initialVelocity:)``.
    public init(validatingDampingRatio dampingRatio: Double, response: Double, mass: Double = 1, initialVelocity: Double = 0) throws(MotionError) {
        guard dampingRatio.isFinite, dampingRatio > 0 else { throw .invalidDampingRatio(dampingRatio) }
        guard response.isFinite, response > 0 else { throw .nonPositiveResponse(response) }
        guard mass.isFinite, mass > 0 else { throw .nonPositiveMass(mass) }
        guard initialVelocity.isFinite else { throw .nonFiniteVelocity(parameter: "initialVelocity", value: initialVelocity) }
        try Self.validate(dampingRatio, in: Self.dampingRatioRange, "dampingRatio")
        try Self.validate(response, in: Self.responseRange, "response")
        try Self.validate(mass, in: Self.massRange, "mass")
        try Self.validate(initialVelocity, in: Self.initialVelocityRange, "initialVelocity")
        self.init(dampingRatio: dampingRatio, response: response, mass: mass, initialVelocity: initialVelocity)
    }

    /// A spring from a duration and a bounce, or an error when either is out of range: the
    /// duration must lie in ``responseRange``; the bounce in `-1 < bounce <= 1` with a damping
    /// ratio (`1 − bounce`, or `1 / (1 + bounce)` below 0) in ``dampingRatioRange`` unless it is
    /// exactly 1 (undamped); the mass and the velocity as in
    /// ``init(validatingMass:stiffness:damping:initialVelocity:)``.
    public init(validatingDuration duration: Double, bounce: Double, mass: Double = 1, initialVelocity: Double = 0) throws(MotionError) {
        guard duration.isFinite, duration > 0 else { throw .nonPositiveResponse(duration) }
        guard bounce.isFinite, bounce > -1, bounce <= 1 else { throw .bounceOutOfRange(bounce) }
        guard bounce == 1 || Self.dampingRatioRange.contains(Self.dampingRatio(forBounce: bounce)) else {
            throw .bounceOutOfRange(bounce)
        }
        guard mass.isFinite, mass > 0 else { throw .nonPositiveMass(mass) }
        guard initialVelocity.isFinite else { throw .nonFiniteVelocity(parameter: "initialVelocity", value: initialVelocity) }
        try Self.validate(duration, in: Self.responseRange, "duration")
        try Self.validate(mass, in: Self.massRange, "mass")
        try Self.validate(initialVelocity, in: Self.initialVelocityRange, "initialVelocity")
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

    /// The masses a spring keeps: `1e-6...1e6`. A mass outside is clamped into it with stiffness
    /// and damping scaled alike, so the motion stays the same.
    public static let massRange: ClosedRange<Double> = 1e-6...1e6

    /// The responses (undamped periods `2π·√(mass/stiffness)`, in seconds) a spring keeps:
    /// `1e-4...1e4`, from a tenth of a millisecond to nearly three hours. Outside, the stiffness
    /// is changed to the nearest end.
    public static let responseRange: ClosedRange<Double> = 1e-4...1e4

    /// The damping ratios a damped spring keeps: `1e-9...1e4`. A positive ratio outside is
    /// clamped into it (the damping changes); a damping of exactly 0 stays 0 (undamped). Within
    /// the range, every damped spring settles in a finite time.
    public static let dampingRatioRange: ClosedRange<Double> = 1e-9...1e4

    /// The initial velocities a spring keeps, in progress per second: `-1e6...1e6`.
    public static let initialVelocityRange: ClosedRange<Double> = -1e6...1e6

    /// ω₀ = 2π / response for the ends of ``responseRange``.
    static let naturalFrequencyRange: ClosedRange<Double> =
        (2 * .pi / responseRange.upperBound)...(2 * .pi / responseRange.lowerBound)

    static func squared(_ value: Double) -> Double { value * value }

    static func clamp(_ value: Double, to range: ClosedRange<Double>) -> Double {
        min(max(value, range.lowerBound), range.upperBound)
    }

    static func validate(_ value: Double, in range: ClosedRange<Double>, _ parameter: String) throws(MotionError) {
        guard range.contains(value) else {
            throw .springParameterOutOfRange(parameter: parameter, value: value, range: range)
        }
    }

    static func dampingRatio(forBounce bounce: Double) -> Double {
        bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    }
}

extension Spring {
    /// The undamped angular frequency ω₀ = √(k / m), in radians per second.
    public var naturalFrequency: Double { stiffness.squareRoot() / mass.squareRoot() }

    /// ζ = c / (2·√(k·m)): below 1 under-damped, 1 critically damped, above 1 over-damped.
    public var dampingRatio: Double { damping / (2 * stiffness.squareRoot() * mass.squareRoot()) }

    /// The period of the undamped spring, 2π·√(m / k), in seconds.
    public var response: Double { 2 * .pi * mass.squareRoot() / stiffness.squareRoot() }

    /// The perceptual duration of SwiftUI and Flutter: equal to ``response``.
    public var duration: Double { response }

    /// SwiftUI's bounce: `1 − ζ` for ζ ≤ 1 and `1/ζ − 1` above, so it lies in `-1 < bounce ≤ 1`.
    public var bounce: Double {
        let ratio = dampingRatio
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }
}

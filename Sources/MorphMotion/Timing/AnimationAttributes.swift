import Foundation

/// How a change animates: its timing (a curve with a duration, or a spring) and its delay.
///
/// The shape follows Blueprint's `AnimationAttributes`: ``default`` is 0.2 s ease-in-out;
/// ``curve(_:duration:delay:)``, ``cubicBezier(controlPoint1:controlPoint2:duration:delay:)``,
/// ``dampenedSpring(dampingRatio:initialVelocity:duration:delay:)`` and
/// ``spring(mass:stiffness:damping:initialVelocity:delay:)`` (defaults 3, 1000, 500) build the
/// four cases. Morph adds ``delay`` and perceptual springs
/// (``spring(duration:bounce:initialVelocity:delay:)``,
/// ``spring(dampingRatio:response:initialVelocity:delay:)``).
///
/// Attributes are values: build them once and reuse them. Bad numbers are clamped as each factory
/// documents; ``init(validating:delay:)`` reports them as a ``MotionError`` instead.
public struct AnimationAttributes: Hashable, Sendable {
    /// The time function of an animation.
    public enum Timing: Hashable, Sendable {
        /// Progress follows `curve` over `duration` seconds.
        case curve(TimingCurve, duration: TimeInterval)
        /// A physical spring; the animation lasts until the spring settles
        /// (``Spring/settlingDuration``, at most ``AnimationAttributes/maximumSpringDuration``).
        case spring(Spring)
        /// A spring tuned to settle in `duration`; the animation ends exactly at `duration`, as
        /// UIKit's `animate(withDuration:usingSpringWithDamping:initialSpringVelocity:)`.
        case springWithDuration(Spring, duration: TimeInterval)
    }

    /// The time function.
    public let timing: Timing
    /// Seconds between the change and the start of the motion; during the delay the presentation
    /// value stays at the start value. Always finite and not negative.
    public let delay: TimeInterval

    /// Creates attributes from a timing and a delay.
    ///
    /// Clamps instead of failing: a duration or delay that is NaN, infinite or negative becomes 0
    /// (a zero duration makes the change instant once the delay has passed).
    public init(timing: Timing, delay: TimeInterval = 0) {
        switch timing {
        case .curve(let curve, let duration):
            self.timing = .curve(curve, duration: Self.clampedTime(duration))
        case .spring:
            self.timing = timing
        case .springWithDuration(let spring, let duration):
            self.timing = .springWithDuration(spring, duration: Self.clampedTime(duration))
        }
        self.delay = Self.clampedTime(delay)
    }

    /// Creates attributes, or throws ``MotionError/invalidDuration(parameter:value:)`` when a
    /// duration or the delay is NaN, infinite or negative.
    public init(validating timing: Timing, delay: TimeInterval = 0) throws(MotionError) {
        switch timing {
        case .curve(_, let duration), .springWithDuration(_, let duration):
            guard duration.isFinite, duration >= 0 else { throw .invalidDuration(parameter: "duration", value: duration) }
        case .spring:
            break
        }
        guard delay.isFinite, delay >= 0 else { throw .invalidDuration(parameter: "delay", value: delay) }
        self.init(timing: timing, delay: delay)
    }

    /// Creates curve-based attributes (Blueprint's `init(duration:curve:)`).
    public init(duration: TimeInterval = 0.2, curve: TimingCurve = .easeInOut, delay: TimeInterval = 0) {
        self.init(timing: .curve(curve, duration: duration), delay: delay)
    }

    /// 0.2 s ease-in-out, no delay: Blueprint's and Texture's default.
    public static let `default` = AnimationAttributes()

    /// The longest a physical spring animation lasts: 60 s. A spring that has not settled by then
    /// (an undamped one never does) jumps to its target at that time.
    public static let maximumSpringDuration: TimeInterval = 60

    static func clampedTime(_ value: TimeInterval) -> TimeInterval {
        (value.isFinite && value > 0) ? value : 0
    }
}

extension AnimationAttributes {
    /// An animation along `curve` for `duration` seconds (clamped as ``init(timing:delay:)``).
    public static func curve(_ curve: TimingCurve, duration: TimeInterval, delay: TimeInterval = 0) -> AnimationAttributes {
        AnimationAttributes(timing: .curve(curve, duration: duration), delay: delay)
    }

    /// An animation along the cubic Bézier with the given control points (clamped as
    /// ``TimingCurve/init(controlPoint1:controlPoint2:)``).
    public static func cubicBezier(controlPoint1: CGPoint, controlPoint2: CGPoint, duration: TimeInterval, delay: TimeInterval = 0) -> AnimationAttributes {
        .curve(TimingCurve(controlPoint1: controlPoint1, controlPoint2: controlPoint2), duration: duration, delay: delay)
    }

    /// A spring with a damping ratio that ends exactly at `duration`, as UIKit's
    /// `usingSpringWithDamping:initialSpringVelocity:` and Blueprint's `.dampenedSpring`.
    ///
    /// The spring's stiffness is chosen so that, started at rest, it settles (within
    /// ``Spring/defaultSettlingEpsilon``) exactly at `duration`; the animation then ends at
    /// `duration` whatever the velocity, snapping any residual.
    ///
    /// - Parameters:
    ///   - dampingRatio: 1 does not overshoot; smaller values oscillate. Clamped to `0.01...100`
    ///     (NaN becomes 1), since an undamped spring cannot settle in a finite duration.
    ///   - initialVelocity: progress per second toward the target (1 = the whole distance per
    ///     second), as UIKit's `initialSpringVelocity`. Non-finite becomes 0.
    ///   - duration: seconds; NaN, infinite or negative becomes 0.
    ///   - delay: seconds before the motion starts; clamped as ``init(timing:delay:)``.
    public static func dampenedSpring(dampingRatio: CGFloat = 1, initialVelocity: CGFloat = 0, duration: TimeInterval, delay: TimeInterval = 0) -> AnimationAttributes {
        let duration = clampedTime(duration)
        let ratio = Double(dampingRatio).isNaN ? 1 : min(max(Double(dampingRatio), 0.01), 100)
        let spring = Spring.tuned(dampingRatio: ratio, settlingIn: duration, initialVelocity: Double(initialVelocity))
        return AnimationAttributes(timing: .springWithDuration(spring, duration: duration), delay: delay)
    }

    /// A physical spring (Blueprint's `.spring`): the animation lasts until it settles.
    ///
    /// The defaults (mass 3, stiffness 1000, damping 500) are Blueprint's, which it describes as
    /// UIKit's system spring. Parameters are clamped as ``Spring/init(mass:stiffness:damping:initialVelocity:)``.
    public static func spring(mass: CGFloat = 3, stiffness: CGFloat = 1000, damping: CGFloat = 500, initialVelocity: CGFloat = 0, delay: TimeInterval = 0) -> AnimationAttributes {
        .spring(Spring(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping), initialVelocity: Double(initialVelocity)), delay: delay)
    }

    /// A spring animation that lasts until `spring` settles.
    public static func spring(_ spring: Spring, delay: TimeInterval = 0) -> AnimationAttributes {
        AnimationAttributes(timing: .spring(spring), delay: delay)
    }

    /// A perceptual spring (SwiftUI's `.spring(duration:bounce:)`), lasting until it settles.
    public static func spring(duration: TimeInterval, bounce: Double = 0, initialVelocity: Double = 0, delay: TimeInterval = 0) -> AnimationAttributes {
        .spring(Spring(duration: duration, bounce: bounce, initialVelocity: initialVelocity), delay: delay)
    }

    /// A perceptual spring (SwiftUI's `.spring(response:dampingFraction:)`), lasting until it settles.
    public static func spring(dampingRatio: Double, response: TimeInterval, initialVelocity: Double = 0, delay: TimeInterval = 0) -> AnimationAttributes {
        .spring(Spring(dampingRatio: dampingRatio, response: response, initialVelocity: initialVelocity), delay: delay)
    }

    /// The same animation starting `delay` seconds later (clamped as ``init(timing:delay:)``).
    public func delayed(by delay: TimeInterval) -> AnimationAttributes {
        AnimationAttributes(timing: timing, delay: delay)
    }

    /// How long the motion lasts once the delay has passed, in seconds.
    ///
    /// For a physical spring this is its settling duration, capped at ``maximumSpringDuration``.
    public var duration: TimeInterval {
        switch timing {
        case .curve(_, let duration), .springWithDuration(_, let duration):
            duration
        case .spring(let spring):
            min(spring.settlingDuration, Self.maximumSpringDuration)
        }
    }

    /// `delay + duration`: when, after the change, the value reaches its target.
    public var totalDuration: TimeInterval { delay + duration }

    /// Whether the change happens at once (no delay and no duration).
    public var isInstant: Bool { delay == 0 && duration == 0 }
}

extension Spring {
    /// A spring with `dampingRatio` whose motion from rest settles exactly at `duration`.
    ///
    /// Started at rest, a spring's motion scales with 1/ω₀, so the settling time of the unit spring
    /// (ω₀ = 1) divided by `duration` gives ω₀ exactly.
    static func tuned(dampingRatio: Double, settlingIn duration: TimeInterval, initialVelocity: Double) -> Spring {
        guard duration > 0 else {
            return Spring(dampingRatio: dampingRatio, response: defaultResponse, initialVelocity: initialVelocity)
        }
        let unit = Spring(mass: 1, stiffness: 1, damping: 2 * dampingRatio)
        let omega = unit.settlingDuration / duration
        return Spring(dampingRatio: dampingRatio, response: 2 * .pi / omega, initialVelocity: initialVelocity)
    }
}

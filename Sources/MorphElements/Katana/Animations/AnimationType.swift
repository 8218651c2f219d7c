import Foundation

/// How a child animates in the second step of a 4-step animation, or how a node's own update
/// animates (Katana's `AnimationType`). ``animationAttributes`` gives the MorphMotion attributes.
///
/// The names are Katana's, and so is the pacing: Katana runs `linear` cases through UIKit's
/// `animate(withDuration:delay:options:)` with the given options, and empty options pace with
/// *ease-in-out* — a `linear(duration:)` animation is not linear. Pass
/// ``AnimationOptions/curveLinear`` for constant speed. Spring cases map to
/// `AnimationAttributes.dampenedSpring(dampingRatio:initialVelocity:duration:delay:)`: the
/// spring ends exactly at `duration`, as UIKit's does.
///
/// Durations, delays and damping are clamped as `AnimationAttributes` documents (NaN, infinite
/// or negative times become 0; the damping ratio is kept in 0.01…100).
public enum AnimationType: Hashable, Sendable {
    /// No animation: the change happens at once and completes synchronously.
    case none
    /// An ease-in-out animation (UIKit's default pacing) of `duration` seconds.
    case linear(duration: TimeInterval)
    /// An animation of `duration` seconds paced by `options`.
    case linearWithOptions(duration: TimeInterval, options: AnimationOptions)
    /// An animation of `duration` seconds paced by `options`, after `delay` seconds.
    case linearWithDelay(duration: TimeInterval, options: AnimationOptions, delay: TimeInterval)
    /// A spring with damping ratio `damping` that ends at `duration`; `initialVelocity` is the
    /// share of the distance per second it starts with.
    case spring(duration: TimeInterval, damping: CGFloat, initialVelocity: CGFloat)
    /// A spring, with options (whose curve springs ignore).
    case springWithOptions(duration: TimeInterval, damping: CGFloat, initialVelocity: CGFloat, options: AnimationOptions)
    /// A spring, with options (whose curve springs ignore), after `delay` seconds.
    case springWithDelay(duration: TimeInterval, damping: CGFloat, initialVelocity: CGFloat, options: AnimationOptions, delay: TimeInterval)

    /// The MorphMotion attributes of this animation; `nil` for ``none``.
    public var animationAttributes: AnimationAttributes? {
        switch self {
        case .none:
            nil
        case let .linear(duration):
            .curve(AnimationOptions.default.curve, duration: duration)
        case let .linearWithOptions(duration, options):
            .curve(options.curve, duration: duration)
        case let .linearWithDelay(duration, options, delay):
            .curve(options.curve, duration: duration, delay: delay)
        case let .spring(duration, damping, initialVelocity),
             let .springWithOptions(duration, damping, initialVelocity, _):
            .dampenedSpring(dampingRatio: damping, initialVelocity: initialVelocity, duration: duration)
        case let .springWithDelay(duration, damping, initialVelocity, _, delay):
            .dampenedSpring(dampingRatio: damping, initialVelocity: initialVelocity, duration: duration, delay: delay)
        }
    }

    /// Whether this is ``none``.
    public var isNone: Bool { self == .none }

    /// Seconds from the start of the animation to its end (delay included); 0 for ``none``.
    public var totalDuration: TimeInterval {
        animationAttributes?.totalDuration ?? 0
    }

    /// Runs `body` so that the animatable properties it changes animate with this animation
    /// (Katana's `animate(type:_:completion:)`, on MorphMotion's transactions), then calls
    /// `completion` once. ``none`` runs `body` without animation and calls `completion`
    /// synchronously, before returning; the others call it when the last animation `body`
    /// started ends (at once after `body` if it started none).
    @MainActor
    public func perform(_ body: () -> Void, completion: (@MainActor () -> Void)? = nil) {
        guard let attributes = animationAttributes else {
            performWithoutAnimation(body)
            completion?()
            return
        }
        withAnimation(attributes, body, completion: { _ in completion?() })
    }
}

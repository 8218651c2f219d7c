import Foundation

/// How an ``Animator`` rewrites animations for people who ask for less motion.
///
/// The default is ``off``. The node layer maps the platform's accessibility setting to a policy;
/// tests set it per animator.
public enum ReducedMotionPolicy: Hashable, Sendable {
    /// Animations run as requested.
    case off
    /// Movement (``AnimatablePropertyKind/movement``) changes instantly — or cross-fades, when the
    /// owner is ``ReducedMotionCrossFading`` — while appearance changes keep their timing; springs
    /// that would bounce are critically damped (same response or duration, no overshoot).
    case reduceMotion
    /// Every change is instant.
    case disableAnimations

    /// What the policy does with one animation.
    public enum Resolution: Hashable, Sendable {
        /// Animate with these (possibly rewritten) attributes.
        case animate(AnimationAttributes)
        /// Change at once.
        case instant
    }

    /// The resolution of `attributes` for a property of `kind` under this policy.
    public func resolve(_ attributes: AnimationAttributes, for kind: AnimatablePropertyKind) -> Resolution {
        switch self {
        case .off:
            return .animate(attributes)
        case .disableAnimations:
            return .instant
        case .reduceMotion:
            guard kind == .appearance else { return .instant }
            return .animate(attributes.criticallyDamped)
        }
    }
}

extension AnimationAttributes {
    /// The same attributes with any under-damped spring made critically damped.
    public var criticallyDamped: AnimationAttributes {
        switch timing {
        case .curve:
            return self
        case .spring(let spring):
            guard spring.dampingRatio < 1 else { return self }
            let calm = Spring(dampingRatio: 1, response: spring.response, mass: spring.mass, initialVelocity: spring.initialVelocity)
            return AnimationAttributes(timing: .spring(calm), delay: delay)
        case .springWithDuration(let spring, let duration):
            guard spring.dampingRatio < 1 else { return self }
            let calm = Spring.tuned(dampingRatio: 1, settlingIn: duration, initialVelocity: spring.initialVelocity)
            return AnimationAttributes(timing: .springWithDuration(calm, duration: duration), delay: delay)
        }
    }
}

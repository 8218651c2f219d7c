import Foundation
import Morph

// Later starts for the animations of a component's children: how a staggered transition
// (`ComponentHost.transition(props:state:stagger:)`) offsets one child and everything its
// subtree inherits from it.

extension AnimationType {
    /// This animation starting `delay` more seconds later; ``none`` stays ``none``.
    func delayed(by delay: TimeInterval) -> AnimationType {
        guard delay > 0 else { return self }
        switch self {
        case .none:
            return .none
        case let .linear(duration):
            return .linearWithDelay(duration: duration, options: .default, delay: delay)
        case let .linearWithOptions(duration, options):
            return .linearWithDelay(duration: duration, options: options, delay: delay)
        case let .linearWithDelay(duration, options, existing):
            return .linearWithDelay(duration: duration, options: options, delay: existing + delay)
        case let .spring(duration, damping, initialVelocity):
            return .springWithDelay(duration: duration, damping: damping, initialVelocity: initialVelocity, options: .default, delay: delay)
        case let .springWithOptions(duration, damping, initialVelocity, options):
            return .springWithDelay(duration: duration, damping: damping, initialVelocity: initialVelocity, options: options, delay: delay)
        case let .springWithDelay(duration, damping, initialVelocity, options, existing):
            return .springWithDelay(duration: duration, damping: damping, initialVelocity: initialVelocity, options: options, delay: existing + delay)
        }
    }
}

extension AnyChildrenAnimations {
    /// Every animation here starting `delay` more seconds later (transformers unchanged).
    func delayed(by delay: TimeInterval) -> AnyChildrenAnimations {
        guard delay > 0 else { return self }
        var result = self
        result.allChildren.type = allChildren.type.delayed(by: delay)
        for (key, animation) in animations {
            result.animations[key]?.type = animation.type.delayed(by: delay)
        }
        return result
    }
}

extension AnimationContainer {
    /// The node's animation and its children's starting `delay` more seconds later.
    func delayed(by delay: TimeInterval) -> AnimationContainer {
        guard delay > 0 else { return self }
        return AnimationContainer(
            nativeViewAnimation: nativeViewAnimation.delayed(by: delay),
            childrenAnimations: childrenAnimations.delayed(by: delay)
        )
    }
}

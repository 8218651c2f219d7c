import Foundation

/// The animations of a component's children without their key type: what a
/// ``ChildrenAnimations`` holds, and what reaches the children of container children
/// (Katana's `AnyChildrenAnimations`).
///
/// Keys are compared as text (`"\(key)"`), as Katana does, so a container child's children are
/// found with the keys of the component that describes them.
public struct AnyChildrenAnimations: Sendable {
    /// Whether a 4-step animation should run: true once an animation other than
    /// ``AnimationType/none`` was set for ``allChildren`` or a key.
    public internal(set) var shouldAnimate = false
    /// The animations set per key text.
    var animations: [String: Animation] = [:]
    /// The animation of the children without one of their own. Setting an animation of type
    /// ``AnimationType/none`` keeps it but does not turn ``shouldAnimate`` on.
    public var allChildren: Animation = .none {
        didSet {
            if !allChildren.type.isNone { shouldAnimate = true }
        }
    }

    /// No animations.
    public init() {}

    /// The animation of the children with key text `key`: the one set for it, else
    /// ``allChildren``.
    public func animation(forKey key: String?) -> Animation {
        key.flatMap { animations[$0] } ?? allChildren
    }

    /// Sets the animation of key text `key`. Katana's rule: an animation of type
    /// ``AnimationType/none`` is ignored, so it cannot opt a key out of ``allChildren``.
    public mutating func setAnimation(_ animation: Animation, forKey key: String) {
        guard !animation.type.isNone else { return }
        shouldAnimate = true
        animations[key] = animation
    }

    /// The animation of `description`: by its key, else ``allChildren`` (also for an unkeyed
    /// description).
    public subscript(description: ChildDescription) -> Animation {
        animation(forKey: description.key)
    }

    /// The animations a child gets on an update: its own animation type for its node, and these
    /// children animations again when it is a container (so they reach its children), none
    /// otherwise (Katana's `AnimationContainer.animation(for:)`).
    public func container(for child: ChildDescription) -> AnimationContainer {
        AnimationContainer(
            nativeViewAnimation: self[child].type,
            childrenAnimations: child.isContainer ? self : AnyChildrenAnimations()
        )
    }
}

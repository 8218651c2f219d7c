import Foundation

/// The animations of a component's children in the next update, by key (Katana's
/// `ChildrenAnimations`). A component fills one in
/// ``Component/updateChildrenAnimations(container:currentProps:nextProps:currentState:nextState:)``.
///
/// Katana's rules:
/// - a new container animates nothing (``shouldAnimate`` is false);
/// - ``allChildren`` is the animation of every child without one of its own;
/// - `container[key]` reads the key's animation, or ``allChildren``; setting it to an animation
///   of type ``AnimationType/none`` is ignored (it cannot opt a key out of ``allChildren``);
/// - `container[[key1, key2]]` sets several keys at once;
/// - setting anything other than ``AnimationType/none`` turns ``shouldAnimate`` on.
///
/// Keys match children by text: a child keyed with ``DescriptionProps/setKey(_:)`` from the same
/// `Keys` value.
public struct ChildrenAnimations<Keys>: Sendable {
    /// The animations without their key type.
    public private(set) var erased = AnyChildrenAnimations()

    /// No animations.
    public init() {}

    /// Whether the update should run the 4-step animation.
    public var shouldAnimate: Bool { erased.shouldAnimate }

    /// The animation of the children without one of their own; ``Animation/none`` by default.
    public var allChildren: Animation {
        get { erased.allChildren }
        set { erased.allChildren = newValue }
    }

    /// The animation of the children with `key`, or ``allChildren``. Setting an animation of
    /// type ``AnimationType/none`` is ignored.
    public subscript(key: Keys) -> Animation {
        get { erased.animation(forKey: "\(key)") }
        set { erased.setAnimation(newValue, forKey: "\(key)") }
    }

    /// Sets the same animation for every key of `keys`. Reading gives the animation of the
    /// first key (``allChildren`` for an empty list); Katana traps instead.
    public subscript(keys: [Keys]) -> Animation {
        get { keys.first.map { self[$0] } ?? allChildren }
        set {
            for key in keys { self[key] = newValue }
        }
    }

    /// The animation of `description`: by its key, else ``allChildren``.
    public subscript(description: ChildDescription) -> Animation {
        erased[description]
    }
}

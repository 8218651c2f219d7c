import Foundation

/// How a node-backed element animates when its ``LayoutAttributes`` change in an update
/// (Blueprint's `LayoutTransition`).
///
/// Transitions are inherited down the element tree: a change made under an element's transition
/// also carries the changes of its descendants whose transition is ``inherited``. Resolved for an
/// element whose attributes changed, with the *ambient* animation its ancestors (or the code that
/// ran the update) set up:
///
/// | Transition | Ambient animation X | No ambient animation |
/// |---|---|---|
/// | ``none`` | no animation | no animation |
/// | ``specific(_:)`` with `a` | `a` | `a` |
/// | ``inherited`` | X | no animation |
/// | ``inheritedWithFallback(_:)`` with `f` | X | `f` |
///
/// The result is also the ambient animation of the element's descendants: a ``none`` cuts the
/// inheritance, a ``specific(_:)`` starts a new one. An element whose attributes did not change
/// behaves as ``inherited`` — it passes the ambient animation through, whatever its own
/// transition (``effective(attributesChanged:)``). The ambient animation at the top is the one
/// around the update: an element tree assigned inside `withAnimation(_:_:completion:)`
/// inherits that block's attributes.
public enum LayoutTransition: Hashable, Sendable {
    /// Changes never animate, and descendants that inherit do not animate either.
    case none
    /// Changes always animate with these attributes (`AnimationAttributes.default` when
    /// omitted), and so do descendants that inherit.
    case specific(AnimationAttributes = .default)
    /// Changes animate with the ambient animation, if there is one. The default.
    case inherited
    /// Changes animate with the ambient animation, or with the fallback attributes
    /// (`AnimationAttributes.default` when omitted) when there is none.
    case inheritedWithFallback(AnimationAttributes = .default)
}

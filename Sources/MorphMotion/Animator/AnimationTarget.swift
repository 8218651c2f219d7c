import Foundation

/// An object whose animatable properties are run by one ``Animator``.
///
/// Conform a class and create its properties with
/// ``AnimatableProperty/init(_:name:kind:of:)``; the properties then use the target's animator and
/// report the target as their ``AnimatableProperty/owner`` (``Animator/animatingProperties(of:)``
/// lists them).
@MainActor
public protocol AnimationTarget: AnyObject {
    /// The animator that runs this object's animations.
    var animator: Animator { get }
}

/// An ``AnimationTarget`` that can stand in for movement that reduced motion removes.
///
/// Under ``ReducedMotionPolicy/reduceMotion`` a movement change is instant; when its owner
/// conforms to this protocol the animator then asks it to cross-fade instead (for a node: fade a
/// snapshot of the old state out over the new one). The call is made after the change, at the
/// same point completions run, with the attributes the movement would have used.
@MainActor
public protocol ReducedMotionCrossFading: AnimationTarget {
    /// Cross-fade the change of the property named `propertyName`, which was made instant.
    func crossFade(replacingMovementOf propertyName: String, attributes: AnimationAttributes)
}

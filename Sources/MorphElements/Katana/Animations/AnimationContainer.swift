import Foundation

/// What an update gives one node: the animation of its own properties, and the animations its
/// children get (Katana's `AnimationContainer`).
///
/// A container child receives its parent's children animations (``AnyChildrenAnimations/container(for:)``)
/// and applies them in a plain update of its own children, without running its own
/// `updateChildrenAnimations`; any other child receives none.
public struct AnimationContainer: Sendable {
    /// How the node's own properties animate.
    public var nativeViewAnimation: AnimationType
    /// The animations of the node's children.
    public var childrenAnimations: AnyChildrenAnimations

    /// No animation for the node or its children.
    public static let none = AnimationContainer(nativeViewAnimation: .none, childrenAnimations: AnyChildrenAnimations())

    /// A container with the node's animation and its children's.
    public init(nativeViewAnimation: AnimationType, childrenAnimations: AnyChildrenAnimations) {
        self.nativeViewAnimation = nativeViewAnimation
        self.childrenAnimations = childrenAnimations
    }

    /// The container `child` gets in an update with these children animations.
    public func animation(for child: ChildDescription) -> AnimationContainer {
        childrenAnimations.container(for: child)
    }
}

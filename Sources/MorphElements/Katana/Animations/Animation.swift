import Foundation

/// How one child animates in a 4-step animation: the animation type of its move, and the
/// transformers that give the state it enters from and the state it leaves to (Katana's
/// `Animation`).
///
/// An entering child is first shown with its final props changed by ``entryTransformers`` (left
/// to right), then animates to its final props. A leaving child animates from its current props
/// to those props changed by ``leaveTransformers``, then is removed.
public struct Animation: Sendable {
    /// How the child moves in the second step.
    public var type: AnimationType
    /// Applied, left to right, to an entering child's final props: the state it enters from.
    public var entryTransformers: [AnimationPropsTransformer]
    /// Applied, left to right, to a leaving child's current props: the state it leaves to.
    public var leaveTransformers: [AnimationPropsTransformer]

    /// No animation and no transformers.
    public static let none = Animation(type: .none)

    /// An animation of `type` with the given transformers (none by default).
    public init(
        type: AnimationType,
        entryTransformers: [AnimationPropsTransformer] = [],
        leaveTransformers: [AnimationPropsTransformer] = []
    ) {
        self.type = type
        self.entryTransformers = entryTransformers
        self.leaveTransformers = leaveTransformers
    }
}

import Foundation

/// The ambient animation: what a property change made right now inside an animation block does.
///
/// Read ``current`` to learn whether a change would animate (Blueprint's `LayoutTransition`
/// `.inherited` reads it); open blocks with ``withAnimation(_:_:completion:)``,
/// ``withAnimation(_:completion:)`` and ``performWithoutAnimation(_:)``.
public struct AnimationTransaction: Hashable, Sendable {
    /// The attributes changes animate with, or `nil` when they are not animated.
    public let attributes: AnimationAttributes?
    /// How many blocks are open around the caller (1 for the outermost block).
    public let depth: Int

    /// The innermost open block, or `nil` outside any block (changes then jump).
    @MainActor public static var current: AnimationTransaction? {
        TransactionStack.current.map { AnimationTransaction(attributes: $0.attributes, depth: TransactionStack.frames.count) }
    }

    /// Whether a property change made now would animate.
    @MainActor public static var isAnimating: Bool { current?.attributes != nil }
}

/// Runs `body` so that the animatable properties it changes animate with `attributes`, and calls
/// `completion` once when the last of those animations ends.
///
/// Blocks nest: an inner block that names its own attributes uses them, one that does not
/// (``withAnimation(_:completion:)``) inherits the outer block's. The outer block's completion
/// also waits for the animations of the blocks inside it.
///
/// `completion` receives the most severe reason of the animations (``AnimationCompletionReason``):
/// `.finished` when all ran to their end. It runs exactly once — also when the block animated
/// nothing, in which case it runs as soon as the outermost block returns. Completions never run
/// inside a block: they wait for the outermost block to return, for the next animator tick, or
/// for the end of the property change that ended them.
@MainActor @discardableResult
public func withAnimation<Result>(
    _ attributes: AnimationAttributes,
    _ body: () throws -> Result,
    completion: ((AnimationCompletionReason) -> Void)? = nil
) rethrows -> Result {
    try TransactionStack.perform(attributes: attributes, completion: completion, body)
}

/// Runs `body` with the attributes of the enclosing block (``AnimationAttributes/default`` when
/// there is none) and calls `completion` once when the last of its animations ends.
///
/// Inside ``performWithoutAnimation(_:)`` this block does not animate either.
@MainActor @discardableResult
public func withAnimation<Result>(
    _ body: () throws -> Result,
    completion: ((AnimationCompletionReason) -> Void)? = nil
) rethrows -> Result {
    let inherited = TransactionStack.current.map(\.attributes) ?? .default
    return try TransactionStack.perform(attributes: inherited, completion: completion, body)
}

/// Runs `body` so that the properties it changes jump to their new values, even inside an
/// animation block; a running animation of such a property ends with
/// ``AnimationCompletionReason/cancelled``.
///
/// An inner ``withAnimation(_:_:completion:)`` that names attributes animates again.
@MainActor @discardableResult
public func performWithoutAnimation<Result>(_ body: () throws -> Result) rethrows -> Result {
    try TransactionStack.perform(attributes: nil, completion: nil, body)
}

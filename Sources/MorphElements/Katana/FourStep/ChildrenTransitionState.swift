import Foundation

/// The children a component host shows and the 4-step animation it runs, as a value: the state
/// machine of Katana's `Node` updates, with its token bugs fixed.
///
/// - `update(to:animations:nativeViewAnimation:)` starts a 4-step animation when the animations
///   ask for one (``AnyChildrenAnimations/shouldAnimate``), else applies the children at once.
/// - ``children`` is what the host shows once the update's immediate steps are applied — the
///   second step of a running animation, so a later update starts from there (its leaving
///   children already transformed).
/// - ``completeTransition(_:)`` tells, when an animation's longest child ends, whether to apply
///   its final step.
///
/// Katana keeps one `animationID`: every animated update overwrites it, every completion clears
/// it, and plain updates leave it alone. So after two overlapping animated updates neither final
/// step runs (the first completion clears the second's id), and after an animated then a plain
/// update the stale final step re-applies the older children. Here every update invalidates the
/// running animation, and a completion clears the token only when it is its own.
public struct ChildrenTransitionState: Sendable {
    /// The result of an update.
    public enum Update: Sendable {
        /// Apply these children now (no 4-step animation).
        case immediate([ChildDescription])
        /// Run this 4-step animation; call ``ChildrenTransitionState/completeTransition(_:)``
        /// with the token ``ChildrenTransitionPlan/duration`` seconds after step 2 starts.
        case animated(ChildrenTransitionPlan, AnimationToken)
    }

    /// The children shown once the immediate steps of the last update are applied.
    public private(set) var children: [ChildDescription]
    /// The animation whose final step is still due, if any.
    public private(set) var runningToken: AnimationToken?
    /// The final children of the running animation.
    private var pendingFinalChildren: [ChildDescription] = []
    private var lastTokenValue: UInt64 = 0

    /// The state of a host showing `children`.
    public init(children: [ChildDescription] = []) {
        self.children = children
    }

    /// Updates to `newChildren`: a 4-step animation planned from ``children`` when `animations`
    /// should animate, else the new children at once. Either way a running animation is
    /// superseded: its completion will not apply its final step.
    public mutating func update(
        to newChildren: [ChildDescription],
        animations: AnyChildrenAnimations,
        nativeViewAnimation: AnimationType = .none
    ) -> Update {
        guard animations.shouldAnimate else {
            apply(newChildren)
            return .immediate(newChildren)
        }
        let plan = ChildrenTransitionPlan(from: children, to: newChildren, animations: animations, nativeViewAnimation: nativeViewAnimation)
        lastTokenValue += 1
        let token = AnimationToken(rawValue: lastTokenValue)
        runningToken = token
        pendingFinalChildren = plan.finalChildren
        children = plan.secondStep
        return .animated(plan, token)
    }

    /// Updates with a component's typed ``ChildrenAnimations``.
    public mutating func update<Keys>(
        to newChildren: [ChildDescription],
        animations: ChildrenAnimations<Keys>,
        nativeViewAnimation: AnimationType = .none
    ) -> Update {
        update(to: newChildren, animations: animations.erased, nativeViewAnimation: nativeViewAnimation)
    }

    /// Applies `newChildren` at once — a plain update, or one whose animations were forwarded by
    /// a parent — and supersedes a running animation.
    public mutating func apply(_ newChildren: [ChildDescription]) {
        runningToken = nil
        pendingFinalChildren = []
        children = newChildren
    }

    /// The end of the animation with `token`: its final children, to apply without animation,
    /// when it is still the running one (it then ends); `nil` when a later update superseded it,
    /// which changes nothing.
    public mutating func completeTransition(_ token: AnimationToken) -> [ChildDescription]? {
        guard runningToken == token else { return nil }
        runningToken = nil
        children = pendingFinalChildren
        pendingFinalChildren = []
        return children
    }
}

import Foundation

/// The 4-step animation of a component's children from one list to another, planned as values
/// (Katana's `animatedChildrenUpdate`); a host applies the steps to nodes.
///
/// 1. **First step** (no animation): the current children, with the entering ones inserted where
///    they fit (Katana's merge, with the current list first) and shown in their
///    entry state — their final props changed by their ``Animation/entryTransformers``. Skipped
///    (`nil`) when no child enters.
/// 2. **Second step** (animated): the final children, with the leaving ones inserted where they
///    were, shown in their leave state — their current props changed by their
///    ``Animation/leaveTransformers``. Each child animates with its key's ``Animation/type``
///    (``animation(for:)``).
/// 3. **Final step** (no animation), ``duration`` seconds after the second step starts — when
///    the longest child animation ends: the final children; the leaving ones are removed.
///
/// Lists are in z-order (later on top), so during step 1 the entering children are drawn
/// below the children that follow them, and during step 2 the leaving ones below theirs.
///
/// Katana's bug with nested children is fixed: the children of a container child are compared
/// with those of the same container in the other list, so transformers apply at every depth.
/// Step 1 therefore runs when a child enters at any depth.
public struct ChildrenTransitionPlan: Sendable {
    /// The children before the update.
    public let initialChildren: [ChildDescription]
    /// Step 1, applied without animation; `nil` when no child enters.
    public let firstStep: [ChildDescription]?
    /// Step 2, applied with each child's animation.
    public let secondStep: [ChildDescription]
    /// The final step, applied without animation when step 2 ends.
    public let finalChildren: [ChildDescription]
    /// The animations of the children.
    public let animations: AnyChildrenAnimations
    /// The animation of the component's own node during step 2.
    public let nativeViewAnimation: AnimationType
    /// Seconds from the start of step 2 to the final step: the longest animation among the
    /// children of step 2 (at every depth) and the component's own node.
    public let duration: TimeInterval

    /// Plans the animation from `initialChildren` to `finalChildren` with `animations`.
    ///
    /// - Complexity: O(n) in the number of descriptions at every depth, plus the transformers.
    public init(
        from initialChildren: [ChildDescription],
        to finalChildren: [ChildDescription],
        animations: AnyChildrenAnimations,
        nativeViewAnimation: AnimationType = .none
    ) {
        self.initialChildren = initialChildren
        self.finalChildren = finalChildren
        self.animations = animations
        self.nativeViewAnimation = nativeViewAnimation

        var entering = 0
        let firstMerge = ChildrenMerge.merged(initialChildren, with: finalChildren, inserted: &entering)
        firstStep = entering == 0 ? nil : ChildrenMerge.transformingMissing(
            firstMerge, target: initialChildren, animations: animations, phase: .entry
        )

        var leaving = 0
        let secondMerge = ChildrenMerge.merged(finalChildren, with: initialChildren, inserted: &leaving)
        secondStep = ChildrenMerge.transformingMissing(
            secondMerge, target: finalChildren, animations: animations, phase: .leave
        )

        duration = max(
            nativeViewAnimation.totalDuration,
            Self.longestAnimation(in: secondStep, animations: animations)
        )
    }

    /// Plans the animation with a component's typed ``ChildrenAnimations``.
    public init<Keys>(
        from initialChildren: [ChildDescription],
        to finalChildren: [ChildDescription],
        animations: ChildrenAnimations<Keys>,
        nativeViewAnimation: AnimationType = .none
    ) {
        self.init(from: initialChildren, to: finalChildren, animations: animations.erased, nativeViewAnimation: nativeViewAnimation)
    }

    /// What `child` gets in step 2: its animation type and, for a container, these animations
    /// for its children.
    public func animation(for child: ChildDescription) -> AnimationContainer {
        animations.container(for: child)
    }

    /// The longest total duration among `children` and, for containers, their children.
    private static func longestAnimation(in children: [ChildDescription], animations: AnyChildrenAnimations) -> TimeInterval {
        var longest: TimeInterval = 0
        var pending = [children]
        while let list = pending.popLast() {
            for child in list {
                longest = max(longest, animations[child].type.totalDuration)
                if let nested = child.children, !nested.isEmpty { pending.append(nested) }
            }
        }
        return longest
    }
}

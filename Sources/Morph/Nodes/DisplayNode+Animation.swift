import Foundation

extension DisplayNode {
    /// Animates the view-property changes made in `animations` (UIKit's
    /// `animate(withDuration:delay:options:animations:completion:)`): a curve of `duration`
    /// seconds after `delay`. `completion` runs once when the last of the animations ends, with
    /// `true` when every one finished and `false` when one was superseded or cancelled; it runs as
    /// soon as the block returns when nothing animated.
    ///
    /// The same as `withAnimation(.curve(curve, duration: duration, delay: delay), animations)`;
    /// durations and delays that are NaN, infinite or negative become 0.
    public static func animate(
        withDuration duration: TimeInterval,
        delay: TimeInterval = 0,
        curve: TimingCurve = .easeInOut,
        animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        withAnimation(.curve(curve, duration: duration, delay: delay), animations) { reason in
            completion?(reason == .finished)
        }
    }

    /// Whether one of the node's own view properties is animating (or waiting for its delay).
    public var isAnimating: Bool {
        (viewStateStorage?.isAnimating ?? false) || contentAnimationEndTime != nil
    }

    /// When the last running animation of the node's own view properties ends, in clock time; nil
    /// when none runs.
    public var animationEndTime: TimeInterval? {
        switch (viewStateStorage?.animationEndTime, contentAnimationEndTime) {
        case (let view?, let content?): max(view, content)
        case (let view?, nil): view
        case (nil, let content?): content
        case (nil, nil): nil
        }
    }

    /// When every running animation of this node and its subtree will have ended, in clock time;
    /// nil when none runs. A renderer samples up to this time.
    ///
    /// Removed subnodes that are still animating out belong to the subtree until they are removed.
    /// A transition whose ``animateLayoutTransition(_:)`` has not called
    /// ``TransitionContext/completeTransition(_:)`` yet is pending even when nothing animates:
    /// see ``hasPendingLayoutTransitionsInSubtree``.
    ///
    /// - Complexity: O(n) in the subtree.
    public var subtreeAnimationEndTime: TimeInterval? {
        var end: TimeInterval?
        forEachNodeInSubtree { node in
            if let time = node.animationEndTime { end = max(end ?? time, time) }
        }
        return end
    }

    /// Whether a view property of this node or of a node in its subtree is animating.
    ///
    /// - Complexity: O(n) in the subtree.
    public var hasAnimationsInSubtree: Bool {
        subtreeAnimationEndTime != nil
    }

    /// Whether a layout transition of this node or of a node in its subtree is measuring or waiting
    /// for ``TransitionContext/completeTransition(_:)``.
    ///
    /// - Complexity: O(n) in the subtree.
    public var hasPendingLayoutTransitionsInSubtree: Bool {
        var pending = false
        forEachNodeInSubtree { node in
            if node.isTransitioningLayout { pending = true }
        }
        return pending
    }

    /// Visits the node and its subtree, depth first, parents before subnodes.
    func forEachNodeInSubtree(_ visit: (DisplayNode) -> Void) {
        var pending: [DisplayNode] = [self]
        while let node = pending.popLast() {
            visit(node)
            pending.append(contentsOf: node.subnodes.reversed())
        }
    }
}

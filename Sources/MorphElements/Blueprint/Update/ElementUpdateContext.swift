import Foundation

/// What an update knows as it walks down the resolved tree: the ambient animation changes
/// inherit, and whether inserted nodes may run their appearing transitions (Blueprint's
/// `UpdateContext` together with UIKit's ambient animation block).
///
/// The root context takes the ambient animation of the code that ran the update — an element
/// assigned inside `withAnimation(_:_:completion:)` animates with that block — and disables
/// appearing transitions on a host's first update. Going down:
/// - the children of a reused node inherit the animation its own change resolved to
///   (``descending(withAnimation:)``) — ``LayoutTransition/resolvedAnimation(ambient:attributesChanged:)``;
/// - the subtree of a newly built node is built without animation and without appearing
///   transitions (``forNewSubtree``): only the top-most inserted node animates its appearance.
public struct ElementUpdateContext: Hashable, Sendable {
    /// The animation that inherited changes run with; `nil` when they jump.
    public var ambientAnimation: AnimationAttributes?
    /// Whether inserted nodes run their ``NodeDescription/appearingTransition``.
    public var appearanceTransitionsEnabled: Bool

    /// A context with an ambient animation and the appearance flag.
    public init(ambientAnimation: AnimationAttributes?, appearanceTransitionsEnabled: Bool) {
        self.ambientAnimation = ambientAnimation
        self.appearanceTransitionsEnabled = appearanceTransitionsEnabled
    }

    /// The context at the top of a host's update: the ambient animation of the innermost
    /// animation block around the caller (MorphMotion's `AnimationTransaction.current`; `nil`
    /// outside any block or inside `performWithoutAnimation(_:)`), and appearing transitions
    /// unless this is the host's first update.
    @MainActor
    public static func root(isFirstUpdate: Bool) -> ElementUpdateContext {
        ElementUpdateContext(
            ambientAnimation: AnimationTransaction.current?.attributes,
            appearanceTransitionsEnabled: !isFirstUpdate
        )
    }

    /// The context of the children of a reused node whose change runs with `animation`.
    public func descending(withAnimation animation: AnimationAttributes?) -> ElementUpdateContext {
        ElementUpdateContext(ambientAnimation: animation, appearanceTransitionsEnabled: appearanceTransitionsEnabled)
    }

    /// The context of the subtree of a newly built node: no animation, no appearing transitions.
    public var forNewSubtree: ElementUpdateContext {
        ElementUpdateContext(ambientAnimation: nil, appearanceTransitionsEnabled: false)
    }
}

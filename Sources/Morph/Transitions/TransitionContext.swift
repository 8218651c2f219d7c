import Foundation

/// Everything about one layout transition that ``DisplayNode/animateLayoutTransition(_:)`` and
/// ``DisplayNode/didCompleteLayoutTransition(_:)`` need (Texture's `ASContextTransitioning`): the
/// layouts before and after, the subnodes that come and go, their frames, and the call that ends
/// the transition.
///
/// A context lives from the moment the new layout is installed until
/// ``completeTransition(_:)`` is called. It holds its node weakly.
@MainActor
public final class TransitionContext {
    /// Which side of the transition (Texture's `ASTransitionContextFromLayoutKey` and `…ToLayoutKey`).
    public enum Key: Hashable, Sendable {
        /// The layout before the transition.
        case from
        /// The layout the transition goes to.
        case to
    }

    /// The node whose layout changes (nil once it is gone).
    public var node: DisplayNode? { nodeReference.node }
    /// The node, held weakly through its handle: a Swift `weak` reference would give the node a
    /// side table, which makes every later retain and release of it slower.
    private let nodeReference: WeakNode
    /// Whether the transition was started with `animated: true`. The default
    /// ``DisplayNode/animateLayoutTransition(_:)`` applies the new frames at once when it is false.
    public let isAnimated: Bool
    /// The subnodes of the new layout that were not in the old one, in layout order. They are
    /// subnodes (with automatic subnode management) before ``DisplayNode/animateLayoutTransition(_:)``
    /// is called.
    public let insertedSubnodes: [DisplayNode]
    /// The subnodes of the old layout that are not in the new one, in old layout order. They stay
    /// subnodes until the transition completes; the default
    /// ``DisplayNode/didCompleteLayoutTransition(_:)`` removes them.
    public let removedSubnodes: [DisplayNode]
    /// The diff of the old and new layouts' subnodes by identity: insertions, removals and moves.
    public let diff: IdentityDiff
    /// The node's default transition animation when the transition was installed (its
    /// ``DisplayNode/defaultLayoutTransitionDuration``, `Delay` and `Curve`).
    public let defaultAnimation: AnimationAttributes
    /// The node's ``DisplayNode/defaultLayoutTransitionStagger`` when the transition was
    /// installed: the default animation delays each subnode's animations by
    /// ``staggerDelay(for:)``.
    public let stagger: Stagger?
    /// The nodes below the node that the new layouts put under another supernode — the same
    /// node in both layouts under different parents (shared elements, SwiftUI's
    /// `matchedGeometryEffect`) — parents first. Moving into the node itself, out of it into a
    /// subnode's subtree, across sibling subtrees and from deep to deep are all allowed as long
    /// as the old supernode's new layout no longer holds the node.
    ///
    /// After ``DisplayNode/animateLayoutTransition(_:)`` each of them that moved flies from
    /// where it was on screen to its new place, continuously in the node's coordinates, with its
    /// subnodes (see <doc:InteractiveTransitions>). Those among ``insertedSubnodes`` and
    /// ``removedSubnodes`` are not faded by the default animation. Reverting the transition puts
    /// each back under its old supernode.
    public var sharedElements: [DisplayNode] { sharedElementMoves?.nodes ?? [] }
    /// Whether ``completeTransition(_:)`` has been called.
    public private(set) var isComplete = false
    /// Whether ``completeTransition(_:)`` was called with `false` and the node went back to the old
    /// layout (UIKit's name). False while the transition runs and after a normal completion.
    public private(set) var transitionWasCancelled = false

    let from: CachedLayout?
    let to: CachedLayout
    /// The node's size before the transition, for a node that had no layout.
    let sizeBefore: CGSize
    /// The handle the transition reports to, until it has ended (the handle keeps the context; the
    /// context lets go of the handle when the transition ends, so neither keeps the other alive).
    var handle: TransitionHandle?
    /// Inserted subnodes that were still subnodes (animating out of an earlier transition) when this
    /// one started, with their presentation alpha then: they fade back from where they were.
    let reclaimedAlphas: [ObjectIdentifier: CGFloat]
    /// The model alpha of every inserted and removed subnode when the transition was installed,
    /// and the alpha it rests at if an earlier transition was fading it out: restored when the
    /// transition is reverted.
    let alphasBefore: [ObjectIdentifier: (alpha: CGFloat, resting: CGFloat?)]
    /// The shared elements' moves, and the layouts a revert restores.
    let sharedElementMoves: SharedElementMoves?
    /// Lays out the new subtrees and flies the shared elements; set at install, run once by
    /// ``flySharedElements()``.
    var pendingFlight: (() -> Void)?

    init(
        node: DisplayNode,
        isAnimated: Bool,
        from: CachedLayout?,
        to: CachedLayout,
        sizeBefore: CGSize,
        diff: IdentityDiff,
        insertedSubnodes: [DisplayNode],
        removedSubnodes: [DisplayNode],
        reclaimedAlphas: [ObjectIdentifier: CGFloat],
        alphasBefore: [ObjectIdentifier: (alpha: CGFloat, resting: CGFloat?)],
        defaultAnimation: AnimationAttributes,
        stagger: Stagger?,
        sharedElementMoves: SharedElementMoves?,
        handle: TransitionHandle
    ) {
        self.stagger = stagger
        self.sharedElementMoves = sharedElementMoves
        nodeReference = WeakNode(node)
        self.isAnimated = isAnimated
        self.from = from
        self.to = to
        self.sizeBefore = sizeBefore
        self.diff = diff
        self.insertedSubnodes = insertedSubnodes
        self.removedSubnodes = removedSubnodes
        self.reclaimedAlphas = reclaimedAlphas
        self.alphasBefore = alphasBefore
        self.defaultAnimation = defaultAnimation
        self.handle = handle
    }

    /// The layout before (`.from`) or after (`.to`) the transition, flattened: its sublayouts are
    /// the node's subnodes with frames relative to the node. For a node that had no layout before,
    /// `.from` is an empty layout of the node's size then.
    public func layout(for key: Key) -> Layout {
        let element: any LayoutElement = node ?? LayoutSpec()
        switch key {
        case .to:
            return to.layout(for: element)
        case .from:
            if let from { return from.layout(for: element) }
            // `sizeBefore` is the bounds size of the node, finite and not negative: the layout is
            // always made; the fallback only satisfies the type checker.
            return (try? Layout(element: element, size: sizeBefore, context: to.context))
                ?? to.layout(for: element)
        }
    }

    /// The size range the layout of `key` was computed for (`SizeRange.zero` for a node that had
    /// no layout before).
    public func constrainedSize(for key: Key) -> SizeRange {
        switch key {
        case .to: to.constrainedSize
        case .from: from?.constrainedSize ?? .zero
        }
    }

    /// The subnodes of the layout of `key`, in layout order.
    public func subnodes(for key: Key) -> [DisplayNode] {
        DisplayNode.displayNodes(of: layout(for: key))
    }

    /// `subnode`'s frame in the old layout, relative to the node; nil when it was not in it
    /// (Texture returns `CGRectNull`).
    ///
    /// - Complexity: O(1).
    public func initialFrame(for subnode: DisplayNode) -> CGRect? {
        guard from != nil else { return nil }
        return layout(for: .from).frame(for: subnode)
    }

    /// `subnode`'s frame in the new layout, relative to the node; nil when it is not in it.
    ///
    /// - Complexity: O(1).
    public func finalFrame(for subnode: DisplayNode) -> CGRect? {
        layout(for: .to).frame(for: subnode)
    }

    /// How much later than the transition's animation `subnode`'s animations start: its
    /// ``stagger`` delay (0 without a stagger, and for a node that is not a subnode of either
    /// layout).
    ///
    /// The children are counted in the new layout's order followed by the removed subnodes in the
    /// old layout's order; a distance stagger measures from the centre of the node's final frame
    /// (its initial frame for a removed subnode), in the node's coordinates. A custom
    /// ``DisplayNode/animateLayoutTransition(_:)`` can use it the same way.
    ///
    /// - Complexity: O(n) for the first call (n subnodes), O(1) after.
    public func staggerDelay(for subnode: DisplayNode) -> TimeInterval {
        guard let stagger else { return 0 }
        if staggerDelays == nil {
            let ordered = subnodes(for: .to) + removedSubnodes
            var delays: [ObjectIdentifier: TimeInterval] = [:]
            for (index, node) in ordered.enumerated() {
                let frame = finalFrame(for: node) ?? initialFrame(for: node) ?? .zero
                delays[ObjectIdentifier(node)] = stagger.delay(forChildAt: index, of: ordered.count, center: CGPoint(x: frame.midX, y: frame.midY))
            }
            staggerDelays = delays
        }
        return staggerDelays?[ObjectIdentifier(subnode)] ?? 0
    }

    /// The stagger delay of each subnode, computed on first use.
    private var staggerDelays: [ObjectIdentifier: TimeInterval]?

    /// Ends the transition; call it once the animation is done (Texture's `completeTransition:`).
    ///
    /// - `true`: the node calls ``DisplayNode/didCompleteLayoutTransition(_:)``, whose default
    ///   removes ``removedSubnodes``. Only this transition's removed subnodes leave, and only those
    ///   that no newer layout of the node brought back.
    /// - `false`: the transition is undone, as Texture documents but never did: if its layout is
    ///   still the node's, the node goes back to the old layout at once — the inserted subnodes are
    ///   removed, the removed ones stay, frames and size are the old layout's (without animation),
    ///   and ``transitionWasCancelled`` is true when ``DisplayNode/didCompleteLayoutTransition(_:)``
    ///   is called. If a newer layout has replaced it meanwhile, there is nothing to undo (the newer
    ///   state wins) and the transition completes as with `true`.
    ///
    /// Only the first call counts; later calls do nothing.
    public func completeTransition(_ didComplete: Bool) {
        guard !isComplete else { return }
        isComplete = true
        guard let node else {
            handle?.finish(.nodeReleased)
            return
        }
        node.finishTransition(self, didComplete: didComplete)
    }

    /// Ends the transition because its node was released before it completed: it can never
    /// complete, so its waiters learn it (``TransitionError/nodeReleased``) rather than wait
    /// forever. Nothing else is called.
    func nodeWasReleased() {
        guard !isComplete else { return }
        isComplete = true
        handle?.finish(.nodeReleased)
    }

    /// Flies the shared elements from where they were to their new places, once: the default
    /// animation does it inside its animation block (so the transition completes when the flights
    /// end); the transition does it after a custom ``DisplayNode/animateLayoutTransition(_:)``.
    func flySharedElements() {
        let flight = pendingFlight
        pendingFlight = nil
        flight?()
    }

    /// Marks the context as reverted (before `didCompleteLayoutTransition(_:)` is called).
    func markReverted() {
        transitionWasCancelled = true
    }

    /// The subnodes that leave the node when this transition completes.
    var subnodesLeaving: [DisplayNode] {
        removedSubnodes
    }
}

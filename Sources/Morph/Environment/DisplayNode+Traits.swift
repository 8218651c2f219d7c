import Foundation
@_spi(MorphInternals) import MorphLayout

extension DisplayNode {
    /// The node's trait collection: its supernode's with ``traitOverrides`` applied, or — for a
    /// root — ``hostTraitCollection`` with them applied (Texture's `primitiveTraitCollection`).
    /// Readable from any thread, and meant to be read by layout code (see
    /// ``TraitCollection``'s discussion: each trait a measurement reads becomes an input of the
    /// node's layout).
    ///
    /// A node that is not in the tree yet — built by a layout spec for the next layout, measured
    /// before a layout pass or transition inserts it — has the collection of the node measuring
    /// it (with its own overrides), as Texture propagates its collection down a layout spec
    /// before laying it out, so it measures in the environment it will be shown in.
    public nonisolated var traitCollection: TraitCollection {
        let (collection, overrides, isAttached) = state.withLock { state in
            (state.traits.collection, state.traits.overrides, state.supernode.isSet)
        }
        if isAttached { return collection }
        guard let measuring = MeasurementThreadState.current.node(measuringOutside: self) else { return collection }
        return measuring.traitCollection.applying(overrides)
    }

    /// Traits the node sets for itself and its subtree (UIKit's `traitOverrides`); none by
    /// default. Setting them updates the collection of the node and its subtree at once: each
    /// node whose layout read a trait that changed is laid out again at the next layout pass,
    /// dynamic colours resolve again (cross-fading inside an animation block), and
    /// ``traitCollectionDidChange(previous:)`` is called on each node whose collection changed.
    public var traitOverrides: TraitOverrides {
        get { state.withLock { $0.traits.overrides } }
        set {
            let (changed, directionChanged) = state.withLock { state -> (Bool, Bool) in
                guard state.traits.overrides != newValue else { return (false, false) }
                let directionChanged = state.traits.overrides.layoutDirection != newValue.layoutDirection
                state.traits.overrides = newValue
                return (true, directionChanged)
            }
            guard changed else { return }
            // A flexbox node's flex parent lays it out in its overridden direction, which the
            // node's own reads do not record.
            if directionChanged { setNeedsLayout() }
            propagateTraits(animated: true)
        }
    }

    /// The trait collection a host — a window, a render call — gives this node as the root of
    /// its tree; the default collection until a host sets one. A node with a supernode takes its
    /// supernode's collection instead, so only a root's host collection is used.
    ///
    /// Setting it on a root updates the collections of the tree as ``traitOverrides`` does, and
    /// sets the root's pixel grid (``layoutContext``) to the collection's
    /// ``TraitCollection/displayScale``. Colours cross-fade when it is set inside an animation
    /// block; ``transitionTraitCollection(to:animated:)`` also animates the layout.
    public var hostTraitCollection: TraitCollection {
        get { state.withLock { $0.traits.host } }
        set {
            let changed = state.withLock { state -> Bool in
                guard state.traits.host != newValue else { return false }
                state.traits.host = newValue
                return true
            }
            guard changed else { return }
            if supernode == nil {
                layoutContext = LayoutContext(screenScale: newValue.values.displayScale)
            }
            propagateTraits(animated: true)
        }
    }

    /// Gives the root a new host trait collection and animates everything it changes, as a
    /// window does when the desktop switches to dark mode or larger text: colours cross-fade
    /// with the node's default transition (``defaultLayoutTransitionDuration``, `Delay`, `Curve`)
    /// and, when some node's layout read a trait that changed, the layout transitions
    /// (``transitionLayout(animated:shouldMeasureAsync:measurementCompletion:)``, measured on
    /// the main actor) to the new one.
    ///
    /// - Parameters:
    ///   - traits: the new collection.
    ///   - animated: `false` makes every change jump.
    /// - Returns: the layout transition's handle, or nil when no layout read a changed trait or
    ///   the node has not been laid out yet (its next layout pass then lays it out).
    /// - Throws: the errors of ``transitionLayout(animated:shouldMeasureAsync:measurementCompletion:)``.
    @discardableResult
    public func transitionTraitCollection(to traits: TraitCollection, animated: Bool = true) throws(NodeError) -> TransitionHandle? {
        let versionBefore = layoutVersion
        if animated {
            withAnimation(defaultTransitionAttributes) { hostTraitCollection = traits }
        } else {
            performWithoutAnimation { hostTraitCollection = traits }
        }
        guard layoutVersion != versionBefore, calculatedLayout != nil, bounds.size != .zero else { return nil }
        return try transitionLayout(animated: animated)
    }

    /// The attributes of the node's default layout transition: ``defaultLayoutTransitionDuration``,
    /// `Delay` and `Curve`.
    var defaultTransitionAttributes: AnimationAttributes {
        AnimationAttributes.curve(defaultLayoutTransitionCurve, duration: defaultLayoutTransitionDuration, delay: defaultLayoutTransitionDelay)
    }

    /// Whether the node's layout read a trait whose value has changed since, checked at a
    /// transition's commit. Only the transition's root and nodes in its tree are checked: a node
    /// not inserted yet measured with the traits of the node measuring it, and its insertion
    /// compares them.
    nonisolated func hasStaleTraitReads(isTransitionRoot: Bool) -> Bool {
        state.withLock { ($0.supernode.isSet || isTransitionRoot) && $0.traits.hasStaleReads }
    }

    /// Forgets the node's stale reads and lays it out again (with its ancestors).
    func invalidateStaleTraitReads() {
        state.withLock { state in
            state.traits.reads = []
            state.traits.readValues = nil
        }
        setNeedsLayout()
    }

    // MARK: - Propagation

    /// Brings the collections of the node and its subtree up to date: the node's from its
    /// supernode's (or its host collection), each subnode's from its supernode's. Nodes whose
    /// layouts read a changed trait are invalidated; then, top down, each node whose collection
    /// changed resolves its dynamic colours (animated when `animated`, with the ambient
    /// animation, else at once) and hears ``traitCollectionDidChange(previous:)``.
    ///
    /// A subtree whose root's collection did not change is not visited: its collections follow
    /// from its root's, which every change of the tree and of the traits keeps true.
    ///
    /// - Complexity: O(c + s) for c nodes whose collection changed and s of their subnodes.
    func propagateTraits(animated: Bool) {
        let inherited = supernode?.state.withLock { $0.traits.collection }
        var changes: [(node: DisplayNode, previous: TraitCollection, changed: TraitSet)] = []
        var stale: [DisplayNode] = []
        var pending: [(node: DisplayNode, inherited: TraitCollection?)] = [(self, inherited)]
        while let (node, inherited) = pending.popLast() {
            let update = node.state.withLock { state -> (previous: TraitCollection, new: TraitCollection, stale: Bool, subnodes: [DisplayNode])? in
                let base = inherited ?? state.traits.host
                let new = base.applying(state.traits.overrides)
                let previous = state.traits.collection
                guard new != previous else { return nil }
                let isStale = state.traits.adopt(new)
                return (previous, new, isStale, state.subnodes)
            }
            guard let update else { continue }
            changes.append((node, update.previous, TraitSet(changedFrom: update.previous.values, to: update.new.values)))
            if update.stale { stale.append(node) }
            // Reversed, so subnodes are visited back to front as they were added.
            for subnode in update.subnodes.reversed() { pending.append((subnode, update.new)) }
        }
        guard !changes.isEmpty else { return }
        TraitChangeEpoch.advance()
        for node in stale { node.setNeedsLayout() }
        let notify = {
            for change in changes {
                if !change.changed.isDisjoint(with: TraitSet.colorTraits) { change.node.resolveDynamicColors() }
                change.node.traitsDidChange(previous: change.previous)
                change.node.traitCollectionDidChange(previous: change.previous)
            }
        }
        if !animated {
            performWithoutAnimation(notify)
        } else {
            notify()
        }
        setNeedsDisplay()
    }
}

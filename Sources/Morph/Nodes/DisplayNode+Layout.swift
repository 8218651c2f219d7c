import Foundation
@_spi(MorphInternals) import MorphLayout

extension DisplayNode {
    // MARK: - Layout inputs

    /// The properties a parent spec reads: size dimensions, flex factors, alignment, baselines,
    /// absolute position. Readable and settable from any thread.
    ///
    /// Setting a different style calls ``DisplayNode/setNeedsLayout()``; setting an equal one changes nothing
    /// (so a layout spec may configure its subnodes' styles on every pass, as Texture's examples
    /// do, without invalidating anything after the first time).
    public nonisolated var style: LayoutStyle {
        get { state.withLock { $0.style } }
        set {
            let changed = state.withLock { state -> Bool in
                guard state.style != newValue else { return false }
                state.style = newValue
                return true
            }
            if changed { setNeedsLayout() }
        }
    }

    /// Changes the style in place and returns the node (Texture's `styledWithBlock:`):
    /// `TextNode("Title").styled { $0.flexGrow = 1 }`.
    @discardableResult
    public nonisolated func styled(_ configure: (inout LayoutStyle) -> Void) -> Self {
        var copy = style
        configure(&copy)
        style = copy
        return self
    }

    /// The node's content as a closure, instead of overriding ``layoutSpecThatFits(_:)``
    /// (Texture's `layoutSpecBlock`). Called with the node and the range, on any thread (see the
    /// type's discussion of threads). Setting it calls ``DisplayNode/setNeedsLayout()``.
    public nonisolated var layoutSpecBlock: (@Sendable (DisplayNode, SizeRange) -> any LayoutElement)? {
        get {
            // Copied out through a local: returned from the lock's generic closure, the function
            // value would be reabstracted, which allocates (twice per measured node).
            var block: (@Sendable (DisplayNode, SizeRange) -> any LayoutElement)?
            state.withLock { block = $0.layoutSpecBlock }
            return block
        }
        set {
            state.withLock { $0.layoutSpecBlock = newValue }
            setNeedsLayout()
        }
    }

    // MARK: - Measuring

    /// The layout of the node within `constrainedSize`, for a parent of `parentSize`, from the cache
    /// when possible (Texture's `layoutThatFits:parentSize:`).
    ///
    /// Texture's cache rule: the applied layout or one of the two most recent measurements is
    /// returned when it was computed for the same range, parent size, layout version and pixel
    /// grid (see `CachedLayout`); otherwise the node measures
    /// (``calculateLayoutThatFits(_:context:)``) and remembers the result as pending — a parent's
    /// measurement does not apply it; the node's next layout pass does, if its bounds match.
    ///
    /// Safe from any thread.
    ///
    /// - Throws: any `LayoutError` of the node's spec or subnodes;
    ///   `LayoutError.nodeHostsItself(element:)` when the node's layout needs itself (the node
    ///   appears in its own spec, or in the spec of one of the nodes it measures).
    /// - Complexity: O(1) on a cache hit; a measurement of the subtree on a miss.
    public nonisolated func layoutThatFits(_ constrainedSize: SizeRange, parentSize: CGSize, context: LayoutContext) throws(LayoutError) -> Layout {
        // The thread's record unretained (its thread's key holds it): a retain per measured node
        // is measurable.
        let thread = MeasurementThreadState.currentUnretained
        if thread._withUnsafeGuaranteedRef({ $0.isMeasuring(ObjectIdentifier(self)) }) {
            throw .nodeHostsItself(element: debugName)
        }
        // A hit (every kept leaf of a re-measured parent) builds the layout from the entry in
        // place, under the lock: copying the entry out would retain and release its parts.
        var version = 0
        let hit = state.withLock { state in
            version = state.version
            return state.cachedLayout(for: constrainedSize, parentSize: parentSize, context: context, attachedTo: self)
        }
        if let hit {
            thread._withUnsafeGuaranteedRef { $0.record(self, version: version) }
            return hit
        }
        return try measureAndRemember(constrainedSize, parentSize: parentSize, context: context, thread: thread.takeUnretainedValue())
            .layout(for: self)
    }

    /// The layout of the node within `constrainedSize` on the node's ``layoutContext``, for a
    /// parent as large as the range's maximum (Texture's `layoutThatFits:`). See
    /// ``layoutThatFits(_:parentSize:context:)``.
    public nonisolated func layoutThatFits(_ constrainedSize: SizeRange) throws(LayoutError) -> Layout {
        try layoutThatFits(constrainedSize, parentSize: constrainedSize.max, context: layoutContext)
    }

    /// The cache entry for a request: a valid cached one, or a new measurement recorded as pending.
    nonisolated func measure(_ constrainedSize: SizeRange, parentSize: CGSize, context: LayoutContext) throws(LayoutError) -> CachedLayout {
        let thread = MeasurementThreadState.current
        if thread.isMeasuring(ObjectIdentifier(self)) {
            throw .nodeHostsItself(element: debugName)
        }
        let hit = state.withLock { state in
            state.cachedEntry(for: constrainedSize, parentSize: parentSize, context: context)
        }
        if let hit {
            thread.record(self, version: hit.version)
            return hit
        }
        return try measureAndRemember(constrainedSize, parentSize: parentSize, context: context, thread: thread)
    }

    /// A cache miss of ``measure(_:parentSize:context:)``: measures and remembers the result as
    /// the most recent pending entry.
    private nonisolated func measureAndRemember(
        _ constrainedSize: SizeRange,
        parentSize: CGSize,
        context: LayoutContext,
        thread: MeasurementThreadState
    ) throws(LayoutError) -> CachedLayout {
        let version = state.withLock { $0.version }
        // The node is on the stack for its whole measurement (an override of
        // `calculateLayoutThatFits` reading layout inputs before calling `super` included).
        thread.pushMeasuring(self)
        defer { thread.popMeasuring() }
        let layout = try calculateLayoutThatFits(constrainedSize, relativeToParentSize: parentSize, context: context)
        let entry = CachedLayout(
            layout: layout,
            constrainedSize: constrainedSize,
            parentSize: parentSize,
            version: version,
            context: context
        )
        state.withLock { $0.remember(entry) }
        thread.record(self, version: version)
        return entry
    }

    // MARK: - Results

    /// The applied layout (Texture's `calculatedLayout`): the node's size and its subnodes' frames
    /// from the last layout pass or transition, or nil before the first. Its sublayouts are the
    /// direct subnodes, positioned relative to the node.
    public nonisolated var calculatedLayout: Layout? {
        state.withLock { $0.calculated }?.layout(for: self)
    }

    /// The size of the newest layout of the current version: the most recent measurement
    /// (``layoutThatFits(_:)``) when it is still valid, else the applied layout's size, else 0×0
    /// (Texture's `calculatedSize`).
    public nonisolated var calculatedSize: CGSize {
        state.withLock { state in
            if let recent = state.recentPendingKey, recent.version == state.version { return recent.size }
            return state.calculatedKey?.size ?? .zero
        }
    }

    /// The range the newest layout of the current version was computed for (Texture's
    /// `constrainedSizeForCalculatedLayout`): the most recent measurement's when still valid, else
    /// the applied layout's, else `SizeRange.zero`.
    public nonisolated var constrainedSizeForCalculatedLayout: SizeRange {
        state.withLock { state in
            if let recent = state.recentPendingKey, recent.version == state.version { return recent.constrainedSize }
            return state.calculatedKey?.constrainedSize ?? .zero
        }
    }

    /// The layout version: it grows whenever a layout input of the node or of one of its
    /// descendants changes (``DisplayNode/setNeedsLayout()``). Cached layouts of an older version are stale.
    public nonisolated var layoutVersion: Int {
        state.withLock { $0.version }
    }

    /// Marks the node's layout stale because one of its inputs changed (Texture's `setNeedsLayout`):
    /// bumps the layout version of the node and of each ancestor, so the next layout pass measures
    /// the changed path again and reuses the cached layouts of everything else. A flexbox node that
    /// laid the node out as a flex child counts as a parent too (with its own ancestors), whether
    /// or not it is the supernode.
    ///
    /// Call it after changing state that ``layoutSpecThatFits(_:)`` or
    /// ``calculateSizeThatFits(_:)`` reads. A change made by an ancestor's own layout spec while
    /// that ancestor is being measured on this thread (a spec configuring its subnodes' styles)
    /// does not invalidate that ancestor, which is measuring them right now.
    ///
    /// Safe from any thread. - Complexity: O(d) in the depth.
    public nonisolated func setNeedsLayout() {
        invalidateLayoutVersions()?.notifyDisplayObserverFromAnyThread()
    }

    /// The version bumps of ``setNeedsLayout()`` without telling the display (for callers that
    /// do that themselves). Returns the root of the node's supernode chain when that root has a
    /// ``displayObserver`` (read under the lock the walk takes anyway, so a tree nobody displays
    /// costs nothing more), else nil.
    @discardableResult
    nonisolated func invalidateLayoutVersions() -> DisplayNode? {
        let thread = MeasurementThreadState.current
        var current: DisplayNode? = self
        var flexParents = Set<ObjectIdentifier>()
        // Flex parents that are not the supernode (a node listed in another node's
        // `flexChildren`), invalidated after the supernode chain.
        var otherFlexParents: [DisplayNode] = []
        // The supernode chain's root, once reached, if it has a display observer.
        var observedRoot: DisplayNode?
        var reachedRoot = false
        while let node = current {
            let isMeasuringHere = thread.isMeasuring(ObjectIdentifier(node))
            current = node.state.withLock { state in
                if !isMeasuringHere { state.bumpVersion() }
                guard let supernode = state.supernode.node else {
                    if !reachedRoot {
                        reachedRoot = true
                        if state.hasDisplayObserver { observedRoot = node }
                    }
                    return state.flex.invalidationParent(visited: &flexParents)
                }
                if let flexParent = state.flex.parent.node, flexParent !== supernode,
                   flexParents.insert(ObjectIdentifier(flexParent)).inserted {
                    otherFlexParents.append(flexParent)
                }
                return supernode
            }
            if current == nil { current = otherFlexParents.popLast() }
        }
        return observedRoot
    }

    /// Makes the node's cached layouts stale without invalidating its ancestors (Texture's
    /// `invalidateCalculatedLayout`): the next request measures the node again. Use
    /// ``DisplayNode/setNeedsLayout()`` when the node's size may change.
    public nonisolated func invalidateCalculatedLayout() {
        state.withLock { $0.bumpVersion() }
    }
}

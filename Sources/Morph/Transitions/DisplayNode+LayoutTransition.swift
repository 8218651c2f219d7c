import Foundation
@_spi(MorphInternals) import MorphLayout

/// The Layout Transition API (Texture's `ASDisplayNode (LayoutTransitioning)`), with its known
/// bugs fixed. See <doc:LayoutTransitions>.
extension DisplayNode {
    // MARK: - Starting

    /// Measures a new layout for the node's current size range and animates to it (Texture's
    /// `transitionLayoutWithAnimation:shouldMeasureAsync:measurementCompletion:`).
    ///
    /// This is an animated ``DisplayNode/setNeedsLayout()``: change the node's state, then call it. The range is
    /// the one of the node's last layout when that layout's size matches its bounds, else exactly
    /// its bounds (Texture's `_constrainedSizeForLayoutPass`).
    ///
    /// The events, in order: measure (on a background task when `shouldMeasureAsync`) → install the
    /// new layout → `measurementCompletion` → insert the new subnodes (with
    /// ``automaticallyManagesSubnodes``) → ``animateLayoutTransition(_:)`` → later
    /// ``TransitionContext/completeTransition(_:)`` → ``didCompleteLayoutTransition(_:)`` → removals.
    /// With synchronous measurement and `animated: false`, everything happens before this returns.
    ///
    /// - A transition started while another one of the node measures supersedes it: the older one
    ///   is cancelled at its next checkpoint and calls nothing (``TransitionOutcome/cancelled``).
    ///   Starting a transition also cancels the measuring transitions of the node's descendants.
    /// - While the measurement runs, a layout pass on the node (or below) keeps the old layout.
    /// - When a layout input of a measured node changed while measuring (its layout version moved
    ///   on), the measurement is stale: the transition measures again before installing, so the
    ///   newer state wins.
    /// - A transition started while another one animates goes ahead: its animations retarget from
    ///   the presentation values, and each transition removes only its own removed subnodes.
    ///
    /// - Parameters:
    ///   - animated: passed to ``animateLayoutTransition(_:)`` as ``TransitionContext/isAnimated``.
    ///   - shouldMeasureAsync: measure on a background task (the node's and its subnodes' layout
    ///     specs then run off the main actor; see the type's discussion of threads).
    ///   - measurementCompletion: called on the main actor right after the new layout is installed.
    /// - Returns: a handle to wait for the outcome; ignoring it is fine.
    /// - Throws: ``NodeError/invalidTransitionSizeRange(_:node:)`` when the node has no usable size
    ///   (Texture ignores such a request), ``NodeError/ancestorIsTransitioning(node:ancestor:)``
    ///   while an ancestor measures a transition. Measurement errors arrive later, as
    ///   ``TransitionOutcome/failed(_:)``.
    @discardableResult
    public func transitionLayout(
        animated: Bool = true,
        shouldMeasureAsync: Bool = false,
        measurementCompletion: (@MainActor () -> Void)? = nil
    ) throws(NodeError) -> TransitionHandle {
        let boundsSize = rootLayoutContext.rounding.ceil(bounds.size)
        let range = state.withLock { $0.constrainedSizeForLayoutPass(boundsSize: boundsSize) }
        return try startTransition(
            in: range,
            animated: animated,
            measuresAsync: shouldMeasureAsync,
            measurementCompletion: measurementCompletion,
            skipsUnchangedRange: false
        )
    }

    /// Measures a new layout for `sizeRange` and animates to it (Texture's
    /// `transitionLayoutWithSizeRange:animated:shouldMeasureAsync:measurementCompletion:`): for
    /// rotations and container size changes.
    ///
    /// When `sizeRange` is the range of the node's applied layout and no layout input changed since
    /// (no ``DisplayNode/setNeedsLayout()``), there is nothing to do: the handle ends at once with
    /// ``TransitionOutcome/unchanged`` and nothing is called (a rotation to the same size stays
    /// still). After a change the transition runs even at the same range. Otherwise as
    /// ``transitionLayout(animated:shouldMeasureAsync:measurementCompletion:)``.
    ///
    /// - Throws: ``NodeError/invalidTransitionSizeRange(_:node:)`` for a range whose maximum is
    ///   zero, negative, NaN or below its minimum in a dimension, or whose minimum is infinite;
    ///   ``NodeError/ancestorIsTransitioning(node:ancestor:)``.
    @discardableResult
    public func transitionLayout(
        sizeRange: SizeRange,
        animated: Bool = true,
        shouldMeasureAsync: Bool = false,
        measurementCompletion: (@MainActor () -> Void)? = nil
    ) throws(NodeError) -> TransitionHandle {
        try startTransition(
            in: sizeRange,
            animated: animated,
            measuresAsync: shouldMeasureAsync,
            measurementCompletion: measurementCompletion,
            skipsUnchangedRange: true
        )
    }

    /// Transitions to a new layout for the node's current size range and returns when the
    /// transition has ended: ``TransitionOutcome/completed`` or ``TransitionOutcome/reverted``.
    /// See ``transitionLayout(animated:shouldMeasureAsync:measurementCompletion:)``.
    ///
    /// Use this form where you can wait (a task, a test): it never hangs. The transition ends when
    /// its animations end — on a `ManualClock`, once the clock is advanced past them; on
    /// `Animator.shared`, within their duration. Cancelling the waiting task cancels a transition
    /// that is still measuring (it calls nothing); an installed transition goes on to its end.
    /// Outside a task, call the synchronous form and ignore or keep its handle.
    ///
    /// In an `async` context, `node.transitionLayout(animated: true)` calls this form; pass
    /// `measurementCompletion:` to call the synchronous one there.
    ///
    /// - Throws: ``TransitionError/failed(_:)`` for the errors of the start
    ///   (``NodeError/invalidTransitionSizeRange(_:node:)``,
    ///   ``NodeError/ancestorIsTransitioning(node:ancestor:)``) and of the measurement;
    ///   ``TransitionError/cancelled`` when a newer transition or layout superseded it;
    ///   ``TransitionError/nodeReleased`` when the node was released before the transition ended;
    ///   ``TransitionError/waitCancelled`` when the task was cancelled.
    @discardableResult
    public func transitionLayout(animated: Bool = true, shouldMeasureAsync: Bool = true) async throws(TransitionError) -> TransitionOutcome {
        let handle: TransitionHandle
        do {
            handle = try transitionLayout(animated: animated, shouldMeasureAsync: shouldMeasureAsync, measurementCompletion: nil)
        } catch {
            throw .failed(error)
        }
        return try await waitForTransition(handle)
    }

    /// Transitions to a new layout for `sizeRange` and returns when the transition has ended (or
    /// ``TransitionOutcome/unchanged`` at once). See
    /// ``transitionLayout(sizeRange:animated:shouldMeasureAsync:measurementCompletion:)`` and, for
    /// waiting, cancellation and errors, ``transitionLayout(animated:shouldMeasureAsync:)``.
    @discardableResult
    public func transitionLayout(sizeRange: SizeRange, animated: Bool = true, shouldMeasureAsync: Bool = true) async throws(TransitionError) -> TransitionOutcome {
        let handle: TransitionHandle
        do {
            handle = try transitionLayout(sizeRange: sizeRange, animated: animated, shouldMeasureAsync: shouldMeasureAsync, measurementCompletion: nil)
        } catch {
            throw .failed(error)
        }
        return try await waitForTransition(handle)
    }

    /// Cancels the node's transition that is measuring, if any (Texture's `cancelLayoutTransition`):
    /// it calls nothing and ends as ``TransitionOutcome/cancelled``. A transition whose layout is
    /// installed is not affected: it ends with ``TransitionContext/completeTransition(_:)``.
    public func cancelLayoutTransition() {
        cancelMeasuringTransition()
    }

    // MARK: - Defaults and state

    /// The duration of the default transition animation, in seconds; 0.2 by default (Texture's).
    /// NaN, infinite and negative values become 0.
    public var defaultLayoutTransitionDuration: TimeInterval {
        get { transitionDurationStorage }
        set { transitionDurationStorage = newValue.isFinite && newValue > 0 ? newValue : 0 }
    }

    /// The delay of the default transition animation, in seconds; 0 by default. NaN, infinite and
    /// negative values become 0.
    public var defaultLayoutTransitionDelay: TimeInterval {
        get { transitionDelayStorage }
        set { transitionDelayStorage = newValue.isFinite && newValue > 0 ? newValue : 0 }
    }

    /// The curve of the default transition animation; ease-in-out by default (Texture's
    /// `defaultLayoutTransitionOptions`, as a curve).
    public var defaultLayoutTransitionCurve: TimingCurve {
        get { transitionCurveStorage }
        set { transitionCurveStorage = newValue }
    }

    /// How the default transition animation offsets its subnodes' animations in time (Framer
    /// Motion's `staggerChildren`, Android's `TransitionPropagation`): each subnode's fade or move
    /// starts ``TransitionContext/staggerDelay(for:)`` seconds after
    /// ``defaultLayoutTransitionDelay``. Nil (no stagger) by default.
    public var defaultLayoutTransitionStagger: Stagger? {
        get { transitionStaggerStorage }
        set { transitionStaggerStorage = newValue }
    }

    /// Whether a transition of this node is measuring.
    public nonisolated var isMeasuringLayoutTransition: Bool {
        state.withLock { $0.measuringGeneration != nil }
    }

    /// Whether a transition of this node is measuring or waiting for
    /// ``TransitionContext/completeTransition(_:)``.
    public var isTransitioningLayout: Bool {
        isMeasuringLayoutTransition || !runningTransitions.isEmpty
    }

    /// The contexts of the node's transitions whose layouts are installed and that have not
    /// completed, oldest first.
    public var activeTransitionContexts: [TransitionContext] {
        runningTransitions
    }

    // MARK: - Machinery: start

    /// Waits for a transition this node started; a cancelled wait cancels the transition while it
    /// measures.
    private func waitForTransition(_ handle: TransitionHandle) async throws(TransitionError) -> TransitionOutcome {
        do {
            return try await handle.finished()
        } catch .waitCancelled {
            if let operation = measuringTransition, operation.handle === handle { cancelMeasuringTransition() }
            throw .waitCancelled
        }
    }

    private func startTransition(
        in range: SizeRange,
        animated: Bool,
        measuresAsync: Bool,
        measurementCompletion: (@MainActor () -> Void)?,
        skipsUnchangedRange: Bool
    ) throws(NodeError) -> TransitionHandle {
        guard Self.isUsableTransitionRange(range) else {
            throw .invalidTransitionSizeRange(range, node: debugName)
        }
        if let ancestor = supernode?.measuringTransitionNodeInSelfOrAncestors() {
            throw .ancestorIsTransitioning(node: debugName, ancestor: ancestor.debugName)
        }
        if skipsUnchangedRange {
            let unchanged = state.withLock { state in
                state.measuringGeneration == nil
                    && state.calculated?.version == state.version
                    && state.calculated?.constrainedSize == range
            }
            if unchanged { return TransitionHandle(ended: .unchanged) }
        }
        cancelMeasuringTransition()
        cancelMeasuringTransitionsBelow()
        // An animated setNeedsLayout: never return the stale layout for this node again.
        invalidateCalculatedLayout()
        let generation = state.withLock { state -> Int in
            state.transitionGeneration += 1
            state.measuringGeneration = state.transitionGeneration
            return state.transitionGeneration
        }
        let handle = TransitionHandle()
        let operation = TransitionOperation(
            node: self,
            generation: generation,
            constrainedSize: range,
            layoutContext: rootLayoutContext,
            isAnimated: animated,
            measuresAsync: measuresAsync,
            measurementCompletion: measurementCompletion,
            handle: handle
        )
        measuringTransition = operation
        TransitionOperation.measuringCount += 1
        if measuresAsync {
            operation.measureInBackground()
        } else {
            operation.measureNow()
        }
        return handle
    }

    /// A range a transition can lay out in: valid bounds and a positive maximum.
    private static func isUsableTransitionRange(_ range: SizeRange) -> Bool {
        let bounds = [range.min.width, range.min.height, range.max.width, range.max.height]
        guard !bounds.contains(where: \.isNaN),
              range.min.width.isFinite, range.min.height.isFinite,
              range.min.width >= 0, range.min.height >= 0,
              range.max.width > 0, range.max.height > 0,
              range.min.width <= range.max.width, range.min.height <= range.max.height
        else { return false }
        return true
    }

    /// Cancels the node's measuring transition, if any: it ends as cancelled and calls nothing.
    func cancelMeasuringTransition() {
        guard let operation = measuringTransition else { return }
        state.withLock { state in
            if state.measuringGeneration == operation.generation {
                state.measuringGeneration = nil
                state.transitionGeneration += 1
            }
        }
        endMeasuring(operation)
        operation.handle.finish(.cancelled)
    }

    /// Cancels the measuring transitions of the node's descendants (a transition of this node will
    /// lay them out).
    private func cancelMeasuringTransitionsBelow() {
        guard TransitionOperation.measuringCount > 0 else { return }
        var pending = subnodes
        while let node = pending.popLast() {
            node.cancelMeasuringTransition()
            pending.append(contentsOf: node.subnodes)
        }
    }

    /// Forgets the measuring operation.
    private func endMeasuring(_ operation: TransitionOperation) {
        guard measuringTransition === operation else { return }
        measuringTransition = nil
        TransitionOperation.measuringCount -= 1
    }

    // MARK: - Machinery: measure

    /// Measures the operation's layout on the calling thread, or returns nil when the operation
    /// was cancelled (checked before and after measuring).
    nonisolated func measureForTransition(_ operation: TransitionOperation) -> Result<TransitionMeasurement, LayoutError>? {
        let generation = operation.generation
        func isCurrent() -> Bool {
            state.withLock { $0.measuringGeneration == generation }
        }
        guard isCurrent() else { return nil }
        let recorder = TransitionMeasurementRecorder()
        let thread = MeasurementThreadState.current
        let outerRecorder = thread.recorder
        thread.recorder = recorder
        defer { thread.recorder = outerRecorder }

        let range = operation.constrainedSize
        let context = operation.layoutContext
        let version = layoutVersion
        recorder.record(self, version: version)
        thread.pushMeasuring(self)
        defer { thread.popMeasuring() }
        do {
            let layout = try calculateLayoutThatFits(range, relativeToParentSize: range.max, context: context)
            guard isCurrent() else { return nil }
            let entry = CachedLayout(layout: layout, constrainedSize: range, parentSize: range.max, version: version, context: context)
            return .success(TransitionMeasurement(entry: entry, recorder: recorder))
        } catch {
            guard isCurrent() else { return nil }
            return .failure(error)
        }
    }

    // MARK: - Machinery: commit

    /// Installs a measured layout, or measures again when it is stale.
    func commitTransitionMeasurement(_ operation: TransitionOperation, result: Result<TransitionMeasurement, LayoutError>) {
        guard measuringTransition === operation,
              state.withLock({ $0.measuringGeneration == operation.generation })
        else { return }
        let measurement: TransitionMeasurement
        switch result {
        case .failure(let error):
            finishMeasuring(operation)
            operation.handle.finish(.failed(.layout(error)))
            return
        case .success(let measured):
            measurement = measured
        }
        // First: it invalidates the nodes that read an outdated trait, so no round reuses them.
        let readStaleTraits = measurement.recorder.invalidateStaleTraitReads(transitioning: self)
        let isStale = readStaleTraits || measurement.entry.version != layoutVersion || measurement.recorder.firstStaleNode() != nil
        if isStale {
            operation.staleRounds += 1
            if operation.measuresAsync, operation.staleRounds < TransitionOperation.maximumAsynchronousRounds {
                operation.measureInBackground()
                return
            }
            if operation.staleRounds <= TransitionOperation.maximumAsynchronousRounds {
                // On the main actor nothing else can change the state meanwhile; only the
                // measurement's own side effects can make this one stale, so it is installed.
                guard let again = measureForTransition(operation) else { return }
                commitTransitionMeasurement(operation, result: again)
                return
            }
        }
        install(measurement.entry, for: operation)
    }

    /// Ends the measuring state of `operation` (its layout is about to be installed, or failed).
    private func finishMeasuring(_ operation: TransitionOperation) {
        state.withLock { state in
            if state.measuringGeneration == operation.generation { state.measuringGeneration = nil }
        }
        endMeasuring(operation)
    }

    /// Installs the transition's layout and hands it to `animateLayoutTransition(_:)`.
    ///
    /// The steps, each a function below, in the order a frame meets them (see
    /// <doc:FollowingAFrame>):
    /// 1. `diffSubnodes`: the new layout's display nodes against the applied layout's, by
    ///    identity (``IdentityDiff``);
    /// 2. `checkTransitionTarget`: no cycle, no node owned by another layout, the shared
    ///    elements' moves planned — a refused layout calls nothing;
    /// 3. `makeTransitionContext`: what is on screen before anything moves (the flying shared
    ///    elements' frames, the alphas of nodes that enter or leave), in a ``TransitionContext``;
    /// 4. `installTransitionLayout`: the layout becomes the calculated one, then
    ///    `measurementCompletion`;
    /// 5. `reconcileTransitionSubnodes`: the new subnodes are inserted, the removed ones linger;
    /// 6. `animateTransition`: ``animateLayoutTransition(_:)`` on the handle's time line, then the
    ///    subtrees' layout passes and the shared elements' flight.
    private func install(_ entry: CachedLayout, for operation: TransitionOperation) {
        let from = state.withLock { $0.calculated }
        let changes = diffSubnodes(from: from, to: entry)
        let managesSubnodes = automaticallyManagesSubnodes
        let moves: SharedElementMoves?
        do {
            moves = try checkTransitionTarget(changes, managesSubnodes: managesSubnodes, context: entry.context)
        } catch {
            finishMeasuring(operation)
            operation.handle.finish(.failed(error))
            return
        }
        let flight = operation.isAnimated ? moves.map { SharedElementFlight(moving: $0.nodes, below: self) } : nil
        let context = makeTransitionContext(changes, from: from, to: entry, moves: moves, operation: operation)
        installTransitionLayout(entry, context: context, operation: operation)
        if managesSubnodes {
            guard reconcileTransitionSubnodes(changes, moves: moves, restoring: from, operation: operation) else { return }
        }
        runningTransitions.append(context)
        // Nodes that come back while fading out of an earlier transition are visible as before;
        // the default animation fades them from where they were.
        for node in changes.inserted { node.restoreRestingAlpha() }
        animateTransition(context, flight: flight, moves: moves, target: changes.target, operation: operation)
    }

    /// Step 1 of a transition's installation: the display nodes of the applied layout (`from`)
    /// and of the new one, and which of them enter and leave.
    ///
    /// - Complexity: O(n) in the two layouts' display nodes.
    private func diffSubnodes(from: CachedLayout?, to entry: CachedLayout) -> TransitionSubnodeChanges {
        let newLayout = entry.layout(for: self)
        let target = Self.displayNodes(of: newLayout)
        let previous = from.map { Self.displayNodes(of: $0.layout(for: self)) } ?? []
        let diff = IdentityDiff(from: previous.map(ObjectIdentifier.init), to: target.map(ObjectIdentifier.init))
        return TransitionSubnodeChanges(
            layout: newLayout,
            target: target,
            diff: diff,
            inserted: diff.insertions.map { target[$0] },
            removed: diff.removals.map { previous[$0] }
        )
    }

    /// Step 2 of a transition's installation: checks the new subnodes and plans the shared
    /// elements' moves, before anything is called.
    ///
    /// - Throws: ``NodeError/cycle(node:subnode:)``,
    ///   ``NodeError/subnodeOwnedByAnotherNode(node:subnode:owner:)`` (with
    ///   ``automaticallyManagesSubnodes``), or the shared elements' errors.
    private func checkTransitionTarget(
        _ changes: TransitionSubnodeChanges,
        managesSubnodes: Bool,
        context: LayoutContext
    ) throws(NodeError) -> SharedElementMoves? {
        if managesSubnodes { try checkNoCycle(changes.target) }
        let moves = try SharedElementMoves.plan(below: self, to: changes.layout, context: context)
        if managesSubnodes { try checkOwners(of: changes.target, moves: moves) }
        return moves
    }

    /// Step 3 of a transition's installation: ends the measuring state and makes the context,
    /// with the alphas the entering and leaving nodes have before anything moves (the default
    /// animation fades a reclaimed node from where it is).
    private func makeTransitionContext(
        _ changes: TransitionSubnodeChanges,
        from: CachedLayout?,
        to entry: CachedLayout,
        moves: SharedElementMoves?,
        operation: TransitionOperation
    ) -> TransitionContext {
        var reclaimedAlphas: [ObjectIdentifier: CGFloat] = [:]
        for node in changes.inserted where node.supernode === self {
            reclaimedAlphas[ObjectIdentifier(node)] = node.presentation.alpha
        }
        var alphasBefore: [ObjectIdentifier: (alpha: CGFloat, resting: CGFloat?)] = [:]
        for node in changes.inserted + changes.removed {
            alphasBefore[ObjectIdentifier(node)] = (node.alpha, node.viewStateStorage?.restingAlpha)
        }
        finishMeasuring(operation)
        let context = TransitionContext(
            node: self,
            isAnimated: operation.isAnimated,
            from: from,
            to: entry,
            sizeBefore: bounds.size,
            diff: changes.diff,
            insertedSubnodes: changes.inserted,
            removedSubnodes: changes.removed,
            reclaimedAlphas: reclaimedAlphas,
            alphasBefore: alphasBefore,
            defaultAnimation: AnimationAttributes(
                duration: defaultLayoutTransitionDuration,
                curve: defaultLayoutTransitionCurve,
                delay: defaultLayoutTransitionDelay
            ),
            stagger: defaultLayoutTransitionStagger,
            sharedElementMoves: moves,
            handle: operation.handle
        )
        operation.handle.context = context
        return context
    }

    /// Step 4 of a transition's installation: the new layout becomes the calculated layout,
    /// installed by `context`; then the caller's `measurementCompletion` runs.
    private func installTransitionLayout(_ entry: CachedLayout, context: TransitionContext, operation: TransitionOperation) {
        state.withLock { $0.calculated = entry }
        layoutInstaller = ObjectIdentifier(context)
        calculatedLayoutDidChange()
        operation.measurementCompletion?()
    }

    /// Step 5 of a transition's installation (with ``automaticallyManagesSubnodes``): inserts the
    /// new subnodes; the removed ones stay, lingering, until the transition completes. When
    /// `measurementCompletion` changed the tree so that the layout no longer fits it, puts the
    /// previous layout (`restoring`) back, fails the transition and returns false.
    private func reconcileTransitionSubnodes(
        _ changes: TransitionSubnodeChanges,
        moves: SharedElementMoves?,
        restoring from: CachedLayout?,
        operation: TransitionOperation
    ) -> Bool {
        var lingering = lingeringSubnodes()
        for node in changes.removed where node.supernode === self {
            lingering.insert(ObjectIdentifier(node))
        }
        do {
            try SharedElementMoves.permitting(moves) { () throws(NodeError) in
                try reconcileSubnodes(to: changes.target, keeping: lingering)
            }
            return true
        } catch {
            state.withLock { $0.calculated = from }
            layoutInstaller = nil
            operation.handle.context = nil
            operation.handle.finish(.failed(error))
            return false
        }
    }

    /// Step 6 of a transition's installation: runs ``animateLayoutTransition(_:)`` on the handle's
    /// time line, so that the handle can hold, scrub, reverse and finish its animations (once
    /// controlled, the handle ends the transition at the end it reaches, and a call from the
    /// animation's own completion then does nothing). The subtrees' layout passes apply the
    /// shared elements' moves; then they fly from where `flight` found them, inside the default
    /// animation's block, so that it completes when they land.
    private func animateTransition(
        _ context: TransitionContext,
        flight: SharedElementFlight?,
        moves: SharedElementMoves?,
        target: [DisplayNode],
        operation: TransitionOperation
    ) {
        if let flight {
            // The node through its handle, not `weak` (which would give it a side table).
            let reference = WeakNode(handle: handle)
            context.pendingFlight = { [weak context] in
                guard let self = reference.node, let context else { return }
                // Subtrees not laid out yet jump to their new sizes, as after any animation.
                performWithoutAnimation { self.layoutSubtrees(of: target) }
                let attributes = context.defaultAnimation
                flight.fly(below: self, carryingSubnodes: true) { _ in attributes }
            }
        }
        operation.handle.record(on: animator, {
            SharedElementMoves.permitting(moves) {
                animateLayoutTransition(context)
                // Lay out the subtrees of the new layout's nodes at their new sizes (a no-op where
                // the animation already did).
                layoutSubtrees(of: target)
                context.flySharedElements()
            }
        }) { [weak context] _, position, wasControlled in
            guard let position, wasControlled, let context else { return }
            // At the end, or where it stood (finished at the current fraction): completed.
            context.completeTransition(position != .start)
        }
    }

    /// Checks that no node of `target` is this node or one of its ancestors.
    private func checkNoCycle(_ target: [DisplayNode]) throws(NodeError) {
        var ancestors = Set<ObjectIdentifier>()
        var ancestor: DisplayNode? = self
        while let node = ancestor {
            ancestors.insert(ObjectIdentifier(node))
            ancestor = node.supernode
        }
        for node in target where ancestors.contains(ObjectIdentifier(node)) {
            throw .cycle(node: debugName, subnode: node.debugName)
        }
    }

    /// Checks that no node of `target` belongs to the applied layout of another node that
    /// manages its subnodes, except the shared elements that `moves` brings here.
    private func checkOwners(of target: [DisplayNode], moves: SharedElementMoves?) throws(NodeError) {
        for node in target {
            guard let owner = node.supernode, owner !== self else { continue }
            let identifier = ObjectIdentifier(node)
            if moves?.takes(identifier, to: ObjectIdentifier(self)) == true { continue }
            let (managed, calculated) = owner.state.withLock { ($0.automaticallyManagesSubnodes, $0.calculated) }
            if managed, let calculated, calculated.layout(for: owner).sublayout(forNode: identifier) != nil {
                throw .subnodeOwnedByAnotherNode(node: debugName, subnode: node.debugName, owner: owner.debugName)
            }
        }
    }

    /// Runs the layout pass of each node's subtree (for their current bounds). A failure leaves
    /// that node's previous layout and goes to the node's error handler (``reportError(_:)``): the
    /// transition itself is not affected.
    func layoutSubtrees(of nodes: [DisplayNode]) {
        layoutSubtrees(of: nodes, keepingLayoutsOf: nil)
    }

    /// ``layoutSubtrees(of:)`` for one node.
    func layoutSubtree(of node: DisplayNode) {
        layoutSubtree(of: node, keepingLayoutsOf: nil)
    }

    /// ``layoutSubtrees(of:)`` keeping the applied layouts of the nodes in `kept`.
    private func layoutSubtrees(of nodes: [DisplayNode], keepingLayoutsOf kept: Set<ObjectIdentifier>?) {
        for node in nodes {
            layoutSubtree(of: node, keepingLayoutsOf: kept)
        }
    }

    /// Runs the layout pass of `node`'s subtree if it is a subnode and no transition of it or of
    /// an ancestor is measuring; a failure goes to the node's error handler.
    private func layoutSubtree(of node: DisplayNode, keepingLayoutsOf kept: Set<ObjectIdentifier>?) {
        guard node.isSubnode(of: self) else { return }
        do {
            if node.measuringTransitionNodeInSelfOrAncestors() != nil { return }
            try node.layoutSubtree(keepingLayoutsOf: kept)
        } catch {
            node.reportError(error)
        }
    }

    // MARK: - Machinery: completion

    /// Ends a transition: reverts it when asked and possible, calls `didCompleteLayoutTransition`,
    /// removes the leaving subnodes and reports the outcome.
    func finishTransition(_ context: TransitionContext, didComplete: Bool) {
        let isLatest = layoutInstaller == ObjectIdentifier(context)
        if !didComplete, isLatest {
            revert(context)
            context.markReverted()
        }
        didCompleteLayoutTransition(context)
        if !context.transitionWasCancelled {
            removeSubnodesLeaving(context)
        }
        runningTransitions.removeAll { $0 === context }
        if layoutInstaller == ObjectIdentifier(context) { layoutInstaller = nil }
        context.handle?.finish(context.transitionWasCancelled ? .reverted : .completed)
    }

    /// Puts the node back into the transition's old layout, without animation. The supernodes
    /// below whose layouts the transition's shared elements changed get their old layouts back
    /// too, so every shared element is where it was.
    private func revert(_ context: TransitionContext) {
        let from = context.from
        let oldLayout = context.layout(for: .from)
        let previous = Self.displayNodes(of: oldLayout)
        let moves = context.sharedElementMoves
        let restorations = moves?.restorations ?? []
        state.withLock { $0.calculated = from }
        layoutInstaller = nil
        SharedElementMoves.permitting(moves, reversed: true) {
            if automaticallyManagesSubnodes {
                // The old subnodes were this node's a moment ago; only a change made meanwhile by
                // hand elsewhere can refuse them, and then the node keeps the subnodes it has and
                // the error goes to its error handler.
                do {
                    try reconcileSubnodes(to: previous, keeping: lingeringSubnodes(excluding: context))
                } catch {
                    reportError(error)
                }
            }
            for (node, entry) in restorations {
                node.restoreLayout(entry)
            }
        }
        var restored = Set<ObjectIdentifier>()
        for (node, _) in restorations { restored.insert(ObjectIdentifier(node)) }
        performWithoutAnimation {
            for sublayout in oldLayout.sublayouts {
                guard let node = sublayout.element as? DisplayNode else { continue }
                node.frame = sublayout.frame
            }
            for node in context.insertedSubnodes + context.removedSubnodes {
                guard let before = context.alphasBefore[ObjectIdentifier(node)] else { continue }
                // A jump even when the model already is that alpha: the transition's fade stops.
                node.animatableProperty(.alpha).setValueWithoutAnimation(before.alpha)
                if before.resting != nil || node.viewStateStorage != nil {
                    node.viewState.restingAlpha = before.resting
                }
            }
            frame = CGRect(origin: frame.origin, size: oldLayout.size)
            for (node, entry) in restorations {
                if let entry { node.applyFrames(of: entry.layout(for: node), jumping: []) }
            }
            // Subnodes that the transition resized lay out their own subnodes at their old sizes;
            // the restored layouts stay as they are (their nodes' state may still be the new one
            // until didCompleteLayoutTransition(_:) puts it back).
            layoutSubtrees(of: previous, keepingLayoutsOf: restored.isEmpty ? nil : restored)
        }
        calculatedLayoutDidChange()
        for (node, _) in restorations { node.calculatedLayoutDidChange() }
    }

    /// Makes `entry` the applied layout again, with its subnodes (a reverted transition's
    /// shared elements come back); an error goes to the node's error handler.
    private func restoreLayout(_ entry: CachedLayout?) {
        state.withLock { $0.calculated = entry }
        guard let entry, automaticallyManagesSubnodes else { return }
        do {
            try reconcileSubnodes(to: Self.displayNodes(of: entry.layout(for: self)), keeping: lingeringSubnodes())
        } catch {
            reportError(error)
        }
    }

    /// Removes the transition's removed subnodes that are still subnodes, are not part of the
    /// node's current layout and are not animating out of another running transition.
    func removeSubnodesLeaving(_ context: TransitionContext) {
        guard automaticallyManagesSubnodes, !context.removedSubnodes.isEmpty else { return }
        let claimedElsewhere = lingeringSubnodes(excluding: context)
        let current = state.withLock { $0.calculated }?.layout(for: self)
        var leaving: [DisplayNode] = []
        HierarchyLock.withLock {
            for node in context.removedSubnodes where node.supernode === self {
                let identifier = ObjectIdentifier(node)
                if current?.sublayout(forNode: identifier) != nil || claimedElsewhere.contains(identifier) { continue }
                detachLocked(node)
                leaving.append(node)
            }
        }
        for node in leaving { node.restoreRestingAlpha() }
    }
}

/// Step 1 of a transition's installation, its result: the new layout, its display nodes and
/// which of them enter and which of the applied layout's leave.
private struct TransitionSubnodeChanges {
    /// The new layout of the transitioning node.
    let layout: Layout
    /// The new layout's display nodes, in layout order.
    let target: [DisplayNode]
    /// The identity diff from the applied layout's display nodes to ``target``.
    let diff: IdentityDiff
    /// The display nodes that enter.
    let inserted: [DisplayNode]
    /// The applied layout's display nodes that leave.
    let removed: [DisplayNode]
}

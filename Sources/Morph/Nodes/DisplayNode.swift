import Foundation
import Synchronization
@_spi(MorphInternals) import MorphLayout

/// A node of Morph's tree: an element of layout, a container of subnodes, and the "view" that a
/// renderer draws — Texture's `ASDisplayNode`, without UIKit.
///
/// A node is three things at once:
///
/// - **A layout element** (`LayoutNode`). Its content is a layout spec — override
///   ``layoutSpecThatFits(_:)`` or set ``layoutSpecBlock`` — or, for a leaf, a size of its own
///   (override ``calculateSizeThatFits(_:)``). ``layoutThatFits(_:parentSize:context:)`` caches
///   the result with Texture's rule: the same range, parent size and layout version return the
///   cached layout without measuring. See <doc:NodesAndLayoutPasses>.
/// - **A tree.** ``subnodes`` are drawn back to front; with ``automaticallyManagesSubnodes`` the
///   layout decides them: a layout pass (``layoutIfNeeded()``) or a layout transition inserts,
///   removes and reorders subnodes so that they are exactly the layout's nodes, in layout order.
/// - **A view.** ``frame``, ``alpha``, ``transform``, ``backgroundColor`` and the other view
///   properties are animatable model values: set inside `withAnimation(_:_:completion:)` (or
///   ``DisplayNode/animate(withDuration:delay:curve:animations:completion:)``) they animate, and
///   ``presentation`` says what is on screen at the animator's clock.
///
/// On top, the Layout Transition API (``transitionLayout(animated:shouldMeasureAsync:measurementCompletion:)``,
/// ``animateLayoutTransition(_:)``, ``didCompleteLayoutTransition(_:)``) animates between two
/// layouts. See <doc:LayoutTransitions>.
///
/// ## Threads
///
/// Layout inputs — ``name``, ``style``, ``subnodes``, ``layoutSpecBlock``,
/// ``automaticallyManagesSubnodes``, the layout caches and the layout version — sit behind a lock
/// in each node, so measurement may run on any thread; Morph measures off the main actor during an
/// asynchronous transition (`shouldMeasureAsync: true`), as Texture does. View properties, layout
/// passes, transitions and the animator belong to the main actor.
///
/// A subclass's ``layoutSpecThatFits(_:)`` (or ``calculateSizeThatFits(_:)``) may therefore run on
/// a background thread while the main actor goes on. Both are `nonisolated`, and the compiler
/// holds an override to that: it may read the node's layout inputs and other nodes' (all
/// locked), immutable state (`let`s) and ``LayoutInput`` values, and reading a view property or
/// other main-actor state there does not compile. A subclass needs no `Sendable` annotation of
/// its own. Setting a ``LayoutInput`` (or ``style``) invalidates the layout of the nodes that
/// read it; after changing another input, call ``DisplayNode/setNeedsLayout()``. A transition
/// whose measurement used older inputs notices and measures again, so the newer state always
/// wins. See <doc:NodesAndLayoutPasses>.
///
/// ## Animators
///
/// A node's view properties are run by one `Animator` for the node's whole life: the one passed
/// to ``init(name:animator:)``, else the one of the innermost ``withAnimator(_:_:)`` scope around
/// the node's creation, else `Animator.shared`. Tests make nodes inside
/// `DisplayNode.withAnimator(animator) { … }` with an animator on their own `ManualClock`, so
/// parallel tests never share animations.
@MainActor
open class DisplayNode: LayoutNode {
    /// Layout inputs and caches (any thread, under the lock).
    nonisolated let state: Locked<NodeState>
    /// The animator chosen at creation (an explicit or scoped one); nil means `Animator.shared`.
    nonisolated let chosenAnimator: Animator?
    /// The node's identity in presentation trees (``PresentationLayer/id``).
    public nonisolated let layerID: LayerID

    // Main-actor state. Stored here because extensions cannot add storage; only touched from
    // `@MainActor` members.

    /// The animatable view properties, created on first use. Read for every frame a layout pass
    /// sets, so not checked for exclusive access at run time (it is only read and assigned).
    @exclusivity(unchecked) var viewStateStorage: NodeViewState?
    /// The background colour the node starts with (an image node's fill colour, a button's
    /// background); `Color.clear` for a plain node.
    nonisolated let initialBackgroundColor: Color
    /// The transition whose measurement is in flight, if any.
    var measuringTransition: TransitionOperation?
    /// Committed transitions waiting for `completeTransition(_:)`, oldest first.
    var runningTransitions: [TransitionContext] = []
    /// The transition that installed the applied layout, while it runs.
    var layoutInstaller: ObjectIdentifier?
    /// Seconds of the default transition animation (``defaultLayoutTransitionDuration``).
    var transitionDurationStorage: TimeInterval = 0.2
    /// Delay of the default transition animation (``defaultLayoutTransitionDelay``).
    var transitionDelayStorage: TimeInterval = 0
    /// Curve of the default transition animation (``defaultLayoutTransitionCurve``).
    var transitionCurveStorage: TimingCurve = .easeInOut
    /// Stagger of the default transition animation (``defaultLayoutTransitionStagger``).
    var transitionStaggerStorage: Stagger?
    /// ``errorHandler``.
    var errorHandlerStorage: (@MainActor (any Error) -> Void)?
    /// The node whose alpha masks this node's subtree (``mask``).
    var maskStorage: DisplayNode?
    /// ``displayObserver``.
    var displayObserverStorage: (@MainActor () -> Void)?
    /// ``gestureRecognizers``.
    var gestureRecognizerStorage: [GestureRecognizer] = []
    /// ``isFocused``.
    var isFocusedStorage = false
    /// The colour properties that follow dynamic colours (``setDynamicColor(_:for:)``), or nil.
    var dynamicColorStorage: [DynamicColorBinding]?
    /// The dispatcher delivering input to the tree this node is the root of (set by
    /// ``InputDispatcher/init(root:)``), for ``becomeFocused()``.
    weak var rootInputDispatcher: InputDispatcher?
    /// The accessibility properties set on the node, and its mark in the semantics walk.
    var accessibilityState = NodeAccessibilityState()
    /// The interface state a list set on the node, with the bit that says one did (see
    /// ``interfaceState``); zero for a node that follows its supernode. Atomic: a network image
    /// node reads it on any thread when its URL is set.
    nonisolated let interfaceStateBits = Atomic<UInt8>(0)


    // MARK: - Override points
    //
    // Declared here because methods declared in extensions cannot be overridden.

    /// The node's content for `constrainedSize`: a layout spec whose nodes become the node's
    /// subnodes (Texture's `layoutSpecThatFits:`). Override it and return a spec; don't call
    /// `super`. The default returns the ``layoutSpecBlock``'s spec, or nil: a node without a spec
    /// is a leaf measured by ``calculateSizeThatFits(_:)``.
    ///
    /// May run on any thread, possibly while the main actor changes the node (see the type's
    /// discussion of threads), and more than once per layout (a stack measures a child again when
    /// it flexes). Build a new spec each time; don't add or remove subnodes here (refused with
    /// ``NodeError/subnodeMutationDuringLayoutSpec(node:subnode:)``). Setting a subnode's
    /// ``style`` to the value it already has changes nothing, so configuring styles here is fine.
    nonisolated open func layoutSpecThatFits(_ constrainedSize: SizeRange) -> (any LayoutElement)? {
        guard let block = layoutSpecBlock else { return nil }
        return block(self, constrainedSize)
    }

    /// The size of a leaf node for the largest size its parent allows (Texture's
    /// `calculateSizeThatFits:`). Only called when the node has no layout spec. The result is
    /// clamped to the range; a NaN, infinite or negative size is a
    /// `LayoutError.invalidMeasuredSize(_:element:)`.
    ///
    /// The default is Texture's for a plain node: `constrainedSize` itself when it can be displayed
    /// (each side finite and below 10⁷ points), else 0×0 — a plain node fills a finite range and
    /// collapses in an infinite one. Leaves (``TextNode``, ``ImageNode``) return their content's size.
    /// Runs on any thread, like ``layoutSpecThatFits(_:)``.
    nonisolated open func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        Self.defaultSizeThatFits(constrainedSize)
    }

    /// Measures the node in an already-resolved range, without the cache (Texture's
    /// `calculateLayoutThatFits:`): lays out the node's spec and flattens it, or, for a leaf,
    /// clamps ``calculateSizeThatFits(_:)``'s size to the range. A flexbox node
    /// (``layoutEngine``) lays out its flex children instead (see <doc:FlexboxNodes>).
    ///
    /// Override it to measure in a way of your own (Texture's layout-engine tests record the
    /// ranges here); call `super` for the standard behaviour. Parents call
    /// ``layoutThatFits(_:parentSize:context:)`` instead.
    ///
    /// - Throws: the `LayoutError` of the spec, or of an invalid measured size.
    nonisolated open func calculateLayoutThatFits(_ constrainedSize: SizeRange, context: LayoutContext) throws(LayoutError) -> Layout {
        // `measure` has put the node on the measuring stack already; a direct call has not.
        let thread = MeasurementThreadState.current
        let pushes = !thread.isMeasuringInnermost(self)
        if pushes { thread.pushMeasuring(self) }
        defer { if pushes { thread.popMeasuring() } }
        if state.withLock({ $0.flex.engine }) == .flexbox {
            return try calculateFlexboxLayout(constrainedSize, context: context)
        }
        if let spec = layoutSpecThatFits(constrainedSize) {
            // Read through the collection, so the layout records that it depends on the direction:
            // a right-to-left node mirrors its layout (see `LayoutDirection`).
            let direction = traitCollection.layoutDirection
            return try calculateLayout(hosting: spec, constrainedSize: constrainedSize, context: context, layoutDirection: direction)
        }
        let measured = calculateSizeThatFits(constrainedSize.max)
        return try leafLayout(measuredSize: measured, constrainedSize: constrainedSize, context: context)
    }

    /// Called on the main actor after the node applied a new layout — in a layout pass or when a
    /// transition installs its layout (Texture's `calculatedLayoutDidChange`). Override to react;
    /// the default does nothing.
    open func calculatedLayoutDidChange() {}

    /// Called on the main actor after the node's ``traitCollection`` changed — a host or an
    /// ancestor changed a trait, or the node moved into a tree with other traits — with the
    /// collection it had before (UIKit's `traitCollectionDidChange(_:)`, Texture's
    /// `asyncTraitCollectionDidChangeWithPreviousTraitCollection:`). Called top down, after the
    /// whole subtree has its new collections and the nodes whose layouts read a changed trait
    /// are marked for layout. Override it to change what the node shows (dynamic colours resolve
    /// by themselves, see ``setDynamicColor(_:for:)``); call `super`. The default does nothing.
    open func traitCollectionDidChange(previous: TraitCollection) {}

    /// Morph's own reaction of a node type to a trait change, before
    /// ``traitCollectionDidChange(previous:)`` (an image node runs a trait-dependent image
    /// modification again); nothing by default.
    func traitsDidChange(previous: TraitCollection) {}

    /// Called after the node's ``supernode`` changed — added, moved or removed — on the thread
    /// that changed the tree, with the hierarchy lock held. Internal: the network image node
    /// cancels its load when it leaves its supernode and resumes it when it gets one again.
    /// An override must be quick, must not change the tree and must not call user code.
    nonisolated func supernodeDidChange() {}

    /// Animates the transition from the old layout to the new one (Texture's
    /// `animateLayoutTransition:`). Called on the main actor after the new layout is installed and
    /// the inserted subnodes are in the tree; call ``TransitionContext/completeTransition(_:)`` when
    /// the animation is done.
    ///
    /// The default: when not animated, it applies the new frames and size at once and completes.
    /// When animated, with ``defaultLayoutTransitionDuration``, `Delay` and `Curve`:
    /// - inserted subnodes appear at their final frames and fade in to their alpha (a subnode that
    ///   was still fading out of an earlier transition fades back from where it is and moves);
    /// - removed subnodes fade out where they are;
    /// - subnodes in both layouts move and resize to their new frames (Texture cross-fades
    ///   resized subnodes; Morph animates their frames, and lays out their own subnodes along);
    /// - the node's own size animates to the new layout's, keeping its origin;
    /// - the transition completes when the last of these animations ends, however it ends.
    ///
    /// Shared elements (``TransitionContext/sharedElements``: nodes that change supernode within
    /// the node's subtree) are not faded, even when they are inserted or removed subnodes; after
    /// this method returns — whether overridden or not — each flies from where it was to its new
    /// place, along the default animation.
    ///
    /// Every animation starts from the current presentation value, so a transition started while
    /// another one animates retargets smoothly. Override to animate differently; changes made
    /// outside an animation block jump.
    open func animateLayoutTransition(_ context: TransitionContext) {
        performDefaultLayoutTransitionAnimation(context)
    }

    /// Called on the main actor when ``TransitionContext/completeTransition(_:)`` has been called
    /// (Texture's `didCompleteLayoutTransition:`). The default removes the transition's
    /// ``TransitionContext/removedSubnodes`` — only those that are still subnodes and not part of
    /// the node's current layout (a newer transition may have brought one back), and none that a
    /// later, still-running transition is animating out. After a revert
    /// (``TransitionContext/transitionWasCancelled``) nothing is removed.
    ///
    /// An override calls `super` or removes the removed subnodes itself with
    /// ``removeFromSupernode()``; whichever of them it leaves in place Morph removes after it
    /// returns, so ``subnodes`` always ends equal to the layout's order.
    open func didCompleteLayoutTransition(_ context: TransitionContext) {
        guard !context.transitionWasCancelled else { return }
        removeSubnodesLeaving(context)
    }

    // MARK: - Interface states (Texture's range callbacks)

    /// Called on the main actor when the node enters its list's preload range (Texture's
    /// `didEnterPreloadState`): load what the node shows — data, images. A
    /// ``NetworkImageNode`` starts its download here. Called for every node below a cell when
    /// the cell's state changes. Call `super`; the default does nothing.
    open func didEnterPreloadState() {}
    /// Called on the main actor when the node leaves its list's preload range (Texture's
    /// `didExitPreloadState`): cancel loads, drop what can be loaded again. A
    /// ``NetworkImageNode`` cancels its download here. Call `super`; the default does nothing.
    open func didExitPreloadState() {}
    /// Called on the main actor when the node enters its list's display range (Texture's
    /// `didEnterDisplayState`): it is about to be drawn. Call `super`; the default does nothing.
    open func didEnterDisplayState() {}
    /// Called on the main actor when the node leaves its list's display range. Call `super`; the
    /// default does nothing.
    open func didExitDisplayState() {}
    /// Called on the main actor when the node comes on screen in its list (Texture's
    /// `didEnterVisibleState`): start animations, count an impression. Call `super`; the default
    /// does nothing.
    open func didEnterVisibleState() {}
    /// Called on the main actor when the node goes off screen in its list. Call `super`; the
    /// default does nothing.
    open func didExitVisibleState() {}
    /// Called on the main actor after the enter and exit calls of one change of
    /// ``interfaceState`` (Texture's `interfaceStateDidChange:fromState:`). Call `super`; the
    /// default does nothing.
    open func interfaceStateDidChange(_ newState: InterfaceState, from oldState: InterfaceState) {}

    // MARK: - Input (the responder chain)
    //
    // Declared here because methods declared in extensions cannot be overridden. An
    // `InputDispatcher` (a window's) delivers events: pointer events to the node under the pointer
    // and, while unhandled, to each supernode in turn; key and text events to the focused node and
    // its supernodes. See <doc:HandlingInput>.

    /// Handles a pointer event (UIKit's `touchesBegan`/`Moved`/`Ended`/`Cancelled`, and hovering)
    /// and returns whether it did; an unhandled event goes on to the supernode. The events of one
    /// press go to the node that received its `.began`. `event.location` is in window
    /// coordinates; ``InputDispatcher/convert(_:to:)`` gives the node's own.
    ///
    /// The default handles nothing.
    open func pointerEvent(_ event: PointerEvent) -> Bool {
        false
    }

    /// Handles a key event delivered to the focused node (or, unhandled, to its supernodes) and
    /// returns whether it did. Unhandled Tab and Shift-Tab move the focus; unhandled Return and
    /// Space ``activate()`` the focused node. The default handles nothing.
    open func keyEvent(_ event: KeyEvent) -> Bool {
        false
    }

    /// Handles typed or composed text delivered to the focused node (or, unhandled, its
    /// supernodes) and returns whether it did. The default handles nothing.
    open func textInputEvent(_ event: TextInputEvent) -> Bool {
        false
    }

    /// Handles a mouse wheel's or a touchpad's scroll delivered to the node under the pointer
    /// (or, unhandled, to its supernodes) and returns whether it did. The default handles nothing;
    /// a ``ScrollNode`` scrolls.
    open func scrollEvent(_ event: ScrollEvent) -> Bool {
        false
    }

    /// Whether the node takes text input when focused (a text field): a window then turns its
    /// keyboard text input and input method on. False by default.
    open var acceptsTextInput: Bool {
        false
    }

    /// The area, in the node's bounds coordinates, where the input method should show its
    /// candidates (the caret's); the bounds by default.
    open var textInputRect: CGRect {
        bounds
    }

    /// Whether the node can take the keyboard focus (by Tab, or by a click on it). False by default;
    /// buttons and editable text nodes can.
    open var canBecomeFocused: Bool {
        false
    }

    /// Called when the node takes or loses the keyboard focus (``isFocused`` already changed).
    /// The default does nothing; a text field shows its caret and focus ring.
    open func focusDidChange() {}

    /// Performs the node's primary action, as Return or Space on the focused node does (a button's
    /// tap); returns whether there was one. The default has none.
    open func activate() -> Bool {
        false
    }

    /// Stops every running animation of the node's own properties — its view properties, and the
    /// content properties a subclass adds (a text node's colour): each jumps to its model value.
    /// Not its subnodes'.
    open func cancelAllAnimations() {
        viewStateStorage?.cancelAllAnimations()
    }

    /// What the node draws inside its bounds at clock time `time` (the animator's last tick when
    /// nil): text or an image, over its background and under its border. Nil by default; a text
    /// node returns its shaped text, an image node its decoded image. A custom leaf may override
    /// it to show text or an image of its own.
    open func presentationContent(at time: TimeInterval?) -> PresentationContent? {
        nil
    }

    /// The end time of the running animations of content properties a subclass adds (a text node's
    /// colour); nil when none runs.
    var contentAnimationEndTime: TimeInterval? { nil }

    // MARK: - Accessibility
    //
    // Declared here because subclasses override them, as UIKit's views and Texture's nodes
    // override `accessibilityLabel`. What the node sets is kept in `accessibilityState`; a getter
    // gives the node's default where nothing was set. See <doc:Accessibility>.

    /// Whether assistive technology sees the node as one element that speaks for its whole
    /// subtree (UIKit's `isAccessibilityElement`). False by default for a plain node (its
    /// subnodes are exposed in its place); true for ``TextNode``, ``ImageNode``, ``ButtonNode``
    /// and ``EditableTextNode``. Setting it tells the tree's host (``setNeedsDisplay()``).
    open var isAccessibilityElement: Bool {
        get { accessibilityState.properties.isAccessibilityElement ?? false }
        set { updateAccessibility { $0.isAccessibilityElement = newValue } }
    }

    /// A short name for the element: "Next", "Profile photo" (UIKit's `accessibilityLabel`; AT-SPI's
    /// name). Nil by default; a ``TextNode`` answers its string, a ``ButtonNode`` its title, a text
    /// field its placeholder.
    open var accessibilityLabel: String? {
        get { accessibilityState.properties.label }
        set { updateAccessibility { $0.label = newValue } }
    }

    /// The element's value as text, when it has one that changes: "30%", a text field's text
    /// (UIKit's `accessibilityValue`). Nil by default.
    open var accessibilityValue: String? {
        get { accessibilityState.properties.value }
        set { updateAccessibility { $0.value = newValue } }
    }

    /// What using the element does, when its label does not say: "Shows the age field" (UIKit's
    /// `accessibilityHint`; AT-SPI's description). Nil by default.
    open var accessibilityHint: String? {
        get { accessibilityState.properties.hint }
        set { updateAccessibility { $0.hint = newValue } }
    }

    /// What the element is and what state it is in (UIKit's `accessibilityTraits`): see
    /// ``AccessibilityTraits``. None by default; a ``TextNode`` is ``AccessibilityTraits/staticText``,
    /// a ``ButtonNode`` a ``AccessibilityTraits/button`` (and ``AccessibilityTraits/notEnabled``
    /// while disabled), an ``ImageNode`` an ``AccessibilityTraits/image``.
    open var accessibilityTraits: AccessibilityTraits {
        get { accessibilityState.properties.traits ?? [] }
        set { updateAccessibility { $0.traits = newValue } }
    }

    /// The element's role, when the traits do not say it (``AccessibilityRole``): a progress
    /// indicator, a list, a table cell. Nil by default: an element's role follows from its traits
    /// (``AccessibilityRole/init(traits:)``). A container role (``AccessibilityRole/isContainer``)
    /// exposes a node that is not an element, with its children under it; an element role applies
    /// only to an accessibility element.
    open var accessibilityRole: AccessibilityRole? {
        get { accessibilityState.properties.role }
        set { updateAccessibility { $0.role = newValue } }
    }

    /// The number behind the element's value, for a progress indicator or an adjustable control
    /// (AT-SPI's `Value` interface). Nil by default.
    open var accessibilityNumericValue: AccessibilityNumericValue? {
        get { accessibilityState.properties.numericValue }
        set { updateAccessibility { $0.numericValue = newValue } }
    }

    /// The nodes assistive technology sees in this node's place, in reading order (UIKit's
    /// `accessibilityElements`); nil (the default) for the subnodes in subnode order. The nodes
    /// must be descendants of this node: others are left out, and so is a node listed twice.
    open var accessibilityElements: [DisplayNode]? {
        get { accessibilityState.elements }
        set {
            accessibilityState.elements = newValue
            setNeedsDisplay()
        }
    }

    /// Performs the element's primary action for assistive technology — what a screen reader's
    /// "activate" or AT-SPI's `press` action does (UIKit's `accessibilityActivate()`); returns
    /// whether there was one. The default performs ``activate()`` (Return or Space on the focused
    /// node): a ``ButtonNode`` sends its actions unless it is disabled.
    open func accessibilityActivate() -> Bool {
        activate()
    }

    /// Steps an adjustable element's value up (UIKit's `accessibilityIncrement()`); the default
    /// does nothing.
    open func accessibilityIncrement() {}

    /// Steps an adjustable element's value down (UIKit's `accessibilityDecrement()`); the default
    /// does nothing.
    open func accessibilityDecrement() {}

    /// Moves the content by a page in `direction`, for assistive technology (UIKit's
    /// `accessibilityScroll(_:)`); returns whether it moved. A request is asked of the node it
    /// names and then of each ancestor until one scrolls, so a node inside a scroll node scrolls
    /// it. The default does nothing and returns false; a ``ScrollNode`` scrolls.
    open func accessibilityScroll(_ direction: AccessibilityScrollDirection) -> Bool {
        false
    }

    /// The text a semantics tree shows for the node — a text node's string, a text field's
    /// contents and caret — given the node's bounds-to-window transform; nil by default.
    func semanticsText(toWindow: AffineTransform) -> SemanticsText? {
        nil
    }


    /// Creates a node.
    ///
    /// May be called on any thread: building a tree of nodes in the background is fine (view
    /// properties are created on the main actor when first used).
    ///
    /// - Parameters:
    ///   - name: a name for descriptions, errors and renderers (``name``).
    ///   - animator: the animator of the node's view properties; by default the one of the
    ///     enclosing ``withAnimator(_:_:)`` scope, else `Animator.shared`.
    public nonisolated init(name: String? = nil, animator: Animator? = nil) {
        var initial = NodeState()
        initial.name = name
        state = Locked(initial)
        chosenAnimator = animator ?? NodeAnimatorScope.animator
        layerID = LayerID.next()
        initialBackgroundColor = .clear
    }

    /// Creates a node whose ``backgroundColor`` starts at `initialBackgroundColor` (the leaves of
    /// this module start with their fill colour).
    nonisolated init(name: String?, animator: Animator?, initialBackgroundColor: Color) {
        var initial = NodeState()
        initial.name = name
        state = Locked(initial)
        chosenAnimator = animator ?? NodeAnimatorScope.animator
        layerID = LayerID.next()
        self.initialBackgroundColor = initialBackgroundColor
    }

    /// A node released while it animates stops its animations (nobody can see them, and the
    /// animator would keep running them), and a node released while its transitions run ends them
    /// (``TransitionOutcome/nodeReleased``), so nobody waits for them forever.
    ///
    /// A deep tree is freed iteratively (see `NodeDeallocation`), so its depth cannot overflow the
    /// stack.
    isolated deinit {
        // Before the node's memory can go. Weak references to the node (`WeakNode`) already
        // answer nil, since its deinitialisation began; now they no longer hold its address.
        state.withLock { $0.handle }?.nodeIsGone()
        viewStateStorage?.ownerProxy.nodeIsGone = true
        viewStateStorage?.cancelAllAnimations()
        for context in runningTransitions { context.nodeWasReleased() }
        NodeDeallocation.release(state.withLock { state in
            let taken = state
            state = NodeState()
            return taken
        })
    }

    /// Runs `build` so that the nodes it creates without an explicit animator use `animator`.
    ///
    /// The scope is task-local: parallel tests each building their tree in their own scope never
    /// see each other's animators.
    ///
    /// ```
    /// let node = DisplayNode.withAnimator(animator) { SignupNode() }
    /// ```
    public nonisolated static func withAnimator<Result>(_ animator: Animator, _ build: () throws -> Result) rethrows -> Result {
        try NodeAnimatorScope.$animator.withValue(animator, operation: build)
    }

    /// The animator that runs this node's view-property animations (see the type's discussion).
    public var animator: Animator {
        chosenAnimator ?? Animator.shared
    }

    /// The node's name, used by ``debugName``, ``description`` and renderers; nil by default.
    ///
    /// Readable and settable from any thread.
    public nonisolated var name: String? {
        get { state.withLock { $0.name } }
        set { state.withLock { $0.name = newValue } }
    }

    /// The name, or the class name with the node's address when it has none.
    public nonisolated var debugName: String {
        if let name { return name }
        let address = String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16)
        return "\(type(of: self))(0x\(address))"
    }

    /// The pixel grid this node's layouts are calculated on when it is the root of a layout pass or
    /// a transition (Texture reads the screen's scale from a global): @2x by default. A node laid
    /// out by its supernode uses the supernode's context. Changing it invalidates the layout.
    public nonisolated var layoutContext: LayoutContext {
        get { state.withLock { $0.layoutContext } }
        set {
            let changed = state.withLock { state -> Bool in
                guard state.layoutContext != newValue else { return false }
                state.layoutContext = newValue
                return true
            }
            if changed { setNeedsLayout() }
        }
    }
}

extension DisplayNode: CustomStringConvertible {
    /// The name (or class and address) and the applied layout's size.
    public nonisolated var description: String {
        let size = calculatedSize
        return "<\(debugName) \(size.width)×\(size.height), \(subnodes.count) subnodes>"
    }
}

extension DisplayNode: AnimationTarget {}

extension DisplayNode: Hashable {
    /// Nodes are equal when they are the same object (Texture's nodes compare by identity too).
    public nonisolated static func == (lhs: DisplayNode, rhs: DisplayNode) -> Bool {
        lhs === rhs
    }

    /// Hashes the object's identity.
    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

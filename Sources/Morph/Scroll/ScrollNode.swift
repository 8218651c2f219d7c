import Foundation
import Synchronization
@_spi(MorphInternals) import MorphLayout

/// A node whose content is larger than itself and scrolls: Texture's `ASScrollNode`, with the
/// behaviour of the `UIScrollView` behind it — its physics, input and events — on Linux.
///
/// **Content.** A scroll node lays its content out with its own layout spec, like any node
/// (``DisplayNode/layoutSpecThatFits(_:)`` or ``DisplayNode/layoutSpecBlock``, usually with
/// ``DisplayNode/automaticallyManagesSubnodes``). Along its ``scrollableDirections`` the spec is
/// measured without a limit, across them at the viewport's size, as `ASScrollNode` does; with
/// ``automaticallyManagesContentSize`` (on by default) the measured size becomes
/// ``contentSize``. The node itself takes the size its parent gives it (on an axis the parent
/// leaves unbounded, the content's). Content lies in the node's bounds coordinates from (0, 0);
/// ``contentOffset`` is the bounds' origin, so setting it moves what is visible, as in UIKit.
/// Content is clipped to the bounds (``DisplayNode/clipsToBounds`` is on).
///
/// ```swift
/// let scroll = ScrollNode(name: "article")
/// scroll.automaticallyManagesSubnodes = true
/// scroll.layoutSpecBlock = { _, _ in
///     StackLayoutSpec(direction: .vertical, spacing: 12, children: paragraphs)
/// }
/// ```
///
/// **Moving.** A finger drags the content (with the touch slop and `delaysContentTouches` of
/// UIKit, so buttons inside still get taps) and flings it; past an edge it rubber-bands and
/// springs back; ``isPagingEnabled`` snaps to pages. A mouse wheel scrolls in short animated
/// steps, a touchpad moves the content directly, and the focused node takes arrow keys, Page
/// Up/Down, Space and Home/End. Code calls ``setContentOffset(_:animated:)`` and
/// ``scrollRectToVisible(_:animated:)``. Every motion is a closed form of the animator's clock
/// (``ScrollPhysics``), so it is deterministic on a `ManualClock` and the same at any frame rate.
/// See <doc:Scrolling>.
///
/// **Events.** A ``delegate`` hears every scroll and drag event (``ScrollNodeDelegate``).
/// Subclasses — a list's range controller — override ``visibleRectDidChange(_:)``, called on
/// every frame whose visible rect changed, at O(1) cost.
///
/// **Drawing.** Only the content subnodes that intersect the visible rect are presented (and so
/// drawn, hit-tested and rendered), found through an index of the subnodes' frames, and a layout
/// pass does not walk content that did not change: scrolling a tall, unchanged tree costs what is
/// on screen.
open class ScrollNode: DisplayNode {
    // MARK: Layout inputs (any thread)

    /// ``scrollableDirections``.
    nonisolated let scrollableDirectionsInput = LayoutInput<ScrollDirections>(.vertical)
    /// ``automaticallyManagesContentSize``.
    nonisolated let managesContentSizeInput = LayoutInput(true)
    /// The content sizes the last measurements found, with what they were measured for, newest
    /// last: the layout pass that applies one of those layouts takes its content size from here.
    nonisolated let measuredContentSizes = Mutex<[MeasuredContentSize]>([])

    // MARK: State (main actor)

    /// ``contentSize``.
    var contentSizeStorage: CGSize = .zero
    /// ``contentInset``.
    var contentInsetStorage = EdgeInsets.zero
    /// ``decelerationRate``.
    var decelerationRateStorage = DecelerationRate.normal
    /// ``wheelNotchDistance``.
    var wheelNotchDistanceStorage: CGFloat = 48
    /// ``lineScrollDistance``.
    var lineScrollDistanceStorage: CGFloat = 40
    /// ``isScrollEnabled``.
    var isScrollEnabledStorage = true
    /// ``delaysContentTouches``.
    var delaysContentTouchesStorage = true

    /// The pan that drags the content.
    let pan: ScrollPanGestureRecognizer
    /// The running motion along each axis (a glide, a bounce, a step), if any.
    var motionX: ScrollAxisMotion?
    var motionY: ScrollAxisMotion?
    /// What the running motions are, for the events their end sends.
    var motionKind = ScrollMotionKind.deceleration
    /// The animator's tick observer while something moves (a motion, an animation of the
    /// offset).
    var tickObserver: Animator.TickObserverToken?
    /// The visible rect last reported to ``visibleRectDidChange(_:)`` and the delegate.
    var reportedVisibleRect: CGRect?
    /// Set while the node writes its own offset: the display hooks then know that nothing of the
    /// content changed.
    var isWritingOffset = false
    /// The drag that moves this node: the one it owns, or one whose finger is on a node inside
    /// it that passed the rest of its movement up (the chain of nested scroll nodes).
    var dragParticipation: ScrollDragParticipation?
    /// The drag this node's pan (or a touchpad gesture with phases) leads, while it lasts.
    var dragSession: ScrollDragSession?

    /// The index of the content subnodes' frames behind culling.
    var contentIndex = ScrollContentIndex()
    /// Whether a layout pass must visit the content (something in it changed since the last
    /// pass); a pass that keeps the node's own layout skips the content otherwise.
    var contentNeedsLayoutPass = true
    /// The subnodes presented by the last presentation (reused from tree to tree).
    var presentedSubnodes: [DisplayNode] = []
    /// The identities of the scroll indicators' layers.
    let verticalIndicatorID = LayerID.next()
    let horizontalIndicatorID = LayerID.next()
    /// The indicators' opacity, created on first use.
    var indicatorAlphaStorage: AnimatableProperty<CGFloat>?
    /// The viewport's width when the node last looked: right to left, a new width keeps the
    /// distance from the content's right edge (see ``viewportWidthDidChange()``).
    var lastViewportWidth: CGFloat = 0

    // MARK: - Public state

    /// Whether the node scrolls at all (UIKit's `isScrollEnabled`); true by default. Turning it
    /// off stops a motion where it is and ignores drags, the wheel and keys; code can still set
    /// ``contentOffset``.
    public var isScrollEnabled: Bool {
        get { isScrollEnabledStorage }
        set {
            isScrollEnabledStorage = newValue
            pan.isEnabled = newValue
            if !newValue { stopMotion(settling: true) }
        }
    }

    /// Whether the content rubber-bands past its edges and bounces back (UIKit's `bounces`); true
    /// by default. When false a drag stops at the edge and a glide ends there.
    public var bounces = true
    /// Whether the content rubber-bands vertically even when it is no taller than the viewport;
    /// false by default.
    public var alwaysBounceVertical = false
    /// Whether the content rubber-bands horizontally even when it is no wider than the viewport;
    /// false by default.
    public var alwaysBounceHorizontal = false
    /// Whether a release snaps to a page: a multiple of the viewport's size, chosen from where the
    /// glide would land, at most one page from where the drag began (UIKit's `isPagingEnabled`).
    /// False by default.
    public var isPagingEnabled = false

    /// How quickly a fling slows down; ``DecelerationRate/normal`` by default.
    public var decelerationRate: DecelerationRate {
        get { decelerationRateStorage }
        set { decelerationRateStorage = newValue }
    }

    /// Whether scroll indicators show while the content moves and fade out after it (UIKit's
    /// `showsVerticalScrollIndicator` and `showsHorizontalScrollIndicator` together); true by
    /// default. They are drawn above the content, inside the viewport less ``contentInset``, on
    /// each axis along which the content is larger than the viewport.
    public var showsScrollIndicators = true

    /// Whether the content's nodes get a press only once it is clear the press is not a scroll
    /// (UIKit's `delaysContentTouches`): their `.began` waits up to 0.15 s, and a press that
    /// moves past the touch slop first never reaches them. True by default.
    public var delaysContentTouches: Bool {
        get { delaysContentTouchesStorage }
        set {
            delaysContentTouchesStorage = newValue
            pan.pointerBeganDelay = newValue ? ScrollPanGestureRecognizer.contentTouchDelay : 0
        }
    }

    /// Whether a press that content already received can still turn into a scroll, which
    /// cancels it in the content (UIKit's `canCancelContentTouches`); true by default. Morph
    /// cancels buttons too (UIKit's `touchesShouldCancel(in:)` refuses to cancel controls), so a
    /// drag that starts on a button always scrolls. When false, a press delivered to content
    /// never scrolls.
    public var canCancelContentTouches = true

    /// Hears the scroll and drag events; held weakly.
    public weak var delegate: (any ScrollNodeDelegate)?

    /// How far one notch of a mouse wheel scrolls, in points: 48 (three lines of 16) by default.
    /// Values that are not finite and positive are ignored.
    public var wheelNotchDistance: CGFloat {
        get { wheelNotchDistanceStorage }
        set { if newValue.isFinite, newValue > 0 { wheelNotchDistanceStorage = newValue } }
    }

    /// How far an arrow key scrolls, in points: 40, as browsers do. Values that are not finite
    /// and positive are ignored.
    public var lineScrollDistance: CGFloat {
        get { lineScrollDistanceStorage }
        set { if newValue.isFinite, newValue > 0 { lineScrollDistanceStorage = newValue } }
    }

    /// Whether a finger (or a touchpad gesture) is dragging the content (UIKit's `isDragging`).
    public var isDragging: Bool { dragParticipation?.hasMoved ?? false }
    /// Whether a finger is down on the node, dragging or not yet (UIKit's `isTracking`).
    public var isTracking: Bool { pan.isTracking }
    /// Whether the content moves on after a release: a glide, a page or a bounce (UIKit's
    /// `isDecelerating`).
    public var isDecelerating: Bool { (motionX != nil || motionY != nil) && motionKind == .deceleration }

    /// The recognizer that drags the content (UIKit's `panGestureRecognizer`): disable it to stop
    /// drags alone, or make a recognizer of the content win against it.
    public var panGestureRecognizer: GestureRecognizer { pan }

    // MARK: - Creating

    /// A scroll node that lays its content out along `scrollableDirections`, manages its content
    /// size and clips to its bounds.
    ///
    /// Made on the main actor (it sets up its pan and clipping); its content may be built
    /// anywhere.
    public init(name: String? = nil, animator: Animator? = nil, scrollableDirections: ScrollDirections = .vertical) {
        pan = ScrollPanGestureRecognizer()
        super.init(name: name, animator: animator)
        scrollableDirectionsInput.value = scrollableDirections
        performWithoutAnimation { clipsToBounds = true }
        pan.pointerBeganDelay = ScrollPanGestureRecognizer.contentTouchDelay
        addGestureRecognizer(pan)
    }

    /// A node released while its content moves stops observing the animator's ticks (its
    /// observer would keep the animator, and a window, busy for nothing).
    isolated deinit {
        if let tickObserver { animator.removeTickObserver(tickObserver) }
    }

    // MARK: - Override points

    /// Called on the main actor whenever the visible rect — the bounds on screen, at the last
    /// tick — changed: on every frame of a drag, a glide or an animation of the offset, when code
    /// sets the offset, and when the node's size changes. Called before the delegate's
    /// ``ScrollNodeDelegate/scrollNodeDidScroll(_:)``.
    ///
    /// Override it to follow the viewport at O(1) cost per frame — a list's range controller
    /// adds the cells that come near and removes those that leave. The default does nothing.
    open func visibleRectDidChange(_ visibleRect: CGRect) {}

    // MARK: - Layout

    /// Measures the content as `ASScrollNode` does: the spec gets `constrainedSize` with no limit
    /// along ``scrollableDirections`` (measured again within `constrainedSize` when the content
    /// turns out smaller than the node, so content can fill it), and the node takes
    /// `constrainedSize`'s maximum (the content's size on an axis without one). The content's
    /// size is remembered for ``contentSize``.
    override nonisolated open func calculateLayoutThatFits(_ constrainedSize: SizeRange, context: LayoutContext) throws(LayoutError) -> Layout {
        let directions = scrollableDirectionsInput.value
        let unbounded = CGSize(
            width: directions.contains(.horizontal) ? .infinity : constrainedSize.max.width,
            height: directions.contains(.vertical) ? .infinity : constrainedSize.max.height
        )
        var layout = try super.calculateLayoutThatFits(SizeRange(uncheckedMin: constrainedSize.min, max: unbounded), context: context)
        let content = layout.size
        let ownSize = CGSize(
            width: Self.ownExtent(max: constrainedSize.max.width, min: constrainedSize.min.width, content: content.width),
            height: Self.ownExtent(max: constrainedSize.max.height, min: constrainedSize.min.height, content: content.height)
        )
        if (directions.contains(.vertical) && content.height < ownSize.height)
            || (directions.contains(.horizontal) && content.width < ownSize.width) {
            layout = try super.calculateLayoutThatFits(constrainedSize, context: context)
        }
        let version = layoutVersion
        measuredContentSizes.withLock { records in
            records.removeAll { $0.constrainedSize == constrainedSize && $0.context == context }
            records.append(MeasuredContentSize(constrainedSize: constrainedSize, context: context, version: version, size: content))
            if records.count > 4 { records.removeFirst(records.count - 4) }
        }
        return try Layout(element: self, size: ownSize, sublayouts: layout.sublayouts, context: context)
    }

    /// The node's extent on one axis: the range's maximum when it can be displayed, else the
    /// content's within the range.
    private nonisolated static func ownExtent(max: CGFloat, min: CGFloat, content: CGFloat) -> CGFloat {
        if max.isFinite, max < 1e7 { return Swift.max(max, min) }
        return Swift.max(min, Swift.min(content, max))
    }

    /// Takes the content size of the layout just applied (when the node manages it) and keeps the
    /// offset within the new range.
    override open func calculatedLayoutDidChange() {
        super.calculatedLayoutDidChange()
        if managesContentSizeInput.value, let key = state.withLock({ $0.calculatedKey }),
           // The measurement saw the range resolved against the node's style, as a cache miss
           // resolves it.
           let range = try? resolvedSizeRange(for: key.constrainedSize, parentSize: key.parentSize) {
            let measured = measuredContentSizes.withLock { records in
                records.last { $0.constrainedSize == range && $0.context == key.context && $0.version == key.version }?.size
            }
            if let measured { setContentSize(measured) }
        }
        contentIndex.invalidate()
        contentNeedsLayoutPass = true
    }

    /// Whether a layout pass visits the content now: when the node applied a new layout, or
    /// something in the content changed since the last visit (the flag is cleared).
    func takeContentLayoutPass(layoutChanged: Bool) -> Bool {
        let needed = layoutChanged || contentNeedsLayoutPass
        contentNeedsLayoutPass = false
        return needed
    }

    /// Stops the motion as well as the view-property animations (the offset stays where it is).
    override open func cancelAllAnimations() {
        stopMotion(settling: false)
        super.cancelAllAnimations()
    }

    /// The end of the running motion and of the indicators' fade.
    override var contentAnimationEndTime: TimeInterval? {
        var end: TimeInterval?
        if let motionX { end = motionX.endTime }
        if let motionY { end = max(end ?? motionY.endTime, motionY.endTime) }
        if let fade = indicatorAlphaStorage?.animationEndTime { end = max(end ?? fade, fade) }
        if tickObserver != nil, end == nil, let bounds = viewStateStorage?.existing(.bounds)?.animationEndTime { end = bounds }
        return end
    }

    /// Scrolls for a mouse wheel or a touchpad: notches step smoothly, points move the content
    /// (see ``ScrollEvent``); an event this node cannot move for goes on to the supernode. Call
    /// `super` from an override.
    override open func scrollEvent(_ event: ScrollEvent) -> Bool {
        handleScrollEvent(event)
    }

    /// Scrolls for the arrow keys, Page Up and Down, Space and Shift-Space, Home and End (see
    /// <doc:Scrolling>); a key this node cannot move for goes on to the supernode. Call `super`
    /// from an override.
    override open func keyEvent(_ event: KeyEvent) -> Bool {
        handleKeyEvent(event)
    }

    /// The role set, else ``AccessibilityRole/scrollPane``: a scroll node is exposed to assistive
    /// technology as a container of its content (AT-SPI's `scroll pane`), content scrolled out of
    /// view included (see <doc:Accessibility>).
    override open var accessibilityRole: AccessibilityRole? {
        get { super.accessibilityRole ?? .scrollPane }
        set { super.accessibilityRole = newValue }
    }

    /// Moves the content by a page (87.5 % of the viewport less ``contentInset``, as Page Down,
    /// or a whole page when ``isPagingEnabled``), eased as a key's step; false when it cannot
    /// move that way (at the edge, or scrolling is off). ``AccessibilityScrollDirection/next``
    /// and ``AccessibilityScrollDirection/previous`` go along the vertical axis when the content
    /// scrolls vertically, else along the horizontal one in the layout direction.
    override open func accessibilityScroll(_ direction: AccessibilityScrollDirection) -> Bool {
        scrollByAccessibilityPage(direction)
    }

    /// Right to left and back, the horizontal offset mirrors, so the same content stays in view.
    override func traitsDidChange(previous: TraitCollection) {
        super.traitsDidChange(previous: previous)
        layoutDirectionDidChange(previous: previous)
    }

    /// A scroll node can take the keyboard focus while it scrolls (a click in it focuses it, and
    /// Tab reaches it), so arrow keys, Page Up/Down, Space and Home/End scroll it.
    override open var canBecomeFocused: Bool {
        isScrollEnabledStorage
    }
}

/// What a measurement of a scroll node found: the content's size, for the range (resolved against
/// the node's style) and grid it was measured in, at a layout version.
struct MeasuredContentSize: Sendable {
    let constrainedSize: SizeRange
    let context: LayoutContext
    let version: Int
    let size: CGSize
}

/// What a scroll node's running motion is, for the events its end sends.
enum ScrollMotionKind {
    /// A glide, a page or a bounce after a release: ends with `scrollNodeDidEndDecelerating`.
    case deceleration
    /// An animated move (code, the wheel, a key): ends with `scrollNodeDidEndScrollingAnimation`.
    case scrollingAnimation
}

import Foundation

/// Recognises a gesture in the pointer events of presses that begin on its node or the node's
/// subtree (UIKit's `UIGestureRecognizer`): ``TapGestureRecognizer``,
/// ``LongPressGestureRecognizer``, ``PanGestureRecognizer``.
///
/// A recognizer sees each event before the nodes do. When it recognises its gesture, the other
/// recognizers of the press fail and — with ``cancelsPointerEventsInNode`` — the node that received
/// the press gets a `.cancelled` event. Its action runs at every change of ``state`` except to
/// `.possible` and `.failed`. Discrete gestures (a tap) go straight to `.ended`; continuous ones
/// (a pan, a long press) go through `.began`, `.changed` and `.ended` or `.cancelled`.
///
/// Subclass to recognise a gesture of your own: override ``pointerEvent(_:)`` and move
/// ``state`` (set it only from there or from a scheduled check).
@MainActor
open class GestureRecognizer {
    /// Where a recognizer is in its gesture.
    public enum State: Hashable, Sendable {
        /// Watching events; nothing recognised yet.
        case possible
        /// A continuous gesture started.
        case began
        /// A continuous gesture changed.
        case changed
        /// The gesture ended (a discrete gesture: recognised).
        case ended
        /// The gesture was cancelled (the press was taken away).
        case cancelled
        /// The events are not this gesture.
        case failed
    }

    /// Where the recognizer is in its gesture. Setting it to a recognised state runs the action.
    public var state: State = .possible {
        didSet {
            // A continuous gesture reports every change (UIKit calls the action for each move);
            // other states run the action once.
            guard state != oldValue || state == .changed else { return }
            switch state {
            case .began, .changed, .ended, .cancelled:
                dispatcher?.recognizerDidRecognize(self)
                action(self)
            case .possible, .failed:
                break
            }
        }
    }

    /// The node the recognizer is attached to (held weakly).
    public internal(set) var node: DisplayNode? {
        get { nodeReference.node }
        set { nodeReference = WeakNode(newValue) }
    }
    /// ``node``, held through its handle: a Swift `weak` reference would give the node a side
    /// table, which makes every later retain and release of it slower.
    private var nodeReference = WeakNode()
    /// Whether the recognizer takes part; a disabled one sees no events.
    public var isEnabled = true
    /// Whether the node that received the press gets a `.cancelled` event once the gesture is
    /// recognised; true by default, as UIKit's `cancelsTouchesInView`.
    public var cancelsPointerEventsInNode = true
    /// How long the node that received a press waits for its `.began` while this recognizer may
    /// still recognise its gesture, in seconds; 0 (no wait) by default. A ``ScrollNode``'s pan
    /// waits 0.15 s (UIKit's `delaysContentTouches`): a press that becomes a drag within that time
    /// never reaches the content, a tap reaches it whole when it ends, and a press held still
    /// reaches it when the time is up. The press's events are held meanwhile and delivered in
    /// order; they are delivered at once when the recognizer fails. NaN and negative values count
    /// as 0.
    public var pointerBeganDelay: TimeInterval = 0
    /// The last event's location, in window coordinates.
    public private(set) var locationInWindow: CGPoint = .zero

    private let action: @MainActor (GestureRecognizer) -> Void
    /// The dispatcher delivering the current press (for coordinates and timers).
    weak var dispatcher: InputDispatcher?

    /// A recognizer that calls `action` at every recognised state change.
    public init(action: @escaping @MainActor (GestureRecognizer) -> Void) {
        self.action = action
    }

    /// Where the gesture is, in `node`'s bounds coordinates (window coordinates for nil).
    public func location(in node: DisplayNode?) -> CGPoint {
        guard let node, let dispatcher else { return locationInWindow }
        return dispatcher.convert(locationInWindow, to: node) ?? locationInWindow
    }

    /// Handles one pointer event of a press; override to recognise a gesture. The default does
    /// nothing. Called with ``GestureRecognizer/locationInWindow`` already updated.
    open func pointerEvent(_ event: PointerEvent) {}

    /// Puts the recognizer back to `.possible` after a press (override to clear your own state,
    /// and call `super`).
    open func reset() {
        state = .possible
    }

    /// Delivers `event` (the dispatcher calls this).
    func deliver(_ event: PointerEvent, from dispatcher: InputDispatcher) {
        self.dispatcher = dispatcher
        locationInWindow = event.location
        pointerEvent(event)
    }

    /// Schedules `check` after `delay` seconds on the node's animator clock (deterministic on a
    /// `ManualClock`); the action is cancelled by ``reset()``.
    func schedule(after delay: TimeInterval, _ check: @escaping @MainActor () -> Void) -> ScheduledAction? {
        guard let node else { return nil }
        return node.animator.schedule(after: delay, check)
    }
}

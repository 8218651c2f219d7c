import Foundation

/// The pan of a ``ScrollNode`` (UIKit's `UIScrollView.panGestureRecognizer`): it begins once the
/// press has moved past the touch slop along an axis its node scrolls (or at once, when the
/// press lands on content that is still moving: a catch), then drags the content and flings it
/// at release.
///
/// While it may still begin, it holds the press's `.began` from the content for up to
/// ``contentTouchDelay`` (``GestureRecognizer/pointerBeganDelay``, UIKit's
/// `delaysContentTouches`); once it begins, the content's press is cancelled.
final class ScrollPanGestureRecognizer: GestureRecognizer {
    /// How far a press moves before it is a drag, in points: 10 (UIKit's scroll views begin
    /// about there; Android's touch slop is 8 dp).
    static let touchSlop: CGFloat = 10
    /// How long content waits for a press's `.began` (UIKit's 150 ms).
    static let contentTouchDelay: TimeInterval = 0.15

    /// Where the press began, in window coordinates.
    private var start: CGPoint?
    /// When it began.
    private var startTime: TimeInterval = 0
    /// Where the last move was (after the slop, where the drag counts from).
    private var last = CGPoint.zero
    /// Whether the press began on the scroll node itself rather than on its content.
    private var beganOnNode = false

    init() {
        super.init { _ in }
    }

    /// Whether a press is down on the node.
    var isTracking: Bool { start != nil }

    private var scrollNode: ScrollNode? { node as? ScrollNode }

    override func pointerEvent(_ event: PointerEvent) {
        guard let scrollNode else { return }
        switch event.phase {
        case .began:
            guard event.button == .primary else {
                state = .failed
                return
            }
            start = event.location
            startTime = event.timestamp
            last = event.location
            beganOnNode = dispatcher?.hitTest(event.location) === scrollNode
            if scrollNode.isMovingOnItsOwn {
                // A catch: the content stops under the finger, and the press is no tap.
                scrollNode.beginDrag(at: event.timestamp, catching: true)
                state = .began
            }
        case .moved:
            switch state {
            case .possible:
                guard let start else { return }
                let translation = CGPoint(x: event.location.x - start.x, y: event.location.y - start.y)
                let distance = hypot(translation.x, translation.y)
                guard distance >= Self.touchSlop else { return }
                guard scrollNode.acceptsDrag(along: translation), canCancelContent(at: event.timestamp, scrollNode) else {
                    state = .failed
                    return
                }
                // The drag counts from the slop's edge, so the content does not jump by it.
                last = CGPoint(x: start.x + translation.x * Self.touchSlop / distance, y: start.y + translation.y * Self.touchSlop / distance)
                scrollNode.beginDrag(at: event.timestamp, catching: false)
                state = .began
                move(to: event, scrollNode)
            case .began, .changed:
                move(to: event, scrollNode)
                state = .changed
            default:
                break
            }
        case .ended:
            if state == .began || state == .changed {
                move(to: event, scrollNode)
                scrollNode.endDrag(at: event.timestamp)
                state = .ended
            } else {
                state = .failed
            }
        case .cancelled:
            if state == .began || state == .changed {
                scrollNode.endDrag(at: event.timestamp, cancelled: true)
                state = .cancelled
            } else {
                state = .failed
            }
        case .hovered:
            break
        }
    }

    /// Drags the content by the finger's movement since the last event.
    private func move(to event: PointerEvent, _ scrollNode: ScrollNode) {
        let delta = CGPoint(x: event.location.x - last.x, y: event.location.y - last.y)
        last = event.location
        // The content moves against the finger.
        scrollNode.drag(by: CGPoint(x: -delta.x, y: -delta.y), at: event.timestamp)
    }

    /// Whether a drag may take the press from the content: always with `canCancelContentTouches`,
    /// else only while the content has not received it (the press began on the node itself, or
    /// its `.began` is still held).
    private func canCancelContent(at time: TimeInterval, _ scrollNode: ScrollNode) -> Bool {
        scrollNode.canCancelContentTouches || beganOnNode || (pointerBeganDelay > 0 && time - startTime < pointerBeganDelay)
    }

    override func reset() {
        start = nil
        beganOnNode = false
        super.reset()
    }
}

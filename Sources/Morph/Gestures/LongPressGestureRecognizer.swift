import Foundation

/// Recognises a press held still (UIKit's `UILongPressGestureRecognizer`): it begins once the
/// press has lasted ``minimumPressDuration`` without moving more than ``allowableMovement``
/// points, changes as it moves, and ends when it is released. Time is the node's animator clock,
/// so a `ManualClock` makes it deterministic.
public final class LongPressGestureRecognizer: GestureRecognizer {
    /// How long the press must last, in seconds; 0.5, as UIKit's.
    public var minimumPressDuration: TimeInterval = 0.5
    /// How far the press may move before it begins, in points; 10, as UIKit's.
    public var allowableMovement: CGFloat = 10

    private var start: CGPoint?
    private var timer: ScheduledAction?

    override public func pointerEvent(_ event: PointerEvent) {
        switch event.phase {
        case .began:
            start = event.location
            timer = schedule(after: max(minimumPressDuration, 0)) { [weak self] in
                guard let self, self.state == .possible, self.start != nil else { return }
                self.state = .began
            }
        case .moved:
            switch state {
            case .possible:
                if let start, hypot(event.location.x - start.x, event.location.y - start.y) > allowableMovement {
                    state = .failed
                }
            case .began, .changed:
                state = .changed
            default:
                break
            }
        case .ended:
            state = state == .began || state == .changed ? .ended : .failed
        case .cancelled:
            state = state == .began || state == .changed ? .cancelled : .failed
        case .hovered:
            break
        }
    }

    override public func reset() {
        timer?.cancel()
        timer = nil
        start = nil
        super.reset()
    }
}

import Foundation

/// Recognises a drag (UIKit's `UIPanGestureRecognizer`): it begins once the press has moved
/// ``minimumDistance`` points, changes with every move, and ends when it is released, with the
/// pointer's ``velocity(in:)`` at release.
public final class PanGestureRecognizer: GestureRecognizer {
    /// How far the press must move before the pan begins, in points; 10.
    public var minimumDistance: CGFloat = 10

    private var start: CGPoint?
    private var tracker = VelocityTracker()

    /// How far the pointer has moved since the press began, in `node`'s coordinates (window
    /// coordinates for nil): the difference of the two locations converted to the node.
    public func translation(in node: DisplayNode?) -> CGPoint {
        guard let start else { return .zero }
        guard let node, let dispatcher,
              let from = dispatcher.convert(start, to: node),
              let to = dispatcher.convert(locationInWindow, to: node)
        else { return CGPoint(x: locationInWindow.x - start.x, y: locationInWindow.y - start.y) }
        return CGPoint(x: to.x - from.x, y: to.y - from.y)
    }

    /// The pointer's velocity, in points per second of window coordinates (estimated by a
    /// ``VelocityTracker``); in `node`'s coordinates the vector is converted by the node's
    /// transforms.
    public func velocity(in node: DisplayNode?) -> CGPoint {
        let velocity = tracker.velocity
        guard let node, let dispatcher,
              let origin = dispatcher.convert(.zero, to: node),
              let tip = dispatcher.convert(velocity, to: node)
        else { return velocity }
        return CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
    }

    override public func pointerEvent(_ event: PointerEvent) {
        switch event.phase {
        case .began:
            start = event.location
            tracker.reset()
            tracker.add(event.location, at: event.timestamp)
        case .moved:
            tracker.add(event.location, at: event.timestamp)
            switch state {
            case .possible:
                if let start, hypot(event.location.x - start.x, event.location.y - start.y) >= minimumDistance {
                    state = .began
                }
            case .began, .changed:
                state = .changed
            default:
                break
            }
        case .ended:
            tracker.add(event.location, at: event.timestamp)
            state = state == .began || state == .changed ? .ended : .failed
        case .cancelled:
            state = state == .began || state == .changed ? .cancelled : .failed
        case .hovered:
            break
        }
    }

    override public func reset() {
        start = nil
        tracker.reset()
        super.reset()
    }
}

import Foundation

/// Recognises taps: presses that end where they began (UIKit's `UITapGestureRecognizer`).
///
/// A press fails the tap when it moves more than ``allowableMovement`` points from where it
/// began. With ``numberOfTapsRequired`` above 1, the taps must follow each other within
/// ``maximumIntervalBetweenTaps`` seconds and ``allowableMovement`` points. A discrete gesture:
/// its state goes to `.ended` when the last tap ends.
public final class TapGestureRecognizer: GestureRecognizer {
    /// How many taps make the gesture; 1 by default. Values below 1 count as 1.
    public var numberOfTapsRequired = 1
    /// How far a press may move and still be a tap, in points; 10, as UIKit's.
    public var allowableMovement: CGFloat = 10
    /// The longest pause between the taps of a multiple tap, in seconds; 0.35.
    public var maximumIntervalBetweenTaps: TimeInterval = 0.35

    private var start: CGPoint?
    private var tapsSoFar = 0
    private var lastTapEnd: (time: TimeInterval, location: CGPoint)?

    override public func pointerEvent(_ event: PointerEvent) {
        switch event.phase {
        case .began:
            if let previous = lastTapEnd,
               event.timestamp - previous.time > maximumIntervalBetweenTaps || distance(event.location, previous.location) > allowableMovement {
                tapsSoFar = 0
            }
            start = event.location
        case .moved:
            if let start, distance(event.location, start) > allowableMovement { state = .failed }
        case .ended:
            guard state == .possible, let start, distance(event.location, start) <= allowableMovement else {
                state = .failed
                return
            }
            tapsSoFar += 1
            lastTapEnd = (event.timestamp, event.location)
            if tapsSoFar >= max(numberOfTapsRequired, 1) {
                tapsSoFar = 0
                lastTapEnd = nil
                state = .ended
            }
        case .cancelled:
            state = .failed
        case .hovered:
            break
        }
    }

    override public func reset() {
        start = nil
        super.reset()
    }

    private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        hypot(a.x - b.x, a.y - b.y)
    }
}

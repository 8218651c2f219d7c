import Foundation
import Morph

/// A finger that an example's script moves: pointer events delivered through an
/// `InputDispatcher` on the scene's root, stamped with the time of the root's animator clock, so
/// a scripted tap or drag goes through the same gesture recognizers as a real one in
/// `morph play`, and a sampled run stays reproducible on its manual clock.
///
/// The dispatcher is made at the first event, not before: a window made for the same root later
/// makes its own, which then wins (the latest dispatcher for a root does).
@MainActor
public final class ScriptedPointer {
    /// The root whose tree receives the events.
    public let root: DisplayNode
    /// The dispatcher, made at the first event.
    private var dispatcher: InputDispatcher?
    /// Where the finger is, in window coordinates (after scaling from ``designSize``).
    public private(set) var location: CGPoint = .zero
    /// Whether the finger is down.
    public private(set) var isPressed = false
    /// A translucent dot where the finger touches, so that a sampled run of a drag shows the hand
    /// that drives it (as screen recordings show touches): it appears on a press, follows the
    /// moves and fades out on release; a tap flashes it. It is in no tree until a scene puts it
    /// in its ``ExampleScene/overlays``, and it takes no input.
    public let indicator: DisplayNode

    /// The diameter of ``indicator``, in points.
    public static let indicatorDiameter: CGFloat = 40

    /// The size the script's points are written for, or nil: with a size, every point given to
    /// ``press(at:)``, ``move(to:)`` and ``tap(at:)`` is scaled from it to the root's bounds when
    /// the event is sent, so a script written for an example's own size plays at any size
    /// (`morph render --size`).
    public let designSize: CGSize?

    /// A finger over `root`'s tree (the root is the window's root: window coordinates are its
    /// own), whose points are scaled from `designSize` to the root's bounds when given (a size
    /// that is not finite and positive counts as none), and mirrored across the root's width when
    /// the root's layout direction is right to left (scripts are written left to right).
    public init(root: DisplayNode, designSize: CGSize? = nil) {
        self.root = root
        self.designSize = designSize.flatMap { size in
            size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0 ? size : nil
        }
        indicator = DisplayNode(name: "finger")
        performWithoutAnimation {
            indicator.bounds = CGRect(x: 0, y: 0, width: Self.indicatorDiameter, height: Self.indicatorDiameter)
            indicator.cornerRadius = Self.indicatorDiameter / 2
            indicator.backgroundColor = Color(white: 0.55, alpha: 0.5)
            indicator.borderWidth = 2
            indicator.borderColor = Color(white: 1, alpha: 0.9)
            indicator.alpha = 0
            indicator.isUserInteractionEnabled = false
        }
    }

    /// Puts the finger down at `point`; a finger already down is lifted first.
    public func press(at point: CGPoint) {
        if isPressed { release() }
        isPressed = true
        let point = windowPoint(point)
        performWithoutAnimation { indicator.position = point }
        withAnimation(.curve(.easeOut, duration: 0.08)) { indicator.alpha = 1 }
        send(.began, at: point)
    }

    /// Moves the finger down to `point` (a move without a press does nothing).
    public func move(to point: CGPoint) {
        guard isPressed else { return }
        let point = windowPoint(point)
        performWithoutAnimation { indicator.position = point }
        send(.moved, at: point)
    }

    /// Lifts the finger where it is.
    public func release() {
        guard isPressed else { return }
        isPressed = false
        withAnimation(.curve(.easeIn, duration: 0.2)) { indicator.alpha = 0 }
        send(.ended, at: location)
    }

    /// A tap at `point`: down and up at once (the indicator flashes there).
    public func tap(at point: CGPoint) {
        press(at: point)
        release()
        indicator.animatableProperty(.alpha).animate(keyframes: Keyframes([
            Keyframe(1, duration: 0.06, curve: .easeOut),
            Keyframe(1, duration: 0.12),
            Keyframe(0, duration: 0.22, curve: .easeIn),
        ]))
    }

    /// `point` of the script in window coordinates: scaled from ``designSize`` to the root's
    /// bounds, when there is a design size.
    private func windowPoint(_ point: CGPoint) -> CGPoint {
        let size = root.bounds.size
        var point = point
        if let designSize {
            point = CGPoint(x: point.x * size.width / designSize.width, y: point.y * size.height / designSize.height)
        }
        // A script is written for a left-to-right screen; in a right-to-left environment the
        // screen is mirrored, and so is the finger (a fling towards the next page goes the other
        // way).
        if root.traitCollection.layoutDirection.isRightToLeft { point.x = size.width - point.x }
        return point
    }

    /// Delivers one event (in window coordinates) at the clock's time.
    private func send(_ phase: PointerEvent.Phase, at point: CGPoint) {
        location = point
        let dispatcher = dispatcher ?? InputDispatcher(root: root)
        self.dispatcher = dispatcher
        dispatcher.dispatch(.pointer(PointerEvent(phase, at: point, timestamp: root.animator.clock.now)))
    }
}

extension TimelineStep {
    /// The steps of a drag: `pointer` goes down at `from` (after the earlier steps have settled and
    /// `pause` more seconds), moves in a straight line to `to` in `duration` seconds — one move
    /// per `1 / movesPerSecond` seconds, eased in and out like a hand — and is lifted at its last
    /// move, while it still moves.
    ///
    /// - Parameters:
    ///   - name: what the drag does ("drag the detail down").
    ///   - pointer: the finger.
    ///   - from: where the finger goes down, in window coordinates.
    ///   - to: where it is lifted.
    ///   - duration: how long the finger moves, in seconds (at least one move).
    ///   - movesPerSecond: how often it moves; 60 by default.
    ///   - pause: the pause before the press.
    ///   - lift: the fraction of the path after which the finger is lifted (1: at `to`); a drag
    ///     lifted early keeps the speed it had there, for a fling.
    /// - Returns: the press and one step per move, the last of which lifts the finger.
    public static func drag(
        _ name: String,
        with pointer: ScriptedPointer,
        from: CGPoint,
        to: CGPoint,
        duration: TimeInterval,
        movesPerSecond: Double = 60,
        pause: TimeInterval = 0.25,
        lift: Double = 1
    ) -> [TimelineStep] {
        let interval = 1 / max(movesPerSecond, 1)
        let moves = max(Int((max(duration, 0) / interval).rounded()), 1)
        let liftAfter = min(max(Int((Double(moves) * lift).rounded()), 1), moves)
        var steps = [TimelineStep("\(name): press", start: .afterSettling(pause: pause)) { pointer.press(at: from) }]
        for move in 1...liftAfter {
            // Ease in and out: slow start, fast middle.
            let t = Double(move) / Double(moves)
            let eased = CGFloat(t * t * (3 - 2 * t))
            let point = CGPoint(x: from.x + (to.x - from.x) * eased, y: from.y + (to.y - from.y) * eased)
            if move < liftAfter {
                steps.append(TimelineStep("\(name): move \(move)", start: .afterStart(of: interval)) { pointer.move(to: point) })
            } else {
                // Lifted at the last move's moment, so the release keeps the finger's speed.
                steps.append(TimelineStep("\(name): move \(move) and release", start: .afterStart(of: interval)) {
                    pointer.move(to: point)
                    pointer.release()
                })
            }
        }
        return steps
    }
}

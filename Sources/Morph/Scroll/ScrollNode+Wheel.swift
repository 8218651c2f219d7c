import Foundation

extension ScrollNode {
    /// The largest delta a scroll event is taken at, per axis: 10,000 notches or 10⁶ points.
    /// Larger ones are clamped to it (the offset stays within the content anyway).
    static let maximumWheelNotches: CGFloat = 10_000
    static let maximumWheelPoints: CGFloat = 1_000_000
    /// How long a wheel notch's or a key's step takes: 0.2 s.
    static let stepDuration: TimeInterval = 0.2

    /// Scrolls for a mouse wheel or a touchpad (``scrollEvent(_:)``; see ``ScrollEvent``):
    ///
    /// - Notches step: each notch eases the content ``wheelNotchDistance`` points on in 0.2 s,
    ///   fast first; a notch during a step extends it from where it is, so quick notches
    ///   accumulate into one smooth motion. Over a node that scrolls only horizontally, a
    ///   vertical wheel moves it along the reading direction (down: towards the trailing edge,
    ///   left right to left); right to left, a Shift-wheel is mirrored too.
    /// - Points without a phase (a touchpad through SDL2) move the content at once, within its
    ///   range; what this node cannot take moves the enclosing scroll node.
    /// - Points with phases (a touchpad whose host reports the gesture) drag the content like a
    ///   finger: it rubber-bands past its edges, and at `.ended` it glides on or bounces back.
    ///
    /// An event is left to the supernode (returns false) when this node cannot move in its
    /// direction — it is at its edge, or scrolling is off —, so an enclosing scroll node takes
    /// it, as browsers chain wheel scrolling. Deltas that are NaN or infinite are ignored; larger
    /// than ``maximumWheelNotches`` notches or ``maximumWheelPoints`` points are clamped.
    func handleScrollEvent(_ event: ScrollEvent) -> Bool {
        guard isScrollEnabledStorage, event.delta.x.isFinite, event.delta.y.isFinite else { return false }
        let limit = event.granularity == .notches ? Self.maximumWheelNotches : Self.maximumWheelPoints
        let delta = CGPoint(x: min(max(event.delta.x, -limit), limit), y: min(max(event.delta.y, -limit), limit))
        switch (event.granularity, event.phase) {
        case (.notches, _):
            let notches = readingDirectionDelta(delta, modifiers: event.modifiers)
            return step(by: CGPoint(x: notches.x * wheelNotchDistanceStorage, y: notches.y * wheelNotchDistanceStorage))
        case (.points, nil):
            return move(by: delta, event: event)
        case (.points, .began?):
            guard canScroll(.horizontal) || canScroll(.vertical) else { return false }
            beginDrag(at: event.timestamp, catching: true)
            return true
        case (.points, .changed?):
            guard dragSession != nil else { return move(by: delta, event: event) }
            drag(by: delta, at: event.timestamp)
            return true
        case (.points, .ended?):
            guard dragSession != nil else { return false }
            if delta != .zero { drag(by: delta, at: event.timestamp) }
            endDrag(at: event.timestamp)
            return true
        }
    }

    /// Eases the content by `delta` from where the running step goes (or from where it is), kept
    /// within the range; false when that moves nothing.
    func step(by delta: CGPoint) -> Bool {
        let base = motionKind == .scrollingAnimation ? motionTarget ?? contentOffset : contentOffset
        var target = base
        if delta.x != 0, canScroll(.horizontal) { target.x += delta.x }
        if delta.y != 0, canScroll(.vertical) { target.y += delta.y }
        return step(to: clampedOffset(target), from: base)
    }

    /// Eases the content to `target` (a step of the wheel or a key); false when it is there (or
    /// going there) already.
    func step(to target: CGPoint, from base: CGPoint? = nil) -> Bool {
        let base = base ?? (motionKind == .scrollingAnimation ? motionTarget ?? contentOffset : contentOffset)
        guard target != base else { return false }
        animateOffset(to: target, duration: Self.stepDuration, easesOut: true)
        return true
    }

    /// Moves the content by `delta` at once, within the range, and passes what it cannot take to
    /// the enclosing scroll node; false when it takes nothing.
    private func move(by delta: CGPoint, event: ScrollEvent) -> Bool {
        let offset = contentOffset
        var target = offset
        if canScroll(.horizontal) { target.x += delta.x }
        if canScroll(.vertical) { target.y += delta.y }
        target = clampedOffset(target)
        guard target != offset else { return false }
        stopMotion(settling: false)
        writeOffset(target, notifiesDisplay: true)
        reportVisibleRectIfChanged()
        showIndicators()
        hideIndicatorsSoon()
        let rest = CGPoint(x: delta.x - (target.x - offset.x), y: delta.y - (target.y - offset.y))
        if rest != .zero, let outer = enclosingScrollNode {
            var passed = event
            passed.delta = rest
            _ = outer.handleScrollEvent(passed)
        }
        return true
    }

    /// The nearest scroll node around this one.
    var enclosingScrollNode: ScrollNode? {
        var ancestor = supernode
        while let node = ancestor {
            if let scrollNode = node as? ScrollNode { return scrollNode }
            ancestor = node.supernode
        }
        return nil
    }
}

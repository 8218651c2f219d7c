import Foundation

extension ScrollNode {
    // MARK: - Running motions

    /// Starts `x` and `y` (either may be nil) as the node's motion, replacing the running one,
    /// and ticks it from the next tick on.
    func startMotion(x: ScrollAxisMotion?, y: ScrollAxisMotion?, kind: ScrollMotionKind) {
        motionX = x
        motionY = y
        motionKind = kind
        guard x != nil || y != nil else { return }
        showIndicators()
        observeTicks()
    }

    /// Where the running motion ends (the current offset on an axis without one), or nil when
    /// nothing moves.
    var motionTarget: CGPoint? {
        guard motionX != nil || motionY != nil else { return nil }
        let offset = contentOffset
        return CGPoint(x: motionX.map { CGFloat($0.end) } ?? offset.x, y: motionY.map { CGFloat($0.end) } ?? offset.y)
    }

    /// The offset and velocity (points per second) of the running motion at the clock's time; the
    /// model offset at rest.
    var currentMotionState: (offset: CGPoint, velocity: CGPoint) {
        var offset = contentOffset
        var velocity = CGPoint.zero
        let now = animator.now
        if let motionX {
            let sample = motionX.sample(at: now)
            offset.x = CGFloat(sample.offset)
            velocity.x = CGFloat(sample.velocity)
        }
        if let motionY {
            let sample = motionY.sample(at: now)
            offset.y = CGFloat(sample.offset)
            velocity.y = CGFloat(sample.velocity)
        }
        return (offset, velocity)
    }

    /// Stops the running motion where it is. `settling`: an offset left past an edge springs back
    /// (used when scrolling is turned off); otherwise it stays.
    func stopMotion(settling: Bool) {
        guard motionX != nil || motionY != nil else { return }
        motionX = nil
        motionY = nil
        if settling {
            let offset = contentOffset
            let clamped = clampedOffset(offset)
            if clamped != offset { writeOffset(clamped, notifiesDisplay: true) }
            reportVisibleRectIfChanged()
        }
        hideIndicatorsSoon()
    }

    /// Eases the offset to `target` in `duration` seconds from where it is, keeping the speed it
    /// has; `easesOut`: a fresh step starts fast and slows down (a wheel notch, a key), otherwise
    /// it eases in and out (code).
    func animateOffset(to target: CGPoint, duration: TimeInterval, easesOut: Bool) {
        let (offset, velocity) = currentMotionState
        let now = animator.now
        func axis(_ from: CGFloat, _ to: CGFloat, _ speed: CGFloat) -> ScrollAxisMotion? {
            let distance = Double(to - from)
            guard abs(distance) > 1e-9 else { return nil }
            var startVelocity = Double(speed)
            if easesOut {
                // A Hermite step starting at k·d/T eases out for k in 2…3 (2: quadratic, 3: cubic)
                // and would overshoot beyond 3: the speed it already has is kept within that.
                let k = startVelocity * duration / distance
                startVelocity = min(max(k, 2), 3) * distance / duration
            }
            return ScrollAxisMotion.ease(at: now, from: Double(from), to: Double(to), velocity: startVelocity, duration: duration)
        }
        let x = axis(offset.x, target.x, velocity.x)
        let y = axis(offset.y, target.y, velocity.y)
        if offset != contentOffset { writeOffset(offset, notifiesDisplay: true) }
        guard x != nil || y != nil else {
            stopMotion(settling: false)
            return
        }
        startMotion(x: x, y: y, kind: .scrollingAnimation)
    }

    // MARK: - Ticks

    /// Registers the tick observer that moves the motion and reports the visible rect, if it is
    /// not registered.
    func observeTicks() {
        guard tickObserver == nil else { return }
        let reference = WeakNode(self)
        tickObserver = animator.addTickObserver { time in
            (reference.node as? ScrollNode)?.tick(at: time)
        }
    }

    /// One frame: moves the content along the running motion to `time` (rounded to the pixel grid
    /// while it moves, exact where it ends), reports the visible rect, and ends the motion and the
    /// observation when nothing moves any more.
    func tick(at time: TimeInterval) {
        let hadMotion = motionX != nil || motionY != nil
        if hadMotion {
            var offset = contentOffset
            let scale = max(rootLayoutContext.screenScale, 1)
            if let motion = motionX {
                let sample = motion.sample(at: time)
                offset.x = sample.isFinished ? CGFloat(sample.offset) : Self.rounded(sample.offset, scale: scale)
                if sample.isFinished { motionX = nil }
            }
            if let motion = motionY {
                let sample = motion.sample(at: time)
                offset.y = sample.isFinished ? CGFloat(sample.offset) : Self.rounded(sample.offset, scale: scale)
                if sample.isFinished { motionY = nil }
            }
            // The animator ticks every frame while this observer is registered, so the display
            // needs no separate notice (which would cost a window a task per frame).
            if offset != contentOffset { writeOffset(offset, notifiesDisplay: false) }
        }
        reportVisibleRectIfChanged()
        if hadMotion, motionX == nil, motionY == nil {
            let kind = motionKind
            hideIndicatorsSoon()
            switch kind {
            case .deceleration: delegate?.scrollNodeDidEndDecelerating(self)
            case .scrollingAnimation: delegate?.scrollNodeDidEndScrollingAnimation(self)
            }
        }
        // The delegate may have started another motion.
        if motionX == nil, motionY == nil, viewStateStorage?.existing(.bounds)?.isAnimating != true {
            stopObservingTicks()
        }
    }

    /// Removes the tick observer.
    func stopObservingTicks() {
        guard let tickObserver else { return }
        animator.removeTickObserver(tickObserver)
        self.tickObserver = nil
    }

    /// `value` rounded to the pixel grid of `scale`.
    static func rounded(_ value: Double, scale: CGFloat) -> CGFloat {
        guard value.isFinite else { return 0 }
        return CGFloat((value * Double(scale)).rounded() / Double(scale))
    }

    // MARK: - Writing the offset

    /// Sets the bounds' origin to `offset` without animation. `notifiesDisplay`: tell the tree's
    /// host (a change outside the animator's ticks, such as a finger's move).
    func writeOffset(_ offset: CGPoint, notifiesDisplay: Bool) {
        guard offset.x.isFinite, offset.y.isFinite else { return }
        let size = bounds.size
        let rect = CGRect(origin: offset, size: size)
        isWritingOffset = true
        defer { isWritingOffset = false }
        if notifiesDisplay {
            performWithoutAnimation { bounds = rect }
        } else {
            animatableProperty(.bounds).setValueWithoutAnimation(rect)
        }
    }

    /// Calls ``visibleRectDidChange(_:)`` (and, when the offset changed, the delegate's
    /// ``ScrollNodeDelegate/scrollNodeDidScroll(_:)``) if the visible rect differs from the one
    /// last reported.
    func reportVisibleRectIfChanged() {
        let visible = visibleRect
        let previous = reportedVisibleRect
        guard visible != previous else { return }
        reportedVisibleRect = visible
        visibleRectDidChange(visible)
        if previous == nil || previous?.origin != visible.origin {
            delegate?.scrollNodeDidScroll(self)
        }
    }

    /// Called when the node itself changed what it draws (a view property, its subnodes, a
    /// layout), except when it wrote its own offset: the content index and the next layout pass
    /// must look at the content again, and the visible rect may have changed.
    func ownDisplayDidChange() {
        guard !isWritingOffset else { return }
        contentIndex.invalidate()
        contentNeedsLayoutPass = true
        viewportWidthDidChange()
        if viewStateStorage?.existing(.bounds)?.isAnimating == true { observeTicks() }
        reportVisibleRectIfChanged()
    }

    /// Called when a node inside the content changed what it draws: `isSubnode` for a subnode
    /// (its frame may have changed, so the content index is stale); deeper nodes only need the
    /// next layout pass to look at the content.
    func contentDisplayDidChange(isSubnode: Bool) {
        if isSubnode { contentIndex.invalidate() }
        contentNeedsLayoutPass = true
    }
}

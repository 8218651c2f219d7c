import Foundation

extension ScrollNode {
    // MARK: - Deciding

    /// Whether the content moves without a finger — a glide, a bounce, a step — so a press
    /// catches it.
    var isMovingOnItsOwn: Bool {
        motionX != nil || motionY != nil || viewStateStorage?.existing(.bounds)?.isAnimating == true
    }

    /// Whether a press that moved by `translation` is a drag of this node: it scrolls along the
    /// translation's main axis (or along both axes). When it does not, the pan fails and an
    /// enclosing scroll node's pan can take the press — a vertical drag on a horizontal carousel
    /// scrolls the feed around it.
    func acceptsDrag(along translation: CGPoint) -> Bool {
        let horizontal = canScroll(.horizontal), vertical = canScroll(.vertical)
        if horizontal && vertical { return true }
        return abs(translation.x) > abs(translation.y) ? horizontal : vertical
    }

    // MARK: - Dragging

    /// Starts a drag led by this node: stops its motion (a catch), finds the enclosing scroll
    /// nodes its movement passes to, and reports ``ScrollNodeDelegate/scrollNodeWillBeginDragging(_:)``.
    func beginDrag(at time: TimeInterval, catching: Bool) {
        stopMotion(settling: false)
        var horizontal: [ScrollNode] = [], vertical: [ScrollNode] = []
        if canScroll(.horizontal) { horizontal.append(self) }
        if canScroll(.vertical) { vertical.append(self) }
        // Enclosing scroll nodes take what this one cannot, along the axes it scrolls; one that is
        // still bouncing back from past an edge finishes its bounce and takes no part.
        var ancestor = supernode
        while let node = ancestor {
            if let outer = node as? ScrollNode, outer.dragParticipation == nil {
                let offset = outer.contentOffset
                if outer.clampedOffset(offset) == offset {
                    outer.stopMotion(settling: false)
                    if !horizontal.isEmpty, outer.canScroll(.horizontal) { horizontal.append(outer) }
                    if !vertical.isEmpty, outer.canScroll(.vertical) { vertical.append(outer) }
                }
            }
            ancestor = node.supernode
        }
        let session = ScrollDragSession(chains: (horizontal, vertical))
        session.tracker.add(.zero, at: time)
        dragSession = session
        join(session)
        delegate?.scrollNodeWillBeginDragging(self)
    }

    /// Makes this node a participant of `session`: it may move with the drag from now on. Its raw
    /// offset starts where its content is (where the band shows it, when it was caught past an
    /// edge).
    private func join(_ session: ScrollDragSession) {
        guard dragParticipation == nil else { return }
        let offset = contentOffset
        var raw = offset
        for axis in ScrollAxis.allCases {
            let range = offsetRange(axis)
            let edge = min(max(offset[axis], range.lowerBound), range.upperBound)
            if offset[axis] != edge {
                raw[axis] = edge + ScrollPhysics.overscroll(forRubberBanded: offset[axis] - edge, dimension: bounds.size[axis])
            }
        }
        dragParticipation = ScrollDragParticipation(startOffset: offset, rawOffset: raw, hasMoved: session.participants.isEmpty)
        session.participants.append(self)
        if session.participants.count == 1 { showIndicators() }
    }

    /// Moves the content by `delta` (points of content, against the finger): along each axis the
    /// innermost node of the drag's chain takes what it can before its edge, the next takes the
    /// rest, and what no node can take pulls the leading node past its edge on the rubber band.
    func drag(by delta: CGPoint, at time: TimeInterval) {
        guard let session = dragSession, delta.x.isFinite, delta.y.isFinite else { return }
        session.displacement.x += delta.x
        session.displacement.y += delta.y
        session.tracker.add(session.displacement, at: time)
        var moved: [ScrollNode] = []
        for axis in ScrollAxis.allCases {
            var remaining = delta[axis]
            let chain = session.chain(axis)
            guard remaining != 0, !chain.isEmpty else { continue }
            for node in chain {
                node.join(session)
                let taken = node.take(remaining, along: axis, leading: node === self)
                if taken != 0 {
                    remaining -= taken
                    session.recordMove(of: node, along: axis)
                    if !moved.contains(where: { $0 === node }) { moved.append(node) }
                }
                if remaining == 0 { break }
            }
            if remaining != 0, chain.first === self, canBounce(axis) {
                // Nobody can take it: the leading node goes past its edge.
                dragParticipation?.rawOffset[axis] += remaining
                session.recordMove(of: self, along: axis)
                if !moved.contains(where: { $0 === self }) { moved.append(self) }
            }
        }
        for node in moved {
            if node.dragParticipation?.hasMoved == false {
                node.dragParticipation?.hasMoved = true
                node.showIndicators()
                node.delegate?.scrollNodeWillBeginDragging(node)
            }
            node.showDraggedOffset()
        }
    }

    /// Takes as much of `delta` along `axis` as this node can without passing an edge (after first
    /// pulling an overscrolled leading node back toward its range); returns what it took.
    private func take(_ delta: CGFloat, along axis: ScrollAxis, leading: Bool) -> CGFloat {
        guard var raw = dragParticipation?.rawOffset[axis] else { return 0 }
        let range = offsetRange(axis)
        var taken: CGFloat = 0
        var rest = delta
        // Back from past an edge first.
        if leading, raw < range.lowerBound || raw > range.upperBound {
            let edge = raw < range.lowerBound ? range.lowerBound : range.upperBound
            guard (edge - raw) * rest > 0 else { return 0 }
            let back = abs(rest) < abs(edge - raw) ? rest : edge - raw
            raw += back
            rest -= back
            taken += back
        }
        if rest != 0 {
            let target = min(max(raw + rest, range.lowerBound), range.upperBound)
            taken += target - raw
            raw = target
        }
        guard taken != 0 else { return 0 }
        dragParticipation?.rawOffset[axis] = raw
        return taken
    }

    /// Shows the dragged offset: the raw offset, with the rubber band applied past the edges,
    /// rounded to the pixel grid.
    private func showDraggedOffset() {
        guard let participation = dragParticipation else { return }
        var shown = participation.rawOffset
        let scale = max(rootLayoutContext.screenScale, 1)
        for axis in ScrollAxis.allCases {
            let range = offsetRange(axis)
            let raw = participation.rawOffset[axis]
            let edge = min(max(raw, range.lowerBound), range.upperBound)
            shown[axis] = Self.rounded(Double(edge + ScrollPhysics.rubberBand(raw - edge, dimension: bounds.size[axis])), scale: scale)
        }
        if shown != contentOffset { writeOffset(shown, notifiesDisplay: true) }
        reportVisibleRectIfChanged()
    }

    // MARK: - Releasing

    /// Ends the drag led by this node: asks each node it moved for its target
    /// (``ScrollNodeDelegate/scrollNodeWillEndDragging(_:withVelocity:targetContentOffset:)``),
    /// then lets it glide on, snap to a page or bounce back. `cancelled`: the press was taken
    /// away; nothing is flung.
    func endDrag(at time: TimeInterval, cancelled: Bool = false) {
        guard let session = dragSession else { return }
        dragSession = nil
        // The release itself is a sample: a finger held still before it lifts flings nothing.
        session.tracker.add(session.displacement, at: time)
        let velocity = cancelled ? .zero : session.tracker.velocity
        for node in session.participants {
            guard node.dragParticipation?.hasMoved == true else {
                node.dragParticipation = nil
                continue
            }
            var nodeVelocity = CGPoint.zero
            for axis in ScrollAxis.allCases where session.flinger(axis) === node {
                nodeVelocity[axis] = velocity[axis].isFinite ? velocity[axis] : 0
            }
            node.release(velocity: nodeVelocity, at: time)
        }
    }

    /// Releases this node from a drag at `velocity` (points per second of content): the target,
    /// the delegate's say on it, the drag's end events and the motion that follows.
    private func release(velocity: CGPoint, at time: TimeInterval) {
        guard let participation = dragParticipation else { return }
        dragParticipation = nil
        let offset = contentOffset
        let rate = Double(decelerationRateStorage.rawValue)
        var proposed = offset
        var pages: (x: Bool, y: Bool) = (false, false)
        for axis in ScrollAxis.allCases {
            let range = offsetRange(axis)
            let projection = ScrollPhysics.projectedOffset(from: offset[axis], velocity: velocity[axis], rate: decelerationRateStorage)
            if isPagingEnabled, canScroll(axis) {
                proposed[axis] = pageTarget(along: axis, projection: projection, startOffset: participation.startOffset[axis])
                if axis == .horizontal { pages.x = true } else { pages.y = true }
            } else {
                proposed[axis] = min(max(projection, range.lowerBound), range.upperBound)
            }
        }
        var target = proposed
        delegate?.scrollNodeWillEndDragging(self, withVelocity: velocity, targetContentOffset: &target)
        func motion(_ axis: ScrollAxis) -> ScrollAxisMotion? {
            let range = offsetRange(axis)
            let chosen = target[axis].isFinite ? target[axis] : proposed[axis]
            let isPaging = axis == .horizontal ? pages.x : pages.y
            let explicitTarget: Double? = isPaging || chosen != proposed[axis] ? Double(chosen) : nil
            guard canScroll(axis) || offset[axis] < range.lowerBound || offset[axis] > range.upperBound else { return nil }
            return ScrollAxisMotion.release(
                at: time,
                offset: Double(offset[axis]),
                velocity: Double(velocity[axis]),
                rate: rate,
                range: Double(range.lowerBound)...Double(range.upperBound),
                target: explicitTarget,
                bounces: canBounce(axis)
            )
        }
        let x = motion(.horizontal)
        let y = motion(.vertical)
        let willDecelerate = x != nil || y != nil
        delegate?.scrollNodeDidEndDragging(self, willDecelerate: willDecelerate)
        if willDecelerate {
            delegate?.scrollNodeWillBeginDecelerating(self)
            startMotion(x: x, y: y, kind: .deceleration)
        } else {
            hideIndicatorsSoon()
        }
    }

    /// The page a release lands on along `axis`: the multiple of the node's size (counted from
    /// the leading edge, ``pageOrigin(along:)``) nearest the projection, at most one page from the
    /// page the drag began on, within the range.
    private func pageTarget(along axis: ScrollAxis, projection: CGFloat, startOffset: CGFloat) -> CGFloat {
        let page = bounds.size[axis]
        let range = offsetRange(axis)
        guard page > 0 else { return min(max(projection, range.lowerBound), range.upperBound) }
        let origin = pageOrigin(along: axis)
        let startPage = ((startOffset - origin) / page).rounded()
        let chosen = min(max(((projection - origin) / page).rounded(), startPage - 1), startPage + 1)
        return min(max(origin + chosen * page, range.lowerBound), range.upperBound)
    }
}

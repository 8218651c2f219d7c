import Foundation

extension ScrollNode {
    // MARK: - What assistive technology sees

    /// Where the node is scrolled, for its semantics node: the offset it is going to (a running
    /// motion's end, so a screen reader hears where a page step lands), the range and the axes it
    /// can move along.
    var semanticsScroll: SemanticsScroll {
        var directions: ScrollDirections = []
        if canScroll(.vertical) { directions.insert(.vertical) }
        if canScroll(.horizontal) { directions.insert(.horizontal) }
        return SemanticsScroll(
            contentOffset: motionTarget ?? contentOffset,
            minimumContentOffset: minimumContentOffset,
            maximumContentOffset: maximumContentOffset,
            contentSize: contentSizeStorage,
            directions: directions
        )
    }

    // MARK: - Scrolling for assistive technology

    /// Moves the content a page in `direction` (see ``accessibilityScroll(_:)``); false when it
    /// cannot move that way.
    func scrollByAccessibilityPage(_ direction: AccessibilityScrollDirection) -> Bool {
        guard isScrollEnabledStorage else { return false }
        let inset = contentInsetStorage
        let size = bounds.size
        let fraction = isPagingEnabled ? 1 : Self.pageFraction
        let pageX = max((size.width - inset.left - inset.right) * fraction, lineScrollDistanceStorage)
        let pageY = max((size.height - inset.top - inset.bottom) * fraction, lineScrollDistanceStorage)
        let delta: CGPoint
        switch resolved(direction) {
        case .up: delta = CGPoint(x: 0, y: pageY)
        case .down: delta = CGPoint(x: 0, y: -pageY)
        case .left: delta = CGPoint(x: pageX, y: 0)
        case .right: delta = CGPoint(x: -pageX, y: 0)
        case .next, .previous: return false
        }
        let axis: ScrollAxis = delta.x != 0 ? .horizontal : .vertical
        guard canScroll(axis) else { return false }
        guard isPagingEnabled else { return step(by: delta) }
        // A paging node rests on pages: the page next to the one it is on (or going to).
        let base = motionTarget ?? contentOffset
        var target = base
        target[axis] = pageOffset(after: base[axis] + delta[axis] / 2, along: axis, towards: delta[axis])
        return step(to: clampedOffset(target), from: base)
    }

    /// ``AccessibilityScrollDirection/next`` and ``AccessibilityScrollDirection/previous`` as
    /// the direction the content moves: up the page for a node that scrolls vertically, else
    /// towards the trailing edge in the layout direction.
    private func resolved(_ direction: AccessibilityScrollDirection) -> AccessibilityScrollDirection {
        guard direction == .next || direction == .previous else { return direction }
        let forward = direction == .next
        if canScroll(.vertical) || !canScroll(.horizontal) { return forward ? .up : .down }
        // The content moves against the reading direction to show what comes next.
        let rightToLeft = traitCollection.layoutDirection == .rightToLeft
        return forward != rightToLeft ? .left : .right
    }

    /// The page boundary nearest `offset` in the direction of `sign` (pages are multiples of the
    /// viewport, counted from the leading edge).
    private func pageOffset(after offset: CGFloat, along axis: ScrollAxis, towards sign: CGFloat) -> CGFloat {
        let page = bounds.size[axis]
        guard page > 0 else { return offset }
        let origin = pageOrigin(along: axis)
        let index = (offset - origin) / page
        return origin + (sign > 0 ? index.rounded(.up) : index.rounded(.down)) * page
    }

    /// Scrolls so that `rect` (in content coordinates) lies in the viewport as `alignment` asks,
    /// within the scrollable range; returns the offset it scrolls to.
    @discardableResult
    func scrollRect(_ rect: CGRect, to alignment: AccessibilityScrollAlignment, animated: Bool) -> CGPoint {
        let rect = rect.standardized
        let offset = motionTarget ?? contentOffset
        let size = bounds.size
        let inset = contentInsetStorage
        func axis(_ edge: AccessibilityScrollAlignment.Edge, _ offset: CGFloat, _ start: CGFloat, _ length: CGFloat, _ viewport: CGFloat, _ before: CGFloat, _ after: CGFloat) -> CGFloat {
            let visibleLength = viewport - before - after
            switch edge {
            case .start: return start - before
            case .end: return start + length - visibleLength - before
            case .nearest:
                let visibleStart = offset + before
                if length > visibleLength || start < visibleStart { return start - before }
                if start + length > visibleStart + visibleLength { return start + length - visibleLength - before }
                return offset
            }
        }
        let target = clampedOffset(CGPoint(
            x: axis(alignment.horizontal, offset.x, rect.minX, rect.width, size.width, inset.left, inset.right),
            y: axis(alignment.vertical, offset.y, rect.minY, rect.height, size.height, inset.top, inset.bottom)
        ))
        if target != offset { setContentOffset(target, animated: animated) }
        return target
    }
}

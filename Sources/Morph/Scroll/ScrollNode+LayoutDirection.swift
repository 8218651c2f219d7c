import Foundation

extension ScrollNode {
    // MARK: - Right to left

    /// Whether the node's horizontal axis runs right to left: its environment's layout direction
    /// is right to left. The offset stays physical (`bounds.origin`, as in UIKit), but the
    /// content's start — where the node rests first, where pages are counted from, where Home
    /// goes — is its right edge, the maximum horizontal offset, as Compose, Flutter and SwiftUI
    /// start a horizontal scroller at its leading edge.
    var isHorizontallyMirrored: Bool {
        traitCollection.layoutDirection == .rightToLeft
    }

    /// The horizontal offset of the content's leading edge: the smallest offset left to right,
    /// the largest right to left.
    var leadingOffsetX: CGFloat {
        isHorizontallyMirrored ? maximumContentOffset.x : minimumContentOffset.x
    }

    /// The horizontal offset of the content's trailing edge.
    var trailingOffsetX: CGFloat {
        isHorizontallyMirrored ? minimumContentOffset.x : maximumContentOffset.x
    }

    /// Where pages are counted from along `axis` (``isPagingEnabled``): 0, or right to left the
    /// largest horizontal offset, so that the first page is the rightmost one even when the
    /// content is not a whole number of pages wide.
    func pageOrigin(along axis: ScrollAxis) -> CGFloat {
        axis == .horizontal && isHorizontallyMirrored ? maximumContentOffset.x : 0
    }

    /// The offset to keep when the content's size (or the insets) change from `oldMaximumX` to
    /// the present maximum: right to left the distance from the right edge stays, so content
    /// that arrives (or grows) keeps the node at its start, and a node that rested at its start
    /// stays there.
    func offsetKeepingLeadingEdge(_ offset: CGPoint, oldMaximumX: CGFloat) -> CGPoint {
        guard isHorizontallyMirrored else { return offset }
        return CGPoint(x: offset.x + maximumContentOffset.x - oldMaximumX, y: offset.y)
    }

    /// Right to left, keeps the distance from the content's right edge when the viewport's width
    /// changed (a resize, the first layout), so the node stays at its start.
    func viewportWidthDidChange() {
        let width = bounds.size.width
        let oldWidth = lastViewportWidth
        guard width != oldWidth else { return }
        lastViewportWidth = width
        guard isHorizontallyMirrored else { return }
        let oldMaximumX = max(minimumContentOffset.x, contentSizeStorage.width + contentInsetStorage.right - oldWidth)
        keepOffsetInRange(preferring: offsetKeepingLeadingEdge(contentOffset, oldMaximumX: oldMaximumX))
    }

    /// Mirrors the horizontal offset within the range when the layout direction changed, so the
    /// same part of the (mirrored) content stays in view; a node at its start stays at its start.
    func layoutDirectionDidChange(previous: TraitCollection) {
        guard previous.layoutDirection != traitCollection.layoutDirection else { return }
        let minimum = minimumContentOffset.x, maximum = maximumContentOffset.x
        guard maximum > minimum else { return }
        let offset = motionTarget ?? contentOffset
        stopMotion(settling: false)
        writeOffset(CGPoint(x: minimum + maximum - offset.x, y: offset.y), notifiesDisplay: true)
        reportVisibleRectIfChanged()
    }

    /// A vertical wheel's notches over a node that scrolls only horizontally move it along the
    /// reading direction (down: towards the trailing edge, left in a right-to-left environment),
    /// as GTK and Compose do; and a Shift-wheel, which the window turns into a horizontal delta,
    /// is mirrored right to left for the same reason. A horizontal wheel's or a touchpad's deltas
    /// stay physical: the content follows the fingers.
    func readingDirectionDelta(_ delta: CGPoint, modifiers: KeyModifiers) -> CGPoint {
        let sign: CGFloat = isHorizontallyMirrored ? -1 : 1
        if delta.x == 0, delta.y != 0, !canScroll(.vertical), canScroll(.horizontal) {
            return CGPoint(x: delta.y * sign, y: 0)
        }
        if modifiers.contains(.shift), delta.y == 0, delta.x != 0 {
            return CGPoint(x: delta.x * sign, y: 0)
        }
        return delta
    }
}

import Foundation
@_spi(MorphInternals) import MorphLayout

extension ScrollNode {
    // MARK: - Layout inputs

    /// The axes along which the content is laid out without a limit (Texture's
    /// `scrollableDirections`); ``ScrollDirections/vertical`` by default. The other axis gets the
    /// node's own size. Readable and settable from any thread; a change lays the node out again.
    ///
    /// It shapes the layout only: the content scrolls along every axis on which it is larger than
    /// the node, as in UIKit.
    public nonisolated var scrollableDirections: ScrollDirections {
        get { scrollableDirectionsInput.value }
        set { scrollableDirectionsInput.value = newValue }
    }

    /// Whether each layout sets ``contentSize`` to the size the content measured (Texture's
    /// `automaticallyManagesContentSize`). On by default (Texture's default is off, and turning
    /// it on is the first thing its examples do); turn it off to set ``contentSize`` yourself — a
    /// list that knows its height without laying out every row. Readable and settable from any
    /// thread.
    public nonisolated var automaticallyManagesContentSize: Bool {
        get { managesContentSizeInput.value }
        set { managesContentSizeInput.value = newValue }
    }

    // MARK: - Content geometry

    /// The size of the content, in points: the scrollable area before ``contentInset``. With
    /// ``automaticallyManagesContentSize`` each layout sets it; set it yourself otherwise.
    ///
    /// Bad sizes are clamped: a negative or NaN dimension becomes 0, an infinite one the largest
    /// a layout may have (10⁷ points). Right to left, the distance from the content's right edge
    /// (its start) is kept as the size changes, so a node starts at its right edge. When the
    /// content shrinks under the offset, the offset moves back into the new range (unless a finger or a motion is moving it: they bring it back
    /// themselves).
    public var contentSize: CGSize {
        get { contentSizeStorage }
        set { setContentSize(newValue) }
    }

    /// Space around the content that the offset can reach, in points (UIKit's `contentInset`):
    /// with a top inset of 100, the smallest offset is −100 and the content's top can be scrolled
    /// 100 points below the node's top — under a floating header, say. Zero by default.
    ///
    /// Non-finite insets are ignored; negative ones are kept (they shrink the range), as UIKit
    /// does. An offset that rested at the old smallest offset moves to the new one (the content's
    /// start stays in view); any other offset is kept within the new range.
    public var contentInset: EdgeInsets {
        get { contentInsetStorage }
        set {
            guard newValue.top.isFinite, newValue.left.isFinite, newValue.bottom.isFinite, newValue.right.isFinite else { return }
            let oldMinimum = minimumContentOffset
            let oldMaximum = maximumContentOffset
            let offset = contentOffset
            contentInsetStorage = newValue
            var target = offset
            if isHorizontallyMirrored {
                // Right to left the content's start is its right edge.
                if offset.x == oldMaximum.x { target.x = maximumContentOffset.x }
            } else if offset.x == oldMinimum.x {
                target.x = minimumContentOffset.x
            }
            if offset.y == oldMinimum.y { target.y = minimumContentOffset.y }
            keepOffsetInRange(preferring: target)
        }
    }

    /// Sets the content size (clamped as ``contentSize`` says) and keeps the offset in range.
    func setContentSize(_ size: CGSize) {
        let clean = CGSize(width: Self.cleanExtent(size.width), height: Self.cleanExtent(size.height))
        guard clean != contentSizeStorage else { return }
        let oldMaximumX = maximumContentOffset.x
        contentSizeStorage = clean
        keepOffsetInRange(preferring: offsetKeepingLeadingEdge(contentOffset, oldMaximumX: oldMaximumX))
    }

    /// A content extent as ``contentSize`` stores it.
    private static func cleanExtent(_ value: CGFloat) -> CGFloat {
        guard !value.isNaN, value > 0 else { return 0 }
        return min(value, 1e7)
    }

    /// Moves the offset to `preferred` kept within the range, without animation, unless a drag or
    /// a motion is moving the content.
    func keepOffsetInRange(preferring preferred: CGPoint) {
        guard dragParticipation == nil, motionX == nil, motionY == nil else { return }
        let target = clampedOffset(preferred)
        guard target != contentOffset else { return }
        stopMotion(settling: false)
        writeOffset(target, notifiesDisplay: true)
        reportVisibleRectIfChanged()
    }

    // MARK: - The offset

    /// Where the content's origin is scrolled to: the point of the content at the node's top-left
    /// corner — the node's ``DisplayNode/bounds`` origin, as in UIKit. Zero by default (the
    /// smallest offset is `−contentInset` on each axis).
    ///
    /// An animatable view property: set inside `withAnimation(_:_:completion:)` it animates, and
    /// ``ScrollNodeDelegate/scrollNodeDidScroll(_:)`` reports every frame; outside, it jumps.
    /// Setting it stops a glide, a bounce or a step in progress. It is not clamped to the
    /// scrollable range (UIKit does not clamp it either; a drag or a release brings it back); NaN
    /// and infinite components are ignored.
    public var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else { return }
            stopMotion(settling: false)
            isWritingOffset = true
            bounds = CGRect(origin: newValue, size: bounds.size)
            isWritingOffset = false
            if viewStateStorage?.existing(.bounds)?.isAnimating == true { observeTicks() }
            reportVisibleRectIfChanged()
        }
    }

    /// The smallest offset on each axis: `−contentInset.left`, `−contentInset.top`.
    public var minimumContentOffset: CGPoint {
        CGPoint(x: -contentInsetStorage.left, y: -contentInsetStorage.top)
    }

    /// The largest offset on each axis: the content and its insets less the node's size, and never
    /// below ``minimumContentOffset``.
    public var maximumContentOffset: CGPoint {
        let size = bounds.size
        let minimum = minimumContentOffset
        return CGPoint(
            x: max(minimum.x, contentSizeStorage.width + contentInsetStorage.right - size.width),
            y: max(minimum.y, contentSizeStorage.height + contentInsetStorage.bottom - size.height)
        )
    }

    /// `offset` with each component kept between the smallest and the largest offset.
    public func clampedOffset(_ offset: CGPoint) -> CGPoint {
        let minimum = minimumContentOffset, maximum = maximumContentOffset
        return CGPoint(
            x: min(max(offset.x.isFinite ? offset.x : minimum.x, minimum.x), maximum.x),
            y: min(max(offset.y.isFinite ? offset.y : minimum.y, minimum.y), maximum.y)
        )
    }

    /// What is on screen of the content at the animator's last tick: the bounds' presentation —
    /// the offset on screen and the node's size — in content coordinates.
    public var visibleRect: CGRect {
        viewStateStorage?.existing(.bounds)?.presentationValue ?? bounds
    }

    /// Moves the content so that `offset` is at the node's top-left corner (UIKit's
    /// `setContentOffset(_:animated:)`).
    ///
    /// Animated, the content eases there in 0.3 s from where it is (and at the speed it has, when
    /// it moves), reports ``ScrollNodeDelegate/scrollNodeDidScroll(_:)`` on every frame and
    /// ends with ``ScrollNodeDelegate/scrollNodeDidEndScrollingAnimation(_:)``; a finger
    /// catches it. Not animated, it jumps. A glide, a bounce or a step in progress stops. The
    /// offset is not clamped (as UIKit); a NaN or infinite component keeps the current offset on
    /// that axis.
    public func setContentOffset(_ offset: CGPoint, animated: Bool) {
        let current = contentOffset
        let target = CGPoint(x: offset.x.isFinite ? offset.x : current.x, y: offset.y.isFinite ? offset.y : current.y)
        guard animated else {
            performWithoutAnimation { contentOffset = target }
            return
        }
        animateOffset(to: target, duration: Self.animatedScrollDuration, easesOut: false)
    }

    /// Scrolls as little as possible to show `rect` (in content coordinates) inside the viewport
    /// less ``contentInset`` (UIKit's `scrollRectToVisible(_:animated:)`): nothing when it is
    /// visible already; a rect larger than the viewport is aligned with the viewport's top or left.
    /// The offset stays within the scrollable range. A rect with a NaN or infinite component is
    /// ignored.
    public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        scrollRect(rect, to: .anywhere, animated: animated)
    }

    /// How long an animated ``setContentOffset(_:animated:)`` takes: 0.3 s, as UIKit's.
    static let animatedScrollDuration: TimeInterval = 0.3

    // MARK: - Ranges per axis

    /// Whether the content can move along `axis`: scrolling is on and the content (with its
    /// insets) is larger than the node, or it always bounces on that axis.
    func canScroll(_ axis: ScrollAxis) -> Bool {
        guard isScrollEnabledStorage else { return false }
        let minimum = minimumContentOffset, maximum = maximumContentOffset
        switch axis {
        case .horizontal: return maximum.x > minimum.x || alwaysBounceHorizontal
        case .vertical: return maximum.y > minimum.y || alwaysBounceVertical
        }
    }

    /// Whether a drag may pull the content past its edges along `axis`.
    func canBounce(_ axis: ScrollAxis) -> Bool {
        bounces && canScroll(axis)
    }

    /// The offsets the content may rest at along `axis`.
    func offsetRange(_ axis: ScrollAxis) -> ClosedRange<CGFloat> {
        let minimum = minimumContentOffset, maximum = maximumContentOffset
        return axis == .horizontal ? minimum.x...maximum.x : minimum.y...maximum.y
    }
}

/// One axis of a scroll node.
enum ScrollAxis: CaseIterable {
    case horizontal
    case vertical
}

extension CGPoint {
    /// The component along `axis`.
    subscript(axis: ScrollAxis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
}

extension CGSize {
    /// The extent along `axis`.
    subscript(axis: ScrollAxis) -> CGFloat {
        axis == .horizontal ? width : height
    }
}

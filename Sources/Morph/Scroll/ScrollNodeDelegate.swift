import Foundation

/// What a ``ScrollNode`` tells as it scrolls (UIKit's `UIScrollViewDelegate`, which Texture's
/// `ASScrollNode` inherits): every method is optional.
///
/// Calls are synchronous, on the main actor, in the order UIKit makes them: while a finger drags,
/// ``scrollNodeWillBeginDragging(_:)`` once, then ``scrollNodeDidScroll(_:)`` for every change;
/// at release ``scrollNodeWillEndDragging(_:withVelocity:targetContentOffset:)`` (change the
/// target to snap), ``scrollNodeDidEndDragging(_:willDecelerate:)``, and — when the content glides
/// on — ``scrollNodeWillBeginDecelerating(_:)``, a ``scrollNodeDidScroll(_:)`` per frame and
/// ``scrollNodeDidEndDecelerating(_:)`` when it rests. Animated moves from code, the wheel and
/// the keyboard end with ``scrollNodeDidEndScrollingAnimation(_:)``. On a `ManualClock` every
/// call happens at the same clock time in every run.
@MainActor
public protocol ScrollNodeDelegate: AnyObject {
    /// The content offset on screen changed: by a finger, a glide or a bounce, the wheel, a key,
    /// or code (once per frame while it animates).
    func scrollNodeDidScroll(_ scrollNode: ScrollNode)
    /// A finger started to drag the content (its pan passed the touch slop, or it caught a
    /// moving scroll).
    func scrollNodeWillBeginDragging(_ scrollNode: ScrollNode)
    /// The finger lifted. `velocity` is the content's speed at release, in points per second
    /// (UIKit gives points per millisecond), positive toward larger offsets. `targetContentOffset`
    /// is where the content will come to rest — the projected glide (or the page) kept within the
    /// scrollable range; set it to another offset to land there instead (a snapping carousel).
    func scrollNodeWillEndDragging(_ scrollNode: ScrollNode, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint)
    /// The drag ended; `willDecelerate` says whether the content moves on (a glide, a page, a
    /// bounce back).
    func scrollNodeDidEndDragging(_ scrollNode: ScrollNode, willDecelerate: Bool)
    /// The content starts to move on after the finger lifted.
    func scrollNodeWillBeginDecelerating(_ scrollNode: ScrollNode)
    /// The content came to rest after the finger lifted (a glide, a page or a bounce ended).
    func scrollNodeDidEndDecelerating(_ scrollNode: ScrollNode)
    /// An animated move ended: ``ScrollNode/setContentOffset(_:animated:)``,
    /// ``ScrollNode/scrollRectToVisible(_:animated:)``, a wheel's or a key's step.
    func scrollNodeDidEndScrollingAnimation(_ scrollNode: ScrollNode)
}

extension ScrollNodeDelegate {
    /// Does nothing.
    public func scrollNodeDidScroll(_ scrollNode: ScrollNode) {}
    /// Does nothing.
    public func scrollNodeWillBeginDragging(_ scrollNode: ScrollNode) {}
    /// Leaves the target as it is.
    public func scrollNodeWillEndDragging(_ scrollNode: ScrollNode, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint) {}
    /// Does nothing.
    public func scrollNodeDidEndDragging(_ scrollNode: ScrollNode, willDecelerate: Bool) {}
    /// Does nothing.
    public func scrollNodeWillBeginDecelerating(_ scrollNode: ScrollNode) {}
    /// Does nothing.
    public func scrollNodeDidEndDecelerating(_ scrollNode: ScrollNode) {}
    /// Does nothing.
    public func scrollNodeDidEndScrollingAnimation(_ scrollNode: ScrollNode) {}
}

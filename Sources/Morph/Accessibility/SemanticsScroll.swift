import Foundation

/// Where a scrolling container (a ``ScrollNode``) is scrolled, as a semantics tree shows it: what
/// a screen reader says as "page 2 of 5" or "45 %".
public struct SemanticsScroll: Hashable, Sendable {
    /// The content offset (the point of the content at the viewport's top-left corner).
    public var contentOffset: CGPoint
    /// The smallest offset on each axis.
    public var minimumContentOffset: CGPoint
    /// The largest offset on each axis.
    public var maximumContentOffset: CGPoint
    /// The size of the content.
    public var contentSize: CGSize
    /// The axes along which the content can move now (larger than the viewport, scrolling on).
    public var directions: ScrollDirections

    /// A scroll position with the given values.
    public init(contentOffset: CGPoint, minimumContentOffset: CGPoint, maximumContentOffset: CGPoint, contentSize: CGSize, directions: ScrollDirections) {
        self.contentOffset = contentOffset
        self.minimumContentOffset = minimumContentOffset
        self.maximumContentOffset = maximumContentOffset
        self.contentSize = contentSize
        self.directions = directions
    }
}

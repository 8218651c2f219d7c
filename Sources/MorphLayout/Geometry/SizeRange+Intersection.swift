import Foundation

extension SizeRange {
    /// The sizes allowed by both ranges (Texture's `ASSizeRangeIntersect`).
    ///
    /// Per dimension: `[max(mins), min(maxes)]` when the ranges overlap. When they do not, this
    /// range wins: the result collapses to the single point of this range nearest to `other`
    /// (this range's max if it lies below `other`, else its min). A node's parent range
    /// therefore beats the node's own style size when the two disagree.
    ///
    /// - Complexity: O(1).
    public func intersect(_ other: SizeRange) -> SizeRange {
        let width = Self.intersect(min.width, max.width, other.min.width, other.max.width)
        let height = Self.intersect(min.height, max.height, other.min.height, other.max.height)
        return SizeRange(
            uncheckedMin: CGSize(width: width.min, height: height.min),
            max: CGSize(width: width.max, height: height.max)
        )
    }

    private static func intersect(
        _ min: CGFloat, _ max: CGFloat, _ otherMin: CGFloat, _ otherMax: CGFloat
    ) -> (min: CGFloat, max: CGFloat) {
        let newMin = Swift.max(min, otherMin)
        let newMax = Swift.min(max, otherMax)
        if newMin <= newMax {
            return (newMin, newMax)
        }
        // No overlap: if this range lies before the other, its max is nearest; otherwise its min.
        return min < otherMin ? (max, max) : (min, min)
    }
}

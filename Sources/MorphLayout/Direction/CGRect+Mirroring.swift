import Foundation

extension CGRect {
    /// The frame mirrored within a container `containerWidth` points wide: the same size and `y`,
    /// with `x` measured from the container's right edge instead of its left
    /// (`containerWidth − width − x`) — where a right-to-left layout puts a frame that a
    /// left-to-right one puts here. Mirroring twice gives the frame back.
    ///
    /// Exact on the pixel grid: a container width, a width and an `x` on the grid give an `x` on
    /// the grid. A frame that sticks out of its container (a negative `x`, or wider than it)
    /// sticks out on the other side.
    public func mirrored(withinWidth containerWidth: CGFloat) -> CGRect {
        CGRect(x: containerWidth - size.width - origin.x, y: origin.y, width: size.width, height: size.height)
    }
}

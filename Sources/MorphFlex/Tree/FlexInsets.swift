import Foundation

/// The four physical edges of a box, in points.
public struct FlexInsets: Hashable, Sendable {
    /// The left edge's value.
    public var left: CGFloat
    /// The top edge's value.
    public var top: CGFloat
    /// The right edge's value.
    public var right: CGFloat
    /// The bottom edge's value.
    public var bottom: CGFloat

    /// Creates insets.
    public init(left: CGFloat, top: CGFloat, right: CGFloat, bottom: CGFloat) {
        self.left = left
        self.top = top
        self.right = right
        self.bottom = bottom
    }

    init(_ edges: EdgeFloats) {
        self.init(left: CGFloat(edges.left), top: CGFloat(edges.top), right: CGFloat(edges.right), bottom: CGFloat(edges.bottom))
    }
}

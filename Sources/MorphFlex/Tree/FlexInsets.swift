import Foundation

/// The four physical edges of a box, in points. The edges are taken in the order of MorphLayout's
/// `EdgeInsets` (UIKit's `UIEdgeInsets`): top, left, bottom, right.
public struct FlexInsets: Hashable, Sendable {
    /// The top edge's value.
    public var top: CGFloat
    /// The left edge's value.
    public var left: CGFloat
    /// The bottom edge's value.
    public var bottom: CGFloat
    /// The right edge's value.
    public var right: CGFloat

    /// Creates insets from the four edges, in `EdgeInsets`'s order.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same value on every edge.
    public init(all value: CGFloat) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    init(_ edges: EdgeFloats) {
        self.init(top: CGFloat(edges.top), left: CGFloat(edges.left), bottom: CGFloat(edges.bottom), right: CGFloat(edges.right))
    }
}

import Foundation

/// A node's computed layout: its frame relative to its parent's border box, rounded to the
/// pixel grid when the configuration asks for it, and its resolved box edges.
public struct FlexNodeLayout: Hashable, Sendable {
    /// Offset of the node's left edge from its parent's left edge.
    public var left: CGFloat
    /// Offset of the node's top edge from its parent's top edge.
    public var top: CGFloat
    /// The node's border-box width.
    public var width: CGFloat
    /// The node's border-box height.
    public var height: CGFloat
    /// The resolved direction of the node's content.
    public var direction: FlexLayoutDirection
    /// Whether the node's children overflowed it on the main axis.
    public var hadOverflow: Bool
    /// Resolved margins.
    public var margin: FlexInsets
    /// Resolved borders.
    public var border: FlexInsets
    /// Resolved paddings.
    public var padding: FlexInsets

    /// The frame in the parent's coordinates.
    public var frame: CGRect { CGRect(x: left, y: top, width: width, height: height) }
}

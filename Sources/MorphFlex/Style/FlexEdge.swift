/// An edge, or a group of edges, that a margin, padding, border or inset is set for.
///
/// When several apply to one physical edge, the most specific wins: `start`/`end` (resolved with
/// the layout direction) before `left`/`right`, then `horizontal`/`vertical`, then `all`.
public enum FlexEdge: UInt8, CaseIterable, Hashable, Sendable {
    /// The left edge.
    case left
    /// The top edge.
    case top
    /// The right edge.
    case right
    /// The bottom edge.
    case bottom
    /// The inline start edge: left in LTR, right in RTL.
    case start
    /// The inline end edge: right in LTR, left in RTL.
    case end
    /// Left and right.
    case horizontal
    /// Top and bottom.
    case vertical
    /// All four edges.
    case all
}

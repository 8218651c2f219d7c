/// How a ``StackLayoutSpec`` distributes the children of a line along the stack axis when they
/// do not fill it (underflow) or overflow it.
public enum StackJustifyContent: Hashable, Sendable, CaseIterable {
    /// Children start at the leading edge; on overflow they stick out at the trailing edge.
    case start
    /// Children are centred; on overflow they stick out on both sides.
    case center
    /// Children end at the trailing edge; on overflow they stick out at the leading edge.
    case end
    /// The free space is divided equally between adjacent children, none at the edges. On
    /// overflow or with a single child it behaves as ``start``.
    case spaceBetween
    /// Each gap between children is twice the space at each edge. On overflow or with a single
    /// child it behaves as ``center``.
    case spaceAround
}

/// How a wrapping ``StackLayoutSpec`` distributes its lines along the cross axis when they do
/// not fill the stack's minimum cross size.
public enum StackAlignContent: Hashable, Sendable, CaseIterable {
    /// Lines start at the cross-start edge.
    case start
    /// Lines are centred.
    case center
    /// Lines end at the cross-end edge.
    case end
    /// The free space is divided between adjacent lines; with one line or on overflow it
    /// behaves as ``start``.
    case spaceBetween
    /// Each gap between lines is twice the space at each edge; with one line or on overflow it
    /// behaves as ``center``.
    case spaceAround
    /// With several lines, the free space is added equally to every line's cross size, and
    /// stretched children grow with their line.
    case stretch
}

/// Whether a flex container breaks its children into several lines (CSS `flex-wrap`).
public enum FlexWrap: UInt8, CaseIterable, Hashable, Sendable {
    /// One line; children shrink or overflow.
    case noWrap
    /// New lines start when a child does not fit; lines stack in the cross direction.
    case wrap
    /// As ``wrap``, with lines stacked from the cross-end edge.
    case wrapReverse
}

/// Alignment on the cross axis: of children within their line (`alignItems`, `alignSelf`) or of
/// lines within a wrapping container (`alignContent`).
public enum FlexAlign: UInt8, CaseIterable, Hashable, Sendable {
    /// For `alignSelf`: use the parent's `alignItems`.
    case auto
    /// Align at the cross-start edge.
    case flexStart
    /// Center on the cross axis.
    case center
    /// Align at the cross-end edge.
    case flexEnd
    /// Fill the cross size of the line (or, for `alignContent`, grow the lines to fill the
    /// container). A child with a definite cross size or an auto cross margin does not stretch.
    case stretch
    /// Align the children's first baselines (row containers only; in a column container Yoga
    /// treats it as ``flexStart``).
    case baseline
    /// `alignContent` only: equal gaps between lines.
    case spaceBetween
    /// `alignContent` only: equal space around each line.
    case spaceAround
    /// `alignContent` only: equal gaps between lines and at both edges.
    case spaceEvenly
}

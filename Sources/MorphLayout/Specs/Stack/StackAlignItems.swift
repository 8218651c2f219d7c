/// How a ``StackLayoutSpec`` places its children on the cross axis within their line.
public enum StackAlignItems: Hashable, Sendable, CaseIterable {
    /// At the cross-start edge (top of a horizontal stack).
    case start
    /// At the cross-end edge.
    case end
    /// Centred, the offset floored to the pixel grid.
    case center
    /// Stretched to the line's cross size, unless the child's own style fixes its cross size.
    /// The default of ``StackLayoutSpec``.
    case stretch
    /// Aligned on their first baselines (each child's ``LayoutStyle/ascender`` from its top).
    case baselineFirst
    /// Aligned on their last baselines (each child's ``LayoutStyle/descender`` from its bottom).
    case baselineLast
}

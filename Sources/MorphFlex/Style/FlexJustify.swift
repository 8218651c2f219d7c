/// How a flex line distributes free space along the main axis (CSS `justify-content`).
///
/// When the line overflows (negative free space), Yoga falls back from the `space-*` values to
/// ``flexStart``, as CSS Box Alignment's "safe" fallback prescribes.
public enum FlexJustify: UInt8, CaseIterable, Hashable, Sendable {
    /// Pack children at the main-start edge (the default).
    case flexStart
    /// Center children on the main axis.
    case center
    /// Pack children at the main-end edge.
    case flexEnd
    /// Equal gaps between children, none at the edges.
    case spaceBetween
    /// Equal space around each child: edge gaps are half the gaps between children.
    case spaceAround
    /// Equal gaps between children and at both edges.
    case spaceEvenly
}

/// The main axis of a flex container: the direction in which its children are placed one after
/// another (CSS `flex-direction`).
///
/// Yoga's default is ``column`` (CSS's is ``row``; ``FlexStyle/webDefaults`` switches to it).
/// In a right-to-left layout, ``row`` runs from the right edge to the left edge.
public enum FlexDirection: UInt8, CaseIterable, Hashable, Sendable {
    /// Children are stacked from top to bottom.
    case column
    /// Children are stacked from bottom to top.
    case columnReverse
    /// Children are placed from the start edge to the end edge (left to right in LTR).
    case row
    /// Children are placed from the end edge to the start edge (right to left in LTR).
    case rowReverse
}

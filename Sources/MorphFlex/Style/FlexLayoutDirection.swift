/// The inline direction of a node's content (CSS `direction`): it decides which physical edge is
/// the *start* edge for `start`/`end` margins, paddings, borders and insets, and which way
/// ``FlexDirection/row`` runs.
public enum FlexLayoutDirection: UInt8, CaseIterable, Hashable, Sendable {
    /// Take the direction of the parent (for a root: the direction passed to the layout call;
    /// left-to-right when that is `inherit` too).
    case inherit
    /// Left to right: `start` is the left edge.
    case ltr
    /// Right to left: `start` is the right edge.
    case rtl
}

/// How a node takes part in its parent's flex layout (CSS `position`).
public enum FlexPositionType: UInt8, CaseIterable, Hashable, Sendable {
    /// In the flow; insets are ignored, and the node is not a containing block for absolute
    /// descendants.
    case `static`
    /// In the flow; insets offset the node from its flow position (the default).
    case relative
    /// Out of the flow; placed by its insets within its containing block (the nearest
    /// non-static ancestor), or by the parent's alignment when it has none.
    case absolute
}

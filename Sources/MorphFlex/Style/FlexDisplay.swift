/// Whether a node generates a box (CSS `display`).
public enum FlexDisplay: UInt8, CaseIterable, Hashable, Sendable {
    /// A flex container (the default).
    case flex
    /// No box: the node and its subtree take no space and get a zero layout.
    case none
    /// No box of its own: its children are laid out as children of its parent; the node itself
    /// gets a zero layout.
    case contents
}

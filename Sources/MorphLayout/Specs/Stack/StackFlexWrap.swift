/// Whether a ``StackLayoutSpec`` breaks its children into several lines.
public enum StackFlexWrap: Hashable, Sendable, CaseIterable {
    /// One line; children that do not fit overflow (or shrink, if they may).
    case noWrap
    /// A new line starts before a child that would overflow the stack's maximum stack-axis size.
    case wrap
}

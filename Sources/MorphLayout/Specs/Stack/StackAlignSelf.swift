/// A stack child's own cross-axis alignment, overriding its stack's ``StackAlignItems``.
public enum StackAlignSelf: Hashable, Sendable, CaseIterable {
    /// Use the stack's ``StackLayoutSpec/alignItems``. The default.
    case auto
    /// See ``StackAlignItems/start``.
    case start
    /// See ``StackAlignItems/end``.
    case end
    /// See ``StackAlignItems/center``.
    case center
    /// See ``StackAlignItems/stretch``.
    case stretch

    /// The alignment that applies to a child with this `alignSelf` in a stack aligning items
    /// with `stackAlignment`.
    func resolved(in stackAlignment: StackAlignItems) -> StackAlignItems {
        switch self {
        case .auto: stackAlignment
        case .start: .start
        case .end: .end
        case .center: .center
        case .stretch: .stretch
        }
    }
}

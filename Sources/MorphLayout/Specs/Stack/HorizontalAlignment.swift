/// A convenience for a ``StackLayoutSpec``'s horizontal placement: it sets
/// ``StackLayoutSpec/justifyContent`` of a horizontal stack or ``StackLayoutSpec/alignItems`` of
/// a vertical one.
public enum HorizontalAlignment: Hashable, Sendable, CaseIterable {
    /// No convenience: `justifyContent`/`alignItems` are set directly.
    case none
    /// Children at the left.
    case left
    /// Children centred horizontally.
    case middle
    /// Children at the right.
    case right

    func alignItems(default fallback: StackAlignItems) -> StackAlignItems {
        switch self {
        case .none: fallback
        case .left: .start
        case .middle: .center
        case .right: .end
        }
    }

    func justifyContent(default fallback: StackJustifyContent) -> StackJustifyContent {
        switch self {
        case .none: fallback
        case .left: .start
        case .middle: .center
        case .right: .end
        }
    }
}

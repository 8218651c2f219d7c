/// A convenience for a ``StackLayoutSpec``'s vertical placement: it sets
/// ``StackLayoutSpec/alignItems`` of a horizontal stack or ``StackLayoutSpec/justifyContent`` of
/// a vertical one.
public enum VerticalAlignment: Hashable, Sendable, CaseIterable {
    /// No convenience: `justifyContent`/`alignItems` are set directly.
    case none
    /// Children at the top.
    case top
    /// Children centred vertically.
    case center
    /// Children at the bottom.
    case bottom

    func alignItems(default fallback: StackAlignItems) -> StackAlignItems {
        switch self {
        case .none: fallback
        case .top: .start
        case .center: .center
        case .bottom: .end
        }
    }

    func justifyContent(default fallback: StackJustifyContent) -> StackJustifyContent {
        switch self {
        case .none: fallback
        case .top: .start
        case .center: .center
        case .bottom: .end
        }
    }
}

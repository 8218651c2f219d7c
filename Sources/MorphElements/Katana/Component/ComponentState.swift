import Foundation

/// The state a component keeps between updates (Katana's `NodeDescriptionState`). A host creates
/// it with `init()` and replaces it when the component calls its `update` function.
public protocol ComponentState: Equatable, Sendable {
    /// The initial state.
    init()
}

/// The state of a component that keeps none.
public struct EmptyState: ComponentState, Hashable {
    /// The empty state.
    public init() {}
}

/// The keys of a component whose children need none.
public enum EmptyKeys: Hashable, Sendable {}

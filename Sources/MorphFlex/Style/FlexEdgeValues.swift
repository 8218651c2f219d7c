/// The values of one edge property (margin, padding, border or insets) for each ``FlexEdge``.
///
/// ```
/// style.margin[.horizontal] = .points(8)
/// style.margin[.start] = .auto
/// ```
/// Setting a more specific edge overrides a less specific one for that edge only.
public struct FlexEdgeValues: Hashable, Sendable {
    var storage = StyleEdges()

    /// No edge set.
    public init() {}

    init(storage: StyleEdges) {
        self.storage = storage
    }

    /// The value set for an edge (``FlexLength/undefined`` when unset); setting it replaces the
    /// value of that edge slot only.
    public subscript(edge: FlexEdge) -> FlexLength {
        get { FlexLength(stored: storage[edge]) }
        set { storage[edge] = newValue.stored }
    }
}

/// A node of a case's tree: an optional id, a style, an optional measure (leaves only) and
/// children.
public struct FlexCaseNode: Hashable, Sendable {
    /// The node's id in the case (`"root_child0"`), echoed in the result.
    public var id: String?
    /// The node's style.
    public var style: FlexStyle
    /// How a leaf is measured, if it is.
    public var measure: FlexCaseMeasure?
    /// The children, in order.
    public var children: [FlexCaseNode]

    /// Creates a node.
    public init(id: String? = nil, style: FlexStyle = FlexStyle(), measure: FlexCaseMeasure? = nil, children: [FlexCaseNode] = []) {
        self.id = id
        self.style = style
        self.measure = measure
        self.children = children
    }
}

/// Why a change to a ``FlexTree`` or a layout request was refused.
public enum FlexTreeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The node already has a parent; remove it from there first (a node appears once in a tree).
    case childAlreadyHasParent(child: FlexNodeID, parent: FlexNodeID)
    /// Adding the node under the parent would make a node its own ancestor.
    case cycle(child: FlexNodeID, parent: FlexNodeID)
    /// A node with a measure function is a leaf: it cannot get children.
    case measuredNodeCannotHaveChildren(FlexNodeID)
    /// A node with children cannot get a measure function.
    case nodeHasChildren(FlexNodeID)
    /// The node is not a child of that parent.
    case notAChild(child: FlexNodeID, parent: FlexNodeID)
    /// A child index outside `0...count`.
    case indexOutOfRange(index: Int, count: Int)
    /// The tree is deeper than the engine's recursion limit.
    case treeTooDeep(depth: Int, limit: Int)

    /// A sentence saying what was refused and why.
    public var description: String {
        switch self {
        case .childAlreadyHasParent(let child, let parent):
            return "\(child) already has a parent; it cannot also be added to \(parent)"
        case .cycle(let child, let parent):
            return "adding \(child) to \(parent) would make \(child) its own ancestor"
        case .measuredNodeCannotHaveChildren(let node):
            return "\(node) has a measure function, so it cannot have children"
        case .nodeHasChildren(let node):
            return "\(node) has children, so it cannot have a measure function"
        case .notAChild(let child, let parent):
            return "\(child) is not a child of \(parent)"
        case .indexOutOfRange(let index, let count):
            return "child index \(index) is outside 0...\(count)"
        case .treeTooDeep(let depth, let limit):
            return "the tree is \(depth) levels deep; the flex engine lays out at most \(limit) levels"
        }
    }
}

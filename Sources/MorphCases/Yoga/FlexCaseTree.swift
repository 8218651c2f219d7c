import Foundation

/// A case's tree built in a `FlexTree`, ready to be laid out (again).
public struct FlexCaseTree: Sendable {
    /// The tree.
    public var tree: FlexTree
    /// The root node.
    public let root: FlexNodeID
    let caseRoot: FlexCaseNode
    /// The nodes in depth-first order, as in the case.
    public let nodes: [FlexNodeID]
    let availableWidth: CGFloat?
    let availableHeight: CGFloat?
    let direction: FlexLayoutDirection

    /// Lays the tree out with the case's owner size and direction. Repeated calls on an
    /// unchanged tree are answered by the caches.
    public mutating func calculateLayout() throws(FlexTreeError) {
        try tree.calculateLayout(for: root, availableWidth: availableWidth, availableHeight: availableHeight, direction: direction)
    }

    /// The current layout in the `expected` shape.
    public func result() -> FlexCaseLayout {
        var index = 0
        return result(caseRoot, &index)
    }

    private func result(_ node: FlexCaseNode, _ index: inout Int) -> FlexCaseLayout {
        let layout = tree.layout(of: nodes[index])
        index += 1
        var children: [FlexCaseLayout] = []
        children.reserveCapacity(node.children.count)
        for child in node.children {
            children.append(result(child, &index))
        }
        return FlexCaseLayout(id: node.id, left: layout.left, top: layout.top, width: layout.width, height: layout.height, children: children)
    }
}

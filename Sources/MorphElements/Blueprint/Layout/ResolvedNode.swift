import Foundation

/// A node-backed element after layout: its path among its parent node's children, its node
/// description, its attributes in the parent node's coordinates, and its node-backed children
/// (Blueprint's `NativeViewNode`).
///
/// ``Element/resolvedNodes(in:screenScale:traits:)`` turns an element tree into these trees; a host
/// matches them against its nodes by ``path`` (and ``NodeDescription/kind``), applies
/// ``description`` and animates to ``layoutAttributes`` under the resolved transitions. Elements
/// without nodes do not appear: their identifiers are part of their node-backed descendants'
/// paths and their frames part of those descendants' attributes.
public struct ResolvedNode: Sendable {
    /// The path from the parent node (the identifiers of the plain elements in between, then the
    /// element's own).
    public var path: ElementPath
    /// The element that described the node.
    public var element: any Element
    /// The node's description.
    public var description: NodeDescription
    /// Where the node sits in its parent node, with the description's alpha, transform and flags.
    public var layoutAttributes: LayoutAttributes
    /// The node-backed children, in z-order (later ones on top).
    public var children: [ResolvedNode]

    /// A resolved node from its parts (for hosts and tests; layouts make them with
    /// ``Element/resolvedNodes(in:screenScale:traits:)``).
    public init(
        path: ElementPath,
        element: any Element,
        description: NodeDescription,
        layoutAttributes: LayoutAttributes,
        children: [ResolvedNode] = []
    ) {
        self.path = path
        self.element = element
        self.description = description
        self.layoutAttributes = layoutAttributes
        self.children = children
    }

    /// Throws ``ElementError/duplicateIdentifier(_:parent:)`` when two children of one node in
    /// `nodes` (or `nodes` themselves, as the root's children) share a path.
    ///
    /// - Complexity: O(n) in the number of nodes.
    public static func validateUniquePaths(_ nodes: [ResolvedNode]) throws(ElementError) {
        var pending: [(siblings: [ResolvedNode], parent: ElementPath)] = [(nodes, .empty)]
        while let (siblings, parent) = pending.popLast() {
            var seen = Set<ElementPath>(minimumCapacity: siblings.count)
            for sibling in siblings {
                guard seen.insert(sibling.path).inserted else {
                    throw .duplicateIdentifier(sibling.path, parent: parent)
                }
                if !sibling.children.isEmpty {
                    pending.append((sibling.children, ElementPath(identifiers: parent.identifiers + sibling.path.identifiers)))
                }
            }
        }
    }
}

import Foundation

/// A node's flexbox inputs, kept in its ``NodeState`` behind the node's lock: the engine choice,
/// the flex style, the flex children and config, and — while the node is a flexbox node — the
/// flex tree it lays its subtree out with (kept between layouts for the engine's caches).
struct FlexNodeInputs: Sendable {
    /// ``DisplayNode/layoutEngine``.
    var engine: DisplayNode.LayoutEngine = .layoutSpec
    /// ``DisplayNode/flexStyle``.
    var style = FlexStyle()
    /// ``DisplayNode/flexChildren`` when set; nil means the subnodes.
    var children: [DisplayNode]?
    /// The flexbox node that last laid this node out as a flex child. ``DisplayNode/setNeedsLayout()``
    /// follows it when the node has no supernode, so a change to a listed child that is not (yet) a
    /// subnode still reaches its flexbox parent.
    var parent = WeakNode()
    /// ``DisplayNode/flexConfig``.
    var config = FlexConfig()
    /// The flex tree of the node's last flexbox layout. Taken out while a layout uses it, so a
    /// measurement never holds the node's lock while it measures other nodes; a concurrent
    /// measurement of the same node builds a tree of its own.
    var host: FlexTreeHost?

    /// The children a flexbox node lays out: the explicit list, else the subnodes.
    func layoutChildren(subnodes: [DisplayNode]) -> [DisplayNode] {
        children ?? subnodes
    }

    /// The flex parent to invalidate after this node, once per walk: a flex parent already
    /// visited (flex children lists can form a cycle, which layout refuses) ends the walk.
    func invalidationParent(visited: inout Set<ObjectIdentifier>) -> DisplayNode? {
        guard let parent = parent.node, visited.insert(ObjectIdentifier(parent)).inserted else { return nil }
        return parent
    }
}

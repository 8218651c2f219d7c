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
}

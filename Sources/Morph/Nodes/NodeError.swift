import Foundation

/// Why a node operation was refused or failed: what was wrong, on which node, with which value.
///
/// Texture asserts in debug builds for most of these and carries on in release builds (a node
/// added as its own ancestor hangs, a transition on a node inside a transitioning subtree is
/// silently dropped). Morph refuses the operation, leaves the tree as it was, and says why.
public enum NodeError: Error, Hashable, Sendable {
    /// Measuring failed: a layout error of a spec or a node in the tree (bad sizes, a node twice
    /// in one layout, a node whose layout needs itself, …).
    case layout(LayoutError)
    /// `subnode` is `node` itself or one of its ancestors, so adding it would make a cycle.
    case cycle(node: String, subnode: String)
    /// A subnode was added or removed while a layout spec was being built
    /// (`layoutSpecThatFits(_:)` or `layoutSpecBlock`), which Texture forbids: the spec must
    /// describe the tree, not change it.
    case subnodeMutationDuringLayoutSpec(node: String, subnode: String)
    /// Subnodes were added by hand to a node whose ``DisplayNode/automaticallyManagesSubnodes``
    /// is on: its layout decides its subnodes.
    case subnodesAreManagedAutomatically(node: String)
    /// A subnode of a node that manages its subnodes was removed by hand although it is part of
    /// the node's current layout (only nodes that are leaving, such as a transition's removed
    /// subnodes, may be removed by hand).
    case subnodeInCurrentLayout(node: String, subnode: String)
    /// An index outside `0...count` was given to ``DisplayNode/insertSubnode(_:at:)``.
    case subnodeIndexOutOfRange(index: Int, count: Int, node: String)
    /// A layout of `node` contains `subnode`, which belongs to the current layout of another node
    /// (`owner`) that manages its subnodes. A node has one supernode; taking it would leave the
    /// other node's layout without it.
    case subnodeOwnedByAnotherNode(node: String, subnode: String, owner: String)
    /// ``DisplayNode/setSubnodes(_:)`` was given `subnode` more than once.
    case duplicateSubnode(node: String, subnode: String)
    /// A layout transition was started on `node` while its ancestor `ancestor` is measuring one
    /// (Texture: "Can't start a transition when one of the supernodes is performing one").
    case ancestorIsTransitioning(node: String, ancestor: String)
    /// A transition was asked for a size range it cannot lay out in: a range with a zero (or
    /// inverted, negative, NaN) maximum, which usually means the node was never given a size.
    /// Texture ignores such a request silently.
    case invalidTransitionSizeRange(SizeRange, node: String)
    /// `mask` cannot mask `node`: it is the node itself, one of its ancestors, holds the node in
    /// its subtree or its own masks, or is a subnode of another node (`CALayer.mask` must have no
    /// superlayer).
    case invalidMask(node: String, mask: String)
}

extension NodeError: CustomStringConvertible {
    /// A sentence that names the node, the value and the rule.
    public var description: String {
        switch self {
        case .layout(let error):
            return "layout failed: \(error)"
        case let .cycle(node, subnode):
            return subnode == node
                ? "\(node) cannot be its own subnode"
                : "\(subnode) cannot become a subnode of \(node): it is one of its ancestors"
        case let .subnodeMutationDuringLayoutSpec(node, subnode):
            return "\(subnode) was added to or removed from \(node) while a layout spec was being built; "
                + "adding or removing nodes in layoutSpecThatFits or layoutSpecBlock is not allowed"
        case let .subnodesAreManagedAutomatically(node):
            return "\(node) manages its subnodes automatically; its layout spec decides them, they cannot be added by hand"
        case let .subnodeInCurrentLayout(node, subnode):
            return "\(subnode) is part of \(node)'s current layout and \(node) manages its subnodes; it cannot be removed by hand"
        case let .subnodeIndexOutOfRange(index, count, node):
            return "index \(index) is outside 0...\(count) for the subnodes of \(node)"
        case let .subnodeOwnedByAnotherNode(node, subnode, owner):
            return "the layout of \(node) contains \(subnode), which belongs to the current layout of \(owner)"
        case let .duplicateSubnode(node, subnode):
            return "\(subnode) is given twice as a subnode of \(node); a node has one place among its siblings"
        case let .ancestorIsTransitioning(node, ancestor):
            return "cannot start a layout transition on \(node) while its ancestor \(ancestor) is measuring one"
        case let .invalidMask(node, mask):
            return "\(mask) cannot be the mask of \(node): a mask must not be the node, contain it or one of its ancestors, "
                + "nor have a supernode"
        case let .invalidTransitionSizeRange(range, node):
            return "cannot transition \(node) to the size range \(range): the maximum must be positive in both dimensions "
                + "(give the node a size or lay it out first)"
        }
    }
}

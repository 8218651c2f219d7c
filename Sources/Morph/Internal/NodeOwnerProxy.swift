import MorphMotion

/// Stands in for a node as the owner of its animatable properties, so that their weak
/// references point here and the node itself gets no side table (a weakly referenced object's
/// every retain and release takes a slower path, and nodes are retained and released throughout
/// layouts and transitions). Owned by the node's view state; nothing retains it in a hot path.
@MainActor
final class NodeOwnerProxy: AnimatablePropertyOwnerProxy {
    /// The node: not checked, because ``nodeIsGone`` is set as soon as the node's
    /// deinitialisation begins, before its memory can go, and every read is on the main actor,
    /// where that deinitialisation runs.
    private unowned(unsafe) let node: DisplayNode
    /// Set by the node's `deinit`.
    var nodeIsGone = false

    init(_ node: DisplayNode) {
        self.node = node
    }

    /// The node while it lives, else nil.
    var proxiedOwner: AnyObject? {
        nodeIsGone ? nil : node
    }
}

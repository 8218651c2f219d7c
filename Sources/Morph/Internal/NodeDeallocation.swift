import Foundation

/// Frees node trees without recursion: a node's `deinit` hands its layout state (subnodes, cached
/// layouts) here instead of letting it go on the stack, and the outermost `deinit` drops the
/// handed-over states one at a time. Releasing a state may free more nodes, whose states join the
/// queue, so freeing a tree of any depth takes a bounded stack (a 10,000-level chain of nodes
/// would otherwise overflow it, one nested `deinit` per level).
@MainActor
enum NodeDeallocation {
    /// States waiting to be dropped.
    private static var pending: [NodeState] = []
    /// Whether a `deinit` up the stack is dropping states already.
    private static var isDraining = false

    /// Drops `state` — now, or after the states queued before it when a drop is under way.
    ///
    /// - Complexity: O(1) amortised per state, at a constant stack depth.
    static func release(_ state: consuming NodeState) {
        pending.append(state)
        guard !isDraining else { return }
        isDraining = true
        while let next = pending.popLast() {
            // `next` is released at the end of this iteration; the nodes it frees queue their
            // own states rather than recurse.
            _ = consume next
        }
        isDraining = false
    }
}

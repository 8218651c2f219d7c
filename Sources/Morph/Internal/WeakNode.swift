/// A reference to a node that does not keep it alive: nil once the node is gone (a Swift `weak`
/// reference's behaviour, through the node's ``NodeHandle`` so that the node gets no side table).
struct WeakNode: Sendable {
    /// The handle of the node referred to, or nil.
    private let handle: NodeHandle?

    /// A reference to `node`, or an empty one. Takes `node`'s lock (to make its handle the first
    /// time): call it outside the locks of other nodes.
    nonisolated init(_ node: DisplayNode? = nil) {
        handle = node?.handle
    }

    /// A reference through `handle`.
    nonisolated init(handle: NodeHandle) {
        self.handle = handle
    }

    /// Whether this refers to a node at all (which may be gone): a check that retains nothing.
    nonisolated var isSet: Bool {
        handle != nil
    }

    /// The node, while it lives.
    nonisolated var node: DisplayNode? {
        handle?.node
    }

    /// Whether this refers to the node of `handle` (an identity check, without retaining
    /// anything). False for nil.
    nonisolated func refers(to handle: NodeHandle?) -> Bool {
        guard let handle else { return false }
        return refers(toHandleWith: ObjectIdentifier(handle))
    }

    /// Whether this refers to the node whose handle has the identity `handle` (as
    /// ``refers(to:)``, for callers comparing many references with one handle: an identity is
    /// passed around without retaining anything).
    nonisolated func refers(toHandleWith handle: ObjectIdentifier) -> Bool {
        guard let own = self.handle else { return false }
        return ObjectIdentifier(own) == handle
    }
}

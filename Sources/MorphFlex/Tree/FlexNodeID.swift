/// A node of a ``FlexTree``: a small handle, valid in the tree that created it until the node
/// is removed.
///
/// Handles are plain values; using one with another tree, or after its node was removed, is a
/// programming error that ``FlexTree`` traps on (as Swift does for an array index out of range).
public struct FlexNodeID: Hashable, Sendable, CustomStringConvertible {
    /// The node's storage slot in its tree.
    let slot: Int32
    /// The slot's generation when the handle was made; slots are reused after removal.
    let generation: UInt32

    init(slot: Int32, generation: UInt32) {
        self.slot = slot
        self.generation = generation
    }

    /// `FlexNodeID(slot#generation)`, for debugging.
    public var description: String { "FlexNodeID(\(slot)#\(generation))" }
}

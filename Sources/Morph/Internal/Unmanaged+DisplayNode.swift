import Foundation

extension Unmanaged where Instance == DisplayNode {
    /// Calls `body` with the node, unretained (the caller keeps it alive): display nodes are
    /// weakly referenced, so each retain and release of one takes the runtime's slower
    /// side-table path.
    ///
    /// Not isolated to the main actor on purpose: a closure written there and passed straight
    /// to the standard library's `_withUnsafeGuaranteedRef` is checked for running on the main
    /// executor at every call; `body` passed on from here is not.
    @inline(__always)
    func withNode<Result>(_ body: (DisplayNode) throws -> Result) rethrows -> Result {
        try _withUnsafeGuaranteedRef(body)
    }
}

import Foundation

/// Serialises every structural change of every node tree (adding, inserting, removing and
/// reconciling subnodes), so that a node is never in two subnode lists and a cycle check sees a
/// consistent tree.
///
/// Reads (`subnodes`, `supernode`) only take the node's own lock; measurement never takes this
/// one. Structural changes are short: O(n) in the subnodes involved.
enum HierarchyLock {
    private static let lock = NSLock()

    /// Runs `body` while holding the hierarchy lock. `body` must not call user code.
    static func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}

import Foundation

/// The position of each node sublayout of one layout, by node identity: what makes
/// ``Layout/frame(for:)`` constant-time.
///
/// Built at most once, on the first lookup (or during flattening, which builds it anyway), and
/// shared by every copy of the layout. The first occurrence of a node wins; flattening rejects
/// duplicates.
final class SublayoutIndex: Sendable {
    private let table: Locked<[ObjectIdentifier: Int]?>

    /// An index to be built on the first lookup.
    init() {
        table = Locked(nil)
    }

    /// An index already built.
    init(prebuilt: [ObjectIdentifier: Int]) {
        table = Locked(prebuilt)
    }

    /// Installs a table built elsewhere, unless one is built already (both agree).
    func install(_ built: [ObjectIdentifier: Int]) {
        table.withLock { table in
            if table == nil { table = built }
        }
    }

    /// The offset of the node in `sublayouts`, building the index first if needed.
    ///
    /// - Complexity: O(1) amortised; the first call is O(n) in the number of sublayouts.
    func offset(of node: ObjectIdentifier, in sublayouts: [Layout]) -> Int? {
        table.withLock { table in
            if let built = table { return built[node] }
            var built: [ObjectIdentifier: Int] = [:]
            built.reserveCapacity(sublayouts.count)
            for (offset, sublayout) in sublayouts.enumerated() {
                if let identifier = sublayout.elementKind.nodeIdentifier, built[identifier] == nil {
                    built[identifier] = offset
                }
            }
            table = built
            return built[node]
        }
    }
}

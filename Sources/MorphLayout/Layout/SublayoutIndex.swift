import Foundation

/// The position of each node sublayout of one layout, by node identity: what makes
/// ``Layout/frame(for:)`` constant-time.
///
/// Built at most once, on the first lookup (behind a lock, shared by every copy of the layout),
/// or during flattening, which builds it anyway (then it needs no lock). The first occurrence of
/// a node wins; flattening rejects duplicates.
///
/// Layouts with at most ``linearScanLimit`` sublayouts have no index:
/// a scan of so few is as fast as a table lookup, and most spec layouts — an inset, an overlay,
/// a small stack — then allocate nothing for it.
struct SublayoutIndex: Sendable {
    private enum Storage: Sendable {
        /// Built when the layout was made (flattening builds it anyway): no lock needed.
        case built([ObjectIdentifier: Int])
        /// Built on the first lookup, behind a lock.
        case lazy(Locked<[ObjectIdentifier: Int]?>)
    }

    private let storage: Storage

    /// The most sublayouts a layout looks up by scanning them.
    static let linearScanLimit = 8

    /// An index to be built on the first lookup, for a layout with more than
    /// ``linearScanLimit`` sublayouts; nil for smaller layouts.
    static func make(sublayoutCount: Int) -> SublayoutIndex? {
        sublayoutCount > linearScanLimit ? SublayoutIndex(storage: .lazy(Locked(nil))) : nil
    }

    /// An index already built.
    init(prebuilt: [ObjectIdentifier: Int]) {
        storage = .built(prebuilt)
    }

    private init(storage: Storage) {
        self.storage = storage
    }

    /// Installs a table built elsewhere, unless one is built already (both agree).
    func install(_ built: [ObjectIdentifier: Int]) {
        guard case .lazy(let table) = storage else { return }
        table.withLock { table in
            if table == nil { table = built }
        }
    }

    /// The offset of the node in `sublayouts`, building the index first if needed.
    ///
    /// - Complexity: O(1) amortised; the first call is O(n) in the number of sublayouts.
    func offset(of node: ObjectIdentifier, in sublayouts: [Layout]) -> Int? {
        switch storage {
        case .built(let table):
            return table[node]
        case .lazy(let table):
            return table.withLock { table in
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

    /// The offset of the node in `sublayouts` (at most ``linearScanLimit`` of them, or any
    /// number without an index), by scanning: the first occurrence.
    ///
    /// - Complexity: O(n) in the number of sublayouts.
    static func scan(for node: ObjectIdentifier, in sublayouts: [Layout]) -> Int? {
        sublayouts.firstIndex { $0.elementKind.nodeIdentifier == node }
    }
}

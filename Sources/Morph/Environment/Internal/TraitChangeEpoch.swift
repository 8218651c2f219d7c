import Synchronization

/// A process-wide count of trait changes: every propagation that changes some node's collection
/// advances it. A transition whose measurement ran while it moved measures again (its nodes may
/// have read a trait before the change reached them, which no version records).
enum TraitChangeEpoch {
    /// The counter. Starts at 0 and only grows.
    private static let counter = Atomic<UInt64>(0)

    /// The current epoch.
    static var current: UInt64 {
        counter.load(ordering: .acquiring)
    }

    /// Records that some node's trait collection changed.
    static func advance() {
        counter.add(1, ordering: .sequentiallyConsistent)
    }
}

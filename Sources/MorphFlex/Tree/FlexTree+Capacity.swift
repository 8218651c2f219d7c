extension FlexTree {
    /// Reserves storage for `nodeCount` nodes in all (live nodes and free slots), so that adding
    /// nodes up to that count allocates nothing more; a smaller count than the tree already
    /// holds changes nothing.
    ///
    /// A tree grows its per-node arrays by doubling, which copies every record at each step; a
    /// caller that knows how many nodes it is about to add (a host mirroring a tree of views)
    /// saves those copies by reserving first.
    ///
    /// - Complexity: O(n) for the copy into the new storage when it grows, else O(1).
    public mutating func reserveCapacity(_ nodeCount: Int) {
        guard nodeCount > records.count else { return }
        records.reserveCapacity(nodeCount)
        childLists.reserveCapacity(nodeCount)
        measureFunctions.reserveCapacity(nodeCount)
        baselineFunctions.reserveCapacity(nodeCount)
        cacheEntries.reserveCapacity(nodeCount * CachedMeasurement.entriesPerNode)
    }
}

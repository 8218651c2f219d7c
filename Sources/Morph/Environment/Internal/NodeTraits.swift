/// A node's trait state, kept in its ``NodeState`` behind its lock: the collection it has, what
/// it sets for its subtree, what a host gave it, and what its layout read.
struct NodeTraits: Sendable {
    /// The node's collection: its supernode's (or, for a root, ``host``) with ``overrides``
    /// applied. Kept up to date by trait propagation on the main actor.
    var collection = TraitCollection()
    /// ``DisplayNode/traitOverrides``.
    var overrides = TraitOverrides()
    /// ``DisplayNode/hostTraitCollection``: the collection a root inherits.
    var host = TraitCollection()
    /// The traits the node's measurements read since its layout was last invalidated by a trait
    /// change.
    var reads = TraitSet()
    /// The values those reads saw (the collection of the last read): a change invalidates the
    /// layout when a read trait's new value differs from the one the layout used.
    var readValues: TraitCollection.Values?

    /// Records a measurement's read of `traits` in `values`.
    mutating func recordRead(_ traits: TraitSet, in values: TraitCollection.Values) {
        reads.formUnion(traits)
        readValues = values
    }

    /// Whether a recorded read saw a value the collection no longer has.
    var hasStaleReads: Bool {
        guard !reads.isEmpty, let readValues else { return false }
        return !TraitSet(changedFrom: readValues, to: collection.values).isDisjoint(with: reads)
    }

    /// Takes `newCollection` and answers whether the layout read a trait whose value it changes
    /// (compared with the values the layout used); the reads are then forgotten, since the
    /// layout is measured again.
    mutating func adopt(_ newCollection: TraitCollection) -> Bool {
        let used = readValues ?? collection.values
        collection = newCollection
        guard !reads.isEmpty else { return false }
        let stale = !TraitSet(changedFrom: used, to: newCollection.values).isDisjoint(with: reads)
        if stale {
            reads = []
            readValues = nil
        }
        return stale
    }
}

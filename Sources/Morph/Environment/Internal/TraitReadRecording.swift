@_spi(MorphInternals) import MorphLayout

/// Records a trait read during a measurement on the node being measured (see
/// ``TraitCollection``'s discussion): the same mechanism as a ``LayoutInput``'s reads.
enum TraitReadRecording {
    /// Records that the measurement running on this thread, if any, read `trait` of `collection`.
    ///
    /// - Complexity: O(1): a thread-local lookup, and the measuring node's lock during a
    ///   measurement.
    static func record(_ trait: TraitSet, of collection: TraitCollection) {
        guard let node = MeasurementThreadState.currentUnretained._withUnsafeGuaranteedRef({ $0.measuringNode }) else { return }
        node.state.withLock { $0.traits.recordRead(trait, in: collection.values) }
    }
}

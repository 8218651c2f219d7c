/// Whether a ``FlexTree`` answers measurements through their ``MeasurementRange``: the engine
/// always does; tests switch it off to compare with Yoga's matching rules alone, or ask for
/// every such answer to be checked against a recomputation.
enum MeasurementReuse: Sendable {
    /// Only Yoga's rules: the same constraints (within 1e-4), or the compatible ones Yoga
    /// allows for measure functions.
    case off
    /// Yoga's rules, then the measurement ranges.
    case on
    /// As `on`, but each answer from a range is also recomputed and compared; differences are
    /// counted in ``FlexLayoutStatistics/rangeAnswerMismatches``.
    case verified
}

/// What the last layout pass of a ``FlexTree`` did: how many nodes it computed and how many
/// answers came from the caches. Useful to check that a re-layout of an unchanged tree is
/// nearly free.
public struct FlexLayoutStatistics: Hashable, Sendable {
    /// Full layouts computed (positions of the subtree included).
    public var layouts = 0
    /// Measurements computed (sizes only).
    public var measures = 0
    /// Layout requests answered from a node's layout cache.
    public var cachedLayouts = 0
    /// Measurement requests answered from a node's measurement cache.
    public var cachedMeasures = 0
    /// Calls of measure functions.
    public var measureCallbacks = 0
    /// Numbers of the result that left the 32-bit range and were clamped to finite values (see
    /// ``FlexTree/layout(of:)``). 0 unless chains of percentages or aspect ratios multiply
    /// lengths beyond it.
    public var clampedResults = 0
    /// Measurement requests answered through an entry's range rather than Yoga's matching
    /// rules (included in ``cachedMeasures``).
    var rangeAnswers = 0
    /// Answers from a measurement range that a recomputation contradicted (counted only when
    /// the tree verifies them, in tests; always 0 otherwise).
    var rangeAnswerMismatches = 0

    /// No work recorded.
    public init() {}
}

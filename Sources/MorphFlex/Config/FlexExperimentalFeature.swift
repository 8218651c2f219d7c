/// Yoga's experimental features (`YGExperimentalFeature`), off by default.
public enum FlexExperimentalFeature: String, CaseIterable, Hashable, Sendable {
    /// Recompute a child's flex basis in every layout pass, as browsers do, instead of keeping
    /// the first one computed since the node was last dirtied (`WebFlexBasis`).
    case webFlexBasis = "WebFlexBasis"
    /// Inside scrolling containers, measure column children's flex basis without an "at most"
    /// height, and resolve percentages of descendants against the owner's size
    /// (`FixFlexBasisFitContent`).
    case fixFlexBasisFitContent = "FixFlexBasisFitContent"
}

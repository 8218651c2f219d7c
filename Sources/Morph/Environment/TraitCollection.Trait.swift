extension TraitCollection {
    /// One trait of a collection: what ``TraitCollection/changedTraits(comparedTo:)`` lists and
    /// what a node's layout is recorded to read.
    public enum Trait: String, Hashable, Sendable, CaseIterable, Codable {
        /// ``TraitCollection/userInterfaceStyle``.
        case userInterfaceStyle
        /// ``TraitCollection/layoutDirection``.
        case layoutDirection
        /// ``TraitCollection/preferredContentSizeCategory``.
        case preferredContentSizeCategory
        /// ``TraitCollection/displayScale``.
        case displayScale
        /// ``TraitCollection/horizontalSizeClass``.
        case horizontalSizeClass
        /// ``TraitCollection/verticalSizeClass``.
        case verticalSizeClass
        /// ``TraitCollection/accessibilityContrast``.
        case accessibilityContrast
        /// ``TraitCollection/prefersReducedMotion``.
        case prefersReducedMotion
    }
}

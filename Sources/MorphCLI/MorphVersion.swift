/// The version of the Morph package and its tool.
enum MorphVersion {
    /// The current version, printed by `morph --version`.
    static let current = "0.1.0"
}

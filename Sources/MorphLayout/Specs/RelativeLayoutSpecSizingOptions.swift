/// Whether a ``RelativeLayoutSpec`` (or ``CenterLayoutSpec``) shrinks to its child on an axis
/// instead of taking the maximum size it is offered.
public struct RelativeLayoutSpecSizingOptions: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: Int

    /// Creates options from their bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Take the child's width (within the offered range) rather than the maximum.
    public static let minimumWidth = RelativeLayoutSpecSizingOptions(rawValue: 1 << 0)
    /// Take the child's height (within the offered range) rather than the maximum.
    public static let minimumHeight = RelativeLayoutSpecSizingOptions(rawValue: 1 << 1)
    /// Both.
    public static let minimumSize: RelativeLayoutSpecSizingOptions = [.minimumWidth, .minimumHeight]
}

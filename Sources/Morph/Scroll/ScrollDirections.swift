import Foundation

/// The axes along which a ``ScrollNode`` lays its content out unbounded (Texture's
/// `ASScrollDirection` for `scrollableDirections`).
public struct ScrollDirections: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt8

    /// Directions from raw bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Up and down: the content is as tall as it wants and as wide as the viewport.
    public static let vertical = ScrollDirections(rawValue: 1 << 0)
    /// Left and right: the content is as wide as it wants and as tall as the viewport.
    public static let horizontal = ScrollDirections(rawValue: 1 << 1)
    /// Both axes.
    public static let both: ScrollDirections = [.vertical, .horizontal]
}

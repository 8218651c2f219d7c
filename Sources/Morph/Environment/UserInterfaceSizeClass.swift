/// A coarse measure of the room an interface has on one axis (UIKit's
/// `UIUserInterfaceSizeClass`): layouts that put things side by side when there is room read it.
///
/// A host decides it from its size: `MorphWindow`'s window and `morph render` call a width or a
/// height of at least ``regularThreshold`` points regular, anything smaller compact.
public enum UserInterfaceSizeClass: String, Hashable, Sendable, CaseIterable, Codable {
    /// Not known (a node laid out by nobody yet): the default.
    case unspecified
    /// Little room: a phone's width.
    case compact
    /// Plenty of room: a tablet's or a desktop window's.
    case regular

    /// The narrowest length that is ``regular``: 600 points (Android's and Compose's window-size
    /// breakpoint between compact and medium widths).
    public static let regularThreshold: Double = 600

    /// The size class of a length in points: ``regular`` from ``regularThreshold`` on, else
    /// ``compact``; ``unspecified`` for a length that is not a finite positive number.
    public init(length: Double) {
        guard length.isFinite, length > 0 else {
            self = .unspecified
            return
        }
        self = length >= Self.regularThreshold ? .regular : .compact
    }
}

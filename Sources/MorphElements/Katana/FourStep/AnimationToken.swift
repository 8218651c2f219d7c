import Foundation

/// Identifies one 4-step animation of a component's children, so that its completion can tell
/// whether a later update superseded it (Katana's `animationID`, without its bugs).
public struct AnimationToken: Hashable, Sendable, CustomStringConvertible {
    /// The token's number; later animations of one component have larger numbers.
    public let rawValue: UInt64

    /// `#n`.
    public var description: String { "#\(rawValue)" }
}

import Foundation

/// A node's identity in presentation trees: the same node has the same id in every tree sampled
/// during its life, so renderers can follow it from frame to frame (a track in a timeline, a
/// cached drawing in the rasteriser). Ids are never reused within a process.
public struct LayerID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The number; ids grow in the order nodes are created.
    public let rawValue: UInt64

    /// An id with the given number.
    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// Orders ids by creation.
    public static func < (lhs: LayerID, rhs: LayerID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// `#` and the number.
    public var description: String { "#\(rawValue)" }
}

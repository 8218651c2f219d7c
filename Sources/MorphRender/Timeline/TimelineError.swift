import Foundation

/// Why a ``TimelineFrame`` or a ``Timeline`` could not be built from the values given.
///
/// Each case names the node, value or time at fault so a sampler bug points at its cause.
public enum TimelineError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A frame's time is NaN, infinite or negative.
    case invalidTime(TimeInterval)
    /// Two nodes of the frame at `time` share `nodeID`.
    case duplicateNodeID(String, time: TimeInterval)
    /// A node names itself as its parent.
    case nodeIsItsOwnParent(nodeID: String, time: TimeInterval)
    /// A node's parent is not in the frame at all.
    case unknownParent(nodeID: String, parentID: String, time: TimeInterval)
    /// A node is listed before its parent; parents must come first (tree order does this).
    case parentListedAfterChild(nodeID: String, parentID: String, time: TimeInterval)
    /// A node's `property` (`"frame"`, `"alpha"`, `"transform"`, `"text.lines[2].baseline"`, …)
    /// holds NaN or an infinity.
    case nonFiniteValue(nodeID: String, property: String, time: TimeInterval)
    /// A node's frame has a negative width or height.
    case negativeSize(nodeID: String, size: CGSize, time: TimeInterval)
    /// Frame times must increase strictly: the frame at `time` follows one at `previousTime`.
    case framesOutOfOrder(previousTime: TimeInterval, time: TimeInterval)
    /// The canvas size is negative, NaN or infinite.
    case invalidCanvasSize(CGSize)
    /// The frame rate is not a finite positive number.
    case invalidFrameRate(Double)

    /// A sentence naming what is wrong and where.
    public var description: String {
        switch self {
        case .invalidTime(let time):
            return "frame time \(time) is not a finite, non-negative number of seconds"
        case .duplicateNodeID(let id, let time):
            return "two nodes have the id \"\(id)\" in the frame at t=\(time)"
        case .nodeIsItsOwnParent(let id, let time):
            return "node \"\(id)\" is its own parent in the frame at t=\(time)"
        case .unknownParent(let id, let parentID, let time):
            return "node \"\(id)\" has parent \"\(parentID)\", which is not in the frame at t=\(time)"
        case .parentListedAfterChild(let id, let parentID, let time):
            return "node \"\(id)\" is listed before its parent \"\(parentID)\" in the frame at t=\(time); list parents first"
        case .nonFiniteValue(let id, let property, let time):
            return "node \"\(id)\" has a non-finite \(property) in the frame at t=\(time)"
        case .negativeSize(let id, let size, let time):
            return "node \"\(id)\" has a negative size \(size.width)×\(size.height) in the frame at t=\(time)"
        case .framesOutOfOrder(let previousTime, let time):
            return "frame times must increase: t=\(time) follows t=\(previousTime)"
        case .invalidCanvasSize(let size):
            return "canvas size \(size.width)×\(size.height) is not finite and non-negative"
        case .invalidFrameRate(let rate):
            return "frame rate \(rate) is not a finite positive number of frames per second"
        }
    }
}

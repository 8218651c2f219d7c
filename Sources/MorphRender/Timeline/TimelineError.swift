import Foundation
import Morph

/// Why a ``Timeline`` could not be built from the values given.
///
/// Each case names the frame, layer or value at fault so a sampler bug points at its cause.
public enum TimelineError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A frame's time is NaN, infinite or negative.
    case invalidTime(TimeInterval)
    /// Frame times must increase strictly: the frame at `time` follows one at `previousTime`.
    case framesOutOfOrder(previousTime: TimeInterval, time: TimeInterval)
    /// The tree at `time` cannot be drawn: its structure is inconsistent or a layer holds a NaN or
    /// infinite number (`PresentationTree.validated()` says which layer).
    case invalidFrame(time: TimeInterval, PresentationError)
    /// Two layers of the tree at `time` share the id of the layer named `name`.
    case duplicateLayer(LayerID, name: String, time: TimeInterval)
    /// The canvas size is negative, NaN or infinite.
    case invalidCanvasSize(CGSize)
    /// The frame rate is not a finite positive number.
    case invalidFrameRate(Double)

    /// A sentence naming what is wrong and where.
    public var description: String {
        switch self {
        case .invalidTime(let time):
            "frame time \(time) is not a finite, non-negative number of seconds"
        case let .framesOutOfOrder(previousTime, time):
            "frame times must increase: t=\(time) follows t=\(previousTime)"
        case let .invalidFrame(time, error):
            "the frame at t=\(time) cannot be drawn: \(error)"
        case let .duplicateLayer(id, name, time):
            "two layers have the id \(id) (one is '\(name)') in the frame at t=\(time)"
        case .invalidCanvasSize(let size):
            "canvas size \(size.width)×\(size.height) is not finite and non-negative"
        case .invalidFrameRate(let rate):
            "frame rate \(rate) is not a finite positive number of frames per second"
        }
    }
}

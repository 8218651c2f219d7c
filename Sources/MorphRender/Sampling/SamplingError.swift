import Foundation

/// Why ``TimelineSampler`` could not sample a run.
public enum SamplingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The frame rate is not finite or not in 1…1000 frames per second.
    case invalidFrameRate(Double)
    /// The time limit is not finite or not positive.
    case invalidTimeLimit(TimeInterval)
    /// The canvas size is not finite, or not positive.
    case invalidCanvasSize(CGSize)
    /// The run was still animating (or still had steps to perform) when the time limit was
    /// reached: an animation that never ends, or a script longer than the limit.
    case timeLimitExceeded(limit: TimeInterval, step: String?)
    /// A presentation value could not be recorded (for example a NaN frame).
    case invalidPresentation(String)
    /// A step's change threw: the step's name and the error's description. Sampling stops there.
    case stepFailed(step: String, reason: String)

    /// A message for people.
    public var description: String {
        switch self {
        case .invalidFrameRate(let rate):
            "invalid frame rate \(rate): expected a number of frames per second from 1 to 1000"
        case .invalidTimeLimit(let limit):
            "invalid time limit \(limit): expected a positive number of seconds"
        case .invalidCanvasSize(let size):
            "invalid canvas size \(size.width)×\(size.height): expected positive, finite points"
        case let .timeLimitExceeded(limit, step):
            "still animating after \(limit) s" + (step.map { " (during step \"\($0)\")" } ?? "")
                + ": an animation that never ends, or a script longer than the time limit"
        case .invalidPresentation(let message):
            "cannot record the presentation tree: \(message)"
        case let .stepFailed(step, reason):
            "step \"\(step)\" failed: \(reason)"
        }
    }
}

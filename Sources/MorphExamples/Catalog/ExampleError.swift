import Foundation

/// Why an example could not be rendered.
public enum ExampleError: Error, Sendable, CustomStringConvertible {
    /// The size is not finite and positive.
    case invalidSize(CGSize)
    /// Building the example's nodes failed (its closure threw).
    case building(any Error)
    /// The initial layout pass failed.
    case layout(NodeError)
    /// Sampling failed (a bad frame rate, or an animation that never ends).
    case sampling(SamplingError)

    /// A message for people.
    public var description: String {
        switch self {
        case .invalidSize(let size): "invalid size \(size.width)×\(size.height): expected positive, finite points"
        case .building(let error): "building the example failed: \(error)"
        case .layout(let error): "the initial layout failed: \(error)"
        case .sampling(let error): error.description
        }
    }
}

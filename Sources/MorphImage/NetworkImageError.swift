import Foundation
import MorphLayout

/// Why a `NetworkImageNode` could not show the image at its URL, and which URL it was.
///
/// A node that fails keeps its placeholder and reports the error to its
/// `DisplayNode.errorHandler` (see `DisplayNode.reportError(_:)`), except
/// ``Reason/cancelled``, which only ends the load (`NetworkImageNode.LoadPhase.failed(_:)`).
public struct NetworkImageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable, Hashable {
        /// The server answered with an HTTP status outside 200…299 (a 404, a 500 …).
        case httpStatus(Int)
        /// The connection ended before the whole body arrived: `received` bytes of the `expected`
        /// ones (`nil` when the server did not say how many).
        case truncatedBody(received: Int64, expected: Int64?)
        /// The body is longer than the node's `NetworkImageNode.maximumBodyLength` (`limit`
        /// bytes), announced or received; the load stops there.
        case bodyTooLarge(limit: Int64)
        /// The body (or file) arrived but is not an image Morph decodes: corrupt, truncated inside a
        /// complete response, not PNG or JPEG, too large; or a file that cannot be read. Carries the
        /// decoder's error (its path is the URL).
        case image(ImageError)
        /// No response within the node's `NetworkImageNode.timeoutInterval`.
        case timedOut
        /// The load was cancelled: the URL changed, the node left its supernode or was released.
        case cancelled
        /// A scheme other than http, https and file.
        case unsupportedScheme(String)
        /// The connection could not be made or failed (refused, host not found, TLS …); carries the
        /// system's message.
        case connectionFailed(String)
    }

    /// The URL that was loaded.
    public let url: URL
    /// What went wrong.
    public let reason: Reason

    /// An error about `url`.
    public init(url: URL, reason: Reason) {
        self.url = url
        self.reason = reason
    }

    /// A sentence naming the URL and the fault.
    public var description: String {
        let subject = "image \(url.absoluteString)"
        switch reason {
        case let .httpStatus(status):
            return "\(subject): the server answered HTTP \(status)"
        case let .truncatedBody(received, expected):
            return "\(subject): the connection ended after \(received) bytes of \(expected.map(String.init) ?? "an unknown number of")"
        case let .bodyTooLarge(limit):
            return "\(subject): the body is longer than \(limit) bytes"
        case let .image(error):
            return "\(subject): \(error)"
        case .timedOut:
            return "\(subject): timed out"
        case .cancelled:
            return "\(subject): cancelled"
        case let .unsupportedScheme(scheme):
            return "\(subject): the scheme \"\(scheme)\" is not http, https or file"
        case let .connectionFailed(message):
            return "\(subject): \(message)"
        }
    }
}

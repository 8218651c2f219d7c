import Foundation
import MorphLayout

/// Why an image could not be decoded, and which file it was.
public struct ImageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was wrong.
    public enum Reason: Sendable, Hashable {
        /// The file could not be opened or read (missing, a directory, no permission …).
        case unreadable(String)
        /// The data is neither PNG nor JPEG; carries its first bytes (at most 8).
        case unsupportedFormat(signature: [UInt8])
        /// The data ends before the image does; carries the decoder's message.
        case truncated(String)
        /// The decoder rejected the data (bad header, bad checksum, damaged compressed data …);
        /// carries the decoder's message.
        case corrupt(String)
        /// A valid image that is not supported (a JPEG colour space with no RGB conversion …).
        case unsupported(String)
        /// The image is wider or taller than ``DecodedImage/maximumDimension`` pixels, or has more
        /// than the allowed number of pixels (``DecodedImage/defaultMaximumPixelCount`` unless
        /// the caller chose another limit).
        case tooLarge(width: Int, height: Int, maximumPixelCount: Int)
        /// Decoding would need more memory or work than allowed, although the image's pixels are
        /// within the limit: a multi-scan (progressive) JPEG whose coefficient buffer and pixels
        /// together exceed the bytes of the pixel limit, or a JPEG with more than
        /// ``DecodedImage/maximumJPEGScanCount`` scans; carries what was exceeded.
        case decodingLimitExceeded(String)
        /// A scale that is NaN, infinite, zero or negative.
        case invalidScale(CGFloat)
        /// Pixels given by hand whose count is not width × height (or a size that is not positive).
        case invalidPixels(width: Int, height: Int, count: Int)
        /// The image could not be encoded (``DecodedImage/pngData()``); carries the encoder's
        /// message.
        case unencodable(String)
        /// An ``ImageModification`` failed: its identifier and the error it threw.
        case modificationFailed(modification: String, message: String)
    }

    /// The file read, or `nil` for data in memory.
    public let path: String?
    /// What was wrong.
    public let reason: Reason

    /// An error about `path` (or data in memory when `nil`).
    public init(path: String?, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// The same reason about another file.
    func at(_ path: String?) -> ImageError {
        ImageError(path: path, reason: reason)
    }

    /// A sentence naming the file (or "image data") and the fault.
    public var description: String {
        let subject = path.map { "image \($0)" } ?? "image data"
        switch reason {
        case let .unreadable(message):
            return "\(subject) cannot be read: \(message)"
        case let .unsupportedFormat(signature):
            let bytes = signature.map { String($0, radix: 16, uppercase: true) }.joined(separator: " ")
            return "\(subject) is neither PNG nor JPEG (starts with \(bytes.isEmpty ? "nothing" : bytes))"
        case let .truncated(message):
            return "\(subject) is truncated: \(message)"
        case let .corrupt(message):
            return "\(subject) is corrupt: \(message)"
        case let .unsupported(message):
            return "\(subject) is not supported: \(message)"
        case let .tooLarge(width, height, limit):
            return "\(subject) is \(width)×\(height) pixels, above the limit of \(DecodedImage.maximumDimension) per side or \(limit) pixels"
        case let .decodingLimitExceeded(message):
            return "\(subject) needs more to decode than allowed: \(message)"
        case let .invalidScale(scale):
            return "image scale \(scale) is not a positive, finite number"
        case let .invalidPixels(width, height, count):
            return "\(count) pixels do not make a \(width)×\(height) image"
        case let .unencodable(message):
            return "\(subject) cannot be encoded as PNG: \(message)"
        case let .modificationFailed(modification, message):
            return "modification \(modification) of \(subject) failed: \(message)"
        }
    }
}

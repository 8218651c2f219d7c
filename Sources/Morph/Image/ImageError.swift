import Foundation

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
        /// A scale that is NaN, infinite, zero or negative.
        case invalidScale(CGFloat)
        /// Pixels given by hand whose count is not width × height (or a size that is not positive).
        case invalidPixels(width: Int, height: Int, count: Int)

        // The reasons of the hand-written PNG header reader, which goes with `ImageNode`'s move to
        // `DecodedImage`.
        /// The first 8 bytes are not the PNG signature.
        case notPNG(signature: [UInt8])
        /// The data ends before the end of the IHDR chunk (33 bytes from the start).
        case headerTruncated(byteCount: Int, needed: Int)
        /// The first chunk is not IHDR.
        case missingHeaderChunk(found: String)
        /// The IHDR chunk's length field is not 13.
        case invalidHeaderLength(UInt32)
        /// The IHDR chunk's CRC does not match its contents.
        case headerChecksumMismatch(stored: UInt32, computed: UInt32)
        /// A width or height of 0 or above 2³¹ − 1.
        case invalidDimensions(width: UInt32, height: UInt32)
        /// A width or height above the reader's limit.
        case dimensionsTooLarge(width: UInt32, height: UInt32, limit: UInt32)
        /// A colour type the specification does not define.
        case unknownColorType(UInt8)
        /// A bit depth not allowed for the colour type.
        case invalidBitDepth(UInt8, colorType: PNGColorType)
        /// A compression, filter or interlace method the specification does not define.
        case unknownMethod(field: String, value: UInt8)
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
        case let .invalidScale(scale):
            return "image scale \(scale) is not a positive, finite number"
        case let .invalidPixels(width, height, count):
            return "\(count) pixels do not make a \(width)×\(height) image"
        case let .notPNG(signature):
            let bytes = signature.map { String($0, radix: 16, uppercase: true) }.joined(separator: " ")
            return "\(subject) is not a PNG (starts with \(bytes.isEmpty ? "nothing" : bytes))"
        case let .headerTruncated(count, needed):
            return "\(subject) is truncated: \(count) bytes, the PNG header needs \(needed)"
        case let .missingHeaderChunk(found):
            return "\(subject) does not start with an IHDR chunk (found \(found))"
        case let .invalidHeaderLength(length):
            return "\(subject) has an IHDR chunk of \(length) bytes instead of 13"
        case let .headerChecksumMismatch(stored, computed):
            return "\(subject) has a corrupt IHDR chunk (CRC \(String(stored, radix: 16)), computed \(String(computed, radix: 16)))"
        case let .invalidDimensions(width, height):
            return "\(subject) has invalid dimensions \(width)×\(height) (each must be 1…2147483647)"
        case let .dimensionsTooLarge(width, height, limit):
            return "\(subject) is \(width)×\(height) pixels, above the limit of \(limit) per side"
        case let .unknownColorType(value):
            return "\(subject) has unknown colour type \(value)"
        case let .invalidBitDepth(depth, colorType):
            return "\(subject) has bit depth \(depth), not allowed for colour type \(colorType) (allowed: \(colorType.allowedBitDepths.map(String.init).joined(separator: ", ")))"
        case let .unknownMethod(field, value):
            return "\(subject) has unknown \(field) method \(value)"
        }
    }
}

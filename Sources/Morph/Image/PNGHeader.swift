import Foundation

/// The header (IHDR chunk) of a PNG image: its pixel size, bit depth and colour type, read
/// without decoding the image.
///
/// An image node uses ``size`` as its intrinsic size (one pixel is one point). Reading checks the
/// signature, that IHDR comes first with its 13 bytes, the chunk's CRC, and every field against
/// the PNG specification (ISO/IEC 15948, §11.2.2), so a corrupt or foreign file fails with an
/// ``ImageError`` that names the file and the fault instead of yielding a wrong size.
///
/// ```swift
/// let header = try PNGHeader(contentsOf: URL(fileURLWithPath: "photo.png"))
/// print(header.width, header.height, header.colorType)
/// ```
public struct PNGHeader: Sendable, Hashable {
    /// The eight bytes every PNG starts with.
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// The bytes needed to read the header: signature (8) + chunk length and type (8) + IHDR
    /// data (13) + CRC (4).
    public static let headerByteCount = 33
    /// The default limit on width and height (libpng's default user limit): larger images are
    /// refused with ``ImageError/Reason/dimensionsTooLarge(width:height:limit:)``.
    public static let defaultMaximumDimension: UInt32 = 1_000_000

    /// The width in pixels (1 or more).
    public let width: UInt32
    /// The height in pixels (1 or more).
    public let height: UInt32
    /// Bits per sample (per palette index for indexed images): 1, 2, 4, 8 or 16.
    public let bitDepth: UInt8
    /// How pixels are stored.
    public let colorType: PNGColorType
    /// Whether the image is Adam7-interlaced.
    public let isInterlaced: Bool

    /// The pixel size as geometry: `width × height` points at one point per pixel.
    public var size: CGSize {
        CGSize(width: CGFloat(width), height: CGFloat(height))
    }

    /// Bits per pixel: bit depth × channel count.
    public var bitsPerPixel: Int {
        Int(bitDepth) * colorType.channelCount
    }

    /// Reads the header of the PNG file at `url`; only its first 33 bytes are read.
    ///
    /// - Parameters:
    ///   - url: a file URL.
    ///   - maximumDimension: the largest width or height accepted (default
    ///     ``defaultMaximumDimension``).
    /// - Throws: ``ImageError`` with the file's path: ``ImageError/Reason/unreadable(_:)`` if the
    ///   file cannot be read, otherwise the reasons of ``init(data:maximumDimension:)``.
    public init(contentsOf url: URL, maximumDimension: UInt32 = defaultMaximumDimension) throws(ImageError) {
        let bytes: Data
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            bytes = try handle.read(upToCount: Self.headerByteCount) ?? Data()
        } catch {
            throw ImageError(path: url.path, reason: .unreadable(Self.message(of: error)))
        }
        do {
            try self.init(data: bytes, maximumDimension: maximumDimension)
        } catch {
            throw ImageError(path: url.path, reason: error.reason)
        }
    }

    /// Reads the header from the start of PNG data (bytes after the header are ignored).
    ///
    /// - Throws: ``ImageError`` (with a `nil` path) for a wrong signature, data shorter than 33
    ///   bytes, a first chunk other than a 13-byte IHDR, a CRC mismatch, a zero (or above 2³¹ − 1)
    ///   dimension, a dimension above `maximumDimension`, an unknown colour type, a bit depth the
    ///   colour type does not allow, or an unknown compression, filter or interlace method.
    public init(data: Data, maximumDimension: UInt32 = defaultMaximumDimension) throws(ImageError) {
        let bytes = [UInt8](data.prefix(Self.headerByteCount))
        func fail(_ reason: ImageError.Reason) -> ImageError { ImageError(path: nil, reason: reason) }

        guard bytes.starts(with: Self.signature) else {
            // A short prefix of the signature is a truncated PNG, anything else is not a PNG.
            if bytes.count < Self.signature.count, Self.signature.starts(with: bytes), !bytes.isEmpty {
                throw fail(.headerTruncated(byteCount: bytes.count, needed: Self.headerByteCount))
            }
            throw fail(.notPNG(signature: Array(bytes.prefix(8))))
        }
        if bytes.count >= 16 {
            let type = bytes[12..<16]
            if !type.elementsEqual(Array("IHDR".utf8)) {
                throw fail(.missingHeaderChunk(found: String(decoding: type, as: UTF8.self)))
            }
            let length = Self.bigEndian(bytes, at: 8)
            if length != 13 { throw fail(.invalidHeaderLength(length)) }
        }
        guard bytes.count == Self.headerByteCount else {
            throw fail(.headerTruncated(byteCount: bytes.count, needed: Self.headerByteCount))
        }

        let stored = Self.bigEndian(bytes, at: 29)
        let computed = CRC32.checksum(bytes[12..<29])
        guard stored == computed else { throw fail(.headerChecksumMismatch(stored: stored, computed: computed)) }

        let width = Self.bigEndian(bytes, at: 16)
        let height = Self.bigEndian(bytes, at: 20)
        let largest: UInt32 = 0x7FFF_FFFF
        guard (1...largest).contains(width), (1...largest).contains(height) else {
            throw fail(.invalidDimensions(width: width, height: height))
        }
        guard width <= maximumDimension, height <= maximumDimension else {
            throw fail(.dimensionsTooLarge(width: width, height: height, limit: maximumDimension))
        }
        guard let colorType = PNGColorType(rawValue: bytes[25]) else {
            throw fail(.unknownColorType(bytes[25]))
        }
        let bitDepth = bytes[24]
        guard colorType.allowedBitDepths.contains(bitDepth) else {
            throw fail(.invalidBitDepth(bitDepth, colorType: colorType))
        }
        for (field, value, allowed) in [("compression", bytes[26], 0...0), ("filter", bytes[27], 0...0), ("interlace", bytes[28], 0...1)]
        where !allowed.contains(Int(value)) {
            throw fail(.unknownMethod(field: field, value: value))
        }

        self.width = width
        self.height = height
        self.bitDepth = bitDepth
        self.colorType = colorType
        self.isInterlaced = bytes[28] == 1
    }

    /// The big-endian 32-bit integer at `offset`.
    private static func bigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// A short description of a file-reading error.
    private static func message(of error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError {
            return "\(nsError.localizedDescription) (\(underlying.localizedDescription))"
        }
        return nsError.localizedDescription
    }
}

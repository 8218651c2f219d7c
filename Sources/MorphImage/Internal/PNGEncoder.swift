import CImageEncoding
import CPNG
import Foundation
import MorphLayout

/// PNG encoding with libpng, through a C shim (`morph_png_encode`) that catches libpng's errors
/// in its own frame (libpng reports them by `longjmp`, which must never cross a Swift frame) and
/// returns them as a status and a message.
///
/// Morph's one PNG encoder: ``DecodedImage/pngData()`` encodes through it, and so does MorphCanvas's
/// `RasterImage` (package access), each converting its pixels to straight 8-bit rows first.
///
/// **Compression.** zlib's level ``compressionLevel`` (2) with one row filter — Up for drawings
/// (``RowFilter/up``), Paeth for photographs (``RowFilter/paeth``) — rather than libpng's
/// defaults (level 6, every filter tried on every row): measured on the main job's filmstrips,
/// four to seven times faster, for files within a few percent of the defaults' sizes (a
/// photograph about a tenth larger; see Benchmarks/README.md, 2026-11-29). The pixels are the
/// same either way.
package enum PNGEncoder {
    /// libpng could not encode the rows; carries its message.
    package struct Failure: Error, Sendable {
        /// What libpng said.
        package let message: String
    }

    /// zlib's compression level: 2.
    static let compressionLevel: Int32 = 2

    /// The filter every row is written with.
    package enum RowFilter: Sendable {
        /// Each byte less the one above: drawings (flat fills, text, edges), where it compresses
        /// as well as trying every filter.
        case up
        /// Each byte less its Paeth prediction from left, above and upper left: photographs.
        case paeth

        var mask: Int32 {
            switch self {
            case .up: Int32(PNG_FILTER_UP)
            case .paeth: Int32(PNG_FILTER_PAETH)
            }
        }
    }

    /// Encodes `width` × `height` pixels of 8-bit sRGB: `channels` bytes a pixel (3 for RGB, 4 for
    /// RGBA with straight alpha), rows top to bottom without padding. With `opaqueAsRGB`, RGBA
    /// pixels that are all opaque are written as an RGB PNG (the same pixels, smaller and faster).
    /// Every row is written with `filter`.
    ///
    /// - Precondition: `bytes.count == width × height × channels`, `channels` is 3 or 4.
    /// - Throws: ``Failure`` with libpng's message.
    /// - Complexity: O(pixels); one compression.
    package static func encode(
        _ bytes: [UInt8], width: Int, height: Int, channels: Int, filter: RowFilter = .up, opaqueAsRGB: Bool = false
    ) throws(Failure) -> Data {
        precondition(channels == 3 || channels == 4, "PNG rows have 3 or 4 channels")
        precondition(bytes.count == width * height * channels, "\(bytes.count) bytes do not make \(width)×\(height) pixels of \(channels) channels")
        guard let pixelWidth = UInt32(exactly: width), let pixelHeight = UInt32(exactly: height), width > 0, height > 0 else {
            throw Failure(message: "a PNG is 1 to 2³¹ pixels wide and high, not \(width)×\(height)")
        }
        var output: UnsafeMutablePointer<UInt8>?
        var size = 0
        var message = [CChar](repeating: 0, count: 200)
        // The shim reads `bytes.count` bytes (the precondition above) and writes at most 200 into
        // `message`; it returns a buffer of its own, copied and freed here.
        let status = bytes.withUnsafeBufferPointer { rows in
            message.withUnsafeMutableBufferPointer { message in
                morph_png_encode(
                    rows.baseAddress, pixelWidth, pixelHeight, UInt32(channels), compressionLevel, filter.mask,
                    opaqueAsRGB ? 1 : 0, &output, &size, message.baseAddress
                )
            }
        }
        guard status == MORPH_PNG_OK, let output else {
            throw Failure(message: message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
        }
        defer { morph_png_free(output) }
        return Data(bytes: output, count: size)
    }

    /// Encodes `image`: RGB when it is opaque, RGBA otherwise, its premultiplied pixels divided by
    /// their alpha.
    static func encode(_ image: DecodedImage) throws(ImageError) -> Data {
        let channels = image.isOpaque ? 3 : 4
        do {
            // Decoded images are mostly photographs (JPEG, PNG photos): Paeth.
            return try encode(straightBytes(of: image, channels: channels), width: image.pixelWidth, height: image.pixelHeight, channels: channels, filter: .paeth)
        } catch {
            throw ImageError(path: nil, reason: .unencodable(error.message))
        }
    }

    /// The pixels as 8-bit R, G, B (and A) bytes, row by row, divided by their alpha.
    static func straightBytes(of image: DecodedImage, channels: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: image.pixels.count * channels)
        bytes.withUnsafeMutableBufferPointer { output in
            image.pixels.withUnsafeBufferPointer { pixels in
                var offset = 0
                for pixel in pixels {
                    let alpha = pixel >> 24
                    output[offset] = unpremultiplied(pixel >> 16 & 0xFF, alpha: alpha)
                    output[offset + 1] = unpremultiplied(pixel >> 8 & 0xFF, alpha: alpha)
                    output[offset + 2] = unpremultiplied(pixel & 0xFF, alpha: alpha)
                    if channels == 4 { output[offset + 3] = UInt8(alpha) }
                    offset += channels
                }
            }
        }
        return bytes
    }

    /// `component × 255 / alpha`, rounded to the nearest value and capped at 255; 0 when `alpha`
    /// is 0.
    static func unpremultiplied(_ component: UInt32, alpha: UInt32) -> UInt8 {
        if alpha == 0xFF { return UInt8(component) }
        guard alpha > 0 else { return 0 }
        return UInt8(min(255, (component * 255 + alpha / 2) / alpha))
    }

    /// The message libpng left in `image`; "libpng failed" when it left none.
    package static func message(of image: png_image) -> String {
        let message = withUnsafeBytes(of: image.message) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        return message.isEmpty ? "libpng failed" : message
    }
}

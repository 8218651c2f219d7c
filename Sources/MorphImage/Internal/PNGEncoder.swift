import CPNG
import Foundation
import MorphLayout

/// PNG encoding with libpng's simplified API (`png_image_write_to_memory`), whose errors are caught
/// inside libpng (`png_safe_execute`) and reported in `png_image.message`; no `longjmp` reaches
/// Swift.
///
/// Morph's one PNG encoder: ``DecodedImage/pngData()`` encodes through it, and so does MorphCanvas's
/// `RasterImage` (package access), each converting its pixels to straight 8-bit rows first.
package enum PNGEncoder {
    /// libpng could not encode the rows; carries its message.
    package struct Failure: Error, Sendable {
        /// What libpng said.
        package let message: String
    }

    /// Encodes `width` × `height` pixels of 8-bit sRGB: `channels` bytes a pixel (3 for RGB, 4 for
    /// RGBA with straight alpha), rows top to bottom without padding.
    ///
    /// The output buffer is first as large as the raw rows plus a margin, which holds what zlib
    /// writes for any image (photographs barely compress: a guess of half the raw size made them
    /// compress twice); when libpng still needs more it says how much, and the rows are encoded
    /// once more into that.
    ///
    /// - Precondition: `bytes.count == width × height × channels`, `channels` is 3 or 4.
    /// - Throws: ``Failure`` with libpng's message.
    /// - Complexity: O(pixels); one compression.
    package static func encode(_ bytes: [UInt8], width: Int, height: Int, channels: Int) throws(Failure) -> Data {
        precondition(channels == 3 || channels == 4, "PNG rows have 3 or 4 channels")
        precondition(bytes.count == width * height * channels, "\(bytes.count) bytes do not make \(width)×\(height) pixels of \(channels) channels")
        let rowStride = Int32(width * channels)
        // Stored deflate blocks add 5 bytes per 64 KiB and PNG a filter byte per row and 12 per
        // chunk: a 64th of the raw size and 4 KiB cover them.
        var capacity = bytes.count + bytes.count / 64 + 4_096
        for _ in 0..<2 {
            var png = png_image()
            png.version = UInt32(PNG_IMAGE_VERSION)
            png.width = UInt32(width)
            png.height = UInt32(height)
            png.format = UInt32(channels == 4 ? PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA : PNG_FORMAT_FLAG_COLOR)
            var output = Data(count: capacity)
            var written = png_alloc_size_t(capacity)
            let succeeded = output.withUnsafeMutableBytes { memory in
                bytes.withUnsafeBytes { pixels in
                    png_image_write_to_memory(&png, memory.baseAddress, &written, 0, pixels.baseAddress, rowStride, nil)
                }
            }
            let message = Self.message(of: png)
            png_image_free(&png)
            if succeeded != 0 {
                output.count = Int(written)
                return output
            }
            // Too small a buffer fails without a message and says the size it needs.
            guard Int(written) > capacity else { throw Failure(message: message) }
            capacity = Int(written)
        }
        throw Failure(message: "the encoded size changed between two runs")
    }

    /// Encodes `image`: RGB when it is opaque, RGBA otherwise, its premultiplied pixels divided by
    /// their alpha.
    static func encode(_ image: DecodedImage) throws(ImageError) -> Data {
        let channels = image.isOpaque ? 3 : 4
        do {
            return try encode(straightBytes(of: image, channels: channels), width: image.pixelWidth, height: image.pixelHeight, channels: channels)
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

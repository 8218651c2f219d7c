import CPNG
import Foundation

/// PNG encoding with libpng's simplified API (`png_image_write_to_memory`), whose errors are caught
/// inside libpng (`png_safe_execute`) and reported in `png_image.message`; no `longjmp` reaches
/// Swift.
enum PNGEncoder {
    static func encode(_ image: DecodedImage) throws(ImageError) -> Data {
        let channels = image.isOpaque ? 3 : 4
        let rows = straightBytes(of: image, channels: channels)
        var png = png_image()
        png.version = UInt32(PNG_IMAGE_VERSION)
        png.width = UInt32(image.pixelWidth)
        png.height = UInt32(image.pixelHeight)
        png.format = UInt32(image.isOpaque ? PNG_FORMAT_FLAG_COLOR : PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        let rowStride = Int32(image.pixelWidth * channels)
        // First ask libpng how large the file is, then write it into a buffer of that size.
        var size: png_alloc_size_t = 0
        let measured = rows.withUnsafeBytes { pixels in
            png_image_write_to_memory(&png, nil, &size, 0, pixels.baseAddress, rowStride, nil)
        }
        guard measured != 0, size > 0 else { throw failure(png) }
        png_image_free(&png)
        png.version = UInt32(PNG_IMAGE_VERSION)
        png.opaque = nil
        var output = Data(count: Int(size))
        var written = size
        let finished = output.withUnsafeMutableBytes { memory in
            rows.withUnsafeBytes { pixels in
                png_image_write_to_memory(&png, memory.baseAddress, &written, 0, pixels.baseAddress, rowStride, nil)
            }
        }
        guard finished != 0 else { throw failure(png) }
        output.count = Int(written)
        return output
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
    @inline(__always)
    static func unpremultiplied(_ component: UInt32, alpha: UInt32) -> UInt8 {
        if alpha == 0xFF { return UInt8(component) }
        guard alpha > 0 else { return 0 }
        return UInt8(min(255, (component * 255 + alpha / 2) / alpha))
    }

    private static func failure(_ image: png_image) -> ImageError {
        let message = withUnsafeBytes(of: image.message) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        return ImageError(path: nil, reason: .unencodable(message.isEmpty ? "libpng failed" : message))
    }
}

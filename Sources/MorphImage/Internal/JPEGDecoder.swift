import CImageDecoding
import Foundation
import MorphLayout

/// JPEG decoding with libjpeg-turbo through the `CImageDecoding` shim, which keeps libjpeg's
/// `setjmp`/`longjmp` error handling inside C and reports a status code. Premature end of data
/// (a warning to libjpeg, which would fill the rest with grey) is reported as truncation.
enum JPEGDecoder {
    static func decode(_ data: Data, maximumPixelCount: Int) throws(ImageError) -> DecodedPixels {
        var info = morph_jpeg_info()
        let headerStatus = data.withUnsafeBytes { bytes in
            morph_jpeg_read_header(bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count, &info)
        }
        try check(headerStatus, info)
        let width = Int(info.width)
        let height = Int(info.height)
        try DecodedPixels.checkSize(width: width, height: height, maximumPixelCount: maximumPixelCount)
        var pixels = [UInt32](repeating: 0, count: width * height)
        let status = data.withUnsafeBytes { bytes in
            pixels.withUnsafeMutableBufferPointer { buffer in
                morph_jpeg_decode(
                    bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count, buffer.baseAddress, buffer.count, &info
                )
            }
        }
        try check(status, info)
        return ImageOrientation(exifValue: Int(info.orientation)).apply(to: DecodedPixels(width: width, height: height, pixels: pixels))
    }

    private static func check(_ status: morph_jpeg_status, _ info: morph_jpeg_info) throws(ImageError) {
        guard status != MORPH_JPEG_OK else { return }
        let message = withUnsafeBytes(of: info.message) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        switch status {
        case MORPH_JPEG_TRUNCATED:
            throw ImageError(path: nil, reason: .truncated(message.isEmpty ? "premature end of JPEG data" : message))
        case MORPH_JPEG_UNSUPPORTED:
            throw ImageError(path: nil, reason: .unsupported(message))
        default:
            throw ImageError(path: nil, reason: .corrupt(message.isEmpty ? "libjpeg failed" : message))
        }
    }
}

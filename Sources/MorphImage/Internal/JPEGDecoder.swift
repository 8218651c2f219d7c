import CImageDecoding
import Foundation
import MorphLayout

/// JPEG decoding with libjpeg-turbo through the `CImageDecoding` shim, which keeps libjpeg's
/// `setjmp`/`longjmp` error handling inside C and reports a status code. Premature end of data
/// (a warning to libjpeg, which would fill the rest with grey) is reported as truncation.
///
/// **The whole cost, checked first.** A multi-scan (progressive) file needs libjpeg's buffer of
/// every coefficient of the image (2 bytes per sample) besides the pixels, so a 142-byte file
/// can ask for hundreds of megabytes. The header gives both sizes; decoding starts only when
/// the pixels and the coefficients together fit in the bytes of the pixel limit (4 × the
/// maximum pixel count: 256 MiB by default). libjpeg's own allocations are capped at what is
/// left of that budget plus ``workingMemory`` for its rows and tables, and it reads at most
/// ``DecodedImage/maximumJPEGScanCount`` scans (each scan is another pass over every
/// coefficient). Past any of these: ``ImageError/Reason/decodingLimitExceeded(_:)``.
enum JPEGDecoder {
    /// What libjpeg may allocate beyond the coefficients: its rows, tables and Huffman state
    /// (a few megabytes even for a 32,767-pixel-wide image).
    static let workingMemory = 32 << 20

    static func decode(_ data: Data, maximumPixelCount: Int) throws(ImageError) -> DecodedPixels {
        var info = morph_jpeg_info()
        let headerStatus = data.withUnsafeBytes { bytes in
            morph_jpeg_read_header(bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count, &info)
        }
        try check(headerStatus, info)
        let width = Int(info.width)
        let height = Int(info.height)
        try DecodedPixels.checkSize(width: width, height: height, maximumPixelCount: maximumPixelCount)
        let memoryForLibjpeg = try checkCost(width: width, height: height, coefficientBytes: info.coefficient_bytes, maximumPixelCount: maximumPixelCount)
        var pixels = [UInt32](repeating: 0, count: width * height)
        let status = data.withUnsafeBytes { bytes in
            pixels.withUnsafeMutableBufferPointer { buffer in
                morph_jpeg_decode(
                    bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count, buffer.baseAddress, buffer.count,
                    memoryForLibjpeg, Int32(DecodedImage.maximumJPEGScanCount), &info
                )
            }
        }
        try check(status, info)
        return ImageOrientation(exifValue: Int(info.orientation)).apply(to: DecodedPixels(width: width, height: height, pixels: pixels))
    }

    /// Checks that the pixels (4 bytes each) and libjpeg's coefficient buffer fit together in the
    /// bytes of the pixel limit; returns what libjpeg may allocate.
    ///
    /// - Throws: ``ImageError/Reason/decodingLimitExceeded(_:)`` naming both sizes.
    static func checkCost(width: Int, height: Int, coefficientBytes: UInt64, maximumPixelCount: Int) throws(ImageError) -> Int {
        // checkSize bounded the pixels by maximumPixelCount, so neither product overflows.
        let budget = UInt64(maximumPixelCount) * 4
        let pixelBytes = UInt64(width * height) * 4
        guard pixelBytes <= budget, coefficientBytes <= budget - pixelBytes else {
            let megabytes = { (bytes: UInt64) in String(format: "%.1f MiB", Double(bytes) / Double(1 << 20)) }
            throw ImageError(path: nil, reason: .decodingLimitExceeded(
                "a \(width)×\(height) multi-scan JPEG needs \(megabytes(coefficientBytes)) of coefficients besides "
                    + "\(megabytes(pixelBytes)) of pixels, over the \(megabytes(budget)) limit"
            ))
        }
        return Int(budget - pixelBytes) + workingMemory
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
        case MORPH_JPEG_LIMIT_EXCEEDED:
            throw ImageError(path: nil, reason: .decodingLimitExceeded(message.isEmpty ? "libjpeg needed more memory than allowed" : message))
        default:
            throw ImageError(path: nil, reason: .corrupt(message.isEmpty ? "libjpeg failed" : message))
        }
    }
}

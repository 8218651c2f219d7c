import CPNG
import Foundation
import MorphLayout

/// PNG decoding with libpng's simplified API (`png_image_*`), which handles every colour type and
/// bit depth, palettes, `tRNS` transparency, Adam7 interlacing and gamma, and converts to 8-bit
/// sRGB BGRA. Its errors are caught inside libpng (`png_safe_execute`) and reported in
/// `png_image.message`; no `longjmp` reaches Swift.
enum PNGDecoder {
    /// The chunk that ends every PNG: length 0, "IEND", its CRC.
    static let iendChunk = Data([0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])

    static func decode(_ data: Data, maximumPixelCount: Int) throws(ImageError) -> DecodedPixels {
        try checkChunkLengths(data)
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        let begun = data.withUnsafeBytes { bytes in
            png_image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count)
        }
        guard begun != 0 else { throw failure(image, data: data) }
        let width = Int(image.width)
        let height = Int(image.height)
        do {
            try DecodedPixels.checkSize(width: width, height: height, maximumPixelCount: maximumPixelCount)
        } catch {
            png_image_free(&image)
            throw error
        }
        // B, G, R, A in memory is 0xAARRGGBB in a little-endian 32-bit word; A, R, G, B on big endian.
        let channels = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        image.format = channels | UInt32(1 == 1.littleEndian ? PNG_FORMAT_FLAG_BGR : PNG_FORMAT_FLAG_AFIRST)
        // 16-bit PNGs are sRGB-encoded in practice; without this flag libpng would treat them as linear.
        image.flags |= UInt32(PNG_IMAGE_FLAG_16BIT_sRGB)
        var pixels = [UInt32](repeating: 0, count: width * height)
        let finished = pixels.withUnsafeMutableBytes { buffer in
            png_image_finish_read(&image, nil, buffer.baseAddress, 0, nil)
        }
        guard finished != 0 else { throw failure(image, data: data) }
        // libpng stops reading after the image data; the file's end (the IEND chunk) is checked
        // here: missing or cut short, the file is truncated; present with another CRC, corrupt.
        try checkEnd(data)
        premultiply(&pixels)
        return DecodedPixels(width: width, height: height, pixels: pixels)
    }

    /// Checks, before libpng reads a byte, that every chunk up to IEND fits in the data.
    ///
    /// libpng allocates an ancillary chunk's buffer at the length its header declares and only
    /// then reads the data: a 108-byte file that declares a 736 MB text chunk costs a 736 MB
    /// allocation before libpng finds the data missing (the PNG fuzz target found it). Checked
    /// here, no chunk can ask for more memory than the data holds. The walk reads 8 bytes per
    /// chunk header and nothing else.
    ///
    /// - Throws: ``ImageError/Reason/corrupt(_:)`` for a length above PNG's 2³¹ − 1,
    ///   ``ImageError/Reason/truncated(_:)`` for a chunk that declares more data than remains.
    ///   A file cut inside a chunk header is left to libpng, which reports it.
    static func checkChunkLengths(_ data: Data) throws(ImageError) {
        let failure: ImageError? = data.withUnsafeBytes { bytes in
            // After the 8-byte signature: length (4, big endian), type (4), data, CRC (4).
            var offset = 8
            while offset + 8 <= bytes.count {
                let length = (0..<4).reduce(0) { $0 << 8 | Int(bytes[offset + $1]) }
                let typeBytes = bytes[(offset + 4)..<(offset + 8)]
                // The chunk's name, for a message: its four letters, or its bytes in hex.
                func name() -> String {
                    typeBytes.allSatisfy { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
                        ? String(decoding: typeBytes, as: UTF8.self)
                        : typeBytes.map { String(format: "%02X", $0) }.joined()
                }
                if length > 0x7FFF_FFFF {
                    return ImageError(path: nil, reason: .corrupt("the \(name()) chunk declares \(length) bytes, more than PNG's 2147483647"))
                }
                let following = bytes.count - offset - 8
                if length + 4 > following {
                    return ImageError(path: nil, reason: .truncated(
                        "the \(name()) chunk declares \(length) bytes of data and a CRC, but only \(following) bytes follow its header"))
                }
                if typeBytes.elementsEqual(iendChunk[4..<8]) { return nil }
                offset += 12 + length
            }
            return nil
        }
        if let failure { throw failure }
    }

    /// Checks the IEND chunk that ends the file: its length and type, then its CRC.
    ///
    /// - Throws: ``ImageError/Reason/truncated(_:)`` when the data ends before the chunk does,
    ///   ``ImageError/Reason/corrupt(_:)`` when its CRC is not IEND's.
    static func checkEnd(_ data: Data) throws(ImageError) {
        let header = iendChunk.prefix(8)
        guard let found = data.range(of: header, options: .backwards) else {
            throw ImageError(path: nil, reason: .truncated("the data ends before the IEND chunk"))
        }
        let crc = data[found.upperBound...].prefix(4)
        guard crc.count == 4 else {
            throw ImageError(path: nil, reason: .truncated("the data ends inside the IEND chunk"))
        }
        guard crc.elementsEqual(iendChunk.suffix(4)) else {
            let hex = crc.map { String(format: "%02X", $0) }.joined()
            throw ImageError(path: nil, reason: .corrupt("the IEND chunk's CRC is \(hex), not AE426082"))
        }
    }

    /// The error libpng reported: truncated when it read past the end of the data (or found too
    /// little image data), corrupt otherwise.
    private static func failure(_ image: png_image, data: Data) -> ImageError {
        let message = withUnsafeBytes(of: image.message) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        let truncatedMessages = ["read beyond end of data", "Not enough image data", "unexpected end", "Read Error"]
        let isTruncated = truncatedMessages.contains { message.localizedCaseInsensitiveContains($0) }
        return ImageError(path: nil, reason: isTruncated ? .truncated(message) : .corrupt(message.isEmpty ? "libpng failed" : message))
    }

    /// Multiplies the colour of each pixel by its alpha (Cairo's rounding: `(c × a + 128) × 257 >> 16`).
    static func premultiply(_ pixels: inout [UInt32]) {
        pixels.withUnsafeMutableBufferPointer { buffer in
            for index in buffer.indices {
                let pixel = buffer[index]
                let alpha = pixel >> 24
                if alpha == 0xFF { continue }
                if alpha == 0 {
                    buffer[index] = 0
                    continue
                }
                func multiply(_ shift: UInt32) -> UInt32 {
                    let product = (pixel >> shift & 0xFF) * alpha + 0x80
                    return ((product + (product >> 8)) >> 8) << shift
                }
                buffer[index] = alpha << 24 | multiply(16) | multiply(8) | multiply(0)
            }
        }
    }
}

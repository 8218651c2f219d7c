import Foundation
import MorphImage

/// What the image decoders' fuzz targets check for each input, after it is given the format's
/// signature: decoding ends in an image or an `ImageError` — never a crash, a hang, a leak or an
/// allocation beyond the limits (libFuzzer's `-malloc_limit_mb` in `fuzz.sh` turns one into a
/// finding) — and a decoded image keeps the promises of `DecodedImage`.
public enum ImageFuzzing {
    /// The pixel limit the fuzz targets decode with: 4 Mi pixels (16 MiB), so that each input
    /// decodes quickly; a larger header is refused like any image above the limit.
    public static let maximumPixelCount = 1 << 22

    /// `bytes` with their first bytes replaced by `signature` (shorter inputs are the signature
    /// followed by what there is).
    public static func data(_ bytes: UnsafePointer<UInt8>, _ count: Int, signature: [UInt8]) -> Data {
        var data = Data(signature)
        if count > signature.count {
            data.append(bytes + signature.count, count: count - signature.count)
        }
        return data
    }

    /// Decodes `data` and checks the result.
    public static func check(_ data: Data, format: ImageFormat) {
        let image: DecodedImage
        do {
            image = try DecodedImage(data: data, maximumPixelCount: maximumPixelCount)
        } catch {
            // Every failure is a typed error; its description names the fault.
            precondition(!error.description.isEmpty)
            return
        }
        precondition(image.format == format, "decoded as \(String(describing: image.format))")
        precondition(image.pixelWidth > 0 && image.pixelHeight > 0 && image.pixelWidth * image.pixelHeight <= maximumPixelCount)
        precondition(image.pixels.count == image.pixelWidth * image.pixelHeight)
        var isOpaque = true
        for pixel in image.pixels {
            // Premultiplied: no colour channel exceeds alpha.
            let alpha = pixel >> 24
            precondition(pixel >> 16 & 0xFF <= alpha && pixel >> 8 & 0xFF <= alpha && pixel & 0xFF <= alpha, "not premultiplied: \(pixel)")
            isOpaque = isOpaque && alpha == 0xFF
        }
        precondition(image.isOpaque == isOpaque)
        precondition(image.size.width.isFinite && image.size.height.isFinite)
        // An opaque image survives PNG encoding exactly.
        if isOpaque, image.pixelWidth * image.pixelHeight <= 1 << 16 {
            guard let encoded = try? image.pngData() else { preconditionFailure("an opaque image could not be encoded") }
            guard let again = try? DecodedImage(data: encoded) else { preconditionFailure("the encoded PNG does not decode") }
            precondition(again.pixels == image.pixels, "the PNG round trip changed the pixels")
        }
    }
}

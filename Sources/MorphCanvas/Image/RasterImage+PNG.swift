import CPNG
import Foundation
import Morph
import MorphImage

extension RasterImage {
    /// The image as PNG data: 8-bit sRGB, RGB when every pixel is opaque (a quarter fewer bytes
    /// to compress and store; the same pixels) and RGBA otherwise, encoded by libpng through
    /// Morph's PNG encoder, the one `DecodedImage.pngData()` uses.
    ///
    /// - Throws: ``CanvasError/pngEncoding(_:)`` with libpng's message.
    /// - Complexity: O(pixels).
    public func pngData() throws(CanvasError) -> Data {
        do {
            return try PNGEncoder.encode(bytes, width: width, height: height, channels: 4, opaqueAsRGB: true)
        } catch {
            throw .pngEncoding(error.message)
        }
    }

    /// Decodes PNG data (any colour type and bit depth libpng reads) into 8-bit straight RGBA.
    ///
    /// - Parameters:
    ///   - pngData: the PNG file's bytes.
    ///   - scale: pixels per point of the decoded image; 1 by default.
    /// - Throws: ``CanvasError/pngDecoding(_:)`` for data libpng refuses;
    ///   ``CanvasError/surfaceTooLarge(pixelWidth:pixelHeight:)`` above the rasteriser's limits
    ///   (checked before the pixels are allocated); ``CanvasError/invalidScale(_:)``.
    /// - Complexity: O(pixels).
    public init(pngData: Data, scale: CGFloat = 1) throws(CanvasError) {
        guard scale.isFinite, scale > 0 else { throw .invalidScale(scale) }
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        let begun = pngData.withUnsafeBytes { bytes in
            png_image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count)
        }
        guard begun != 0 else { throw .pngDecoding(PNGEncoder.message(of: image)) }
        let width = Int(image.width)
        let height = Int(image.height)
        guard width <= Rasterizer.maximumPixelDimension, height <= Rasterizer.maximumPixelDimension,
              width * height <= Rasterizer.maximumPixelCount
        else {
            png_image_free(&image)
            throw .surfaceTooLarge(pixelWidth: width, pixelHeight: height)
        }
        image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        image.flags |= UInt32(PNG_IMAGE_FLAG_16BIT_sRGB)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        let finished = bytes.withUnsafeMutableBytes { buffer in
            png_image_finish_read(&image, nil, buffer.baseAddress, 0, nil)
        }
        guard finished != 0 else { throw .pngDecoding(PNGEncoder.message(of: image)) }
        self.init(unchecked: width, height: height, scale: scale, bytes: bytes)
    }

    /// Decodes the PNG file at `url`.
    ///
    /// - Throws: ``CanvasError/unreadableFile(path:reason:)``, or as ``init(pngData:scale:)``.
    public init(contentsOfPNG url: URL, scale: CGFloat = 1) throws(CanvasError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadableFile(path: url.path, reason: FileErrorReason.of(error))
        }
        try self.init(pngData: data, scale: scale)
    }

    /// Writes the image as a PNG file at `url`, replacing any file there.
    ///
    /// The data goes to a temporary file in the same folder, which is then renamed, so the path
    /// holds either the old file or the whole new one, never a part.
    ///
    /// - Throws: ``CanvasError/pngEncoding(_:)`` or ``CanvasError/unwritableFile(path:reason:)``.
    public func writePNG(to url: URL) throws(CanvasError) {
        let data = try pngData()
        try AtomicFile.write(data, to: url)
    }
}

import Foundation
import MorphLayout
import MorphMotion

/// A decoded PNG or JPEG image: its pixels in the layout Cairo draws from directly, its pixel
/// size and its scale.
///
/// ```swift
/// let photo = try DecodedImage(contentsOf: URL(fileURLWithPath: "photo@2x.png"))
/// print(photo.pixelWidth, photo.pixelHeight, photo.scale, photo.size)
/// ```
///
/// **Pixels.** ``pixels`` holds `pixelWidth × pixelHeight` 32-bit values, row by row from the top,
/// with no padding (``bytesPerRow`` = 4 × width). Each is `0xAARRGGBB` in native byte order with
/// **premultiplied** alpha: Cairo's `CAIRO_FORMAT_ARGB32`, so a rasteriser wraps the buffer with
/// `cairo_image_surface_create_for_data` (stride ``bytesPerRow``, which is what
/// `cairo_format_stride_for_width` gives for ARGB32) without converting it. Colours are sRGB, as
/// the decoders deliver them (PNG gamma is applied by libpng; 16-bit samples are reduced to 8).
///
/// **Scale.** ``size`` is in points: pixels ÷ ``scale``. The scale comes from the caller, or from an
/// `@2x` / `@3x` suffix before the file's extension (`icon@2x.png`), or is 1.
///
/// **Orientation.** A JPEG's EXIF orientation (tags 2–8) is applied while decoding, so the pixels
/// are upright and the size is the displayed one (portrait photos taken sideways come out
/// portrait).
///
/// **Limits and errors.** Decoding refuses, with ``ImageError/Reason/tooLarge(width:height:maximumPixelCount:)``
/// and before allocating, an image wider or taller than ``maximumDimension`` (Cairo's limit per
/// side) or with more pixels than the limit (``defaultMaximumPixelCount``, 64 Mi pixels = 256 MiB).
/// The limit's bytes bound the decoder's memory too: a progressive JPEG, which libjpeg decodes
/// through a buffer of all its coefficients (2 bytes per sample), is refused with
/// ``ImageError/Reason/decodingLimitExceeded(_:)``, before decoding, when that buffer and the
/// pixels together exceed them, and libjpeg's allocations are capped accordingly (plus 32 MiB
/// for its rows and tables); a JPEG with more than ``maximumJPEGScanCount`` scans is refused
/// the same way.
/// Files that cannot be read, data that is neither PNG nor JPEG, truncated and corrupt data throw
/// an ``ImageError`` naming the file; libpng's and libjpeg's error handling (`setjmp`/`longjmp`)
/// is kept inside C (libpng's simplified API, a small shim for libjpeg), so bad data never
/// crashes the process.
public struct DecodedImage: Sendable, Equatable {
    /// The widest and tallest image decoded, in pixels: 32,767, Cairo's image surface limit.
    public static let maximumDimension = 32_767
    /// The most pixels decoded unless the caller allows more: 64 Mi (67,108,864), 256 MiB of pixels.
    public static let defaultMaximumPixelCount = 1 << 26
    /// The most scans read from a JPEG: 256. Each scan of a progressive file is another pass over
    /// every coefficient; encoders write about ten (libjpeg's progression) to a few dozen
    /// (optimised scripts), and a file that repeats scans by the thousand would take seconds.
    public static let maximumJPEGScanCount = 256

    /// The width in pixels (at least 1).
    public let pixelWidth: Int
    /// The height in pixels (at least 1).
    public let pixelHeight: Int
    /// Pixels per point.
    public let scale: CGFloat
    /// The pixels: premultiplied ARGB32 in native byte order, rows top to bottom (see the type's
    /// discussion).
    public let pixels: [UInt32]
    /// The format the image was decoded from (`nil` for pixels given by hand).
    public let format: ImageFormat?
    /// Whether every pixel is fully opaque.
    public let isOpaque: Bool

    /// The size in points: pixels ÷ ``scale``.
    public var size: CGSize {
        CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale)
    }

    /// The bytes from one row to the next: 4 × ``pixelWidth`` (Cairo's stride for ARGB32).
    public var bytesPerRow: Int { pixelWidth * 4 }

    /// Decodes the PNG or JPEG file at `url` (the format is recognised by its first bytes).
    ///
    /// - Parameters:
    ///   - url: a file URL.
    ///   - scale: pixels per point; by default from an `@2x`/`@3x` suffix of the file name, else 1.
    ///   - maximumPixelCount: the most pixels accepted (``defaultMaximumPixelCount`` by default).
    /// - Throws: ``ImageError`` with the file's path.
    /// - Complexity: O(pixels).
    public init(contentsOf url: URL, scale: CGFloat? = nil, maximumPixelCount: Int = defaultMaximumPixelCount) throws(ImageError) {
        let data: Data
        do {
            data = try Data(contentsOf: url, options: .mappedIfSafe)
        } catch {
            throw ImageError(path: url.path, reason: .unreadable(Self.message(of: error)))
        }
        do {
            try self.init(data: data, scale: scale ?? Self.scale(ofFileNamed: url.lastPathComponent), maximumPixelCount: maximumPixelCount)
        } catch {
            throw error.at(url.path)
        }
    }

    /// Decodes PNG or JPEG data in memory.
    ///
    /// - Throws: ``ImageError`` (with a `nil` path).
    /// - Complexity: O(pixels).
    public init(data: Data, scale: CGFloat = 1, maximumPixelCount: Int = defaultMaximumPixelCount) throws(ImageError) {
        guard scale.isFinite, scale > 0 else { throw ImageError(path: nil, reason: .invalidScale(scale)) }
        guard let format = ImageFormat(signature: data.prefix(8)) else {
            throw ImageError(path: nil, reason: .unsupportedFormat(signature: Array(data.prefix(8))))
        }
        let limit = max(0, maximumPixelCount)
        let decoded: DecodedPixels
        switch format {
        case .png: decoded = try PNGDecoder.decode(data, maximumPixelCount: limit)
        case .jpeg: decoded = try JPEGDecoder.decode(data, maximumPixelCount: limit)
        }
        self.init(decoded: decoded, scale: scale, format: format)
    }

    /// An image from pixels made by hand (premultiplied ARGB32, see the type's discussion).
    ///
    /// - Throws: ``ImageError/Reason/invalidPixels(width:height:count:)`` when the size is not
    ///   positive or `pixels.count` is not `pixelWidth × pixelHeight`;
    ///   ``ImageError/Reason/invalidScale(_:)``; ``ImageError/Reason/tooLarge(width:height:maximumPixelCount:)``
    ///   beyond ``maximumDimension``.
    public init(pixelWidth: Int, pixelHeight: Int, scale: CGFloat = 1, pixels: [UInt32]) throws(ImageError) {
        guard pixelWidth > 0, pixelHeight > 0, pixelWidth.multipliedReportingOverflow(by: pixelHeight) == (pixels.count, false) else {
            throw ImageError(path: nil, reason: .invalidPixels(width: pixelWidth, height: pixelHeight, count: pixels.count))
        }
        guard scale.isFinite, scale > 0 else { throw ImageError(path: nil, reason: .invalidScale(scale)) }
        guard pixelWidth <= Self.maximumDimension, pixelHeight <= Self.maximumDimension else {
            throw ImageError(path: nil, reason: .tooLarge(width: pixelWidth, height: pixelHeight, maximumPixelCount: pixels.count))
        }
        self.init(decoded: DecodedPixels(width: pixelWidth, height: pixelHeight, pixels: pixels), scale: scale, format: nil)
    }

    private init(decoded: DecodedPixels, scale: CGFloat, format: ImageFormat?) {
        pixelWidth = decoded.width
        pixelHeight = decoded.height
        pixels = decoded.pixels
        self.scale = scale
        self.format = format
        isOpaque = decoded.pixels.allSatisfy { $0 >= 0xFF00_0000 }
    }

    /// The premultiplied ARGB32 value of the pixel at (`x`, `y`) from the top left, or `nil`
    /// outside the image.
    public func pixel(x: Int, y: Int) -> UInt32? {
        guard (0..<pixelWidth).contains(x), (0..<pixelHeight).contains(y) else { return nil }
        return pixels[y * pixelWidth + x]
    }

    /// The colour of the pixel at (`x`, `y`), un-premultiplied (a fully transparent pixel is clear
    /// black), or `nil` outside the image.
    public func color(x: Int, y: Int) -> Color? {
        guard let value = pixel(x: x, y: y) else { return nil }
        let alpha = CGFloat(value >> 24) / 255
        guard alpha > 0 else { return Color(red: 0, green: 0, blue: 0, alpha: 0) }
        func component(_ shift: UInt32) -> CGFloat {
            min(1, CGFloat(value >> shift & 0xFF) / 255 / alpha)
        }
        return Color(red: component(16), green: component(8), blue: component(0), alpha: alpha)
    }

    /// The scale an image file's name asks for: 2 for `name@2x.png`, 3 for `name@3x.jpg`, else 1.
    public static func scale(ofFileNamed name: String) -> CGFloat {
        let stem = name.split(separator: ".", omittingEmptySubsequences: false).first.map(String.init) ?? name
        guard let marker = stem.range(of: "@", options: .backwards),
              stem[marker.upperBound...].hasSuffix("x"),
              let value = Int(stem[marker.upperBound...].dropLast()), (1...9).contains(value)
        else { return 1 }
        return CGFloat(value)
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

import Foundation
import Morph
import MorphImage

/// Pixels drawn by MorphCanvas: 8-bit RGBA with **straight** (not premultiplied) alpha, rows top to
/// bottom, no padding.
///
/// ```swift
/// let image = try Rasterizer.image(of: tree, size: CGSize(width: 320, height: 200), scale: 2)
/// try image.writePNG(to: URL(fileURLWithPath: "frame.png"))
/// print(image.pixel(x: 10, y: 10) ?? .clear)
/// ```
///
/// **Why straight alpha.** It is what PNG stores and what ffmpeg's `rgba` input and most image
/// tools expect, so encoding needs no conversion and a pixel reads as the colour that was asked
/// for (`Color(red: 1, green: 0, blue: 0, alpha: 0.5)` reads as (255, 0, 0, 128), not
/// (128, 0, 0, 128)). Cairo draws premultiplied; ``Rasterizer/makeImage()`` divides each colour by
/// its alpha once (rounding to nearest, as Cairo's own PNG writer does), and a fully transparent
/// pixel is (0, 0, 0, 0). Two images drawn from the same tree are equal byte for byte.
///
/// ``scale`` is pixels per point: ``size`` is the image's size in points.
public struct RasterImage: Sendable, Hashable {
    /// One pixel: 8-bit sRGB components with straight alpha.
    public struct Pixel: Sendable, Hashable, CustomStringConvertible {
        /// Red, 0…255.
        public var red: UInt8
        /// Green, 0…255.
        public var green: UInt8
        /// Blue, 0…255.
        public var blue: UInt8
        /// Opacity, 0 (transparent) … 255 (opaque).
        public var alpha: UInt8

        /// A pixel from its components.
        public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }

        /// The pixel of a colour: each component × 255, rounded.
        public init(_ color: Color) {
            func byte(_ component: CGFloat) -> UInt8 { UInt8((component * 255).rounded()) }
            self.init(red: byte(color.red), green: byte(color.green), blue: byte(color.blue), alpha: byte(color.alpha))
        }

        /// Fully transparent black.
        public static let clear = Pixel(red: 0, green: 0, blue: 0, alpha: 0)

        /// The colour of the pixel.
        public var color: Color {
            Color(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: CGFloat(alpha) / 255)
        }

        /// `rgba(r, g, b, a)` with the components as bytes.
        public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
    }

    /// The width in pixels (at least 1).
    public let width: Int
    /// The height in pixels (at least 1).
    public let height: Int
    /// Pixels per point.
    public let scale: CGFloat
    /// The pixels: R, G, B, A bytes per pixel, `4 × width` bytes per row, rows top to bottom.
    public let bytes: [UInt8]

    /// An image from RGBA bytes (straight alpha).
    ///
    /// - Throws: ``CanvasError/invalidPixels(width:height:byteCount:)`` when a side is not positive
    ///   or `bytes.count` is not `4 × width × height`; ``CanvasError/invalidScale(_:)`` for a scale
    ///   that is not finite and positive.
    public init(width: Int, height: Int, scale: CGFloat = 1, bytes: [UInt8]) throws(CanvasError) {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard width > 0, height > 0, !overflow, pixels.multipliedReportingOverflow(by: 4) == (bytes.count, false) else {
            throw .invalidPixels(width: width, height: height, byteCount: bytes.count)
        }
        guard scale.isFinite, scale > 0 else { throw .invalidScale(scale) }
        self.init(unchecked: width, height: height, scale: scale, bytes: bytes)
    }

    /// A stand-in for an image that could not be made: no pixels, the reason in its bytes. For
    /// snapshot strategies, whose snapshot functions cannot throw; never a valid image.
    package static func failure(_ message: String) -> RasterImage {
        RasterImage(unchecked: 0, height: 0, scale: 1, bytes: Array(message.utf8))
    }

    /// The reason of a ``failure(_:)`` stand-in, nil for a real image.
    package var failureMessage: String? {
        width == 0 ? String(decoding: bytes, as: UTF8.self) : nil
    }

    /// An image whose size and bytes the caller has checked.
    init(unchecked width: Int, height: Int, scale: CGFloat, bytes: [UInt8]) {
        self.width = width
        self.height = height
        self.scale = scale
        self.bytes = bytes
    }

    /// An image of `width` × `height` pixels all of one colour.
    ///
    /// - Throws: as ``init(width:height:scale:bytes:)``.
    public init(width: Int, height: Int, scale: CGFloat = 1, filledWith pixel: Pixel) throws(CanvasError) {
        guard width > 0, height > 0, width.multipliedReportingOverflow(by: height * 4).overflow == false else {
            throw .invalidPixels(width: width, height: height, byteCount: 0)
        }
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for offset in stride(from: 0, to: bytes.count, by: 4) {
            bytes[offset] = pixel.red
            bytes[offset + 1] = pixel.green
            bytes[offset + 2] = pixel.blue
            bytes[offset + 3] = pixel.alpha
        }
        try self.init(width: width, height: height, scale: scale, bytes: bytes)
    }

    /// The size in points: pixels ÷ ``scale``.
    public var size: CGSize {
        CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale)
    }

    /// The bytes from one row to the next: 4 × ``width``.
    public var bytesPerRow: Int { width * 4 }

    /// The pixel at (`x`, `y`) from the top left, or nil outside the image.
    public func pixel(x: Int, y: Int) -> Pixel? {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return nil }
        let offset = (y * width + x) * 4
        return Pixel(red: bytes[offset], green: bytes[offset + 1], blue: bytes[offset + 2], alpha: bytes[offset + 3])
    }

    /// The pixels as a `DecodedImage` (premultiplied ARGB32, Cairo's layout), to show this image
    /// in an image node or a presentation layer.
    ///
    /// - Throws: `ImageError` when the image is wider or taller than
    ///   `DecodedImage.maximumDimension`.
    /// - Complexity: O(pixels).
    public func decodedImage() throws(ImageError) -> DecodedImage {
        var pixels = [UInt32](repeating: 0, count: width * height)
        PixelConversion.premultiply(rgba: bytes, into: &pixels)
        return try DecodedImage(pixelWidth: width, pixelHeight: height, scale: scale, pixels: pixels)
    }
}

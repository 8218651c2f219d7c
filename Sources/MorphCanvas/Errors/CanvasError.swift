import Foundation
import Morph

/// Why MorphCanvas could not draw, encode, decode or write pixels.
public enum CanvasError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A surface size that is NaN, infinite, zero or negative, in points.
    case invalidSize(CGSize)
    /// A screen scale that is NaN, infinite, or outside ``Rasterizer/scaleRange``.
    case invalidScale(CGFloat)
    /// A surface larger than ``Rasterizer/maximumPixelDimension`` pixels on a side or
    /// ``Rasterizer/maximumPixelCount`` pixels in all.
    case surfaceTooLarge(pixelWidth: Int, pixelHeight: Int)
    /// The presentation tree has a NaN or infinite number or an inconsistent structure.
    case invalidPresentation(PresentationError)
    /// Cairo refused to create a surface or drawing context (usually out of memory); carries
    /// Cairo's message.
    case cairo(String)
    /// Pixels whose count does not match their size, or a size that is not positive.
    case invalidPixels(width: Int, height: Int, byteCount: Int)
    /// libpng could not encode the image; carries its message.
    case pngEncoding(String)
    /// The data is not a PNG image libpng can read; carries its message.
    case pngDecoding(String)
    /// A label could not be laid out (its font is missing); carries the text engine's message.
    case textLayout(String)
    /// A file could not be read.
    case unreadableFile(path: String, reason: String)
    /// A file could not be written (the folder is missing or read-only, the path is a folder …).
    /// Nothing is left at the path: files are written to a temporary name and renamed.
    case unwritableFile(path: String, reason: String)

    /// A sentence saying what was wrong.
    public var description: String {
        switch self {
        case let .invalidSize(size):
            "surface size \(size.width)×\(size.height) points is not a positive, finite size"
        case let .invalidScale(scale):
            "screen scale \(scale) is not a finite number from \(Rasterizer.scaleRange.lowerBound) to \(Rasterizer.scaleRange.upperBound)"
        case let .surfaceTooLarge(width, height):
            "a \(width)×\(height)-pixel surface is above the limit of \(Rasterizer.maximumPixelDimension) pixels per side and \(Rasterizer.maximumPixelCount) pixels in all"
        case let .invalidPresentation(error):
            "cannot draw the presentation tree: \(error)"
        case let .cairo(message):
            "Cairo failed: \(message)"
        case let .invalidPixels(width, height, byteCount):
            "\(byteCount) bytes do not make a \(width)×\(height) RGBA image"
        case let .pngEncoding(message):
            "PNG encoding failed: \(message)"
        case let .pngDecoding(message):
            "not a readable PNG image: \(message)"
        case let .textLayout(message):
            "cannot lay out a label: \(message)"
        case let .unreadableFile(path, reason):
            "cannot read \(path): \(reason)"
        case let .unwritableFile(path, reason):
            "cannot write \(path): \(reason)"
        }
    }
}

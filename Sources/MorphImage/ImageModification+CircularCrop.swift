import Foundation
import MorphLayout
import MorphMotion

extension ImageModification {
    /// The image stretched to a circle `diameter` points across with a ring of `borderColor`
    /// at its edge: the photo-with-icon seed's `imageModificationBlock`, which calls
    /// `makeCircularImageWithSize:withBorderWidth:` with 60×60 and 10.
    ///
    /// ```swift
    /// let icon = NetworkImageNode(url: iconURL, placeholderColor: .white)
    /// icon.imageModification = .circularCrop(diameter: 60, borderWidth: 10)
    /// ```
    ///
    /// **What it draws, exactly as the seed's helper does.** The result is `diameter × diameter`
    /// points (at `scale`, pixels = points × scale, rounded). The source is stretched to that
    /// square, ignoring its aspect ratio (UIKit's `drawInRect:`), and clipped to the inscribed
    /// circle; then a line `borderWidth` wide is stroked along the circle and clipped too, so the
    /// visible ring is **`borderWidth / 2`** wide (5 points for the seed's 10). Outside the circle
    /// the result is transparent. Edges are anti-aliased by pixel coverage. The source is resized
    /// by area averaging, so a large photo shrinks without aliasing.
    ///
    /// The identifier names every parameter — `"circular-crop d60.0 b10.0 #FFFFFFFF s-"` for the
    /// seed's icon (diameter, border width, the border colour as alpha-red-green-blue hex, and the
    /// scale, `-` for the source's) — so results are cached per combination.
    ///
    /// Drawn with Morph's own pixel code: Morph links no 2D graphics library (Cairo is a
    /// renderer's dependency), and this is one resampling pass and one coverage test per pixel.
    ///
    /// - Parameters:
    ///   - diameter: the circle's diameter in points.
    ///   - borderWidth: the stroked line's width in points; 0 (the default) draws no ring. Widths
    ///     above twice the diameter are clamped to it (the ring then fills the circle).
    ///   - borderColor: the ring's colour; white by default, as the seed's.
    ///   - scale: pixels per point of the result; `nil` (the default) keeps the source image's.
    /// - Returns: a modification whose body throws (reported as
    ///   ``ImageError/Reason/modificationFailed(modification:message:)``) for a diameter that is not
    ///   positive and finite, a negative or non-finite border width, a scale that is not positive
    ///   and finite, or a result wider than ``DecodedImage/maximumDimension`` pixels.
    /// - Complexity: O(source pixels + result pixels) per run.
    public static func circularCrop(diameter: CGFloat, borderWidth: CGFloat = 0, borderColor: Color = .white, scale: CGFloat? = nil) -> ImageModification {
        let colorName = [borderColor.alpha, borderColor.red, borderColor.green, borderColor.blue]
            .map { String(format: "%02X", Int((min(1, max(0, $0.isFinite ? $0 : 0)) * 255).rounded())) }
            .joined()
        let identifier = "circular-crop d\(diameter) b\(borderWidth) #\(colorName) s\(scale.map { "\($0)" } ?? "-")"
        return ImageModification(identifier) { image in
            try CircularCrop(diameter: diameter, borderWidth: borderWidth, borderColor: borderColor, scale: scale ?? image.scale)
                .draw(image)
        }
    }
}

/// The drawing of ``ImageModification/circularCrop(diameter:borderWidth:borderColor:scale:)``.
private struct CircularCrop {
    /// A parameter outside its domain.
    struct InvalidParameter: Error, CustomStringConvertible {
        var description: String
    }

    var diameter: CGFloat
    var borderWidth: CGFloat
    var borderColor: Color
    var scale: CGFloat

    func draw(_ image: DecodedImage) throws -> DecodedImage {
        guard diameter.isFinite, diameter > 0 else {
            throw InvalidParameter(description: "the circle's diameter \(diameter) is not a positive, finite number")
        }
        guard borderWidth.isFinite, borderWidth >= 0 else {
            throw InvalidParameter(description: "the border width \(borderWidth) is not a finite number of at least 0")
        }
        guard scale.isFinite, scale > 0 else {
            throw InvalidParameter(description: "the scale \(scale) is not a positive, finite number")
        }
        let pixelsAcross = diameter * scale
        guard pixelsAcross <= CGFloat(DecodedImage.maximumDimension) else {
            throw InvalidParameter(description: "a circle \(diameter) points across at scale \(scale) is wider than \(DecodedImage.maximumDimension) pixels")
        }
        let side = max(1, Int(pixelsAcross.rounded()))
        let stretched = PixelResampling.resize(image.pixels, width: image.pixelWidth, height: image.pixelHeight, toWidth: side, height: side)

        // Coverage of a disc of radius `radius` (pixels) at a pixel centre `distance` from the
        // circle's centre: a one-pixel ramp across the edge.
        let radius = Float(side) / 2
        let innerRadius = radius - Float(min(borderWidth, diameter) * scale) / 2
        func coverage(_ discRadius: Float, _ distance: Float) -> Float {
            min(1, max(0, discRadius - distance + 0.5))
        }
        let ring = (
            alpha: Float(min(1, max(0, borderColor.alpha))) * 255,
            red: Float(min(1, max(0, borderColor.red))),
            green: Float(min(1, max(0, borderColor.green))),
            blue: Float(min(1, max(0, borderColor.blue)))
        )

        var pixels = [UInt32](repeating: 0, count: side * side)
        for y in 0..<side {
            let dy = Float(y) + 0.5 - radius
            for x in 0..<side {
                let dx = Float(x) + 0.5 - radius
                let distance = (dx * dx + dy * dy).squareRoot()
                let inside = coverage(radius, distance)
                guard inside > 0 else { continue }
                let photo = coverage(innerRadius, distance)
                let border = (inside - photo) * ring.alpha
                let source = stretched[y * side + x]
                pixels[y * side + x] = PixelResampling.pack(
                    alpha: photo * Float(source >> 24) + border,
                    red: photo * Float(source >> 16 & 0xFF) + border * ring.red,
                    green: photo * Float(source >> 8 & 0xFF) + border * ring.green,
                    blue: photo * Float(source & 0xFF) + border * ring.blue
                )
            }
        }
        return try DecodedImage(pixelWidth: side, pixelHeight: side, scale: scale, pixels: pixels)
    }
}

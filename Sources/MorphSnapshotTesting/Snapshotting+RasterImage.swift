import MorphCanvas
import SnapshotTesting

extension Snapshotting where Value == RasterImage, Format == RasterImage {
    /// A raster image as a PNG file, compared pixel for pixel.
    public static var png: Snapshotting { .png() }

    /// A raster image as a PNG file, compared with a tolerance (see
    /// ``SnapshotTesting/Diffing/rasterImage(perPixelTolerance:differingPixelFraction:)``).
    public static func png(perPixelTolerance: UInt8 = 0, differingPixelFraction: Double = 0) -> Snapshotting {
        Snapshotting(
            pathExtension: "png",
            diffing: .rasterImage(perPixelTolerance: perPixelTolerance, differingPixelFraction: differingPixelFraction)
        )
    }
}

import Foundation
import Morph
import MorphCanvas
import SnapshotTesting

extension Snapshotting where Value == PresentationTree, Format == RasterImage {
    /// A presentation tree drawn by the rasteriser as a PNG image.
    ///
    /// - Parameters:
    ///   - size: the canvas in points (the tree's root is placed by its own position on it).
    ///   - scale: pixels per point; 2 by default.
    ///   - backgroundColor: the colour under the tree; clear by default.
    ///   - perPixelTolerance: see ``SnapshotTesting/Diffing/rasterImage(perPixelTolerance:differingPixelFraction:)``.
    ///   - differingPixelFraction: see ``SnapshotTesting/Diffing/rasterImage(perPixelTolerance:differingPixelFraction:)``.
    public static func image(
        size: CGSize, scale: CGFloat = 2, backgroundColor: Color = .clear,
        perPixelTolerance: UInt8 = 0, differingPixelFraction: Double = 0
    ) -> Snapshotting {
        SimplySnapshotting<RasterImage>.png(perPixelTolerance: perPixelTolerance, differingPixelFraction: differingPixelFraction)
            .pullback { tree in
                do {
                    return try Rasterizer.image(of: tree, size: size, scale: scale, backgroundColor: backgroundColor)
                } catch {
                    return .failure("\(error)")
                }
            }
    }
}

extension Snapshotting where Value == [PresentationTree], Format == RasterImage {
    /// Presentation trees side by side in one PNG image, each labelled with its time (see
    /// `FilmstripRenderer`).
    ///
    /// - Parameters:
    ///   - canvasSize: each frame's canvas in points.
    ///   - columns: frames per row; 0 (the default) puts every frame in one row.
    ///   - scale: pixels per point; 2 by default.
    ///   - perPixelTolerance: see ``SnapshotTesting/Diffing/rasterImage(perPixelTolerance:differingPixelFraction:)``.
    ///   - differingPixelFraction: see ``SnapshotTesting/Diffing/rasterImage(perPixelTolerance:differingPixelFraction:)``.
    public static func filmstrip(
        canvasSize: CGSize, columns: Int = 0, scale: CGFloat = 2,
        perPixelTolerance: UInt8 = 0, differingPixelFraction: Double = 0
    ) -> Snapshotting {
        SimplySnapshotting<RasterImage>.png(perPixelTolerance: perPixelTolerance, differingPixelFraction: differingPixelFraction)
            .pullback { trees in
                do {
                    return try FilmstripRenderer(columns: columns, scale: scale).render(trees, canvasSize: canvasSize)
                } catch {
                    return .failure("\(error)")
                }
            }
    }
}

import CCairo
import Foundation
import Morph

/// Draws a layer's mask tree (``PresentationLayer/mask``) into a surface of its own, whose alpha
/// then masks the layer's group as `CALayer.mask` does. The mask's layers are drawn like any
/// layers (so a mask can be a gradient, a rounded shape, text, an image or a whole subtree, with
/// masks of its own), placed by the masked layer's matrix.
final class MaskRenderer {
    let surface: CairoSurface
    private var painter: LayerPainter
    private var plan = FramePlan()
    private let nothingBefore = FramePlan()
    private var damage = DamageRegion()

    init(pixelWidth: Int, pixelHeight: Int) throws(CanvasError) {
        surface = try CairoSurface(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
        painter = LayerPainter(surface: surface)
    }

    /// Draws `mask` (placed by `matrix`, the masked layer's) into the pixels of `region`, cleared
    /// first, with its alpha multiplied by `alpha`.
    ///
    /// - Throws: ``CanvasError/cairo(_:)`` when a group surface cannot be allocated.
    func render(_ mask: PresentationTree, matrix: AffineMatrix, region: PixelBox, alpha: CGFloat) throws(CanvasError) {
        let surfaceBox = PixelBox(minX: 0, minY: 0, maxX: surface.pixelWidth, maxY: surface.pixelHeight)
        plan.prepare(mask, scale: 1, surface: surfaceBox, previous: nothingBefore, rootMatrix: matrix)
        damage.removeAll()
        damage.add(region)
        _ = try painter.paint(plan, damage: damage, background: .clear)
        guard alpha < 1 else { return }
        cairo_surface_flush(surface.surface)
        let target = surface.pixelTarget
        let factor = UInt32((alpha * 256).rounded())
        for row in region.minY..<region.maxY {
            let pixels = target.pixels + row * target.wordsPerRow
            for column in region.minX..<region.maxX {
                let word = pixels[column]
                // Every channel scaled alike keeps the pixel premultiplied.
                // (Swift's shifts bind tighter than its multiplication.)
                let a = ((word >> 24) * factor) >> 8, r = (((word >> 16) & 0xFF) * factor) >> 8
                let g = (((word >> 8) & 0xFF) * factor) >> 8, b = ((word & 0xFF) * factor) >> 8
                pixels[column] = a << 24 | r << 16 | g << 8 | b
            }
        }
        cairo_surface_mark_dirty_rectangle(surface.surface, Int32(region.minX), Int32(region.minY), Int32(region.maxX - region.minX), Int32(region.maxY - region.minY))
    }
}

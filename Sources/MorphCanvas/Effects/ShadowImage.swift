import CCairo
import Foundation

/// A blurred shadow shape: an 8-bit alpha Cairo surface, kept by the ``ShadowCache`` and
/// composited in the shadow's colour wherever the shape lies.
final class ShadowImage {
    let surface: OpaquePointer
    let width: Int
    let height: Int
    /// Where the image's top-left pixel lies relative to the whole pixel the key's phase is
    /// measured from.
    let originX: Int
    let originY: Int

    var byteCount: Int { width * height }

    /// The shape drawn by `draw` (given a context whose matrix places it in the image) into an A8
    /// surface of `width` × `height`, then blurred by `blur`; nil when Cairo cannot allocate it.
    init?(width: Int, height: Int, originX: Int, originY: Int, sigmaX: CGFloat, sigmaY: CGFloat, blur: GaussianBlur, draw: (OpaquePointer) -> Void) {
        guard width > 0, height > 0, let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { return nil }
        self.surface = surface
        self.width = width
        self.height = height
        self.originX = originX
        self.originY = originY
        if let context = cairo_create(surface) {
            cairo_set_source_rgba(context, 0, 0, 0, 1)
            draw(context)
            cairo_destroy(context)
        }
        cairo_surface_flush(surface)
        if let data = cairo_image_surface_get_data(surface) {
            blur.blur(data, width: width, height: height, stride: Int(cairo_image_surface_get_stride(surface)), sigmaX: sigmaX, sigmaY: sigmaY, edge: .transparent)
        }
        cairo_surface_mark_dirty(surface)
    }

    deinit {
        cairo_surface_destroy(surface)
    }
}

import CCairo
import Foundation

/// An ARGB32 Cairo image surface and a drawing context on it, destroyed together.
final class CairoSurface {
    let surface: OpaquePointer
    let context: OpaquePointer
    let pixelWidth: Int
    let pixelHeight: Int

    /// A transparent surface of `pixelWidth` × `pixelHeight` pixels.
    ///
    /// - Throws: ``CanvasError/cairo(_:)`` when Cairo cannot make it (out of memory).
    init(pixelWidth: Int, pixelHeight: Int) throws(CanvasError) {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight)) else {
            throw .cairo("no surface")
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw .cairo(Self.message(status))
        }
        guard let context = cairo_create(surface), cairo_status(context) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw .cairo("no drawing context")
        }
        self.surface = surface
        self.context = context
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// The surface's pixels, for writing into directly (then tell Cairo with
    /// `cairo_surface_mark_dirty_rectangle`).
    var pixelTarget: PixelTarget {
        let data = cairo_image_surface_get_data(surface)!
        return PixelTarget(
            surface: surface,
            pixels: UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self),
            wordsPerRow: bytesPerRow / 4
        )
    }

    /// The bytes from one row to the next.
    var bytesPerRow: Int { Int(cairo_image_surface_get_stride(surface)) }

    /// Calls `body` with the pixels (premultiplied ARGB32 words in native byte order) after
    /// Cairo's pending drawing has landed.
    func withPixels<Result, Failure: Error>(
        _ body: (UnsafeRawBufferPointer, _ bytesPerRow: Int) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        cairo_surface_flush(surface)
        let stride = bytesPerRow
        let data = UnsafeRawPointer(cairo_image_surface_get_data(surface))
        return try body(UnsafeRawBufferPointer(start: data, count: stride * pixelHeight), stride)
    }

    /// Cairo's message for a status.
    static func message(_ status: cairo_status_t) -> String {
        String(cString: cairo_status_to_string(status))
    }
}

import CCairo
import Foundation
import MorphImage

extension DecodedImage {
    /// Calls `body` with a Cairo image surface over the image's own pixels (nothing copied), or
    /// returns nil when Cairo cannot make one.
    ///
    /// **Safety.** The surface borrows the array's buffer for the call only: Cairo reads a source
    /// surface and never writes it (the pointer is made mutable because Cairo's API takes one),
    /// and the surface is finished before the buffer pointer's scope ends, so Cairo keeps no
    /// reference to the pixels. `body` must use the surface only as a source.
    @discardableResult
    func withCairoSurface<Result>(_ body: (OpaquePointer) -> Result?) -> Result? {
        pixels.withUnsafeBufferPointer { buffer -> Result? in
            guard let base = buffer.baseAddress else { return nil }
            let data = UnsafeMutableRawPointer(mutating: base).assumingMemoryBound(to: UInt8.self)
            guard let surface = cairo_image_surface_create_for_data(data, CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight), Int32(bytesPerRow)) else { return nil }
            defer {
                cairo_surface_finish(surface)
                cairo_surface_destroy(surface)
            }
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
            return body(surface)
        }
    }
}

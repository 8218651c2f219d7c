import Foundation
import MorphLayout

extension DecodedImage {
    /// The image as PNG data: 8-bit sRGB, RGB when every pixel is opaque (``isOpaque``), RGBA with
    /// straight (un-premultiplied) alpha otherwise, encoded by libpng at zlib's level 2 with the
    /// Paeth row filter (made for photographs; a few times faster than libpng's defaults, for a
    /// file about a tenth larger).
    ///
    /// The premultiplied pixels are divided by their alpha, rounding to the nearest value, so an
    /// opaque image round-trips exactly through ``init(data:scale:maximumPixelCount:)``, and a
    /// translucent one to within the precision premultiplication keeps (at alpha `a`, colours come
    /// back within 255 / `a` / 2 of what was premultiplied). Fully transparent pixels are written
    /// as transparent black. The scale is not stored; decode with the same `scale` to get the same
    /// ``size``.
    ///
    /// ```swift
    /// let icon = try DecodedImage(pixelWidth: 2, pixelHeight: 1, pixels: [0xFFFF_0000, 0x8000_0080])
    /// let png = try icon.pngData()
    /// let decoded = try DecodedImage(data: png)
    /// ```
    ///
    /// - Throws: ``ImageError/Reason/unencodable(_:)`` with libpng's message (it fails only when
    ///   memory runs out).
    /// - Complexity: O(pixels); one buffer of 3 or 4 bytes per pixel plus the encoded data.
    public func pngData() throws(ImageError) -> Data {
        try PNGEncoder.encode(self)
    }
}

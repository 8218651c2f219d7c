import Foundation
@testable import MorphImage
import MorphTestSupport
import Testing

@Suite("PNG encoding")
struct DecodedImagePNGTests {
    typealias F = ImageFixtures

    @Test("an opaque photo encodes as RGB and decodes back to the same pixels")
    func opaquePhotoRoundTrips() throws {
        let photo = try DecodedImage(contentsOf: try F.url("chelsea.png"))
        let png = try photo.pngData()
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        // IHDR's colour type (byte 25): 2 is RGB.
        #expect(png[png.startIndex + 25] == 2)
        let decoded = try DecodedImage(data: png)
        #expect(decoded.pixelWidth == photo.pixelWidth && decoded.pixelHeight == photo.pixelHeight)
        #expect(decoded.pixels == photo.pixels)
        #expect(decoded.format == .png && decoded.isOpaque)
    }

    @Test("translucent pixels are written un-premultiplied and come back as the same premultiplied words")
    func translucentPixelsRoundTrip() throws {
        let original = try DecodedImage(contentsOf: try F.url("rgba.png"))
        let png = try original.pngData()
        #expect(png[png.startIndex + 25] == 6)  // RGBA
        #expect(try DecodedImage(data: png).pixels == original.pixels)

        // Every valid premultiplied word (each component at most its alpha) survives the trip.
        var random = SplitMix64(seed: 15)
        let pixels: [UInt32] = (0..<4_096).map { _ in
            let alpha = UInt32(random.next() % 256)
            func component() -> UInt32 { alpha == 0 ? 0 : UInt32(random.next() % UInt64(alpha + 1)) }
            return alpha << 24 | component() << 16 | component() << 8 | component()
        }
        let image = try DecodedImage(pixelWidth: 64, pixelHeight: 64, scale: 2, pixels: pixels)
        let decoded = try DecodedImage(data: try image.pngData(), scale: 2)
        #expect(decoded.pixels == pixels)
        #expect(decoded.size == image.size)
    }

    @Test("straight colour is the premultiplied colour divided by alpha, rounded; transparent is black")
    func unpremultiplying() {
        #expect(PNGEncoder.unpremultiplied(64, alpha: 128) == 128)
        #expect(PNGEncoder.unpremultiplied(1, alpha: 3) == 85)
        #expect(PNGEncoder.unpremultiplied(200, alpha: 255) == 200)
        #expect(PNGEncoder.unpremultiplied(0, alpha: 0) == 0)
        // A word that is not validly premultiplied is capped, never wrapped.
        #expect(PNGEncoder.unpremultiplied(255, alpha: 10) == 255)
    }

    @Test("RGBA rows that are all opaque can be written as RGB; one translucent pixel keeps RGBA; a bad size is libpng's typed error")
    func rowsAndFailures() throws {
        var rows = [UInt8](repeating: 255, count: 3 * 2 * 4)
        rows[0] = 10
        let opaque = try PNGEncoder.encode(rows, width: 3, height: 2, channels: 4, opaqueAsRGB: true)
        #expect(opaque[opaque.startIndex + 25] == 2)
        #expect(try DecodedImage(data: opaque).pixels == [0xFF0A_FFFF] + [UInt32](repeating: 0xFFFF_FFFF, count: 5))
        rows[23] = 128
        let translucent = try PNGEncoder.encode(rows, width: 3, height: 2, channels: 4, opaqueAsRGB: true)
        #expect(translucent[translucent.startIndex + 25] == 6)
        #expect(try PNGEncoder.encode(rows, width: 3, height: 2, channels: 4)[25] == 6)
        // Both filters give back the same pixels.
        let photo = try DecodedImage(contentsOf: try F.url("chelsea.png"))
        let bytes = PNGEncoder.straightBytes(of: photo, channels: 3)
        for filter in [PNGEncoder.RowFilter.up, .paeth] {
            let png = try PNGEncoder.encode(bytes, width: photo.pixelWidth, height: photo.pixelHeight, channels: 3, filter: filter)
            #expect(try DecodedImage(data: png).pixels == photo.pixels)
        }
        // A width libpng refuses (above its 1,000,000-pixel default limit) fails inside the shim,
        // which returns its message instead of jumping out.
        let wide = [UInt8](repeating: 0, count: 1_000_001 * 3)
        #expect {
            _ = try PNGEncoder.encode(wide, width: 1_000_001, height: 1, channels: 3)
        } throws: { error in
            guard let failure = error as? PNGEncoder.Failure else { return false }
            return !failure.message.isEmpty && failure.message != "libpng failed"
        }
    }

    @Test("a one-pixel image and a long thin one encode")
    func extremeShapes() throws {
        let dot = try DecodedImage(pixelWidth: 1, pixelHeight: 1, pixels: [0x8040_2010])
        #expect(try DecodedImage(data: try dot.pngData()).pixels == dot.pixels)
        let line = try DecodedImage(pixelWidth: 5_000, pixelHeight: 1, pixels: [UInt32](repeating: 0xFF00_FF00, count: 5_000))
        let decoded = try DecodedImage(data: try line.pngData())
        #expect(decoded.pixelWidth == 5_000 && decoded.pixels == line.pixels)
    }
}

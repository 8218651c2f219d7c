import Foundation
import MorphImage
import Testing
@testable import MorphRender

@Suite("The cache of encoded PNGs")
struct EncodedPNGCacheTests {
    @Test("an image met again is the same base64 PNG without another entry; equal pixels in another buffer are another entry")
    func reuse() throws {
        let cache = EncodedPNGCache()
        let image = try DecodedImage(pixelWidth: 2, pixelHeight: 2, pixels: [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0x8080_8080])
        let first = try cache.base64PNG(of: image)
        #expect(first == (try image.pngData()).base64EncodedString())
        #expect(try cache.base64PNG(of: image) == first)
        #expect(cache.count == 1)
        // A new buffer (`map` copies; `Array(_:)` would share the storage).
        let copy = try DecodedImage(pixelWidth: 2, pixelHeight: 2, pixels: image.pixels.map { $0 })
        #expect(try cache.base64PNG(of: copy) == first)
        #expect(cache.count == 2)
    }

    @Test("no more than the most entries are kept; the least recently used go first")
    func bounded() throws {
        let cache = EncodedPNGCache()
        let kept = try DecodedImage(pixelWidth: 1, pixelHeight: 1, pixels: [0xFF00_0000])
        _ = try cache.base64PNG(of: kept)
        var images: [DecodedImage] = []
        for index in 0..<EncodedPNGCache.maximumEntryCount {
            images.append(try DecodedImage(pixelWidth: 1, pixelHeight: 1, pixels: [0xFF00_0000 | UInt32(index)]))
            _ = try cache.base64PNG(of: images[index])
            // The first image stays the most recently used.
            _ = try cache.base64PNG(of: kept)
            #expect(cache.count <= EncodedPNGCache.maximumEntryCount)
        }
        #expect(cache.count == EncodedPNGCache.maximumEntryCount)
        #expect(cache.holds(kept) && cache.holds(images[images.count - 1]))
        #expect(!cache.holds(images[0]) && cache.holds(images[1]))
    }
}

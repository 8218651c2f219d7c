import Foundation
import Morph
import MorphTestSupport
@testable import MorphCanvas
import Testing

/// Images drawn shrunk come from their mipmap levels: filtered as a box filter would, made once,
/// found by their pixels' identity, and within the cache's bounds.
@Suite("Image mipmap cache")
struct ImageMipmapCacheTests {
    /// A `width × height` image of vertical stripes: one white column, then three black ones.
    /// Its mean is a quarter white; a bilinear sample at a quarter of its size lands between two
    /// black columns.
    static func stripes(width: Int = 64, height: Int = 64) throws -> DecodedImage {
        try DecodedImage(pixelWidth: width, pixelHeight: height, pixels: (0..<(width * height)).map { $0 % 4 == 0 ? 0xFFFF_FFFF : 0xFF00_0000 })
    }

    /// A tree showing `image` stretched over a `size` square at the origin, over white.
    static func tree(showing image: DecodedImage, size: CGFloat, frame: Int = 0) -> PresentationTree {
        var builder = TreeBuilder()
        builder.add("root", id: 1, frame: CGRect(x: 0, y: 0, width: 64, height: 64), { $0.backgroundColor = .white }) { b, root in
            b.add("image", id: 2, frame: CGRect(x: 0, y: 0, width: size, height: size), content: .image(image, contentMode: .scaleToFill), parent: root)
        }
        return builder.tree(time: TimeInterval(frame) / 60)
    }

    @Test("an image drawn at a quarter of its size shows the mean of the pixels each drawn pixel covers")
    func shrunkImageIsFiltered() throws {
        let rasterizer = try Rasterizer(size: CGSize(width: 64, height: 64), backgroundColor: .white)
        let image = try rasterizer.render(Self.tree(showing: Self.stripes(), size: 16))
        for y in [1, 8, 14] {
            for x in [1, 7, 14] {
                let pixel = try #require(image.pixel(x: x, y: y))
                // A quarter of 255, whatever the stripes' phase: a bilinear sample of the image
                // itself would be black.
                #expect(abs(Int(pixel.red) - 64) <= 3 && pixel.red == pixel.green && pixel.green == pixel.blue, "pixel (\(x), \(y)) is \(pixel)")
            }
        }
        #expect(rasterizer.madeMipmapLevelCount == 2)
    }

    @Test("levels are made once and drawn from again while the image moves")
    func levelsAreKept() throws {
        let rasterizer = try Rasterizer(size: CGSize(width: 64, height: 64), backgroundColor: .white)
        let stripes = try Self.stripes()
        for frame in 0..<5 {
            var builder = TreeBuilder()
            builder.add("root", id: 1, frame: CGRect(x: 0, y: 0, width: 64, height: 64), { $0.backgroundColor = .white }) { b, root in
                b.add("image", id: 2, frame: CGRect(x: CGFloat(frame) * 3.5, y: 10, width: 16, height: 16), content: .image(stripes, contentMode: .scaleToFill), parent: root)
            }
            _ = try rasterizer.render(builder.tree(time: TimeInterval(frame) / 60))
        }
        #expect(rasterizer.madeMipmapLevelCount == 2)
        // Drawn at half its size: level 1, already made.
        _ = try rasterizer.render(Self.tree(showing: stripes, size: 32, frame: 6))
        #expect(rasterizer.madeMipmapLevelCount == 2)
    }

    @Test("an image made after another was released shows its own pixels, never the other's levels")
    func identityFollowsThePixels() throws {
        let rasterizer = try Rasterizer(size: CGSize(width: 64, height: 64), backgroundColor: .white)
        let colors: [UInt32] = [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0xFF80_8080]
        for (frame, color) in colors.enumerated() {
            // Each image is released after its frame, so its buffer's memory can be reused by
            // the next one's: only the cache's hold on the pixels keeps their address theirs.
            let image = try DecodedImage(pixelWidth: 64, pixelHeight: 64, pixels: [UInt32](repeating: color, count: 64 * 64))
            let drawn = try rasterizer.render(Self.tree(showing: image, size: 8, frame: frame))
            let pixel = try #require(drawn.pixel(x: 4, y: 4))
            #expect(pixel == RasterImage.Pixel(red: UInt8(color >> 16 & 0xFF), green: UInt8(color >> 8 & 0xFF), blue: UInt8(color & 0xFF)), "frame \(frame)")
        }
        #expect(rasterizer.madeMipmapLevelCount == 4 * 3)
    }

    @Test("the cache holds at most its budget, dropping images no longer drawn")
    func cacheIsBounded() throws {
        let rasterizer = try Rasterizer(size: CGSize(width: 64, height: 64), backgroundColor: .white)
        // 1,024 × 1,024 images with three levels each: 5.3 MiB apiece, 13 of them pass 64 MiB.
        for frame in 0..<16 {
            let color = 0xFF00_0000 | UInt32(frame * 15) << 16 | 0x40
            let image = try DecodedImage(pixelWidth: 1024, pixelHeight: 1024, pixels: [UInt32](repeating: color, count: 1024 * 1024))
            let drawn = try rasterizer.render(Self.tree(showing: image, size: 16, frame: frame))
            #expect(rasterizer.mipmapByteCount <= ImageMipmapCache.maximumByteCount)
            #expect(drawn.pixel(x: 8, y: 8) == RasterImage.Pixel(red: UInt8(frame * 15), green: 0, blue: 0x40))
        }
        #expect(rasterizer.madeMipmapLevelCount == 16 * 6)
    }

    @Test("the depth is the number of halvings that stay at least as large as the drawing")
    func depth() {
        #expect(ImageMipmapCache.depth(width: 100, height: 100, shrink: (1.9, 1.9)) == 0)
        #expect(ImageMipmapCache.depth(width: 100, height: 100, shrink: (2, 2)) == 1)
        #expect(ImageMipmapCache.depth(width: 100, height: 100, shrink: (4.4, 4.4)) == 2)
        // The less shrunk axis decides.
        #expect(ImageMipmapCache.depth(width: 100, height: 100, shrink: (8, 1.5)) == 0)
        // Never below one pixel.
        #expect(ImageMipmapCache.depth(width: 4, height: 100, shrink: (100, 100)) == 2)
        #expect(ImageMipmapCache.depth(width: 100, height: 100, shrink: (.infinity, .infinity)) == 6)
    }
}

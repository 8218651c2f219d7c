import Foundation
import Morph
import MorphTestSupport
@testable import MorphCanvas
import Testing

@Suite("Rasterizer images")
struct RasterizerImageTests {
    /// Morph's image fixtures (the shared photos among them).
    static let images = ImageFixtures.directory

    /// An 8×4-pixel image: red on the left half, blue on the right, at scale 1.
    static let halves = try! DecodedImage(pixelWidth: 8, pixelHeight: 4, pixels: (0..<32).map { $0 % 8 < 4 ? 0xFFFF_0000 : 0xFF00_00FF })

    static func draw(_ image: DecodedImage, mode: ImageContentMode, size: CGSize = CGSize(width: 40, height: 40), cornerRadius: CGFloat = 0) throws -> RasterImage {
        var builder = TreeBuilder()
        builder.add("root", frame: CGRect(origin: .zero, size: size), { $0.backgroundColor = .white }) { b, root in
            b.add("image", frame: CGRect(origin: .zero, size: size), { $0.cornerRadius = cornerRadius; $0.backgroundColor = .green }, content: .image(image, contentMode: mode), parent: root)
        }
        return try Rasterizer.image(of: builder.tree(), size: size, scale: 1)
    }

    @Test("content modes place the image as UIKit does")
    func contentModes() throws {
        let red = RasterImage.Pixel(red: 255, green: 0, blue: 0)
        let blue = RasterImage.Pixel(red: 0, green: 0, blue: 255)
        let green = RasterImage.Pixel(red: 0, green: 255, blue: 0)
        let fill = try Self.draw(Self.halves, mode: .scaleToFill)
        #expect(fill.pixel(x: 2, y: 2) == red && fill.pixel(x: 37, y: 37) == blue)
        // aspectFit: a 40×20 band in the middle, the background above and below.
        let fit = try Self.draw(Self.halves, mode: .aspectFit)
        #expect(fit.pixel(x: 2, y: 5) == green && fit.pixel(x: 2, y: 20) == red && fit.pixel(x: 37, y: 20) == blue && fit.pixel(x: 37, y: 35) == green)
        // aspectFill: 80×40 centred, so only the middle shows: red then blue.
        let aspectFill = try Self.draw(Self.halves, mode: .aspectFill)
        #expect(aspectFill.pixel(x: 2, y: 2) == red && aspectFill.pixel(x: 37, y: 2) == blue)
        // center: 8×4 points in the middle.
        let center = try Self.draw(Self.halves, mode: .center)
        #expect(center.pixel(x: 17, y: 19) == red && center.pixel(x: 22, y: 19) == blue && center.pixel(x: 17, y: 23) == green && center.pixel(x: 14, y: 19) == green)
    }

    @Test("a photo is drawn filtered and clipped to the rounded bounds")
    func photo() throws {
        let photo = try DecodedImage(contentsOf: Self.images.appendingPathComponent("chelsea.png"))
        var builder = TreeBuilder()
        builder.add("root", frame: CGRect(x: 0, y: 0, width: 120, height: 120), { $0.backgroundColor = .white }) { b, root in
            b.add("photo", frame: CGRect(x: 10, y: 10, width: 100, height: 100), { $0.cornerRadius = 50; $0.borderWidth = 4; $0.borderColor = .white }, content: .image(photo, contentMode: .aspectFill), parent: root)
        }
        let image = try Rasterizer.image(of: builder.tree(), size: CGSize(width: 120, height: 120), scale: 2)
        try image.writePNG(to: URL(fileURLWithPath: "/tmp/canvas-photo.png"))
        // Outside the circle: white; inside: the cat's colours (not white, not the background).
        #expect(image.pixel(x: 26, y: 26) == RasterImage.Pixel(red: 255, green: 255, blue: 255))
        let centre = try #require(image.pixel(x: 120, y: 120))
        #expect(centre != RasterImage.Pixel(red: 255, green: 255, blue: 255) && centre.alpha == 255)
    }
}

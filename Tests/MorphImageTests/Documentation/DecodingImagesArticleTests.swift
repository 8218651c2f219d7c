import Foundation
import MorphImage
import MorphTestSupport
import Testing

/// The code of the "Decoding, caching and modifying images" article and of the image types' doc
/// comments, compiled and run (each block verbatim, then checks).
@Suite("Decoding images article")
struct DecodingImagesArticleTests {
    @Test("decoding images and the image cache")
    func images() throws {
        let imageURL = try ImageFixtures.url("chelsea.png")
        let photo = try DecodedImage(contentsOf: imageURL)
        let intrinsicSize = photo.size
        let topLeft = photo.color(x: 0, y: 0)
        #expect(intrinsicSize == CGSize(width: 451, height: 300))
        #expect(topLeft?.alpha == 1)

        let cache = ImageCache(byteLimit: 64 << 20)
        let icon = try cache.image(contentsOf: imageURL)
        #expect(icon == photo)
    }

    @Test("modifying images")
    func modifyingImages() throws {
        let grayscale = ImageModification("grayscale") { image in
            let pixels = image.pixels.map { pixel -> UInt32 in
                let luma = ((pixel >> 16 & 0xFF) * 77 + (pixel >> 8 & 0xFF) * 150 + (pixel & 0xFF) * 29) >> 8
                return pixel & 0xFF00_0000 | luma << 16 | luma << 8 | luma
            }
            return try DecodedImage(pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight, scale: image.scale, pixels: pixels)
        }
        let gray = try grayscale.apply(to: DecodedImage(pixelWidth: 1, pixelHeight: 1, pixels: [0xFFFF_0000]))
        #expect(gray.pixel(x: 0, y: 0) == 0xFF4C_4C4C)
    }

    @Test("the examples in the doc comments")
    func docCommentExamples() throws {
        // ImageModification
        let flipped = ImageModification("flip-horizontally") { image in
            var pixels = image.pixels
            for row in 0..<image.pixelHeight {
                pixels[row * image.pixelWidth..<(row + 1) * image.pixelWidth].reverse()
            }
            return try DecodedImage(pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight, scale: image.scale, pixels: pixels)
        }
        let pair = try DecodedImage(pixelWidth: 2, pixelHeight: 1, pixels: [0xFFFF_0000, 0xFF00_00FF])
        #expect(try flipped.apply(to: pair).pixels == [0xFF00_00FF, 0xFFFF_0000])

        // The image examples read files relative to the working directory, which has none: they
        // run and report the missing file.
        #expect(throws: ImageError.self) {
            let photo = try DecodedImage(contentsOf: URL(fileURLWithPath: "photo@2x.png"))
            print(photo.pixelWidth, photo.pixelHeight, photo.scale, photo.size)
        }
        #expect(throws: ImageError.self) {
            let icon = try ImageCache.shared.image(contentsOf: URL(fileURLWithPath: "icon@2x.png"))
            print(icon.size)
        }
    }
}

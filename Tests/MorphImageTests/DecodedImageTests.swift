import Foundation
@testable import MorphImage
import MorphLayout
import MorphMotion
import MorphTestSupport
import Testing

@Suite("Image decoding")
struct DecodedImageTests {
    typealias F = ImageFixtures

    @Test("the shared photos decode with their sizes and the pixel values another decoder reads")
    func photos() throws {
        // Pixels read with ImageMagick (`convert FILE -crop 1x1+X+Y txt:`).
        let expectations: [(String, Int, Int, ImageFormat, [(x: Int, y: Int, rgb: (Int, Int, Int))])] = [
            ("chelsea.png", 451, 300, .png, [(0, 0, (143, 120, 104)), (100, 50, (120, 84, 52)), (200, 150, (125, 64, 35))]),
            ("coffee.png", 600, 400, .png, [(0, 0, (21, 13, 8)), (100, 50, (180, 78, 23)), (200, 150, (247, 235, 218))]),
            ("astronaut.png", 512, 512, .png, [(0, 0, (154, 147, 151)), (100, 50, (178, 169, 157)), (200, 150, (236, 210, 184))]),
            ("rocket.jpg", 640, 427, .jpeg, [(0, 0, (17, 33, 58)), (100, 50, (28, 43, 74)), (200, 150, (75, 72, 65))]),
        ]
        for (name, width, height, format, pixels) in expectations {
            let image = try DecodedImage(contentsOf: try F.url(name))
            #expect(image.pixelWidth == width && image.pixelHeight == height, "\(name)")
            #expect(image.format == format && image.scale == 1 && image.isOpaque)
            #expect(image.size == CGSize(width: width, height: height))
            #expect(image.pixels.count == width * height && image.bytesPerRow == 4 * width)
            // PNG pixels are exact; JPEG decoders may differ by a unit or two.
            let tolerance = format == .png ? 0 : 2
            for (x, y, rgb) in pixels {
                #expect(F.isClose(image.pixel(x: x, y: y), rgb.0, rgb.1, rgb.2, tolerance: tolerance), "\(name) at \(x), \(y)")
            }
        }
    }

    @Test("alpha is premultiplied into ARGB32 words, as Cairo's CAIRO_FORMAT_ARGB32 stores them")
    func premultipliedAlpha() throws {
        let image = try DecodedImage(contentsOf: try F.url("rgba.png"))
        // Opaque red; green at alpha 128; blue at alpha 0; white at alpha 64.
        #expect(image.pixels == [F.argb(255, 255, 0, 0), F.argb(128, 0, 128, 0), 0, F.argb(64, 64, 64, 64)])
        #expect(!image.isOpaque)
        #expect(image.color(x: 1, y: 0)?.alpha == 128.0 / 255)
        #expect(image.color(x: 1, y: 0)?.green == 1)
        #expect(image.color(x: 0, y: 1) == Color(red: 0, green: 0, blue: 0, alpha: 0))
        // In memory, each pixel is B, G, R, A on a little-endian machine: Cairo's layout.
        image.pixels.withUnsafeBytes { bytes in
            #expect(Array(bytes.prefix(4)) == (1 == 1.littleEndian ? [0, 0, 255, 255] : [255, 255, 0, 0]))
        }
    }

    @Test("palette, tRNS, grey, grey with alpha, 1-bit, 16-bit and interlaced PNGs decode")
    func pngVariants() throws {
        let palette = try DecodedImage(contentsOf: try F.url("palette.png"))
        #expect(palette.pixels == [F.argb(255, 255, 0, 0), F.argb(255, 0, 255, 0), F.argb(255, 0, 0, 255), 0])
        let gray1 = try DecodedImage(contentsOf: try F.url("gray1.png"))
        #expect(gray1.pixels == (0..<8).map { $0 % 2 == 0 ? F.argb(255, 0, 0, 0) : F.argb(255, 255, 255, 255) })
        // 16-bit samples are sRGB-encoded: 0x8000 becomes 0x80.
        let gray16 = try DecodedImage(contentsOf: try F.url("gray16.png"))
        #expect(gray16.pixels == [F.argb(255, 128, 128, 128), F.argb(255, 255, 255, 255)])
        let rgb16 = try DecodedImage(contentsOf: try F.url("rgb16.png"))
        #expect(F.isClose(rgb16.pixel(x: 0, y: 0), 254, 128, 1, tolerance: 1))
        // Grey 200 at alpha 100: premultiplied to round(200 × 100 / 255) = 78.
        let grayAlpha = try DecodedImage(contentsOf: try F.url("gray-alpha.png"))
        #expect(grayAlpha.pixels == [F.argb(100, 78, 78, 78)])
        let interlaced = try DecodedImage(contentsOf: try F.url("interlaced.png"))
        #expect(interlaced.pixelWidth == 8 && interlaced.pixelHeight == 8)
        for y in 0..<8 {
            for x in 0..<8 {
                #expect(interlaced.pixel(x: x, y: y) == F.argb(255, UInt32(32 * x), UInt32(32 * y), UInt32(16 * (x + y))))
            }
        }
    }

    @Test("baseline, progressive, greyscale and CMYK JPEGs decode to the same colours")
    func jpegVariants() throws {
        for name in ["halves.jpg", "progressive.jpg", "cmyk.jpg"] {
            let image = try DecodedImage(contentsOf: try F.url(name))
            #expect(image.pixelWidth == 32 && image.pixelHeight == 16 && image.isOpaque, "\(name)")
            #expect(F.isClose(image.pixel(x: 4, y: 8), 255, 0, 0, tolerance: 6), "\(name) left")
            #expect(F.isClose(image.pixel(x: 28, y: 8), 0, 0, 255, tolerance: 6), "\(name) right")
        }
        let gray = try DecodedImage(contentsOf: try F.url("gray.jpg"))
        let left = F.components(gray.pixel(x: 4, y: 8)!)
        #expect(left.red == left.green && left.green == left.blue && left.alpha == 255)
    }

    @Test("a JPEG's EXIF orientation is applied: the pixels come out upright")
    func exifOrientation() throws {
        // Stored 32×16, red left, blue right.
        // 6: turned 90° clockwise to display: 16×32, red on top.
        let six = try DecodedImage(contentsOf: try F.url("orientation-6.jpg"))
        #expect(six.pixelWidth == 16 && six.pixelHeight == 32)
        #expect(F.isClose(six.pixel(x: 8, y: 4), 255, 0, 0, tolerance: 6))
        #expect(F.isClose(six.pixel(x: 8, y: 28), 0, 0, 255, tolerance: 6))
        // 3: turned 180°: blue left.
        let three = try DecodedImage(contentsOf: try F.url("orientation-3.jpg"))
        #expect(three.pixelWidth == 32 && three.pixelHeight == 16)
        #expect(F.isClose(three.pixel(x: 4, y: 8), 0, 0, 255, tolerance: 6))
        // 8 (in a big-endian EXIF block): turned 90° counter-clockwise: red at the bottom.
        let eight = try DecodedImage(contentsOf: try F.url("orientation-8.jpg"))
        #expect(eight.pixelWidth == 16 && eight.pixelHeight == 32)
        #expect(F.isClose(eight.pixel(x: 8, y: 28), 255, 0, 0, tolerance: 6))
    }

    @Test("every EXIF orientation maps the stored corners where they belong")
    func orientationTransforms() {
        // A 3×2 image of distinct pixels: 0 1 2 / 3 4 5.
        let stored = DecodedPixels(width: 3, height: 2, pixels: [0, 1, 2, 3, 4, 5])
        let expected: [Int: (Int, Int, [UInt32])] = [
            1: (3, 2, [0, 1, 2, 3, 4, 5]),
            2: (3, 2, [2, 1, 0, 5, 4, 3]),
            3: (3, 2, [5, 4, 3, 2, 1, 0]),
            4: (3, 2, [3, 4, 5, 0, 1, 2]),
            5: (2, 3, [0, 3, 1, 4, 2, 5]),
            6: (2, 3, [3, 0, 4, 1, 5, 2]),
            7: (2, 3, [5, 2, 4, 1, 3, 0]),
            8: (2, 3, [2, 5, 1, 4, 0, 3]),
        ]
        for (value, (width, height, pixels)) in expected {
            let upright = ImageOrientation(exifValue: value).apply(to: stored)
            #expect(upright.width == width && upright.height == height && upright.pixels == pixels, "orientation \(value)")
        }
        #expect(ImageOrientation(exifValue: 0).value == 1 && ImageOrientation(exifValue: 9).value == 1)
    }

    @Test("the scale comes from the caller, else from an @2x or @3x file name suffix")
    func scales() throws {
        #expect(DecodedImage.scale(ofFileNamed: "icon@2x.png") == 2)
        #expect(DecodedImage.scale(ofFileNamed: "icon@3x.jpg") == 3)
        #expect(DecodedImage.scale(ofFileNamed: "icon.png") == 1)
        #expect(DecodedImage.scale(ofFileNamed: "me@home.png") == 1)
        #expect(DecodedImage.scale(ofFileNamed: "icon@2x") == 2)
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let retina = directory.appendingPathComponent("chelsea@2x.png")
        try FileManager.default.copyItem(at: try F.url("chelsea.png"), to: retina)
        let image = try DecodedImage(contentsOf: retina)
        #expect(image.scale == 2 && image.size == CGSize(width: 225.5, height: 150))
        #expect(try DecodedImage(contentsOf: retina, scale: 3).size == CGSize(width: 451.0 / 3, height: 100))
        for bad in [CGFloat(0), -1, .infinity] {
            #expect(throws: ImageError(path: retina.path, reason: .invalidScale(bad))) {
                try DecodedImage(contentsOf: retina, scale: bad)
            }
        }
        #expect(throws: ImageError.self) { try DecodedImage(contentsOf: retina, scale: .nan) }
    }

    @Test("pixels made by hand are checked")
    func handMadePixels() throws {
        let image = try DecodedImage(pixelWidth: 2, pixelHeight: 1, scale: 2, pixels: [0xFF00_0000, 0])
        #expect(image.size == CGSize(width: 1, height: 0.5) && !image.isOpaque && image.format == nil)
        #expect(image.pixel(x: 2, y: 0) == nil && image.pixel(x: 0, y: -1) == nil)
        #expect(throws: ImageError(path: nil, reason: .invalidPixels(width: 2, height: 2, count: 3))) {
            try DecodedImage(pixelWidth: 2, pixelHeight: 2, pixels: [0, 0, 0])
        }
        #expect(throws: ImageError(path: nil, reason: .invalidPixels(width: 0, height: 1, count: 0))) {
            try DecodedImage(pixelWidth: 0, pixelHeight: 1, pixels: [])
        }
        #expect(throws: ImageError(path: nil, reason: .invalidScale(0))) {
            try DecodedImage(pixelWidth: 1, pixelHeight: 1, scale: 0, pixels: [0])
        }
    }
}

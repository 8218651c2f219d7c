import Foundation
@testable import MorphImage
import MorphLayout
import MorphTestSupport
import Testing

@Suite("Circular crop modification")
struct CircularCropTests {
    typealias F = ImageFixtures

    /// A solid opaque image of `pixel`.
    static func solid(_ pixel: UInt32, width: Int = 10, height: Int = 10, scale: CGFloat = 1) throws -> DecodedImage {
        try DecodedImage(pixelWidth: width, pixelHeight: height, scale: scale, pixels: Array(repeating: pixel, count: width * height))
    }

    @Test("the seed's icon: 60 points across, the photo inside, a white ring half the stroke wide, clear outside")
    func seedIcon() throws {
        let red = F.argb(255, 255, 0, 0)
        let icon = try ImageModification.circularCrop(diameter: 60, borderWidth: 10).apply(to: Self.solid(red, width: 300, height: 200))
        #expect(icon.pixelWidth == 60 && icon.pixelHeight == 60 && icon.size == CGSize(width: 60, height: 60))
        // Radius 30; the stroke is centred on the circle and clipped to it: white from 25 to 30.
        #expect(icon.pixel(x: 0, y: 0) == 0 && icon.pixel(x: 59, y: 59) == 0)
        #expect(F.isClose(icon.pixel(x: 30, y: 1), 255, 255, 255))   // 28.5 from the centre
        #expect(F.isClose(icon.pixel(x: 30, y: 3), 255, 255, 255))   // 26.5
        #expect(F.isClose(icon.pixel(x: 30, y: 6), 255, 0, 0))       // 23.5: the photo
        #expect(F.isClose(icon.pixel(x: 30, y: 30), 255, 0, 0))
        // The circle's edge is anti-aliased: partly covered pixels are partly transparent.
        let edge = (0..<60).compactMap { icon.pixel(x: $0, y: 8) }.map { Int($0 >> 24) }
        #expect(edge.contains { $0 > 0 && $0 < 255 })
        #expect(!icon.isOpaque)
    }

    @Test("no border shows the photo up to the edge; a border wider than the diameter fills the circle")
    func borderWidths() throws {
        let blue = F.argb(255, 0, 0, 255)
        let plain = try ImageModification.circularCrop(diameter: 20).apply(to: Self.solid(blue))
        #expect(F.isClose(plain.pixel(x: 10, y: 1), 0, 0, 255))
        let filled = try ImageModification.circularCrop(diameter: 20, borderWidth: 100, borderColor: .black).apply(to: Self.solid(blue))
        #expect(F.isClose(filled.pixel(x: 10, y: 10), 0, 0, 0))
        #expect(F.isClose(filled.pixel(x: 10, y: 1), 0, 0, 0))
    }

    @Test("the result's scale is the source's unless given; pixels are points times scale")
    func scales() throws {
        let source = try Self.solid(F.argb(255, 0, 255, 0), scale: 3)
        let kept = try ImageModification.circularCrop(diameter: 10).apply(to: source)
        #expect(kept.scale == 3 && kept.pixelWidth == 30)
        let given = try ImageModification.circularCrop(diameter: 10, scale: 2).apply(to: source)
        #expect(given.scale == 2 && given.pixelWidth == 20 && given.size == CGSize(width: 10, height: 10))
    }

    @Test("the photo is stretched to the square by area averaging, as drawInRect: does")
    func resampling() throws {
        // Left half black, right half white: the middle column of a 2-pixel-wide result is the
        // average of what it covers.
        let pixels = (0..<(40 * 40)).map { $0 % 40 < 20 ? F.argb(255, 0, 0, 0) : F.argb(255, 255, 255, 255) }
        let source = try DecodedImage(pixelWidth: 40, pixelHeight: 40, pixels: pixels)
        let shrunk = PixelResampling.resize(source.pixels, width: 40, height: 40, toWidth: 3, height: 3)
        #expect(shrunk[0] == F.argb(255, 0, 0, 0))
        #expect(F.isClose(shrunk[1], 128, 128, 128, tolerance: 1))
        #expect(shrunk[2] == F.argb(255, 255, 255, 255))
        // Transparent pixels do not darken their neighbours (premultiplied averaging).
        let half = PixelResampling.resize([F.argb(255, 255, 0, 0), 0], width: 2, height: 1, toWidth: 1, height: 1)
        #expect(half == [F.argb(128, 128, 0, 0)])
        // Upscaling copies inside source pixels.
        let grown = PixelResampling.resize([F.argb(255, 255, 0, 0), F.argb(255, 0, 0, 255)], width: 2, height: 1, toWidth: 4, height: 2)
        let (red, blue) = (F.argb(255, 255, 0, 0), F.argb(255, 0, 0, 255))
        #expect(grown == [red, red, blue, blue, red, red, blue, blue])
    }

    @Test("a real photo becomes a round icon whose centre keeps the photo's colours")
    func photo() throws {
        let photo = try DecodedImage(contentsOf: F.url("chelsea.png"))
        let icon = try ImageModification.circularCrop(diameter: 60, borderWidth: 10, scale: 2).apply(to: photo)
        #expect(icon.pixelWidth == 120)
        let centre = try #require(icon.pixel(x: 60, y: 60))
        #expect(centre >> 24 == 255 && centre != 0xFFFF_FFFF)
    }

    /// Parameters a circular crop refuses, and a word its message must contain.
    struct BadCrop: Sendable, CustomTestStringConvertible {
        var diameter: CGFloat
        var borderWidth: CGFloat = 0
        var scale: CGFloat?
        var mentions: String

        var testDescription: String { "d \(diameter) b \(borderWidth) s \(String(describing: scale))" }

        static let all = [
            BadCrop(diameter: .nan, mentions: "diameter"),
            BadCrop(diameter: 0, mentions: "diameter"),
            BadCrop(diameter: -5, mentions: "diameter"),
            BadCrop(diameter: .infinity, mentions: "diameter"),
            BadCrop(diameter: 60, borderWidth: -1, mentions: "border width"),
            BadCrop(diameter: 60, borderWidth: .nan, mentions: "border width"),
            BadCrop(diameter: 60, scale: 0, mentions: "scale"),
            BadCrop(diameter: 60, scale: .nan, mentions: "scale"),
            BadCrop(diameter: 40_000, mentions: "wider than"),
        ]
    }

    @Test("bad parameters fail the modification with a message, never a crash", arguments: BadCrop.all)
    func badParameters(_ bad: BadCrop) throws {
        let modification = ImageModification.circularCrop(diameter: bad.diameter, borderWidth: bad.borderWidth, scale: bad.scale)
        let error = #expect(throws: ImageError.self) {
            try modification.apply(to: Self.solid(0xFFFF_FFFF))
        }
        guard case .modificationFailed(let identifier, let message)? = error?.reason else {
            Issue.record("unexpected error \(String(describing: error))")
            return
        }
        #expect(identifier == modification.identifier)
        #expect(message.contains(bad.mentions), "\(message)")
    }

    @Test("the identifier names every parameter, so different crops are cached apart")
    func identifiers() {
        let seed = ImageModification.circularCrop(diameter: 60, borderWidth: 10)
        #expect(seed.identifier == "circular-crop d60.0 b10.0 #FFFFFFFF s-")
        let variants = [
            ImageModification.circularCrop(diameter: 61, borderWidth: 10),
            .circularCrop(diameter: 60, borderWidth: 9),
            .circularCrop(diameter: 60, borderWidth: 10, borderColor: .black),
            .circularCrop(diameter: 60, borderWidth: 10, scale: 2),
        ]
        #expect(Set(variants + [seed]).count == 5)
        #expect(ImageModification.circularCrop(diameter: 60, borderWidth: 10) == seed)
    }
}

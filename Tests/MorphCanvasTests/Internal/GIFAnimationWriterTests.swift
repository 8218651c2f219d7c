import Foundation
@testable import MorphCanvas
import Testing

/// Morph's in-process GIF writing: only what changed, repeats lengthened, every frame shown
/// exactly (read back by an independent parser and by ffmpeg).
@Suite("GIF animation writer")
struct GIFAnimationWriterTests {
    /// Eight opaque colours.
    static let palette: [UInt32] = [0xFFFF_FFFF, 0xFF00_0000, 0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0xFFFF_FF00, 0xFF00_FFFF, 0xFF80_8080]

    /// A deterministic pseudo-random generator (a 64-bit LCG), so failures reproduce.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    /// `count` frames of `width × height` indices below `colors`: the first random, each next one
    /// the previous with one random rectangle filled (or, every fourth frame, unchanged); with the
    /// rectangles each frame changed.
    static func frames(count: Int, width: Int, height: Int, colors: Int, seed: UInt64) -> [(indices: [UInt8], changed: [PixelRect]?)] {
        var generator = Generator(state: seed)
        var indices = (0..<(width * height)).map { _ in UInt8(generator.next(colors)) }
        var frames: [(indices: [UInt8], changed: [PixelRect]?)] = [(indices, nil)]
        for frame in 1..<count {
            guard frame % 4 != 0 else {
                frames.append((indices, []))
                continue
            }
            let rect = PixelRect(x: generator.next(width - 4), y: generator.next(height - 4), width: 1 + generator.next(4), height: 1 + generator.next(4))
            let value = UInt8(generator.next(colors))
            for y in rect.y..<(rect.y + rect.height) {
                for x in rect.x..<(rect.x + rect.width) { indices[y * width + x] = value }
            }
            // The damage is larger than what changed, as a rasteriser's is.
            frames.append((indices, [PixelRect(x: max(rect.x - 2, 0), y: max(rect.y - 2, 0), width: rect.width + 4, height: rect.height + 4)]))
        }
        return frames
    }

    /// Writes `frames` (delay `delay` each) and returns the file's URL.
    static func write(_ frames: [(indices: [UInt8], changed: [PixelRect]?)], width: Int, height: Int, palette: [UInt32] = palette, delay: Int, transparentIndex: Int? = nil, in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent("frames.gif")
        var writer = try GIFAnimationWriter(path: url.path, width: width, height: height, palette: palette, frameDelay: delay, transparentIndex: transparentIndex)
        for frame in frames {
            if frame.changed?.isEmpty == true {
                writer.repeatFrame()
            } else {
                try writer.addFrame(frame.indices, changed: frame.changed)
            }
        }
        try writer.finish()
        return url
    }

    /// `indices` as straight RGBA through `palette` (alpha 0 where the palette entry's is).
    static func rgba(_ indices: [UInt8], palette: [UInt32]) -> [UInt8] {
        indices.flatMap { index -> [UInt8] in
            let word = palette[Int(index)]
            return word >> 24 == 0 ? [0, 0, 0, 0] : [UInt8(word >> 16 & 0xFF), UInt8(word >> 8 & 0xFF), UInt8(word & 0xFF), 255]
        }
    }

    @Test("every frame decodes back to exactly its indices' colours, at its time")
    func framesDecodeExactly() throws {
        let folder = try Probe.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (width, height) = (37, 23)
        let frames = Self.frames(count: 40, width: width, height: height, colors: Self.palette.count, seed: 7)
        let url = try Self.write(frames, width: width, height: height, delay: 4, in: folder)
        let shown = try #require(try GIFDisplay.frames(of: url, framesPerSecond: 25, width: width, height: height))
        #expect(shown.count == frames.count)
        for (index, frame) in frames.enumerated() where index < shown.count {
            #expect(GIFDisplay.differingPixels(shown[index], Self.rgba(frame.indices, palette: Self.palette)) == 0, "frame \(index)")
        }
    }

    @Test("after the first image, each covers only the rows and columns that changed")
    func onlyWhatChanged() throws {
        let folder = try Probe.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (width, height) = (40, 30)
        let first = [UInt8](repeating: 0, count: width * height)
        var second = first
        for (x, y) in [(5, 7), (9, 8)] { second[y * width + x] = 2 }
        var third = second
        third[20 * width + 30] = 3
        let frames: [(indices: [UInt8], changed: [PixelRect]?)] = [
            (first, nil),
            (second, [PixelRect(x: 0, y: 0, width: 20, height: 20)]),
            // A damaged area where nothing changed, and one where one pixel did.
            (third, [PixelRect(x: 0, y: 0, width: 20, height: 20), PixelRect(x: 25, y: 15, width: 10, height: 10)]),
        ]
        let url = try Self.write(frames, width: width, height: height, delay: 10, in: folder)
        let structure = try #require(GIFStructure(contentsOf: url))
        #expect(structure.width == width && structure.height == height)
        #expect(structure.loopCount == 0)
        #expect(structure.colors.count == 8)
        #expect(structure.images == [
            .init(rect: PixelRect(x: 0, y: 0, width: 40, height: 30), delay: 10, disposal: 1, transparentIndex: nil),
            .init(rect: PixelRect(x: 5, y: 7, width: 5, height: 2), delay: 10, disposal: 1, transparentIndex: nil),
            .init(rect: PixelRect(x: 30, y: 20, width: 1, height: 1), delay: 10, disposal: 1, transparentIndex: nil),
        ])
    }

    @Test("a frame that repeats the previous one lengthens its image; a stillness past 655.35 s writes it again")
    func repeatsLengthen() throws {
        let folder = try Probe.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (width, height) = (8, 6)
        let first = [UInt8](repeating: 1, count: width * height)
        var second = first
        second[10] = 4
        // The same indices again, reported as changed (the damage says where to look, the
        // indices decide): no image either.
        let frames: [(indices: [UInt8], changed: [PixelRect]?)] = [(first, nil), (first, []), (first, [PixelRect(x: 0, y: 0, width: 8, height: 6)]), (second, [PixelRect(x: 0, y: 0, width: 8, height: 6)]), (second, [])]
        let url = try Self.write(frames, width: width, height: height, delay: 4, in: folder)
        let images = try #require(GIFStructure(contentsOf: url)).images
        #expect(images.map(\.delay) == [12, 8])
        #expect(images.map(\.rect) == [PixelRect(x: 0, y: 0, width: 8, height: 6), PixelRect(x: 2, y: 1, width: 1, height: 1)])

        // 700 s of the same frame at 1 s a frame: 65,535 hundredths, then the rest.
        let still = [(first, nil)] + [([UInt8], [PixelRect]?)](repeating: (first, []), count: 699)
        let long = try Self.write(still, width: width, height: height, delay: 100, in: folder)
        let longImages = try #require(GIFStructure(contentsOf: long)).images
        #expect(longImages.map(\.delay) == [65_535, 4_465])
        #expect(Set(longImages.map(\.rect)) == [PixelRect(x: 0, y: 0, width: 8, height: 6)])
    }

    @Test("on a translucent background each changed frame is whole and cleared, so pixels can turn transparent")
    func translucentBackground() throws {
        let folder = try Probe.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (width, height) = (12, 10)
        // Index 2 is the transparent entry.
        let palette: [UInt32] = [0xFFFF_0000, 0xFF00_00FF, 0x0000_0000]
        var frames = Self.frames(count: 12, width: width, height: height, colors: 3, seed: 11)
        frames[0].indices = [UInt8](repeating: 0, count: width * height)
        frames[1].indices = [UInt8](repeating: 2, count: width * height)
        frames[1].changed = [PixelRect(x: 0, y: 0, width: width, height: height)]
        for index in 2..<frames.count { frames[index].indices = frames[1].indices }
        frames[5].indices[3] = 1
        frames[5].changed = [PixelRect(x: 3, y: 0, width: 1, height: 1)]
        for index in 6..<frames.count { frames[index].indices = frames[5].indices }
        let url = try Self.write(frames, width: width, height: height, palette: palette, delay: 2, transparentIndex: 2, in: folder)
        let images = try #require(GIFStructure(contentsOf: url)).images
        #expect(images.count == 3)
        #expect(images.allSatisfy { $0.rect == PixelRect(x: 0, y: 0, width: width, height: height) && $0.disposal == 2 && $0.transparentIndex == 2 })
        #expect(images.map(\.delay) == [2, 8, 14])
        let shown = try #require(try GIFDisplay.frames(of: url, framesPerSecond: 50, width: width, height: height))
        #expect(shown.count == frames.count)
        for (index, frame) in frames.enumerated() where index < shown.count {
            #expect(GIFDisplay.differingPixels(shown[index], Self.rgba(frame.indices, palette: palette)) == 0, "frame \(index)")
        }
    }

    @Test("an image outside the screen, a buffer of another size or a bad delay is refused before giflib reads it")
    func encoderRefusesMisuse() throws {
        let folder = try Probe.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let encoder = try GIFEncoder(path: folder.appendingPathComponent("misuse.gif").path, width: 10, height: 8, palette: Self.palette)
        var pixels = [UInt8](repeating: 0, count: 20)
        for rect in [PixelRect(x: 8, y: 0, width: 4, height: 5), PixelRect(x: -1, y: 0, width: 4, height: 5), PixelRect(x: 0, y: 6, width: 4, height: 5), PixelRect(x: 0, y: 0, width: 0, height: 5)] {
            #expect(throws: VideoExportError.self) { try encoder.writeImage(pixels, at: rect, delay: 2, disposal: .keep, transparentIndex: nil) }
        }
        // A buffer one index short (or long) of the rectangle would be read past its end.
        let short = [UInt8](repeating: 0, count: 19)
        let long = [UInt8](repeating: 0, count: 21)
        #expect(throws: VideoExportError.gifEncoding("image 0,0 4x5 needs 20 indices, not 19")) {
            try encoder.writeImage(short, at: PixelRect(x: 0, y: 0, width: 4, height: 5), delay: 2, disposal: .keep, transparentIndex: nil)
        }
        #expect(throws: VideoExportError.self) { try encoder.writeImage(long, at: PixelRect(x: 0, y: 0, width: 4, height: 5), delay: 2, disposal: .keep, transparentIndex: nil) }
        #expect(throws: VideoExportError.self) { try encoder.writeImage(pixels, at: PixelRect(x: 0, y: 0, width: 4, height: 5), delay: 65_536, disposal: .keep, transparentIndex: nil) }
        #expect(throws: VideoExportError.self) { try encoder.writeImage(pixels, at: PixelRect(x: 0, y: 0, width: 4, height: 5), delay: 2, disposal: .keep, transparentIndex: 8) }
        // The good call still works after the refused ones.
        pixels = (0..<20).map { UInt8($0 % 8) }
        try encoder.writeImage(pixels, at: PixelRect(x: 6, y: 3, width: 4, height: 5), delay: 2, disposal: .keep, transparentIndex: nil)
        try encoder.finish()
        #expect(throws: VideoExportError.gifEncoding("the GIF is already closed")) {
            try encoder.writeImage(pixels, at: PixelRect(x: 0, y: 0, width: 4, height: 5), delay: 2, disposal: .keep, transparentIndex: nil)
        }
        let structure = try #require(GIFStructure(contentsOf: folder.appendingPathComponent("misuse.gif")))
        #expect(structure.images.map(\.rect) == [PixelRect(x: 6, y: 3, width: 4, height: 5)])
    }

    @Test("a GIF that cannot be created is a typed error; the file gets the usual permissions")
    func creation() throws {
        let folder = try Probe.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("missing/a.gif").path
        #expect {
            _ = try GIFEncoder(path: missing, width: 4, height: 4, palette: Self.palette)
        } throws: { error in
            guard case let .unwritableFile(path, _) = error as? VideoExportError else { return false }
            return path == missing
        }
        let url = folder.appendingPathComponent("b.gif")
        try GIFEncoder(path: url.path, width: 4, height: 4, palette: Self.palette).finish()
        let permissions = try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int)
        let mask = umask(0)
        umask(mask)
        #expect(permissions == 0o666 & ~Int(mask))
    }
}

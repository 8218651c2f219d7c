import Foundation
import Morph
@testable import MorphCanvas
import MorphTestSupport
import Testing

/// The palette a GIF is made with, and how frames map to it.
@Suite("GIF palettes")
struct GIFPaletteTests {
    /// A `width × height` gradient photo: red across, green down, blue constant.
    static func gradient(width: Int = 64, height: Int = 48) throws -> DecodedImage {
        let pixels = (0..<(width * height)).map { index -> UInt32 in
            let (x, y) = (UInt32(index % width), UInt32(index / width))
            return 0xFF00_0000 | (x * 255 / UInt32(width - 1)) << 16 | (y * 255 / UInt32(height - 1)) << 8 | 0x60
        }
        return try DecodedImage(pixelWidth: width, pixelHeight: height, pixels: pixels)
    }

    /// Frames of a flat interface (three colours) with a gradient photo moving across, on white.
    static func frames(count: Int, canvas: CGSize, photo: DecodedImage) -> [PresentationTree] {
        (0..<count).map { frame in
            var builder = TreeBuilder()
            builder.add("root", id: 1, frame: CGRect(origin: .zero, size: canvas), { $0.backgroundColor = .white }) { b, root in
                b.add("bar", id: 2, frame: CGRect(x: 0, y: 0, width: canvas.width, height: 12), { $0.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.8) }, parent: root)
                b.add("chip", id: 3, frame: CGRect(x: 4, y: canvas.height - 14, width: 30, height: 10), { $0.backgroundColor = Color(red: 0.9, green: 0.3, blue: 0.1) }, parent: root)
                b.add("photo", id: 4, frame: CGRect(x: CGFloat(frame) * 4, y: 16, width: 64, height: 48), content: .image(photo, contentMode: .scaleToFill), parent: root)
            }
            return builder.tree(time: TimeInterval(frame) / 25)
        }
    }

    /// The pixels of `frames` drawn one after the other.
    static func drawn(_ frames: [PresentationTree], canvas: CGSize) throws -> [RasterImage] {
        let rasterizer = try Rasterizer(size: canvas, backgroundColor: .white)
        return try frames.map { try rasterizer.render($0) }
    }

    /// Frame `index` of the GIF at `url`, decoded by ffmpeg.
    static func decodedFrame(_ index: Int, of url: URL, in folder: URL) throws -> RasterImage {
        let png = folder.appendingPathComponent("frame\(index).png")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ffmpeg", "-v", "error", "-y", "-i", url.path, "-vf", "select=eq(n\\,\(index))", "-frames:v", "1", png.path]
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return try RasterImage(contentsOfPNG: png)
    }

    @Test("a histogram bin counts its pixels and sums, keeps its first colour, and notes a second")
    func histogramBins() {
        // 0xFF40_8010 and 0xFF41_8111 share a bin (6 bits a channel); 0xFF00_00FF has its own; the
        // translucent pixel counts by its straight colour, the nearly transparent one not at all.
        let pixels: [UInt32] = [0xFF40_8010, 0xFF41_8111, 0xFF40_8010, 0xFF00_00FF, 0x8020_0000, 0x1000_0000]
        var histogram = ColorHistogram()
        pixels.withUnsafeBufferPointer { histogram.add(argb: $0.baseAddress!, width: pixels.count, height: 1, wordsPerRow: pixels.count, step: 1) }
        func bin(_ color: UInt32) -> ColorHistogram.Bin {
            let red = Int(color >> 18 & 0x3F), green = Int(color >> 10 & 0x3F), blue = Int(color >> 2 & 0x3F)
            return histogram.bins[red << 12 | green << 6 | blue]
        }
        let shared = bin(0x40_8010)
        #expect(shared.count == 3)
        #expect([shared.redSum, shared.greenSum, shared.blueSum] == [0x40 * 2 + 0x41, 0x80 * 2 + 0x81, 0x10 * 2 + 0x11] as [UInt32])
        #expect(shared.firstColor == 0x40_8010 && shared.isMixed)
        let single = bin(0x00_00FF)
        #expect(single.count == 1 && single.firstColor == 0x00_00FF && !single.isMixed)
        let translucent = bin(0x40_0000)
        #expect(translucent.count == 1 && translucent.firstColor == 0x40_0000 && !translucent.isMixed)
        #expect(histogram.pixelCount == 5 && histogram.hasTransparentPixels)
        #expect(histogram.bins.reduce(0) { $0 + Int($1.count) } == 5)
    }

    @Test("few exact colours make the palette exactly; more are cut to the limit, keeping heavy flat colours exact")
    func paletteFromHistogram() throws {
        let flat: [UInt32] = [0xFFFF_FFFF, 0xFF33_66CC, 0xFFE6_4D1A]
        var histogram = ColorHistogram()
        let pixels = (0..<300).map { flat[$0 % 3] }
        pixels.withUnsafeBufferPointer { histogram.add(argb: $0.baseAddress!, width: 30, height: 10, wordsPerRow: 30, step: 1) }
        #expect(Set(GIFPalette.make(from: histogram, maximumCount: 256)) == Set(flat.map { $0 & 0xFF_FFFF }))

        // A gradient of 4,096 colours plus the flat ones in large areas.
        var mixed = ColorHistogram()
        let gradient = (0..<4_096).map { (index: Int) -> UInt32 in
            let red = UInt32(index % 64) << 18
            let green = UInt32(index / 64) << 10
            return 0xFF00_0040 | red | green
        }
        let heavy = (0..<40_000).map { flat[$0 % 3] }
        for block in [gradient, heavy] {
            block.withUnsafeBufferPointer { mixed.add(argb: $0.baseAddress!, width: block.count, height: 1, wordsPerRow: block.count, step: 1) }
        }
        let palette = GIFPalette.make(from: mixed, maximumCount: 255)
        #expect(palette.count == 255)
        for color in flat { #expect(palette.contains(color & 0xFF_FFFF), "flat \(String(color, radix: 16)) is exact") }
        #expect(GIFPalette.make(from: ColorHistogram(), maximumCount: 256) == [0])
    }

    @Test("mapping only the repainted pixels gives the indices of mapping every pixel")
    func repaintedPixelsOnly() throws {
        let canvas = CGSize(width: 120, height: 80)
        let frames = Self.frames(count: 12, canvas: canvas, photo: try Self.gradient())
        let rasterizer = try Rasterizer(size: canvas, backgroundColor: .white)
        var histogram = ColorHistogram()
        for frame in [frames[0], frames[11]] {
            try rasterizer.draw(frame)
            rasterizer.withUnsafePixels { pixels, bytesPerRow in
                histogram.add(argb: pixels.baseAddress!.assumingMemoryBound(to: UInt32.self), width: 120, height: 80, wordsPerRow: bytesPerRow / 4, step: 1)
            }
        }
        let colors = GIFPalette.make(from: histogram, maximumCount: 256)
        var incremental = PaletteIndexer(colors: colors, width: 120, height: 80, reservesTransparency: false)
        var whole = incremental
        for (position, frame) in frames.enumerated() {
            try rasterizer.draw(frame)
            let rects = position == 0 ? nil : rasterizer.damagedRects
            rasterizer.withUnsafePixels { pixels, bytesPerRow in
                let argb = pixels.baseAddress!.assumingMemoryBound(to: UInt32.self)
                incremental.map(argb: argb, wordsPerRow: bytesPerRow / 4, rects: rects)
                whole.map(argb: argb, wordsPerRow: bytesPerRow / 4, rects: nil)
            }
            #expect(incremental.indices == whole.indices, "frame \(position)")
        }
        #expect(incremental.paletteWords.count == 256)
        #expect(incremental.paletteWords.allSatisfy { $0 >> 24 == 0xFF }, "an opaque palette has no transparent entry")
    }

    @Test("a GIF keeps flat colours exact and shows a photo within a few levels")
    func fidelity() throws {
        let folder = try Probe.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let canvas = CGSize(width: 120, height: 80)
        let frames = Self.frames(count: 10, canvas: canvas, photo: try Self.gradient())
        let url = folder.appendingPathComponent("ui.gif")
        try VideoExporter(format: .gif, framesPerSecond: 25).export(frames, canvasSize: canvas, to: url)
        let originals = try Self.drawn(frames, canvas: canvas)
        for index in [0, 5, 9] {
            let decoded = try Self.decodedFrame(index, of: url, in: folder)
            let original = originals[index]
            #expect(decoded.width == 120 && decoded.height == 80)
            // The flat colours, exactly.
            for (x, y) in [(60, 5), (10, 70), (110, 70)] {
                #expect(decoded.pixel(x: x, y: y) == original.pixel(x: x, y: y), "frame \(index) at \(x),\(y)")
            }
            // The photo: the mean error per channel is small, and no pixel is far off.
            var total = 0, worst = 0
            let photoX = index * 4
            for y in 16..<64 {
                for x in photoX..<min(photoX + 64, 120) {
                    let a = try #require(decoded.pixel(x: x, y: y)), b = try #require(original.pixel(x: x, y: y))
                    for (p, q) in [(a.red, b.red), (a.green, b.green), (a.blue, b.blue)] {
                        let error = abs(Int(p) - Int(q))
                        total += error
                        worst = max(worst, error)
                    }
                }
            }
            let mean = Double(total) / Double(3 * 48 * (min(photoX + 64, 120) - photoX))
            #expect(mean < 4, "frame \(index): mean error \(mean)")
            #expect(worst <= 24, "frame \(index): worst error \(worst)")
        }
    }

    @Test("on a translucent background, transparent pixels get the palette's transparent entry")
    func transparency() throws {
        let folder = try Probe.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var builder = TreeBuilder()
        builder.add("box", id: 1, frame: CGRect(x: 10, y: 10, width: 20, height: 20), { $0.backgroundColor = .red })
        let url = folder.appendingPathComponent("clear.gif")
        try VideoExporter(format: .gif, framesPerSecond: 25, backgroundColor: .clear).export([builder.tree()], canvasSize: CGSize(width: 40, height: 40), to: url)
        let decoded = try Self.decodedFrame(0, of: url, in: folder)
        #expect(decoded.pixel(x: 2, y: 2)?.alpha == 0)
        #expect(decoded.pixel(x: 20, y: 20) == RasterImage.Pixel(red: 255, green: 0, blue: 0))

        var indexer = PaletteIndexer(colors: [0xFF_0000], width: 2, height: 1, reservesTransparency: true)
        [UInt32(0x0000_0000), 0xFFFF_0000].withUnsafeBufferPointer { indexer.map(argb: $0.baseAddress!, wordsPerRow: 2, rects: nil) }
        #expect(indexer.indices == [1, 0])
        #expect(indexer.paletteWords[1] == 0)
    }

    /// The index `PaletteIndexer` documents for the pixel `argb` at column `x` of row `y`: the
    /// transparent entry, else its exact colour's first index, else the colour nearest the centre
    /// of the bin of its dithered colour — computed directly, without the indexer's caches.
    static func referenceIndex(of argb: UInt32, x: Int, y: Int, colors: [UInt32], transparent: Int?) -> Int {
        let alpha = argb >> 24
        var (red, green, blue) = (argb >> 16 & 0xFF, argb >> 8 & 0xFF, argb & 0xFF)
        if alpha < 128 {
            if let transparent { return transparent }
            (red, green, blue) = (0, 0, 0)
        } else if alpha < 255 {
            (red, green, blue) = ColorHistogram.straightComponents(of: argb)
        }
        if let exact = colors.firstIndex(of: red << 16 | green << 8 | blue) { return exact }
        let bayer: [Int] = [
            0, 32, 8, 40, 2, 34, 10, 42, 48, 16, 56, 24, 50, 18, 58, 26, 12, 44, 4, 36, 14, 46, 6, 38, 60, 28, 52, 20, 62, 30, 54, 22,
            3, 35, 11, 43, 1, 33, 9, 41, 51, 19, 59, 27, 49, 17, 57, 25, 15, 47, 7, 39, 13, 45, 5, 37, 63, 31, 55, 23, 61, 29, 53, 21,
        ]
        let offset = bayer[(y % 8) * 8 + x % 8] / 4 - 8
        func binCentre(_ value: UInt32) -> Int { (min(max(Int(value) + offset, 0), 255) >> 3) << 3 | 4 }
        let (r, g, b) = (binCentre(red), binCentre(green), binCentre(blue))
        var best = 0, bestDistance = Int.max
        for (index, color) in colors.enumerated() {
            let dr = Int(color >> 16) - r, dg = Int(color >> 8 & 0xFF) - g, db = Int(color & 0xFF) - b
            if dr * dr + dg * dg + db * db < bestDistance { (best, bestDistance) = (index, dr * dr + dg * dg + db * db) }
        }
        return best
    }

    @Test("every pixel maps to the index the dither and the palette give it, through runs of exact, dithered and translucent colours", arguments: [false, true])
    func mappingMatchesTheReference(reservesTransparency: Bool) {
        var random = SplitMix64(seed: reservesTransparency ? 7 : 11)
        // A palette of flat colours (one repeated, two sharing a colour bin) and spread ones.
        var colors: [UInt32] = [0xFFFFFF, 0x336699, 0xE64D1A, 0x336699, 0x000000, 0x123456, 0x123450]
        while colors.count < (reservesTransparency ? 200 : 256) { colors.append(UInt32(random.next() & 0xFF_FFFF)) }
        let (width, height) = (61, 23)
        // Runs of one colour (exact, off-palette, translucent, transparent) broken by noise, so
        // that both caches fill, hit and are replaced within rows.
        // Exact and off-palette colours in a bin of one palette colour (0xE64D1A) and of two.
        let choices: [UInt32] = [0xFFFF_FFFF, 0xFF33_6699, 0xFF12_3456, 0xFF12_3457, 0x8019_334C, 0x4000_0000, 0x0000_0000, 0xFFE6_4D1A, 0xFFE6_4D1B]
        var pixels: [UInt32] = []
        while pixels.count < width * height {
            let run = Int(random.next() % 20) + 1
            let pixel = random.next() % 4 == 0 ? UInt32(truncatingIfNeeded: random.next()) | 0xFF00_0000 : choices[Int(random.next() % UInt64(choices.count))]
            pixels += [UInt32](repeating: pixel, count: run)
        }
        pixels.removeLast(pixels.count - width * height)
        var indexer = PaletteIndexer(colors: colors, width: width, height: height, reservesTransparency: reservesTransparency)
        pixels.withUnsafeBufferPointer { indexer.map(argb: $0.baseAddress!, wordsPerRow: width, rects: nil) }
        let transparent = reservesTransparency ? colors.count : nil
        var mismatches = 0
        for y in 0..<height {
            for x in 0..<width where Int(indexer.indices[y * width + x]) != Self.referenceIndex(of: pixels[y * width + x], x: x, y: y, colors: colors, transparent: transparent) {
                mismatches += 1
            }
        }
        #expect(mismatches == 0)
    }

    @Test("an odd pixel width encodes (the frames are packed rows)")
    func oddWidth() throws {
        let folder = try Probe.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let canvas = CGSize(width: 75, height: 33)
        let url = folder.appendingPathComponent("odd.gif")
        let summary = try VideoExporter(format: .gif, framesPerSecond: 50).export(Self.frames(count: 3, canvas: canvas, photo: try Self.gradient()), canvasSize: canvas, to: url)
        #expect(summary.frameCount == 3)
        #expect(try VideoProbe.video(url) == VideoProbe.Info(codec: "gif", width: 75, height: 33, frameCount: 3))
        let decoded = try Self.decodedFrame(2, of: url, in: folder)
        #expect(decoded.pixel(x: 74, y: 5) == RasterImage.Pixel(red: 51, green: 102, blue: 204))
    }
}

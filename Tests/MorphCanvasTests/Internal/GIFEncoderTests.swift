import CGIF
import CPixelLoops
import Foundation
@testable import MorphCanvas
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `GIFEncoder`'s own LZW compression against giflib's: the files must be the same bytes.
@Suite("GIF encoder")
struct GIFEncoderTests {
    /// One image of a test: its rectangle and indices.
    typealias Image = (rect: PixelRect, indices: [UInt8])

    /// Writes `images` the way `GIFEncoder` did before it compressed images itself — giflib's
    /// `EGifPutLine` compressing every row — and returns the file's bytes.
    static func referenceBytes(width: Int, height: Int, palette: [UInt32], images: [Image], at path: String) throws -> [UInt8] {
        var bits = 1
        while 1 << bits < palette.count { bits += 1 }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        try #require(descriptor >= 0)
        var error: Int32 = 0
        let file = try #require(EGifOpenFileHandle(descriptor, &error))
        EGifSetGifVersion(file, true)
        var colors = palette.map { GifColorType(Red: UInt8($0 >> 16 & 0xFF), Green: UInt8($0 >> 8 & 0xFF), Blue: UInt8($0 & 0xFF)) }
        colors += [GifColorType](repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: (1 << bits) - colors.count)
        let map = try #require(GifMakeMapObject(Int32(1 << bits), colors))
        defer { GifFreeMapObject(map) }
        #expect(EGifPutScreenDesc(file, Int32(width), Int32(height), Int32(bits), 0, map) == GIF_OK)
        #expect(EGifPutExtensionLeader(file, APPLICATION_EXT_FUNC_CODE) == GIF_OK)
        #expect(Array("NETSCAPE2.0".utf8).withUnsafeBytes { EGifPutExtensionBlock(file, 11, $0.baseAddress) } == GIF_OK)
        #expect([UInt8]([1, 0, 0]).withUnsafeBytes { EGifPutExtensionBlock(file, 3, $0.baseAddress) } == GIF_OK)
        #expect(EGifPutExtensionTrailer(file) == GIF_OK)
        for image in images {
            var control = GraphicsControlBlock(DisposalMode: Int32(DISPOSE_DO_NOT), UserInputFlag: false, DelayTime: 2, TransparentColor: Int32(NO_TRANSPARENT_COLOR))
            var extensionBytes = [GifByteType](repeating: 0, count: 4)
            let length = extensionBytes.withUnsafeMutableBufferPointer { EGifGCBToExtension(&control, $0.baseAddress) }
            #expect(extensionBytes.withUnsafeBytes { EGifPutExtension(file, GRAPHICS_EXT_FUNC_CODE, Int32(length), $0.baseAddress) } == GIF_OK)
            let rect = image.rect
            #expect(EGifPutImageDesc(file, Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height), false, nil) == GIF_OK)
            var indices = image.indices
            indices.withUnsafeMutableBufferPointer { buffer in
                for row in 0..<rect.height {
                    #expect(EGifPutLine(file, buffer.baseAddress! + row * rect.width, Int32(rect.width)) == GIF_OK)
                }
            }
        }
        #expect(EGifCloseFile(file, &error) == GIF_OK)
        return try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// Writes `images` with `GIFEncoder` and returns the file's bytes.
    static func encodedBytes(width: Int, height: Int, palette: [UInt32], images: [Image], at path: String) throws -> [UInt8] {
        let encoder = try GIFEncoder(path: path, width: width, height: height, palette: palette)
        for image in images {
            try encoder.writeImage(image.indices, at: image.rect, delay: 2, disposal: .keep, transparentIndex: nil)
        }
        try encoder.finish()
        return try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// Images that reach every part of the compression: noise that fills the dictionary many
    /// times over (clear codes), long runs of one index (long strings), a gradient, a single
    /// pixel, and a noisy image after a smooth one through the same encoder (a dictionary left
    /// filled by one image would change the next).
    static func images(width: Int, height: Int, colors: Int, seed: UInt64) -> [Image] {
        var generator = GIFAnimationWriterTests.Generator(state: seed)
        let whole = PixelRect(x: 0, y: 0, width: width, height: height)
        let noise = (0..<(width * height)).map { _ in UInt8(generator.next(colors)) }
        let runs = (0..<(width * height)).map { UInt8(($0 / 97) % colors) }
        let smooth = (0..<(width * height)).map { UInt8(($0 % width) * colors / width) }
        let blocky = (0..<(width * height)).map { _ in UInt8(generator.next(100) < 90 ? 0 : generator.next(colors)) }
        return [
            (whole, smooth), (whole, noise), (whole, runs),
            (PixelRect(x: width / 2, y: height / 3, width: 1, height: 1), [UInt8(colors - 1)]),
            (PixelRect(x: 3, y: 2, width: width - 5, height: height - 4), Array(blocky.prefix((width - 5) * (height - 4)))),
            (whole, noise),
        ]
    }

    @Test("every image compresses to the bytes giflib makes", arguments: [2, 3, 4, 8, 16, 33, 128, 256])
    func sameBytesAsGiflib(colors: Int) throws {
        let folder = try Probe.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let palette = (0..<colors).map { UInt32(0xFF00_0000) | UInt32($0 * 0x010203 & 0xFF_FFFF) }
        let (width, height) = (181, 97)
        let images = Self.images(width: width, height: height, colors: colors, seed: UInt64(colors))
        let expected = try Self.referenceBytes(width: width, height: height, palette: palette, images: images, at: folder.appendingPathComponent("giflib.gif").path)
        let encoded = try Self.encodedBytes(width: width, height: height, palette: palette, images: images, at: folder.appendingPathComponent("morph.gif").path)
        // The first differing byte, not the arrays: a failure prints a number, not a megabyte.
        let difference = zip(encoded, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        #expect(difference == nil)
        #expect(encoded.count == expected.count)
    }

    @Test("runs of every length, filling the dictionary many times over, compress to giflib's bytes", arguments: [4, 256])
    func runsSameBytesAsGiflib(colors: Int) throws {
        let folder = try Probe.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let palette = (0..<colors).map { UInt32(0xFF00_0000) | UInt32($0 * 0x010101 & 0xFF_FFFF) }
        let (width, height) = (640, 400)
        var generator = GIFAnimationWriterTests.Generator(state: 99)
        // Runs of 1 to 40 indices of a few colours: strings of one index grow long, are cut by
        // clear codes in the middle of runs, and are matched again from the middle of a run.
        var runs: [UInt8] = []
        while runs.count < width * height {
            let index = UInt8(generator.next(min(colors, 3)))
            runs += [UInt8](repeating: index, count: 1 + generator.next(40))
        }
        runs.removeLast(runs.count - width * height)
        let images: [Image] = [(PixelRect(x: 0, y: 0, width: width, height: height), runs), (PixelRect(x: 1, y: 1, width: 9, height: 9), [UInt8](repeating: 1, count: 81))]
        let expected = try Self.referenceBytes(width: width, height: height, palette: palette, images: images, at: folder.appendingPathComponent("giflib.gif").path)
        let encoded = try Self.encodedBytes(width: width, height: height, palette: palette, images: images, at: folder.appendingPathComponent("morph.gif").path)
        let difference = zip(encoded, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        #expect(difference == nil)
        #expect(encoded.count == expected.count)
    }

    /// Compresses `indices` with a dictionary whose look-ups give up after `probeLimit` probes,
    /// writes them as the one image of a GIF through giflib, and returns what giflib decodes.
    static func roundTrip(_ indices: [UInt8], width: Int, colors: Int, probeLimit: UInt32, at path: String) throws -> [UInt8] {
        let dictionary = try #require(morph_lzw_dictionary_make())
        defer { morph_lzw_dictionary_free(dictionary) }
        var bits: Int32 = 1
        while 1 << bits < colors { bits += 1 }
        let codeSize = max(bits, 2)
        var output = [UInt8](repeating: 0, count: Int(morph_lzw_bound(Int64(indices.count))))
        let length = indices.withUnsafeBufferPointer { indices in
            output.withUnsafeMutableBufferPointer { output in
                morph_lzw_encode_probing(indices.baseAddress!, Int64(indices.count), codeSize, output.baseAddress!, Int64(output.count), dictionary, probeLimit)
            }
        }
        try #require(length > 0)
        var error: Int32 = 0
        let file = try #require(EGifOpenFileName(path, false, &error))
        let colorMap = (0..<(1 << bits)).map { GifColorType(Red: UInt8($0 & 0xFF), Green: 0, Blue: 0) }
        let map = try #require(GifMakeMapObject(Int32(1 << bits), colorMap))
        defer { GifFreeMapObject(map) }
        let height = indices.count / width
        #expect(EGifPutScreenDesc(file, Int32(width), Int32(height), bits, 0, map) == GIF_OK)
        #expect(EGifPutImageDesc(file, 0, 0, Int32(width), Int32(height), false, nil) == GIF_OK)
        output.withUnsafeMutableBufferPointer { bytes in
            var block = 0
            while block < Int(length) {
                #expect((block == 0 ? EGifPutCode(file, codeSize, bytes.baseAddress! + block) : EGifPutCodeNext(file, bytes.baseAddress! + block)) == GIF_OK)
                block += 1 + Int(bytes[block])
            }
        }
        #expect(EGifPutCodeNext(file, nil) == GIF_OK)
        #expect(EGifCloseFile(file, &error) == GIF_OK)
        let decoder = try #require(DGifOpenFileName(path, &error))
        defer { DGifCloseFile(decoder, &error) }
        #expect(DGifSlurp(decoder) == GIF_OK)
        try #require(decoder.pointee.ImageCount == 1)
        let image = decoder.pointee.SavedImages[0]
        return Array(UnsafeBufferPointer(start: image.RasterBits, count: Int(image.ImageDesc.Width * image.ImageDesc.Height)))
    }

    @Test("strings a crowded table does not keep still decode to the same indices", arguments: [1, 64] as [UInt32])
    func unkeptStringsDecode(probeLimit: UInt32) throws {
        let folder = try Probe.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (width, height) = (181, 97)
        // A limit of 1 leaves every string whose first entry is taken unkept (some are looked up
        // again below); 64 is the encoder's own.
        for colors in [4, 256] {
            for (number, image) in Self.images(width: width, height: height, colors: colors, seed: UInt64(probeLimit)).enumerated() where image.indices.count == width * height {
                let path = folder.appendingPathComponent("limit\(probeLimit)-\(colors)-\(number).gif").path
                let decoded = try Self.roundTrip(image.indices, width: width, colors: colors, probeLimit: probeLimit, at: path)
                // The first differing index, not the arrays: a failure prints a number.
                let difference = zip(decoded, image.indices).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                #expect(difference == nil && decoded.count == image.indices.count, "image \(number) of \(colors) colours, probe limit \(probeLimit)")
            }
        }
        // Below the encoder's own limit, the bytes change: strings were left unkept and then
        // looked up again (the limit of 64 makes giflib's bytes, as the tests above check).
        let images = Self.images(width: width, height: height, colors: 256, seed: 5).map(\.indices).filter { $0.count == width * height }
        func compressed(_ indices: [UInt8], limit: UInt32) throws -> [UInt8] {
            let dictionary = try #require(morph_lzw_dictionary_make())
            defer { morph_lzw_dictionary_free(dictionary) }
            var output = [UInt8](repeating: 0, count: Int(morph_lzw_bound(Int64(indices.count))))
            let length = indices.withUnsafeBufferPointer { indices in
                output.withUnsafeMutableBufferPointer { output in
                    morph_lzw_encode_probing(indices.baseAddress!, Int64(indices.count), 8, output.baseAddress!, Int64(output.count), dictionary, limit)
                }
            }
            return Array(output.prefix(Int(length)))
        }
        if probeLimit == 1 {
            let changed = try images.filter { try compressed($0, limit: probeLimit) != compressed($0, limit: 64) }.count
            #expect(changed > 0, "a limit of 1 leaves strings unkept that are looked up again")
        }
    }

    @Test("the encoder refuses a buffer below its bound, a bad code size or no indices, and writes nothing")
    func encoderRefusesMisuse() throws {
        let dictionary = try #require(morph_lzw_dictionary_make())
        defer { morph_lzw_dictionary_free(dictionary) }
        let indices = [UInt8](repeating: 7, count: 100)
        var output = [UInt8](repeating: 0xAB, count: Int(morph_lzw_bound(100)))
        func encode(count: Int, codeSize: Int32, capacity: Int) -> Int64 {
            indices.withUnsafeBufferPointer { indices in
                output.withUnsafeMutableBufferPointer { output in
                    morph_lzw_encode(indices.baseAddress!, Int64(count), codeSize, output.baseAddress!, Int64(capacity), dictionary)
                }
            }
        }
        #expect(encode(count: 100, codeSize: 8, capacity: output.count - 1) == -1)
        #expect(encode(count: 0, codeSize: 8, capacity: output.count) == -1)
        #expect(encode(count: 100, codeSize: 1, capacity: output.count) == -1)
        #expect(encode(count: 100, codeSize: 9, capacity: output.count) == -1)
        #expect(output.allSatisfy { $0 == 0xAB })
        #expect(encode(count: 100, codeSize: 8, capacity: output.count) > 0)
        let refusedLimit = indices.withUnsafeBufferPointer { indices in
            output.withUnsafeMutableBufferPointer { output in
                morph_lzw_encode_probing(indices.baseAddress!, 100, 8, output.baseAddress!, Int64(output.count), dictionary, 0)
            }
        }
        #expect(refusedLimit == -1)
    }
}

import Foundation
import Testing
@testable import Morph

@Suite("PNG header")
struct PNGHeaderTests {
    func reason(_ png: PNGTestData, maximumDimension: UInt32 = PNGHeader.defaultMaximumDimension) -> ImageError.Reason? {
        reason(png.data, maximumDimension: maximumDimension)
    }

    func reason(_ data: Data, maximumDimension: UInt32 = PNGHeader.defaultMaximumDimension) -> ImageError.Reason? {
        do {
            _ = try PNGHeader(data: data, maximumDimension: maximumDimension)
            return nil
        } catch {
            #expect(error.path == nil)
            return error.reason
        }
    }

    @Test("the test builder's CRC matches the published check values")
    func crcCheckValues() {
        #expect(PNGTestData.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
        // Every PNG ends with the IEND chunk, whose CRC is AE 42 60 82.
        #expect(PNGTestData.crc32(Array("IEND".utf8)) == 0xAE42_6082)
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
    }

    @Test("a 1×1 RGBA PNG reads as 1×1, 8 bits, truecolour with alpha")
    func onePixel() throws {
        let header = try PNGHeader(data: PNGTestData().data)
        #expect(header.width == 1 && header.height == 1)
        #expect(header.size == CGSize(width: 1, height: 1))
        #expect(header.bitDepth == 8)
        #expect(header.colorType == .truecolorAlpha)
        #expect(header.colorType.hasAlphaChannel)
        #expect(header.bitsPerPixel == 32)
        #expect(!header.isInterlaced)
    }

    @Test("width, height, bit depth, colour type and interlacing are read from IHDR")
    func fields() throws {
        let png = PNGTestData(width: 640, height: 480, bitDepth: 16, colorType: 0, interlace: 1)
        let header = try PNGHeader(data: png.data)
        #expect(header.size == CGSize(width: 640, height: 480))
        #expect(header.bitDepth == 16 && header.colorType == .grayscale && header.isInterlaced)
        #expect(header.bitsPerPixel == 16)
        let wide = try PNGHeader(data: PNGTestData(width: 1_000_000, height: 3).data)
        #expect(wide.width == 1_000_000 && wide.height == 3)
    }

    @Test("every colour type accepts exactly the bit depths of the specification")
    func bitDepths() {
        let allowed: [UInt8: [UInt8]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
        for (colorType, depths) in allowed {
            for depth: UInt8 in [0, 1, 2, 3, 4, 8, 12, 16, 32] {
                let result = reason(PNGTestData(bitDepth: depth, colorType: colorType))
                if depths.contains(depth) {
                    #expect(result == nil, "type \(colorType) depth \(depth)")
                } else {
                    #expect(result == .invalidBitDepth(depth, colorType: PNGColorType(rawValue: colorType)!), "type \(colorType) depth \(depth)")
                }
            }
        }
        #expect(PNGColorType.indexed.channelCount == 1 && PNGColorType.truecolor.channelCount == 3)
    }

    @Test("data that is not a PNG is refused with the bytes it starts with")
    func notPNG() {
        let gif = Data("GIF89a\u{1}\u{0}".utf8)
        #expect(reason(gif) == .notPNG(signature: Array(gif)))
        #expect(reason(Data()) == .notPNG(signature: []))
        var jpeg = PNGTestData().bytes
        jpeg[0] = 0xFF
        #expect(reason(Data(jpeg)) == .notPNG(signature: Array(jpeg.prefix(8))))
    }

    @Test("data cut anywhere inside the header is truncated")
    func truncated() {
        let bytes = PNGTestData().bytes
        for count in [1, 5, 8, 12, 20, 29, 32] {
            #expect(reason(Data(bytes.prefix(count))) == .headerTruncated(byteCount: count, needed: 33), "\(count) bytes")
        }
        #expect(reason(Data(bytes.prefix(33))) == nil)
    }

    @Test("a first chunk other than a 13-byte IHDR is refused")
    func headerChunk() {
        #expect(reason(PNGTestData(firstChunkType: "IDAT")) == .missingHeaderChunk(found: "IDAT"))
        #expect(reason(PNGTestData(headerLength: 12)) == .invalidHeaderLength(12))
    }

    @Test("a corrupt IHDR fails its CRC check")
    func checksum() {
        let good = PNGTestData()
        let stored: UInt32 = 0x1234_5678
        let computed = PNGTestData.crc32(Array("IHDR".utf8) + PNGTestData.bigEndian(1) + PNGTestData.bigEndian(1) + [8, 6, 0, 0, 0])
        #expect(reason(PNGTestData(headerCRC: stored)) == .headerChecksumMismatch(stored: stored, computed: computed))
        // A flipped bit in the width.
        var bytes = good.bytes
        bytes[19] ^= 0x02
        guard case .headerChecksumMismatch = reason(Data(bytes)) else {
            Issue.record("a flipped bit passed the CRC")
            return
        }
    }

    @Test("zero dimensions and dimensions of 2³¹ or more are invalid")
    func invalidDimensions() {
        #expect(reason(PNGTestData(width: 0, height: 5)) == .invalidDimensions(width: 0, height: 5))
        #expect(reason(PNGTestData(width: 5, height: 0)) == .invalidDimensions(width: 5, height: 0))
        #expect(reason(PNGTestData(width: 0x8000_0000, height: 1)) == .invalidDimensions(width: 0x8000_0000, height: 1))
    }

    @Test("absurd dimensions above the limit are refused; the limit can be raised")
    func absurdDimensions() throws {
        #expect(reason(PNGTestData(width: 1_000_001, height: 1)) == .dimensionsTooLarge(width: 1_000_001, height: 1, limit: 1_000_000))
        #expect(reason(PNGTestData(width: 2, height: 0x7FFF_FFFF)) == .dimensionsTooLarge(width: 2, height: 0x7FFF_FFFF, limit: 1_000_000))
        #expect(reason(PNGTestData(width: 300, height: 200), maximumDimension: 256) == .dimensionsTooLarge(width: 300, height: 200, limit: 256))
        let huge = try PNGHeader(data: PNGTestData(width: 0x7FFF_FFFF, height: 1).data, maximumDimension: .max)
        #expect(huge.width == 0x7FFF_FFFF)
    }

    @Test("unknown colour types and methods are refused")
    func unknownValues() {
        #expect(reason(PNGTestData(colorType: 5)) == .unknownColorType(5))
        #expect(reason(PNGTestData(colorType: 7)) == .unknownColorType(7))
        #expect(reason(PNGTestData(compression: 1)) == .unknownMethod(field: "compression", value: 1))
        #expect(reason(PNGTestData(filter: 4)) == .unknownMethod(field: "filter", value: 4))
        #expect(reason(PNGTestData(interlace: 2)) == .unknownMethod(field: "interlace", value: 2))
    }

    @Test("a PNG file is read from disk, only its header needed")
    func file() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("photo.png")
        try PNGTestData(width: 120, height: 80, bitDepth: 4, colorType: 3).data.write(to: url)
        let header = try PNGHeader(contentsOf: url)
        #expect(header.size == CGSize(width: 120, height: 80))
        #expect(header.colorType == .indexed && header.bitDepth == 4)

        // Only the first 33 bytes matter: a file cut right after IHDR still reads.
        let cut = directory.appendingPathComponent("cut.png")
        try Data(PNGTestData().bytes.prefix(33)).write(to: cut)
        #expect(try PNGHeader(contentsOf: cut).width == 1)
    }

    @Test("file errors carry the file's path")
    func fileErrors() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }

        let missing = directory.appendingPathComponent("missing.png")
        let missingError = #expect(throws: ImageError.self) { try PNGHeader(contentsOf: missing) }
        #expect(missingError?.path == missing.path)
        if case .unreadable = missingError?.reason {} else { Issue.record("missing file: \(String(describing: missingError))") }
        #expect(missingError?.description.contains(missing.path) == true)

        let folderError = #expect(throws: ImageError.self) { try PNGHeader(contentsOf: directory) }
        if case .unreadable = folderError?.reason {} else { Issue.record("directory: \(String(describing: folderError))") }

        let text = directory.appendingPathComponent("notes.png")
        try Data("hello".utf8).write(to: text)
        let textError = #expect(throws: ImageError.self) { try PNGHeader(contentsOf: text) }
        #expect(textError == ImageError(path: text.path, reason: .notPNG(signature: Array("hello".utf8))))

        let empty = directory.appendingPathComponent("empty.png")
        try Data().write(to: empty)
        #expect(throws: ImageError(path: empty.path, reason: .notPNG(signature: []))) { try PNGHeader(contentsOf: empty) }
    }

    @Test("errors read as sentences naming the fault")
    func descriptions() {
        #expect(ImageError(path: "/a.png", reason: .headerTruncated(byteCount: 5, needed: 33)).description
            == "image /a.png is truncated: 5 bytes, the PNG header needs 33")
        #expect(ImageError(path: nil, reason: .notPNG(signature: [0x47, 0x49])).description == "image data is not a PNG (starts with 47 49)")
        #expect(ImageError(path: nil, reason: .invalidBitDepth(16, colorType: .indexed)).description.contains("allowed: 1, 2, 4, 8"))
        #expect(ImageError(path: nil, reason: .dimensionsTooLarge(width: 2, height: 3, limit: 1)).description.contains("2×3"))
    }
}

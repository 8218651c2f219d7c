import Foundation
@testable import MorphImage
import MorphTestSupport
import Testing

/// Images that attack the decoders: tiny files that declare huge progressive images, files that
/// repeat scans by the hundred, damaged checksums and scan parameters. Each is refused with the
/// right typed error, before its cost is paid.
@Suite("Hostile images")
struct HostileImageTests {
    typealias F = ImageFixtures

    func isLimit(_ reason: ImageError.Reason?) -> Bool {
        if case .decodingLimitExceeded = reason { return true }
        return false
    }

    /// The offset of each marker segment of a JPEG (the byte after 0xFF) with its code, up to and
    /// including the first start of scan.
    static func markers(_ data: Data) -> [(offset: Int, code: UInt8)] {
        var markers: [(Int, UInt8)] = []
        var offset = 2
        while offset + 4 <= data.count, data[offset] == 0xFF {
            let code = data[offset + 1]
            markers.append((offset + 1, code))
            if code == 0xDA { break }
            offset += 2 + Int(data[offset + 2]) << 8 + Int(data[offset + 3])
        }
        return markers
    }

    /// `data` with its frame header's size replaced.
    static func resized(_ data: Data, width: Int, height: Int) throws -> Data {
        let frame = try #require(markers(data).first { (0xC0...0xC2).contains($0.code) })
        var resized = data
        // SOFn: length (2), precision (1), height (2), width (2).
        resized.replaceSubrange((frame.offset + 4)..<(frame.offset + 8), with: [
            UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF),
        ])
        return resized
    }

    @Test("a tiny progressive JPEG that declares a huge image is refused before decoding, within the memory limit")
    func progressiveBomb() throws {
        let progressive = try F.data("progressive.jpg")
        // 8,000 × 8,000 pixels: 244 MiB of pixels, within the 64 Mi-pixel limit, plus about 366 MiB
        // of coefficients that libjpeg would allocate before the first row.
        let bomb = try Self.resized(progressive, width: 8_000, height: 8_000)
        let failure = decodingFailure(bomb.prefix(2_048))
        #expect(isLimit(failure), "\(String(describing: failure))")
        if case let .decodingLimitExceeded(message) = failure {
            #expect(message.contains("8000×8000") && message.contains("coefficients"))
        }
        // A baseline JPEG of the same size needs no coefficient buffer: it is refused only as
        // truncated (its data ends long before 8,000 rows), not for its size.
        let baseline = try Self.resized(try F.data("rocket.jpg"), width: 8_000, height: 8_000)
        #expect(!isLimit(decodingFailure(baseline.prefix(4_096))))
    }

    @Test("the pixels and a progressive JPEG's coefficients are counted together against the limit")
    func wholeCost() throws {
        let progressive = try F.data("progressive.jpg")
        let image = try DecodedImage(data: progressive)
        let pixels = image.pixelWidth * image.pixelHeight
        // The pixels alone fit; with the coefficients (at least 2 bytes per pixel) they do not.
        #expect(isLimit(decodingFailure(progressive, maximumPixelCount: pixels)))
        #expect(decodingFailure(progressive, maximumPixelCount: pixels * 4) == nil)
        // A baseline JPEG decodes at exactly its pixel count.
        let rocket = try F.data("rocket.jpg")
        #expect(decodingFailure(rocket, maximumPixelCount: 640 * 427) == nil)
    }

    @Test("a progressive JPEG that repeats its scans by the hundred is stopped at the scan limit")
    func repeatedScans() throws {
        let progressive = try F.data("progressive.jpg")
        // The last scan, from its start-of-scan marker to the end-of-image marker.
        let lastScan = try #require(progressive.lastRange(of: Data([0xFF, 0xDA])))
        let end = try #require(progressive.lastRange(of: Data([0xFF, 0xD9])))
        let scan = progressive[lastScan.lowerBound..<end.lowerBound]
        var repeated = progressive[..<end.lowerBound]
        for _ in 0..<(DecodedImage.maximumJPEGScanCount + 50) { repeated.append(contentsOf: scan) }
        repeated.append(contentsOf: [0xFF, 0xD9])
        let failure = decodingFailure(Data(repeated))
        #expect(failure == .decodingLimitExceeded("more than \(DecodedImage.maximumJPEGScanCount) scans"))
    }

    @Test("a JPEG whose scan parameters are not sequential is corrupt, even when its data then ends early")
    func notSequential() throws {
        var jpeg = try F.data("halves.jpg")
        let scan = try #require(Self.markers(jpeg).last { $0.code == 0xDA })
        // SOS: length (2), component count (1), two bytes per component, then Ss, Se, Ah/Al.
        let components = Int(jpeg[scan.offset + 3])
        let spectralEnd = scan.offset + 4 + 2 * components + 1
        #expect(jpeg[spectralEnd] == 0x3F)
        jpeg[spectralEnd] = 0x20
        // Cut halfway through the entropy-coded data, after the scan's header.
        let cut = jpeg.prefix(spectralEnd + 2 + (jpeg.count - spectralEnd - 2) / 2)
        for data in [jpeg, Data(cut)] {
            let failure = decodingFailure(data)
            guard case let .corrupt(message) = failure else {
                Issue.record("expected corrupt, got \(String(describing: failure)) for \(data.count) of \(jpeg.count) bytes")
                continue
            }
            #expect(message.localizedCaseInsensitiveContains("sequential"))
        }
    }

    @Test("a PNG whose IEND chunk has a damaged checksum is corrupt; one cut inside or before it is truncated")
    func damagedEnd() throws {
        let png = try F.data("rgba.png")
        var damaged = png
        damaged[damaged.count - 1] ^= 0xFF
        guard case let .corrupt(message) = decodingFailure(damaged) else {
            Issue.record("expected corrupt, got \(String(describing: decodingFailure(damaged)))")
            return
        }
        #expect(message.contains("IEND") && message.contains("CRC"))
        if case .truncated = decodingFailure(png.prefix(png.count - 2)) {} else { Issue.record("cut inside IEND: \(String(describing: decodingFailure(png.prefix(png.count - 2))))") }
        if case .truncated = decodingFailure(png.prefix(png.count - 12)) {} else { Issue.record("cut before IEND: \(String(describing: decodingFailure(png.prefix(png.count - 12))))") }
        #expect(decodingFailure(png) == nil)
    }

    /// The PNG fuzz target's finding (108 bytes): after a palette and its transparency comes a
    /// zTXt chunk that declares 771,751,936 bytes, which libpng allocated before finding them missing.
    static let oversizedChunkPNG = Data(hexadecimal: """
        89504e470d0a1a0a0000000d49484452000000040000000102030000008452e75e0000000c504c5445ff000000\
        ff000000fffffffffb0060f60000000474524e53ffffff00402aa9f42e0000007a54587454789c639006000\
        01d001c8ef4f5210000000049454e44ae426082
        """)

    @Test("a chunk that declares more data than the file holds is refused before libpng allocates it")
    func oversizedChunk() throws {
        let failure = decodingFailure(Self.oversizedChunkPNG)
        guard case let .truncated(message) = failure else {
            Issue.record("expected truncated, got \(String(describing: failure))")
            return
        }
        // Named by the check that runs before libpng, not by libpng's "read beyond end of data".
        #expect(message.contains("zTXt") && message.contains("771751936"), "\(message)")

        // The same on a valid file: a text chunk inserted after IHDR, declaring one byte more
        // than the rest of the file, or a length above PNG's 2³¹ − 1.
        let png = try F.data("rgba.png")
        let afterHeader = 8 + 12 + 13
        func inserting(length: UInt32) -> Data {
            var data = png
            data.insert(contentsOf: PNGTestData.chunk("tEXt", Array("a\0b".utf8), length: length), at: afterHeader)
            return data
        }
        let rest = UInt32(png.count - afterHeader + 3)
        if case let .truncated(message) = decodingFailure(inserting(length: rest + 1)) {
            #expect(message.contains("tEXt"))
        } else {
            Issue.record("one byte too many: \(String(describing: decodingFailure(inserting(length: rest + 1))))")
        }
        if case let .corrupt(message) = decodingFailure(inserting(length: 0x8000_0000)) {
            #expect(message.contains("2147483647"))
        } else {
            Issue.record("above 2³¹ − 1: \(String(describing: decodingFailure(inserting(length: 0x8000_0000))))")
        }
        // With its true length the chunk is read and skipped.
        #expect(decodingFailure(inserting(length: 3)) == nil)
    }
}

extension Data {
    /// The bytes spelled by `hexadecimal`, two digits per byte; anything else in it is skipped.
    init(hexadecimal: String) {
        let digits = hexadecimal.compactMap(\.hexDigitValue)
        self.init(stride(from: 0, to: digits.count - 1, by: 2).map { UInt8(digits[$0] << 4 | digits[$0 + 1]) })
    }

    /// The range of the last occurrence of `pattern`.
    func lastRange(of pattern: Data) -> Range<Int>? {
        range(of: pattern, options: .backwards)
    }
}

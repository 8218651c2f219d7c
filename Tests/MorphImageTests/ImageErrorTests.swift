import Foundation
@testable import MorphImage
import MorphTestSupport
import Testing

@Suite("Image decoding errors")
struct ImageErrorTests {
    typealias F = ImageFixtures

    func reason(_ data: Data, maximumPixelCount: Int = DecodedImage.defaultMaximumPixelCount) -> ImageError.Reason? {
        do {
            _ = try DecodedImage(data: data, maximumPixelCount: maximumPixelCount)
            return nil
        } catch {
            #expect(error.path == nil)
            return error.reason
        }
    }

    func isTruncated(_ reason: ImageError.Reason?) -> Bool {
        if case .truncated = reason { return true }
        return false
    }

    func isCorrupt(_ reason: ImageError.Reason?) -> Bool {
        if case .corrupt = reason { return true }
        return false
    }

    @Test("a missing file or a directory is unreadable, with its path")
    func unreadable() throws {
        let missing = URL(fileURLWithPath: "/nonexistent/morph/image.png")
        let error = #expect(throws: ImageError.self) { try DecodedImage(contentsOf: missing) }
        #expect(error?.path == missing.path)
        if case .unreadable = error?.reason {} else { Issue.record("unexpected \(String(describing: error))") }
        #expect(error?.description.contains(missing.path) == true)
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(throws: ImageError.self) { try DecodedImage(contentsOf: directory) }
    }

    @Test("data that is neither PNG nor JPEG is an unsupported format")
    func unsupported() {
        #expect(reason(Data("GIF89a....".utf8)) == .unsupportedFormat(signature: Array("GIF89a..".utf8)))
        #expect(reason(Data()) == .unsupportedFormat(signature: []))
        #expect(reason(Data([0x89, 0x50])) == .unsupportedFormat(signature: [0x89, 0x50]))
    }

    @Test("truncated PNGs and JPEGs are truncated, wherever they are cut")
    func truncatedFiles() throws {
        for name in ["chelsea.png", "rgba.png", "interlaced.png", "rocket.jpg", "progressive.jpg", "halves.jpg"] {
            let data = try F.data(name)
            for fraction in [0.2, 0.5, 0.9, 0.99] {
                let cut = data.prefix(Int(Double(data.count) * fraction))
                let failure = reason(cut)
                #expect(isTruncated(failure) || isCorrupt(failure), "\(name) cut at \(fraction): \(String(describing: failure))")
                if fraction >= 0.5 {
                    #expect(isTruncated(failure), "\(name) cut at \(fraction): \(String(describing: failure))")
                }
            }
        }
    }

    @Test("corrupt PNGs and JPEGs are corrupt, never a crash")
    func corruptFiles() throws {
        // A PNG whose image data is damaged: its CRC no longer matches.
        var png = try F.data("chelsea.png")
        png[png.count / 2] ^= 0xFF
        #expect(isCorrupt(reason(png)), "\(String(describing: reason(png)))")
        // A PNG header with a bad IHDR.
        var header = try F.data("rgba.png")
        header[20] = 0xFF
        #expect(isCorrupt(reason(header)))
        // A JPEG with garbage after its start-of-image marker.
        var jpeg = try F.data("rocket.jpg")
        for index in 4..<64 { jpeg[index] = 0x5A }
        #expect(isCorrupt(reason(jpeg)) || isTruncated(reason(jpeg)))
        // Random bytes behind each signature.
        var generator = SystemRandomNumberGenerator()
        for signature in [[0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], [0xFF, 0xD8, 0xFF]] as [[UInt8]] {
            for _ in 0..<50 {
                let noise = (0..<Int.random(in: 0..<400, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
                let failure = reason(Data(signature + noise))
                #expect(isCorrupt(failure) || isTruncated(failure), "\(String(describing: failure))")
            }
        }
    }

    @Test("images larger than the pixel limit or Cairo's side limit are refused before decoding")
    func tooLarge() throws {
        let chelsea = try F.data("chelsea.png")
        #expect(reason(chelsea, maximumPixelCount: 1000) == .tooLarge(width: 451, height: 300, maximumPixelCount: 1000))
        let rocket = try F.data("rocket.jpg")
        #expect(reason(rocket, maximumPixelCount: 640 * 427 - 1) == .tooLarge(width: 640, height: 427, maximumPixelCount: 640 * 427 - 1))
        #expect(reason(rocket, maximumPixelCount: 640 * 427) == nil)
        // A PNG header claiming 40,000 × 1 pixels: wider than Cairo's 32,767.
        var wide = try F.data("gray1.png")
        wide.replaceSubrange(16..<20, with: [0x00, 0x00, 0x9C, 0x40])
        let crc = PNGTestData.crc32(Array(wide[12..<29]))
        wide.replaceSubrange(29..<33, with: PNGTestData.bigEndian(crc))
        #expect(reason(wide) == .tooLarge(width: 40_000, height: 1, maximumPixelCount: DecodedImage.defaultMaximumPixelCount))
        #expect(ImageError(path: "/a.png", reason: .tooLarge(width: 40_000, height: 1, maximumPixelCount: 5)).description.contains("40000×1"))
    }

    @Test("errors describe the file and the fault")
    func descriptions() {
        #expect(ImageError(path: "/a.png", reason: .truncated("read beyond end of data")).description
            == "image /a.png is truncated: read beyond end of data")
        #expect(ImageError(path: nil, reason: .corrupt("IDAT: CRC error")).description == "image data is corrupt: IDAT: CRC error")
        #expect(ImageError(path: nil, reason: .unsupportedFormat(signature: [0x47, 0x49])).description.contains("47 49"))
        #expect(ImageError(path: nil, reason: .invalidScale(0)).description.contains("0.0"))
    }
}

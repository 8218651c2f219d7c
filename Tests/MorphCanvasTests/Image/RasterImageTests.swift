import Foundation
import Morph
@testable import MorphCanvas
import Testing

@Suite("Raster images")
struct RasterImageTests {
    static func sample() throws -> RasterImage {
        var bytes: [UInt8] = []
        for y in 0..<3 {
            for x in 0..<4 {
                bytes += [UInt8(x * 60), UInt8(y * 100), 200, x == 3 ? 0 : UInt8(255 - y * 60)]
            }
        }
        return try RasterImage(width: 4, height: 3, scale: 2, bytes: bytes)
    }

    @Test("PNG encoding and decoding give back the same pixels")
    func roundTrip() throws {
        let image = try Self.sample()
        let data = try image.pngData()
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let decoded = try RasterImage(pngData: data, scale: 2)
        // Transparent pixels come back as (0, 0, 0, 0) whatever their colour was.
        var expected = image.bytes
        for offset in stride(from: 0, to: expected.count, by: 4) where expected[offset + 3] == 0 {
            expected.replaceSubrange(offset..<(offset + 4), with: [0, 0, 0, 0])
        }
        #expect(decoded.bytes == expected || decoded.bytes == image.bytes)
        #expect(decoded.size == CGSize(width: 2, height: 1.5))
    }

    @Test("the rasteriser's image is straight RGBA: a translucent colour reads as asked")
    func straightAlpha() throws {
        var builder = TreeBuilder()
        builder.add("half", frame: CGRect(x: 0, y: 0, width: 4, height: 4), { $0.backgroundColor = Color(red: 1, green: 0.5, blue: 0, alpha: 0.5) })
        let image = try Rasterizer.image(of: builder.tree(), size: CGSize(width: 4, height: 4))
        #expect(image.pixel(x: 1, y: 1) == RasterImage.Pixel(red: 255, green: 128, blue: 0, alpha: 128))
        let decoded = try image.decodedImage()
        #expect(decoded.pixel(x: 1, y: 1) == 0x8080_4000)
    }

    @Test("bad pixels, corrupt PNG data and unreadable or unwritable files are typed errors")
    func badInput() throws {
        #expect(throws: CanvasError.invalidPixels(width: 2, height: 2, byteCount: 15)) {
            try RasterImage(width: 2, height: 2, bytes: [UInt8](repeating: 0, count: 15))
        }
        #expect(throws: CanvasError.invalidPixels(width: 0, height: 2, byteCount: 0)) { try RasterImage(width: 0, height: 2, bytes: []) }
        #expect(throws: CanvasError.invalidScale(-1)) { try RasterImage(width: 1, height: 1, scale: -1, bytes: [0, 0, 0, 0]) }
        #expect {
            try RasterImage(pngData: Data("not a png".utf8))
        } throws: { error in
            guard case .pngDecoding = error as? CanvasError else { return false }
            return true
        }
        var truncated = try Self.sample().pngData()
        truncated.removeLast(20)
        #expect(throws: CanvasError.self) { try RasterImage(pngData: truncated) }
        #expect {
            try RasterImage(contentsOfPNG: URL(fileURLWithPath: "/nonexistent/image.png"))
        } throws: { error in
            guard case .unreadableFile(let path, _) = error as? CanvasError else { return false }
            return path == "/nonexistent/image.png"
        }

        let folder = try Probe.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let image = try Self.sample()
        #expect {
            try image.writePNG(to: folder.appendingPathComponent("missing/a.png"))
        } throws: { error in
            guard case .unwritableFile = error as? CanvasError else { return false }
            return true
        }
        #expect {
            try image.writePNG(to: folder)
        } throws: { error in
            guard case .unwritableFile(_, let reason) = error as? CanvasError else { return false }
            return reason == "it is a folder"
        }
        let readOnly = folder.appendingPathComponent("read-only")
        try FileManager.default.createDirectory(at: readOnly, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o555])
        if getuid() != 0 {
            #expect(throws: CanvasError.self) { try image.writePNG(to: readOnly.appendingPathComponent("a.png")) }
        }
        try image.writePNG(to: folder.appendingPathComponent("a.png"))
        #expect(Probe.files(in: folder) == ["a.png", "read-only"])
    }
}

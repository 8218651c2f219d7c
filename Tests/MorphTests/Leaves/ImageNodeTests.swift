import Foundation
import Morph
import Testing

@Suite("ImageNode")
@MainActor
struct ImageNodeTests {
    static func temporaryPNG(width: UInt32, height: UInt32) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("morph-image-\(UUID().uuidString).png")
        var png = PNGTestData()
        png.width = width
        png.height = height
        try png.data.write(to: url)
        return url
    }

    @Test("a placeholder image has its intrinsic size and its fill colour as background")
    func placeholder() throws {
        let image = ImageNode(size: CGSize(width: 150, height: 100), fillColor: .red)
        #expect(try image.layoutThatFits(.unconstrained).size == CGSize(width: 150, height: 100))
        #expect(try image.layoutThatFits(range(0, 0, 100, 100)).size == CGSize(width: 100, height: 100))
        #expect(image.backgroundColor == .red)
        #expect(image.presentation.backgroundColor == .red)
        image.intrinsicSize = CGSize(width: 40, height: 40)
        #expect(try image.layoutThatFits(.unconstrained).size == CGSize(width: 40, height: 40))
    }

    @Test("a PNG image takes its size from the file's header")
    func pngSize() throws {
        let url = try Self.temporaryPNG(width: 64, height: 32)
        defer { try? FileManager.default.removeItem(at: url) }
        let image = try ImageNode(contentsOf: url)
        #expect(image.imageURL == url)
        #expect(image.pngHeader?.size == CGSize(width: 64, height: 32))
        #expect(try image.layoutThatFits(.unconstrained).size == CGSize(width: 64, height: 32))

        let other = try Self.temporaryPNG(width: 10, height: 20)
        defer { try? FileManager.default.removeItem(at: other) }
        let version = image.layoutVersion
        try image.setImage(contentsOf: other)
        #expect(image.layoutVersion > version)
        #expect(try image.layoutThatFits(.unconstrained).size == CGSize(width: 10, height: 20))
    }

    @Test("a missing or broken file is a typed error and leaves the node as it was")
    func badFiles() throws {
        let missing = URL(fileURLWithPath: "/nonexistent/morph/image.png")
        #expect(throws: ImageError.self) { try ImageNode(contentsOf: missing) }
        let image = ImageNode(size: CGSize(width: 5, height: 5))
        #expect(throws: ImageError.self) { try image.setImage(contentsOf: missing) }
        #expect(image.intrinsicSize == CGSize(width: 5, height: 5))
        #expect(image.imageURL == nil)
    }
}

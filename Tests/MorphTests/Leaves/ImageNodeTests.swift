import Foundation
import Morph
import MorphTestSupport
import Testing

@Suite("ImageNode")
@MainActor
struct ImageNodeTests {
    static func fixture(_ name: String) throws -> URL {
        try ImageFixtures.url(name)
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

    @Test("an image file is decoded and gives the node its size in points")
    func fileSize() throws {
        let url = try Self.fixture("chelsea.png")
        let image = try ImageNode(contentsOf: url)
        #expect(image.imageURL == url)
        #expect(image.decodedImage?.size == CGSize(width: 451, height: 300))
        #expect(try image.layoutThatFits(.unconstrained).size == CGSize(width: 451, height: 300))

        let other = try Self.fixture("halves.jpg")
        let version = image.layoutVersion
        try image.setImage(contentsOf: other)
        #expect(image.layoutVersion > version)
        #expect(image.decodedImage?.format == .jpeg)
        #expect(try image.layoutThatFits(.unconstrained).size == CGSize(width: 32, height: 16))

        // An @2x file is half as large in points.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("morph-image-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let retina = directory.appendingPathComponent("halves@2x.jpg")
        try FileManager.default.copyItem(at: other, to: retina)
        try image.setImage(contentsOf: retina)
        #expect(try image.layoutThatFits(.unconstrained).size == CGSize(width: 16, height: 8))
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

import Foundation
import MorphCanvas
@testable import MorphCLI
import Testing

@Suite("morph layout --png")
struct LayoutPNGTests {
    @Test("one PNG per case, named as --svg names them, at the case's screen scale with only the nodes painted")
    func writesOnePNGPerCase() throws {
        let folder = try LayoutRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pngFolder = folder.appendingPathComponent("paintings")
        let json = "[\(LayoutRunTests.textureCase), \(LayoutRunTests.yogaCase)]"
        let outcome = LayoutRunner.run(json: json, options: .init(pngDirectory: pngFolder.path))
        #expect(outcome.status == .success, "\(outcome.errors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: pngFolder.path).sorted() == ["row.png", "two_boxes.png"])

        // The host is 110×40 points at the default screen scale 2: a red 40×40 box, a blue 60×20
        // box 10 points to its right, and a transparent background everywhere else.
        let image = try RasterImage(contentsOfPNG: pngFolder.appendingPathComponent("two_boxes.png"))
        #expect(image.width == 220 && image.height == 80)
        #expect(image.pixel(x: 0, y: 0) == RasterImage.Pixel(red: 255, green: 0, blue: 0))
        #expect(image.pixel(x: 79, y: 79) == RasterImage.Pixel(red: 255, green: 0, blue: 0))
        #expect(image.pixel(x: 80, y: 0) == .clear)
        #expect(image.pixel(x: 100, y: 39) == RasterImage.Pixel(red: 0, green: 0, blue: 255))
        #expect(image.pixel(x: 100, y: 40) == .clear)
        let colours = Set((0..<(image.width * image.height)).map { image.pixel(x: $0 % image.width, y: $0 / image.width)! })
        #expect(colours == [RasterImage.Pixel(red: 255, green: 0, blue: 0), RasterImage.Pixel(red: 0, green: 0, blue: 255), .clear], "nothing else is drawn")
    }

    @Test("the built morph writes PNGs that decode; an unwritable folder is exit status 2")
    func executable() throws {
        // Built with the tests (`swift build --build-tests`, `swift test`), as the other tests of the
        // executable require: its absence is a failure, never a silent pass.
        _ = try #require(LayoutRunner.executable, "the morph executable was not built beside the tests")
        let folder = try LayoutRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("cases.json")
        try Data("[\(LayoutRunTests.textureCase)]".utf8).write(to: input)
        let outcome = try LayoutRunner.runExecutable(["layout", input.path, "--png", folder.appendingPathComponent("out").path])
        #expect(outcome.status == 0, "\(outcome.errors)")
        #expect(try RasterImage(contentsOfPNG: folder.appendingPathComponent("out/two_boxes.png")).width == 220)
        try Data("x".utf8).write(to: folder.appendingPathComponent("file"))
        let refused = try LayoutRunner.runExecutable(["layout", input.path, "--png", folder.appendingPathComponent("file").path])
        #expect(refused.status == 2)
        #expect(refused.errors.contains("cannot write PNG files into"))
    }
}

import Foundation
import Morph
@testable import MorphCanvas
import Testing

@Suite("Filmstrip")
struct FilmstripRendererTests {
    @Test("frames side by side in rows, each with its time below it")
    func layout() throws {
        let frames = VideoExporterTests.movingBox(count: 6)
        let canvas = VideoExporterTests.canvas
        let strip = try FilmstripRenderer(columns: 3, scale: 2).render(frames, canvasSize: canvas)
        try strip.writePNG(to: URL(fileURLWithPath: "/tmp/canvas-filmstrip.png"))
        // 3 columns of 64 points plus 4 gaps of 12; 2 rows of 40 + an 18-point label + 12.
        #expect(strip.width == Int((3 * 64 + 4 * 12) * 2))
        #expect(strip.height == Int((2 * (40 + 18 + 12) + 12) * 2))
        // The second frame's box is red 3 points further right than the first's.
        let red = RasterImage.Pixel(red: 255, green: 0, blue: 0)
        #expect(strip.pixel(x: (12 + 2) * 2, y: (12 + 20) * 2) == red)
        #expect(strip.pixel(x: (12 + 64 + 12 + 3 + 2) * 2, y: (12 + 20) * 2) == red)
        // Each label has dark text pixels under its cell.
        for column in 0..<3 {
            let left = (12 + column * 76) * 2
            let dark = (left..<(left + 128)).flatMap { x in ((104)..<(104 + 36)).map { (x, $0) } }
                .filter { strip.pixel(x: $0.0, y: $0.1)!.red < 128 }
            #expect(dark.count > 20, "label \(column)")
        }
        #expect(FilmstripRenderer.label(for: 0) == "0.00 s")
        #expect(FilmstripRenderer.label(for: 1.0 / 60) == "0.017 s")
        #expect(FilmstripRenderer.label(for: 0.25) == "0.25 s")
    }

    @Test("an empty list, a bad canvas and an invalid frame are typed errors")
    func badInput() throws {
        #expect(throws: CanvasError.invalidSize(CGSize(width: 10, height: 10))) {
            try FilmstripRenderer().render([], canvasSize: CGSize(width: 10, height: 10))
        }
        var frames = VideoExporterTests.movingBox(count: 2)
        frames[1].layers[1].attributes.transform.m11 = .infinity
        #expect(throws: CanvasError.invalidPresentation(.nonFiniteAttributes(layer: "box"))) {
            try FilmstripRenderer().render(frames, canvasSize: VideoExporterTests.canvas)
        }
        #expect(throws: CanvasError.self) {
            try FilmstripRenderer(scale: 8).render(VideoExporterTests.movingBox(count: 200), canvasSize: VideoExporterTests.canvas)
        }
    }
}

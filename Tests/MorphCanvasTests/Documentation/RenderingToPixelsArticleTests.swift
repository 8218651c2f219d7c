import Foundation
import Morph
import MorphCanvas
import MorphTestSupport
import Testing

/// The examples of the article "Rendering to pixels" (Sources/MorphCanvas/MorphCanvas.docc),
/// compiled and run, with what the article says they print checked.
@Suite("Rendering to pixels (article)")
@MainActor
struct RenderingToPixelsArticleTests {
    @Test("one image, then frame after frame: an unchanged tree paints nothing, a new border colour repaints the card")
    func imageAndIncrementalDrawing() throws {
        let card = DisplayNode(name: "card")
        card.frame = CGRect(x: 20, y: 20, width: 160, height: 100)
        card.backgroundColor = .white
        card.cornerRadius = 12
        card.borderWidth = 2
        card.borderColor = Color(white: 0.8)
        let image = try Rasterizer.image(of: card.presentationTree(), size: CGSize(width: 200, height: 140), scale: 2, backgroundColor: Color(white: 0.95))
        try image.writePNG(to: FileManager.default.temporaryDirectory.appendingPathComponent("card.png"))
        print(image.width, image.height)   // 400 280
        defer { try? FileManager.default.removeItem(at: FileManager.default.temporaryDirectory.appendingPathComponent("card.png")) }
        #expect(image.width == 400 && image.height == 280)
        #expect(image.pixel(x: 10, y: 10) == RasterImage.Pixel(red: 242, green: 242, blue: 242), "the background")
        #expect(image.pixel(x: 200, y: 140) == RasterImage.Pixel(red: 255, green: 255, blue: 255), "the card")
        #expect(image.pixel(x: 200, y: 41) == RasterImage.Pixel(red: 204, green: 204, blue: 204), "the border, inside the bounds")

        let rasterizer = try Rasterizer(size: CGSize(width: 200, height: 140), scale: 2)
        try rasterizer.draw(card.presentationTree())   // the first draw paints every pixel
        let unchanged = try rasterizer.draw(card.presentationTree())
        print(unchanged.damagedPixelCount)             // 0: nothing changed, nothing painted
        card.borderColor = .blue
        let recoloured = try rasterizer.draw(card.presentationTree())
        print(recoloured.isFullRedraw, rasterizer.damagedRects)   // false [39,39 322x202]
        #expect(unchanged.damagedPixelCount == 0 && unchanged.paintedLayerCount == 0)
        #expect(!recoloured.isFullRedraw)
        #expect(rasterizer.damagedRects == [PixelRect(x: 39, y: 39, width: 322, height: 202)])
        #expect(rasterizer.makeImage().pixel(x: 200, y: 41) == RasterImage.Pixel(red: 0, green: 0, blue: 255))
    }

    @Test("an image has straight alpha: half-transparent red reads (255, 0, 0, 128)")
    func straightAlpha() throws {
        let square = DisplayNode(name: "square")
        square.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        square.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
        let pixels = try Rasterizer.image(of: square.presentationTree(), size: CGSize(width: 4, height: 4))
        print(pixels.pixel(x: 1, y: 1)!)   // rgba(255, 0, 0, 128): straight alpha
        #expect(pixels.pixel(x: 1, y: 1) == RasterImage.Pixel(red: 255, green: 0, blue: 0, alpha: 128))
        #expect("\(pixels.pixel(x: 1, y: 1)!)" == "rgba(255, 0, 0, 128)")
        // Cairo's own surface holds the premultiplied value.
        let rasterizer = try Rasterizer(size: CGSize(width: 4, height: 4))
        try rasterizer.draw(square.presentationTree())
        let word = rasterizer.withUnsafePixels { pixels, bytesPerRow in
            pixels.load(fromByteOffset: bytesPerRow + 4, as: UInt32.self)
        }
        #expect(word == 0x8080_0000)
    }

    @Test("a transition sampled on a manual clock, as a filmstrip and a GIF of 31 frames")
    func samplingFilmstripAndVideo() throws {
        let clock = ManualClock()
        let (root, box) = try DisplayNode.withAnimator(Animator(clock: clock)) {
            let root = DisplayNode(name: "root")
            root.frame = CGRect(x: 0, y: 0, width: 200, height: 80)
            root.backgroundColor = .white
            let box = DisplayNode(name: "box")
            box.frame = CGRect(x: 10, y: 20, width: 40, height: 40)
            box.backgroundColor = .blue
            box.cornerRadius = 8
            try root.addSubnode(box)
            return (root, box)
        }
        withAnimation(.curve(.easeInOut, duration: 0.5)) {
            box.frame = CGRect(x: 150, y: 20, width: 40, height: 40)
        }
        var trees: [PresentationTree] = []
        for frame in 0...30 {
            clock.advance(to: Double(frame) / 60)
            trees.append(root.presentationTree())
        }
        #expect(trees.count == 31)
        #expect(trees[30].time == 0.5)
        #expect(abs(trees[30].layers[1].attributes.frame.minX - 150) < 1e-9)

        let strip = try FilmstripRenderer(columns: 4, scale: 2).render([trees[0], trees[10], trees[20], trees[30]], canvasSize: CGSize(width: 200, height: 80))
        try strip.writePNG(to: FileManager.default.temporaryDirectory.appendingPathComponent("box.filmstrip.png"))
        defer { try? FileManager.default.removeItem(at: FileManager.default.temporaryDirectory.appendingPathComponent("box.filmstrip.png")) }
        #expect(strip.width == (4 * 200 + 5 * 12) * 2)

        let exporter = VideoExporter(format: .gif, framesPerSecond: 60, scale: 2)
        let summary = try exporter.export(trees, canvasSize: CGSize(width: 200, height: 80), to: FileManager.default.temporaryDirectory.appendingPathComponent("box.gif"))
        print(summary.frameCount, summary.pixelWidth, summary.pixelHeight)   // 26 400 160

        do {
            try VideoExporter(format: .mp4, framesPerSecond: 60, scale: 2).export(trees, canvasSize: CGSize(width: 200, height: 80), to: FileManager.default.temporaryDirectory.appendingPathComponent("box.mp4"))
        } catch {
            guard case .encoderNotFound(let searched) = error else { throw error }
            print("install ffmpeg to export MP4 videos; looked in \(searched)")
        }
        #expect(summary.frameCount == 26 && summary.pixelWidth == 400 && summary.pixelHeight == 160)
        // ffmpeg is installed wherever the tests run (.ci/apt-packages.txt): the MP4 is there.
        let mp4 = FileManager.default.temporaryDirectory.appendingPathComponent("box.mp4")
        #expect(try VideoProbe.video(mp4)?.codec == "h264")
        try? FileManager.default.removeItem(at: mp4)
        // The GIF, at 2×: its 31 frames at 60 fps shown at GIF's 50 fps (the nearest tree to
        // each 1/50 s), every one a different picture of the moving box.
        let gif = FileManager.default.temporaryDirectory.appendingPathComponent("box.gif")
        let info = try #require(try VideoProbe.video(gif))
        try? FileManager.default.removeItem(at: gif)
        #expect(info.codec == "gif" && info.width == 400 && info.height == 160)
        #expect(info.frameCount == 26, "0.5 s at 50 fps, and the first frame")
    }

    @Test("group opacity: a half-transparent node does not show its background through its subnode")
    func groupOpacity() throws {
        let group = DisplayNode(name: "group")
        group.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        group.backgroundColor = .red
        group.alpha = 0.5
        let child = DisplayNode(name: "child")
        child.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        child.backgroundColor = .blue
        try group.addSubnode(child)
        let composited = try Rasterizer.image(of: group.presentationTree(), size: CGSize(width: 40, height: 40), backgroundColor: .white)
        print(composited.pixel(x: 10, y: 10)!, composited.pixel(x: 30, y: 30)!)   // rgba(127, 127, 255, 255) rgba(255, 127, 127, 255)
        #expect(composited.pixel(x: 10, y: 10) == RasterImage.Pixel(red: 127, green: 127, blue: 255))
        #expect(composited.pixel(x: 30, y: 30) == RasterImage.Pixel(red: 255, green: 127, blue: 127))
    }

    @Test("a 3D rotation is drawn by its affine part: perspective is ignored")
    func affinePartOf3D() throws {
        let panel = DisplayNode(name: "panel")
        panel.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        panel.backgroundColor = .black
        panel.transform = Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0).concatenating(Transform3D(perspective: 500))
        let turned = try Rasterizer.image(of: panel.presentationTree(), size: CGSize(width: 100, height: 40))
        let covered = (0..<turned.width).filter { turned.pixel(x: $0, y: 20)!.alpha > 127 }
        print(covered.count)   // 50: cos 60° of the width, about the centre, with no foreshortening
        #expect(covered == Array(25..<75))
        // The top and bottom edges stay parallel: no foreshortening.
        #expect(turned.pixel(x: 26, y: 0)?.alpha == 255 && turned.pixel(x: 73, y: 39)?.alpha == 255)
    }

    @Test("edges snap to whole pixels at 1×, 2× and 3×; colours round as UIKit rounds them")
    func pixelSnappingAndColours() throws {
        let bar = DisplayNode(name: "bar")
        bar.frame = CGRect(x: 10.3, y: 0, width: 20, height: 10)
        bar.backgroundColor = .black
        for scale in [1, 2, 3] as [CGFloat] {
            let drawn = try Rasterizer.image(of: bar.presentationTree(), size: CGSize(width: 40, height: 10), scale: scale)
            let firstColumn = (0..<drawn.width).first { drawn.pixel(x: $0, y: 0)!.alpha == 255 }!
            print(scale, firstColumn)   // 1.0 10, 2.0 21, 3.0 31
        }
        // What the loop printed, checked: whole-pixel edges, rounded half up, without antialiasing.
        for (scale, first, last) in [(1, 10, 29), (2, 21, 60), (3, 31, 90)] as [(CGFloat, Int, Int)] {
            let drawn = try Rasterizer.image(of: bar.presentationTree(), size: CGSize(width: 40, height: 10), scale: scale)
            let columns = (0..<drawn.width).filter { drawn.pixel(x: $0, y: 0)!.alpha == 255 }
            #expect(columns == Array(first...last), "at \(scale)×")
            #expect(drawn.pixel(x: first - 1, y: 0)?.alpha == 0 && drawn.pixel(x: last + 1, y: 0)?.alpha == 0, "no antialiased edge at \(scale)×")
        }

        bar.backgroundColor = Color(white: 0.88)
        let grey = try Rasterizer.image(of: bar.presentationTree(), size: CGSize(width: 40, height: 10))
        #expect(grey.pixel(x: 15, y: 5) == RasterImage.Pixel(red: 224, green: 224, blue: 224), "round(0.88 × 255) = 224, not Cairo's 225")
    }
}

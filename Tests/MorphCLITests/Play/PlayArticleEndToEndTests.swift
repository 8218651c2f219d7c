import Foundation
import Morph
import MorphCanvas
import MorphExamples
import Testing

/// `morph play article` in a real window on a virtual X server: `xdotool click 5` turns the mouse
/// wheel (X11's button 5, which SDL reports as a wheel notch), a drag with the button held
/// scrolls, and each capture of the window must be the rasteriser's image of the article scrolled
/// by the same amount, built headless with the same input. With `MORPH_REQUIRE_WINDOW=1` (set by
/// `.ci/run`) a missing tool fails the test instead of skipping it.
@Suite("morph play article: wheel and drag in a window under Xvfb", .serialized)
struct PlayArticleEndToEndTests {
    @Test("five wheel notches, then a drag, scroll the article in the window exactly as the same input scrolls it headless",
          .enabled(if: PlayWindowEndToEndTests.toolsAvailable || PlayWindowEndToEndTests.required, "Xvfb, xdotool, xprop or ImageMagick is not installed"))
    func wheelAndDrag() async throws {
        try #require(PlayWindowEndToEndTests.toolsAvailable, "missing one of \(PlayWindowEndToEndTests.tools)")
        let server = try XvfbServer(screen: "800x800x24")
        defer { server.stop() }
        let morph = try #require(LayoutRunner.executable, "the morph executable was not built")
        let folder = try LayoutRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }

        // The article headless, with the same input: what each capture must show.
        let expected = try await MainActor.run { () throws -> [RasterImage] in
            let clock = ManualClock()
            let article = try DisplayNode.withAnimator(Animator(clock: clock)) { try ArticleNode() }
            // The window's display scale (1 under Xvfb): layouts round to its pixel grid.
            article.hostTraitCollection = TraitCollection(displayScale: 1)
            article.frame = CGRect(origin: .zero, size: Example.article.size)
            try article.layoutIfNeeded()
            let input = InputDispatcher(root: article)
            @MainActor func image() throws -> RasterImage {
                clock.advance(by: 3, framesPerSecond: 60)
                try article.layoutIfNeeded()
                return try Rasterizer.image(of: article.presentationTree(), size: Example.article.size, scale: 1, backgroundColor: .white)
            }
            let start = try image()
            for _ in 0..<5 {
                input.dispatch(.scroll(ScrollEvent(delta: CGPoint(x: 0, y: 1), granularity: .notches, at: CGPoint(x: 180, y: 400), timestamp: clock.now)))
                clock.advance(by: 0.05)
            }
            let wheeled = try image()
            #expect(abs(article.scroll.contentOffset.y - (-200 + 5 * 48)) < 1e-9, "\(article.scroll.contentOffset.y + 200 - 5 * 48)")
            input.dispatch(.pointer(PointerEvent(.began, at: CGPoint(x: 180, y: 500), timestamp: clock.now)))
            for y in stride(from: 480, through: 300, by: -20) {
                clock.advance(by: 0.02)
                input.dispatch(.pointer(PointerEvent(.moved, at: CGPoint(x: 180, y: CGFloat(y)), timestamp: clock.now)))
            }
            clock.advance(by: 0.4)
            input.dispatch(.pointer(PointerEvent(.ended, at: CGPoint(x: 180, y: 300), timestamp: clock.now)))
            let dragged = try image()
            #expect(abs(article.scroll.contentOffset.y - (-200 + 5 * 48 + 190)) < 1e-9)
            return [start, wheeled, dragged]
        }
        let play = try PlayWindowEndToEndTests.startPlay("article", morph: morph, display: server.display, folder: folder)
        defer { if play.isRunning { play.terminate() } }
        let id = try await PlayWindowEndToEndTests.window(of: play, display: server.display, folder: folder)
        func xdotool(_ arguments: [String]) throws {
            try PlayWindowEndToEndTests.run(["xdotool"] + arguments, display: server.display)
        }
        /// The window once it shows `image` (within the comparison's tolerance), or its last
        /// capture after a minute. Two captures alike do not mean that the motion has ended: on a
        /// loaded machine `morph play` can go without a frame for longer than the captures are
        /// apart, so the wait is for the expected picture, and a minute is a guard against hangs.
        func capture(showing image: RasterImage) async throws -> RasterImage {
            try await Task.sleep(for: .milliseconds(400))
            var capture = try PlayWindowEndToEndTests.capture(id, display: server.display, into: folder)
            let deadline = Date().addingTimeInterval(60)
            while Date() < deadline, capture.width != image.width || capture.height != image.height
                || PlayWindowEndToEndTests.largestChannelDifference(capture, image) > 2 {
                try await Task.sleep(for: .milliseconds(250))
                capture = try PlayWindowEndToEndTests.capture(id, display: server.display, into: folder)
            }
            return capture
        }
        let initial = try await capture(showing: expected[0])

        // Five notches down over the article: each a 48-point step, accumulating. The pointer is
        // moved first and waited for (`--sync`), then the wheel turns through XTEST as a real
        // device would, at the pointer, after the motion in the server's event order: synthetic
        // clicks sent to the window (`click --window`) could reach it before the motion did on
        // a loaded machine, over a place that is not the article.
        try xdotool(["mousemove", "--window", id, "--sync", "180", "400"])
        for _ in 0..<5 { try xdotool(["click", "5"]) }
        let afterWheel = try await capture(showing: expected[1])

        // A drag up by 200 points, held still before the release (no fling): 190 points of scroll,
        // the 10-point touch slop left out.
        try xdotool(["mousemove", "--window", id, "180", "500", "mousedown", "1"])
        for y in stride(from: 480, through: 300, by: -20) {
            try xdotool(["mousemove", "--window", id, "180", "\(y)"])
            try await Task.sleep(for: .milliseconds(20))
        }
        try await Task.sleep(for: .milliseconds(400))
        try xdotool(["mouseup", "1"])
        let afterDrag = try await capture(showing: expected[2])

        for (name, capture, image) in [("at the start", initial, expected[0]), ("after the wheel", afterWheel, expected[1]), ("after the drag", afterDrag, expected[2])] {
            #expect(capture.width == image.width && capture.height == image.height)
            let difference = PlayWindowEndToEndTests.largestChannelDifference(capture, image)
            #expect(difference <= 2, "\(name), the window differs from the rasteriser's image by up to \(difference) in a channel")
            if difference > 2 {
                let file = name.replacingOccurrences(of: " ", with: "-")
                try? capture.writePNG(to: FileManager.default.temporaryDirectory.appendingPathComponent("morph-article-window-\(file).png"))
                try? image.writePNG(to: FileManager.default.temporaryDirectory.appendingPathComponent("morph-article-expected-\(file).png"))
            }
        }
        #expect(initial.bytes != afterWheel.bytes && afterWheel.bytes != afterDrag.bytes, "the content moved")

        play.terminate()
        play.waitUntilExit()
        #expect(play.terminationStatus == 0, "SIGTERM ends morph play with status 0")
    }
}

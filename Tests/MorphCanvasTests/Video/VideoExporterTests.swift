import Foundation
import Morph
@testable import MorphCanvas
import MorphTestSupport
import Testing

@Suite("Video export")
struct VideoExporterTests {
    static let canvas = CGSize(width: 64, height: 40)

    /// `count` frames of a red box moving right.
    static func movingBox(count: Int) -> [PresentationTree] {
        (0..<count).map { frame in
            var builder = TreeBuilder()
            builder.add("root", id: 1, frame: CGRect(origin: .zero, size: canvas), { $0.backgroundColor = .white }) { b, root in
                b.add("box", id: 2, frame: CGRect(x: CGFloat(frame) * 3, y: 10, width: 20, height: 20), { $0.backgroundColor = .red; $0.cornerRadius = 4 }, parent: root)
            }
            return builder.tree(time: TimeInterval(frame) / 30)
        }
    }

    @Test("a GIF has its frames at the canvas's pixel size, each shown for whole hundredths of a second", arguments: [(25, 12, 0.04), (30, 10, 0.04), (50, 12, 0.02), (60, 10, 0.02)] as [(Double, Int, Double)])
    func gif(framesPerSecond: Double, shownFrames: Int, delay: Double) throws {
        let folder = try Probe.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("box.gif")
        let summary = try VideoExporter(format: .gif, framesPerSecond: framesPerSecond, scale: 2).export(Self.movingBox(count: 12), canvasSize: Self.canvas, to: url)
        // 25 and 50 fps are GIF rates: every frame. 30 fps is shown at 25 and 60 at 50: the 12
        // frames (0.37 s or 0.18 s) become 10, each the frame sampled nearest its time.
        #expect(summary == VideoExporter.Summary(frameCount: shownFrames, pixelWidth: 128, pixelHeight: 80))
        let info = try #require(try VideoProbe.video(url))
        #expect(info.codec == "gif")
        #expect(info.width == 128 && info.height == 80)
        #expect(info.frameCount == shownFrames)
        let durations = try #require(try VideoProbe.frameDurations(url))
        #expect(durations.count == shownFrames)
        #expect(durations.allSatisfy { abs($0 - delay) < 1e-9 }, "\(durations)")
        #expect(Probe.files(in: folder) == ["box.gif"])
    }

    @Test("the trees a GIF shows: the nearest to each of its frame times, the last one last")
    func gifFrameIndices() {
        #expect(VideoExporter.gifFrameIndices(count: 12, framesPerSecond: 30) == [0, 1, 2, 4, 5, 6, 7, 8, 10, 11])
        #expect(VideoExporter.gifFrameIndices(count: 7, framesPerSecond: 50) == Array(0..<7))
        #expect(VideoExporter.gifFrameIndices(count: 7, framesPerSecond: 100) == [0, 2, 4, 6])
        #expect(VideoExporter.gifFrameIndices(count: 6, framesPerSecond: 100) == [0, 2, 4, 5])
        #expect(VideoExporter.gifFrameIndices(count: 1, framesPerSecond: 1_000) == [0])
        #expect(VideoFormat.gif.outputFrameRate(for: 1_000) == 50)
        #expect(VideoFormat.gif.outputFrameRate(for: 24) == 20)
        #expect(VideoFormat.gif.outputFrameRate(for: 1) == 1)
        #expect(VideoFormat.mp4.outputFrameRate(for: 24) == 24)
    }

    @Test("an MP4 is H.264 with every frame, odd sizes padded to even")
    func mp4() throws {
        let folder = try Probe.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("box.mp4")
        let summary = try VideoExporter(format: .mp4, framesPerSecond: 30, scale: 1).export(Self.movingBox(count: 15), canvasSize: CGSize(width: 63, height: 41), to: url)
        #expect(summary.frameCount == 15)
        let info = try #require(try VideoProbe.video(url))
        #expect(info == VideoProbe.Info(codec: "h264", width: 64, height: 42, frameCount: 15))
        #expect(Probe.files(in: folder) == ["box.mp4"])
    }

    @Test("a missing encoder is a typed error and leaves no file")
    func missingEncoder() throws {
        let folder = try Probe.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("box.gif")
        let missing = URL(fileURLWithPath: "/nonexistent/ffmpeg")
        #expect(throws: VideoExportError.encoderNotFound(searched: ["/nonexistent/ffmpeg"])) {
            try VideoExporter(format: .gif, encoderPath: missing).export(Self.movingBox(count: 3), canvasSize: Self.canvas, to: url)
        }
        #expect(Probe.files(in: folder).isEmpty)
    }

    @Test("an encoder that fails is a typed error; the file that was there stays, nothing else is left")
    func failingEncoder() throws {
        let folder = try Probe.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("box.mp4")
        try Data("old".utf8).write(to: url)
        do {
            try VideoExporter(format: .mp4, encoderPath: URL(fileURLWithPath: "/bin/false")).export(Self.movingBox(count: 30), canvasSize: Self.canvas, to: url)
            Issue.record("exporting through /bin/false succeeded")
        } catch {
            guard case .encoderFailed = error else {
                Issue.record("expected encoderFailed, got \(error)")
                return
            }
        }
        #expect(Probe.files(in: folder) == ["box.mp4"])
        #expect(try Data(contentsOf: url) == Data("old".utf8))
    }

    @Test("an invalid frame stops the export with the tree's error and leaves no file")
    func invalidFrame() throws {
        let folder = try Probe.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("box.gif")
        var frames = Self.movingBox(count: 6)
        frames[4].layers[1].attributes.position.x = .nan
        #expect(throws: VideoExportError.canvas(.invalidPresentation(.nonFiniteAttributes(layer: "box")))) {
            try VideoExporter(format: .gif).export(frames, canvasSize: Self.canvas, to: url)
        }
        #expect(Probe.files(in: folder).isEmpty)
    }

    @Test("an unwritable destination, no frames and a bad frame rate are typed errors")
    func badInput() throws {
        let folder = try Probe.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missingFolder = folder.appendingPathComponent("missing/box.gif")
        #expect {
            try VideoExporter(format: .gif).export(Self.movingBox(count: 2), canvasSize: Self.canvas, to: missingFolder)
        } throws: { error in
            guard case .unwritableFile(let path, _) = error as? VideoExportError else { return false }
            return path == missingFolder.path
        }
        #expect(throws: VideoExportError.noFrames) {
            try VideoExporter(format: .mp4).export([PresentationTree](), canvasSize: Self.canvas, to: folder.appendingPathComponent("empty.mp4"))
        }
        #expect(throws: VideoExportError.invalidFrameRate(0)) {
            try VideoExporter(format: .gif, framesPerSecond: 0).export(Self.movingBox(count: 2), canvasSize: Self.canvas, to: folder.appendingPathComponent("a.gif"))
        }
        #expect(throws: VideoExportError.canvas(.invalidSize(.zero))) {
            try VideoExporter(format: .gif).export(Self.movingBox(count: 2), canvasSize: .zero, to: folder.appendingPathComponent("a.gif"))
        }
        #expect(Probe.files(in: folder).isEmpty)
    }
}

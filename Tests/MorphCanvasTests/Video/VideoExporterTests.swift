import Foundation
import Morph
@testable import MorphCanvas
import MorphTestSupport
import Synchronization
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

    @Test("a missing encoder is a typed error for an MP4 and leaves no file; a GIF needs none")
    func missingEncoder() throws {
        let folder = try Probe.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = URL(fileURLWithPath: "/nonexistent/ffmpeg")
        #expect(throws: VideoExportError.encoderNotFound(searched: ["/nonexistent/ffmpeg"])) {
            try VideoExporter(format: .mp4, encoderPath: missing).export(Self.movingBox(count: 3), canvasSize: Self.canvas, to: folder.appendingPathComponent("box.mp4"))
        }
        #expect(Probe.files(in: folder).isEmpty)
        // GIFs are encoded in process by giflib: no ffmpeg is looked for.
        try VideoExporter(format: .gif, encoderPath: missing).export(Self.movingBox(count: 3), canvasSize: Self.canvas, to: folder.appendingPathComponent("box.gif"))
        #expect(Probe.files(in: folder) == ["box.gif"])
    }

    @Test("a GIF shows every frame the rasteriser drew, exactly; still frames lengthen the image before them")
    func gifShowsTheRasterisersFrames() throws {
        let folder = try Probe.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The box moves for 6 frames, stands still for 5, moves again for 4: flat colours, so
        // the palette holds each exactly and the GIF can be compared pixel for pixel.
        let positions = [0, 3, 6, 9, 12, 15, 15, 15, 15, 15, 15, 18, 21, 24, 27]
        let frames = positions.enumerated().map { frame, x in
            var builder = TreeBuilder()
            builder.add("root", id: 1, frame: CGRect(origin: .zero, size: Self.canvas), { $0.backgroundColor = .white }) { b, root in
                b.add("box", id: 2, frame: CGRect(x: CGFloat(x), y: 10, width: 20, height: 20), { $0.backgroundColor = .red }, parent: root)
            }
            return builder.tree(time: TimeInterval(frame) / 25)
        }
        let url = folder.appendingPathComponent("box.gif")
        let summary = try VideoExporter(format: .gif, framesPerSecond: 25).export(frames, canvasSize: Self.canvas, to: url)
        #expect(summary.frameCount == 15)
        let structure = try #require(GIFStructure(contentsOf: url))
        #expect(structure.images.count == 10)
        #expect(structure.images.map(\.delay) == [4, 4, 4, 4, 4, 24, 4, 4, 4, 4])
        #expect(structure.images.dropFirst().allSatisfy { $0.rect.width < 64 && $0.rect.height == 20 }, "\(structure.images)")
        let rasterizer = try Rasterizer(size: Self.canvas, backgroundColor: .white)
        let shown = try #require(try GIFDisplay.frames(of: url, framesPerSecond: 25, width: 64, height: 40))
        #expect(shown.count == frames.count)
        for (index, tree) in frames.enumerated() where index < shown.count {
            #expect(GIFDisplay.differingPixels(shown[index], try rasterizer.render(tree).bytes) == 0, "frame \(index)")
        }
    }

    /// A flag set on another thread.
    final class Flag: Sendable {
        let value = Mutex<Bool?>(nil)
    }

    @Test("a GIF export cancelled while it writes stops, removes its partial file and says so", .timeLimit(.minutes(5)))
    func cancelledGIF() async throws {
        let folder = try Probe.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cancellation = VideoExportCancellation()
        let stoppedARunningExport = Flag()
        // Cancelled from another thread as soon as the partial file exists.
        let watcher = Thread {
            let deadline = Date().addingTimeInterval(300)
            while Date() < deadline, !Probe.files(in: folder).contains(where: { $0.hasSuffix(".partial") }) { usleep(1_000) }
            stoppedARunningExport.value.withLock { $0 = cancellation.cancel() }
        }
        watcher.start()
        var exporter = VideoExporter(format: .gif, framesPerSecond: 50, scale: 2)
        exporter.cancellation = cancellation
        // A box that never stops moving: every frame is drawn and encoded.
        let frames = (0..<20_000).map { frame in
            var builder = TreeBuilder()
            builder.add("root", id: 1, frame: CGRect(origin: .zero, size: Self.canvas), { $0.backgroundColor = .white }) { b, root in
                b.add("box", id: 2, frame: CGRect(x: CGFloat(frame % 40), y: 10, width: 20, height: 20), { $0.backgroundColor = .red }, parent: root)
            }
            return builder.tree(time: TimeInterval(frame) / 50)
        }
        #expect(throws: VideoExportError.cancelled) {
            try exporter.export(frames, canvasSize: Self.canvas, to: folder.appendingPathComponent("box.gif"))
        }
        // The watcher saw the export running (the cancellation knew of it).
        while stoppedARunningExport.value.withLock({ $0 }) == nil { try await Task.sleep(for: .milliseconds(5)) }
        #expect(stoppedARunningExport.value.withLock { $0 } == true)
        #expect(Probe.files(in: folder).isEmpty)
        // Once cancelled, a new export stops before it starts.
        #expect(throws: VideoExportError.cancelled) {
            try exporter.export(Self.movingBox(count: 2), canvasSize: Self.canvas, to: folder.appendingPathComponent("again.gif"))
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

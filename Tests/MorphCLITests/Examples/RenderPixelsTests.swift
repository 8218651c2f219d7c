import Foundation
import MorphCanvas
@testable import MorphCLI
import MorphExamples
import MorphTestSupport
import Testing

/// `morph render NAME --format png|gif|mp4`, run in-process, the files read back with a PNG
/// decoder and `ffprobe`.
@Suite("morph render to pixels")
@MainActor
struct RenderPixelsTests {
    @Test("--format png draws the settled frame at 2×, or the frame at --time, at --scale")
    func png() throws {
        let directory = ExampleRunTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let end = "\(directory)/end.png"
        let written = ExampleRunTests.run { $0.renderPixels(name: "progress", format: .png, framesPerSecond: 60, size: nil, time: nil, scale: 2, path: end) }
        #expect(written.status == .success, "\(written.errors)")
        #expect(written.output == [end])
        let image = try RasterImage(contentsOfPNG: URL(fileURLWithPath: end))
        let example = try #require(Examples.named("progress"))
        #expect(image.width == Int(example.size.width * 2) && image.height == Int(example.size.height * 2))

        let start = "\(directory)/start.png"
        #expect(ExampleRunTests.run { $0.renderPixels(name: "progress", format: .png, framesPerSecond: 60, size: nil, time: 0, scale: 3, path: start) }.status == .success)
        let startImage = try RasterImage(contentsOfPNG: URL(fileURLWithPath: start))
        #expect(startImage.width == Int(example.size.width * 3))
        #expect(try RasterImage(contentsOfPNG: URL(fileURLWithPath: end), scale: 2) != (try RasterImage(contentsOfPNG: URL(fileURLWithPath: start), scale: 2)))

        let late = ExampleRunTests.run { $0.renderPixels(name: "progress", format: .png, framesPerSecond: 60, size: nil, time: 99, scale: 2, path: "\(directory)/late.png") }
        #expect(late.status == .failure)
        let duration = ExampleRun.seconds(try example.sample(framesPerSecond: 60).duration)
        #expect(late.errors.last == "morph: --time 99 is past the end of progress, which lasts \(duration) s; give a time from 0 to \(duration)")
        #expect(!FileManager.default.fileExists(atPath: "\(directory)/late.png"))
    }

    @Test("a GIF or MP4 beyond the pixel limit is refused before it is sampled, with what to lower, and writes nothing", arguments: [
        ("poke", ExampleOutputFormat.gif, 1_000.0, 8.0, "lower --scale or --size (a GIF shows at most 50 frames a second)"),
        ("photo-grid", .mp4, 1_000, 2, "lower --fps, --scale or --size"),
    ])
    func tooLarge(name: String, format: ExampleOutputFormat, framesPerSecond: Double, scale: Double, hint: String) throws {
        let directory = ExampleRunTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = "\(directory)/big.\(format.fileExtension)"
        let refused = ExampleRunTests.run { $0.renderPixels(name: name, format: format, framesPerSecond: framesPerSecond, size: nil, time: nil, scale: CGFloat(scale), path: path) }
        #expect(refused.status == .failure)
        let message = try #require(refused.errors.last)
        #expect(message.hasPrefix("morph: \(name) as "), "\(message)")
        #expect(message.contains("would be too large") && message.contains("more than the limit of \(VideoExporter.maximumPixelCount)"), "\(message)")
        #expect(message.hasSuffix(hint), "\(message)")
        // Refused before the real sampling, which reports its progress every simulated second.
        #expect(!refused.errors.contains { $0.contains("sampled") }, "\(refused.errors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
    }

    @Test("--format gif and mp4 show every sampled frame (a GIF sampled at the rate it shows), read back by ffprobe", arguments: [ExampleOutputFormat.gif, .mp4])
    func video(format: ExampleOutputFormat) throws {
        let directory = ExampleRunTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = "\(directory)/signup.\(format.fileExtension)"
        let written = ExampleRunTests.run { $0.renderPixels(name: "signup", format: format, framesPerSecond: 30, size: nil, time: nil, scale: 1, path: path) }
        #expect(written.status == .success, "\(written.errors)")
        let example = try #require(Examples.named("signup"))
        // A GIF shows 30 fps at 25 (4/100 s a frame), and is sampled at that rate.
        let frames = try example.sample(framesPerSecond: format == .gif ? 25 : 30).frames.count
        let info = try #require(try VideoProbe.video(URL(fileURLWithPath: path)))
        #expect(info.codec == (format == .gif ? "gif" : "h264"))
        #expect(info.width == Int(example.size.width) && info.height == Int(example.size.height))
        if format == .gif {
            // A frame that repeats the one before lengthens that image instead of adding one
            // (the canvas tests compare every frame with the rasteriser's): the images last as
            // long as the frames, 4/100 s each.
            let durations = try #require(try VideoProbe.frameDurations(URL(fileURLWithPath: path)))
            #expect(info.frameCount == durations.count && durations.count <= frames)
            #expect(abs(durations.reduce(0, +) - Double(frames) * 0.04) < 1e-6, "\(durations)")
        } else {
            #expect(info.frameCount == frames)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["signup.\(format.fileExtension)"])

        let toStandardOutput = ExampleRunTests.run { $0.renderPixels(name: "signup", format: format, framesPerSecond: 30, size: nil, time: nil, scale: 1, path: "-") }
        #expect(toStandardOutput.status == .failure)
        let unwritable = ExampleRunTests.run { $0.renderPixels(name: "signup", format: format, framesPerSecond: 30, size: nil, time: nil, scale: 1, path: "\(directory)/missing/x.\(format.fileExtension)") }
        #expect(unwritable.status == .failure)
        #expect(unwritable.errors.last?.contains("cannot write") == true, "\(unwritable.errors)")
    }

    @Test("the command validates --time and --scale")
    func validation() throws {
        #expect(throws: (any Error).self) { try RenderCommand.parse(["signup", "--format", "gif", "--time", "1"]) }
        #expect(throws: (any Error).self) { try RenderCommand.parse(["signup", "--format", "png", "--time", "-1"]) }
        #expect(throws: (any Error).self) { try RenderCommand.parse(["signup", "--format", "png", "--scale", "0"]) }
        #expect(throws: (any Error).self) { try RenderCommand.parse(["signup", "--format", "html", "--scale", "2"]) }
        let command = try RenderCommand.parse(["signup", "--format", "mp4", "--scale", "1.5"])
        #expect(command.scale == 1.5 && command.format == .mp4)
    }
}

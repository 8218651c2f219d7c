import ArgumentParser
import Foundation

/// `morph render NAME`: one example in one format.
struct RenderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render one example as an HTML player, an SVG frame, an SVG filmstrip, a text timeline, a PNG frame, a GIF or an MP4."
    )

    @Argument(help: "The example's name (see `morph list`).")
    var name: String

    @Option(help: "The output format: \(ExampleOutputFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: ExampleOutputFormat = .html

    // The numeric options parse their value unconditionally, so `--fps -1` reaches validate()
    // and gets its message instead of "Missing value" (a leading `-` reads as an option).
    @Option(parsing: .unconditional, help: "Frames per second, 1 to 1000: how often the example is sampled, and for --format text how often a frame is printed. 60 by default; 10 for --format text; 50 for --format gif, which shows each frame for whole hundredths of a second (a higher rate is shown at 50, 30 at 25, …).")
    var fps: Double?

    @Option(parsing: .unconditional, help: "The root node's size, WIDTHxHEIGHT in points (the example's own size by default).")
    var size: String?

    @Option(parsing: .unconditional, help: "For --format svg and png: the moment to draw, in seconds from 0 to the example's duration (the end by default). A time past the end is an error that gives the duration.")
    var time: Double?

    @Option(help: "The file to write (`-` for standard output); its folder must exist. morph-out/NAME.EXT by default (morph-out is created if needed).")
    var out: String?

    @Option(parsing: .unconditional, help: "For --format png, gif and mp4: pixels per point, 0.25 to 8 (2 for png, 1 for gif and mp4 by default).")
    var scale: Double?

    @OptionGroup(title: "Environment")
    var environment: EnvironmentOptions

    /// The frame rate when `--fps` is not given: one printed frame per 0.1 s for text, GIF's
    /// fastest (50: two hundredths of a second a frame) for GIF, 60 otherwise.
    static func defaultFramesPerSecond(for format: ExampleOutputFormat) -> Double {
        switch format {
        case .text: 10
        case .gif: 50
        default: 60
        }
    }

    func validate() throws {
        if let fps {
            guard fps.isFinite, fps >= 1, fps <= 1_000 else {
                throw ValidationError("--fps must be a number of frames per second from 1 to 1000 (got \(fps))")
            }
        }
        if let size, Self.parseSize(size) == nil {
            throw ValidationError("--size must be WIDTHxHEIGHT with positive, finite points, like 320x74 (got \"\(size)\")")
        }
        if let time {
            guard time.isFinite, time >= 0 else {
                throw ValidationError("--time must be a number of seconds, 0 or more (got \(time))")
            }
            guard format == .svg || format == .png else {
                throw ValidationError("--time applies to --format svg and png only (the other formats show the whole timeline)")
            }
        }
        if let scale {
            guard scale.isFinite, scale >= 0.25, scale <= 8 else {
                throw ValidationError("--scale must be a number of pixels per point from 0.25 to 8 (got \(scale))")
            }
            guard format.isRaster else {
                throw ValidationError("--scale applies to --format png, gif and mp4 only")
            }
        }
    }

    func run() async throws {
        let size = self.size.flatMap(Self.parseSize)
        let fps = self.fps ?? Self.defaultFramesPerSecond(for: format)
        let (name, format, time, out) = (self.name, self.format, self.time, self.out)
        let scale = self.scale.map { CGFloat($0) } ?? format.defaultScale
        let traits = environment.applied(to: .default)
        let interrupted = InterruptedRun()
        let status = await MainActor.run {
            var run = ExampleRun(output: { print($0) }, errors: StandardError.writeLine, traits: traits)
            run.videoCancellation = interrupted.cancellation
            return interrupted.handlingSignals {
                if format.isRaster {
                    return run.renderPixels(name: name, format: format, framesPerSecond: fps, size: size, time: time, scale: scale, path: out)
                }
                return run.render(name: name, format: format, framesPerSecond: fps, size: size, time: time, path: out)
            }
        }
        if let signalled = interrupted.exitStatus { throw ExitCode(signalled) }
        if status != .success { throw ExitCode(status.rawValue) }
    }

    /// `"320x74"` → 320×74; nil unless both numbers are finite and positive.
    static func parseSize(_ text: String) -> CGSize? {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width.isFinite, height.isFinite, width > 0, height > 0
        else { return nil }
        return CGSize(width: width, height: height)
    }
}

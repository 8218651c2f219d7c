import ArgumentParser
import Foundation

/// `morph render NAME`: one example in one format.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render one example as an HTML player, an SVG frame, an SVG filmstrip, a text timeline, a PNG frame, a GIF or an MP4."
    )

    @Argument(help: "The example's name (see `morph list`).")
    var name: String

    @Option(help: "The output format: \(ExampleOutputFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: ExampleOutputFormat = .html

    @Option(help: "Frames per second, 1 to 1000.")
    var fps: Double = 60

    @Option(help: "The root node's size, WIDTHxHEIGHT in points (the example's own size by default).")
    var size: String?

    @Option(help: "Where to write (`-` for standard output); morph-out/NAME.EXT by default.")
    var out: String?

    @Option(parsing: .unconditional, help: "For --format png: the moment to draw, in seconds from 0 to the example's duration (the end by default).")
    var time: Double?

    @Option(parsing: .unconditional, help: "For --format png, gif and mp4: pixels per point, 0.25 to 8 (2 for png, 1 for gif and mp4 by default).")
    var scale: Double?

    func validate() throws {
        guard fps.isFinite, fps >= 1, fps <= 1_000 else {
            throw ValidationError("--fps must be a number of frames per second from 1 to 1000 (got \(fps))")
        }
        if let size, Self.parseSize(size) == nil {
            throw ValidationError("--size must be WIDTHxHEIGHT with positive, finite points, like 320x74 (got \"\(size)\")")
        }
        if let time {
            guard time.isFinite, time >= 0 else {
                throw ValidationError("--time must be a number of seconds, 0 or more (got \(time))")
            }
            guard format == .png else {
                throw ValidationError("--time applies to --format png only (the other formats show the whole run)")
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

    mutating func run() throws {
        let size = self.size.flatMap(Self.parseSize)
        let (name, format, fps, out) = (self.name, self.format, self.fps, self.out)
        let (time, scale) = (self.time, self.scale.map { CGFloat($0) } ?? format.defaultScale)
        let status = MainActor.assumeIsolated {
            let run = ExampleRun(output: { print($0) }, errors: StandardError.writeLine)
            if format.isRaster {
                return run.renderPixels(name: name, format: format, framesPerSecond: fps, size: size, time: time, scale: scale, path: out)
            }
            return run.render(name: name, format: format, framesPerSecond: fps, size: size, path: out)
        }
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

import ArgumentParser
import Foundation

/// `morph render NAME`: one example in one format.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render one example as an HTML player, an SVG frame, an SVG filmstrip or a text timeline."
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

    func validate() throws {
        guard fps.isFinite, fps >= 1, fps <= 1_000 else {
            throw ValidationError("--fps must be a number of frames per second from 1 to 1000 (got \(fps))")
        }
        if let size, Self.parseSize(size) == nil {
            throw ValidationError("--size must be WIDTHxHEIGHT with positive, finite points, like 320x74 (got \"\(size)\")")
        }
    }

    mutating func run() throws {
        let size = self.size.flatMap(Self.parseSize)
        let (name, format, fps, out) = (self.name, self.format, self.fps, self.out)
        let status = MainActor.assumeIsolated {
            ExampleRun(output: { print($0) }, errors: StandardError.writeLine)
                .render(name: name, format: format, framesPerSecond: fps, size: size, path: out)
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

import Foundation
import MorphCanvas
import MorphExamples

/// The work behind `morph`, `morph list` and `morph render`, apart from argument parsing so tests
/// can run it in-process: renders examples and reports through two line sinks.
@MainActor
struct ExampleRun {
    /// How a run ended.
    enum ExitStatus: Int32, Equatable {
        /// Everything was written.
        case success = 0
        /// Something was wrong (a message said what).
        case failure = 1
    }

    /// Standard output's sink.
    let output: (String) -> Void
    /// Standard error's sink (messages and the progress line).
    let errors: (String) -> Void
    /// Stops the run's video exports when cancelled (a signal, see ``InterruptedRun``).
    var videoCancellation: VideoExportCancellation?
    /// The environment examples are shown in (`--appearance`, `--layout-direction`,
    /// `--text-scale`); the default collection unless given.
    var traits = TraitCollection.default

    /// `morph list`: one line per example, its name and summary.
    func list() {
        for line in Self.table(Examples.all.map { [$0.name, $0.summary] }) {
            output(line)
        }
    }

    /// `morph render NAME`: one example in one format, to `path` or standard output (`-`).
    ///
    /// - Parameters:
    ///   - framesPerSecond: the sampling rate; the text timeline prints every sampled frame.
    ///   - time: the moment an SVG or PNG frame shows, from 0 to the timeline's duration (the end
    ///     when nil); a time past the end is an error that gives the duration.
    ///   - path: the file to write; its folder must exist. Nil writes `morph-out/NAME.EXT`,
    ///     creating `morph-out` (alone) if needed.
    func render(name: String, format: ExampleOutputFormat, framesPerSecond: Double, size: CGSize?, time: TimeInterval? = nil, path: String?) -> ExitStatus {
        if format.isRaster {
            return renderPixels(name: name, format: format, framesPerSecond: framesPerSecond, size: size, time: time, scale: format.defaultScale, path: path)
        }
        guard let (example, timeline) = sampleExample(name, framesPerSecond: framesPerSecond, size: size) else { return .failure }
        guard isWithinTimeline(time, of: name, timeline) else { return .failure }
        let text: String
        do {
            text = try Self.render(timeline, as: format, title: example.title, textStride: 1, time: time)
        } catch {
            errors("morph: \(name): \(error)")
            return .failure
        }
        let file = path.map { OutputFile(path: $0, creatableFolder: nil) }
            ?? OutputFile(path: "\(Self.defaultFolder)/\(name).\(format.fileExtension)", creatableFolder: Self.defaultFolder)
        if file.path == "-" {
            output(text)
            return .success
        }
        guard write(text, to: file) else { return .failure }
        output(file.path)
        return .success
    }

    /// The example `name` sampled for `morph render`, or nil after saying why not (no example of
    /// that name, or a run that failed).
    func sampleExample(_ name: String, framesPerSecond: Double, size: CGSize?) -> (example: Example, timeline: Timeline)? {
        guard let example = Examples.named(name) else {
            errors("morph: no example named \"\(name)\"; the examples are: \(Examples.all.map(\.name).joined(separator: ", "))")
            return nil
        }
        do {
            return (example, try example.sample(framesPerSecond: framesPerSecond, size: size, traits: traits, progress: progressLine(for: name)))
        } catch {
            errors("morph: \(name): \(error)")
            return nil
        }
    }

    /// Whether `--time` (if given) lies within `timeline`; says why not: a time past the end is an
    /// error that gives the duration of the example `name`.
    func isWithinTimeline(_ time: TimeInterval?, of name: String, _ timeline: Timeline) -> Bool {
        guard let time, time > timeline.duration else { return true }
        let duration = Self.seconds(timeline.duration)
        errors("morph: --time \(Self.seconds(time)) is past the end of \(name), which lasts \(duration) s; give a time from 0 to \(duration)")
        return false
    }

    /// The folder `morph` and `morph render` write into by default.
    nonisolated static let defaultFolder = "morph-out"

    /// The SVG filmstrip of `morph render --format filmstrip` and `morph`: 8 evenly spaced frames in
    /// rows of 4. `morph`'s PNG filmstrip draws the same frames.
    nonisolated static let filmstripRenderer = SVGFilmstripRenderer(selection: .evenlySpaced(count: 8), columns: 4)

    /// The output of `timeline` in `format`: the text timeline prints every `textStride`-th frame,
    /// the SVG frame shows the moment `time` (the end when nil).
    ///
    /// - Throws: a `RenderError` when an image cannot be embedded.
    nonisolated static func render(_ timeline: Timeline, as format: ExampleOutputFormat, title: String, textStride: Int, time: TimeInterval? = nil) throws(RenderError) -> String {
        switch format {
        case .html: try HTMLPlayerRenderer(title: title).render(timeline)
        case .svg: try SVGFrameRenderer().render(timeline, at: time ?? timeline.duration)
        case .filmstrip: try filmstripRenderer.render(timeline)
        case .text: TextTimelineRenderer(frameStride: textStride).render(timeline)
        // Pixels are drawn from presentation trees by `renderPixels`, never as text.
        case .png, .gif, .mp4: ""
        }
    }

    /// Writes `text` to `file`; says why on failure.
    func write(_ text: String, to file: OutputFile) -> Bool {
        do {
            try file.write(text)
            return true
        } catch {
            errors("morph: \(error)")
            return false
        }
    }

    /// Seconds as the messages write them: `1.3`, `0.25`, `2`.
    static func seconds(_ value: TimeInterval) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }

    /// A progress reporter that prints a line every simulated second of a long render.
    func progressLine(for name: String) -> (TimeInterval) -> Void {
        var reported = 0
        return { time in
            let second = Int(time)
            if second > reported {
                reported = second
                errors("morph: rendering \(name): \(second) s sampled")
            }
        }
    }

    /// Left-aligned columns separated by two spaces.
    static func table(_ rows: [[String]]) -> [String] {
        let widths = (0..<(rows.first?.count ?? 0)).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }
    }
}

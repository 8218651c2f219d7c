import Foundation
import MorphCanvas
import MorphExamples

extension ExampleRun {
    /// `morph render NAME --format png|gif|mp4`: one frame as a PNG, or the whole run as a GIF or an
    /// MP4, drawn by MorphCanvas from the run's presentation trees (on the system background of the
    /// run's appearance: white, or black in dark mode; at `scale`), to `path`
    /// (`-` writes a PNG to standard output; its folder must exist) or `morph-out/NAME.EXT`
    /// (creating `morph-out` alone if needed).
    ///
    /// - Parameter time: for PNG, the moment to draw (the last frame at or before it); the end by
    ///   default. A time past the end is an error that gives the duration.
    ///
    /// A GIF is sampled at the rate it shows (``VideoFormat/outputFrameRate(for:)``: 50 fps for
    /// 60 or 1000, 25 for 30), so each frame is exact. A GIF or MP4 larger than
    /// ``VideoExporter/maximumPixelCount`` pixels in all is refused before it is sampled, with a
    /// message that says what to lower.
    func renderPixels(
        name: String, format: ExampleOutputFormat, framesPerSecond requestedRate: Double, size: CGSize?, time: TimeInterval?, scale: CGFloat, path: String?
    ) -> ExitStatus {
        var exporter = VideoExporter(format: format == .gif ? .gif : .mp4, framesPerSecond: requestedRate, scale: scale, backgroundColor: backgroundColor)
        exporter.cancellation = videoCancellation
        let framesPerSecond = format == .gif ? VideoFormat.gif.outputFrameRate(for: requestedRate) : requestedRate
        exporter.framesPerSecond = framesPerSecond
        if format == .gif || format == .mp4 {
            guard isWithinVideoLimit(name, exporter, requestedRate: requestedRate, size: size) else { return .failure }
        }
        guard let (_, timeline) = sampleExample(name, framesPerSecond: framesPerSecond, size: size) else { return .failure }
        let file = path.map { OutputFile(path: $0, creatableFolder: nil) }
            ?? OutputFile(path: "\(Self.defaultFolder)/\(name).\(format.fileExtension)", creatableFolder: Self.defaultFolder)
        do {
            switch format {
            case .gif, .mp4:
                guard file.path != "-" else {
                    errors("morph: a \(format.rawValue.uppercased()) cannot be written to standard output; give --out FILE")
                    return .failure
                }
                try file.prepareFolder()
                try exporter.export(timeline.frames, canvasSize: timeline.canvasSize, to: file.url)
            default:
                guard isWithinTimeline(time, of: name, timeline) else { return .failure }
                guard let tree = timeline.frame(at: time ?? timeline.duration) else { return .failure }
                let image = try Rasterizer.image(of: tree, size: timeline.canvasSize, scale: scale, backgroundColor: backgroundColor)
                if file.path == "-" {
                    try FileHandle.standardOutput.write(contentsOf: image.pngData())
                    return .success
                }
                try file.write(image.pngData())
            }
        } catch {
            errors("morph: \(name): \(error)")
            return .failure
        }
        output(file.path)
        return .success
    }

    /// The colour under the examples' pixels: the system background of ``traits``' appearance.
    var backgroundColor: Color {
        DynamicColor.systemBackground.resolved(in: traits)
    }

    /// Whether the video of example `name` stays within ``VideoExporter/maximumPixelCount``;
    /// says why not and what to lower. The number of frames comes from a sampling at 10 fps,
    /// which costs a fraction of the real one.
    private func isWithinVideoLimit(_ name: String, _ exporter: VideoExporter, requestedRate: Double, size: CGSize?) -> Bool {
        guard let example = Examples.named(name) else { return true }
        let preview: Timeline
        do {
            preview = try example.sample(framesPerSecond: 10, size: size, traits: traits)
        } catch {
            // The real sampling says what is wrong.
            return true
        }
        let frameCount = Int((preview.duration * exporter.framesPerSecond).rounded(.up)) + 1
        do {
            try exporter.checkSize(frameCount: frameCount, canvasSize: preview.canvasSize)
            return true
        } catch {
            let kind = exporter.format == .gif ? "a GIF" : "an MP4"
            let hint = exporter.format == .gif ? "lower --scale or --size (a GIF shows at most 50 frames a second)" : "lower --fps, --scale or --size"
            errors("morph: \(name) as \(kind) at \(ExampleRun.seconds(requestedRate)) fps and scale \(ExampleRun.seconds(Double(exporter.scale))) would be too large: \(error); \(hint)")
            return false
        }
    }
}

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
    func renderPixels(
        name: String, format: ExampleOutputFormat, framesPerSecond: Double, size: CGSize?, time: TimeInterval?, scale: CGFloat, path: String?
    ) -> ExitStatus {
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
                let exporter = VideoExporter(format: format == .gif ? .gif : .mp4, framesPerSecond: framesPerSecond, scale: scale, backgroundColor: backgroundColor)
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

    /// For `morph` with no arguments: the example's PNG filmstrip (the 8 evenly spaced frames of
    /// the SVG filmstrip, in rows of 4) and its GIF (every other frame at rates above 30 fps, at half the
    /// sampling rate), both at 1×, into `directory`.
    ///
    /// - Returns: the paths written, or nil after saying what failed.
    func writePixels(of example: Example, timeline: Timeline, into directory: String) -> [String]? {
        let trees = timeline.frames
        let canvasSize = timeline.canvasSize
        let framesPerSecond = timeline.framesPerSecond
        let folder = URL(fileURLWithPath: directory, isDirectory: true)
        let filmstrip = folder.appendingPathComponent("\(example.name).filmstrip.png")
        let gif = folder.appendingPathComponent("\(example.name).gif")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            // The frames of the SVG filmstrip.
            let picked = Self.filmstripRenderer.frameIndices(in: timeline).map { trees[$0] }
            try FilmstripRenderer(columns: 4, scale: 1).render(picked, canvasSize: canvasSize).writePNG(to: filmstrip)
            let stride = framesPerSecond > 30 ? 2 : 1
            let frames = trees.enumerated().lazy.filter { $0.offset % stride == 0 }.map(\.element)
            try VideoExporter(format: .gif, framesPerSecond: framesPerSecond / Double(stride), scale: 1, backgroundColor: backgroundColor)
                .export(frames, canvasSize: canvasSize, to: gif)
        } catch {
            errors("morph: \(example.name): \(error)")
            return nil
        }
        return [
            (directory as NSString).appendingPathComponent(filmstrip.lastPathComponent),
            (directory as NSString).appendingPathComponent(gif.lastPathComponent),
        ]
    }
}

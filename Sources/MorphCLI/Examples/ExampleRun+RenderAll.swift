import Foundation
import MorphCanvas
import MorphExamples

extension ExampleRun {
    /// The rate `morph` samples every example at: 50 fps, so that its GIFs show frames for whole
    /// hundredths of a second — every sampled frame (2/100 s), or every other one (4/100 s) — and
    /// its text timelines print every fifth frame, 0.1 s apart.
    nonisolated static let renderAllFramesPerSecond: Double = 50

    /// The longest run whose GIF shows every frame sampled at 50 fps; a longer run's GIF shows
    /// every other one, at 25 fps, which halves what is drawn and encoded while the motion stays
    /// smooth.
    nonisolated static let fullRateGIFDuration: TimeInterval = 2

    /// `morph` with no arguments: every example into `directory` — the HTML player, the SVG
    /// filmstrip and the text timeline, then a PNG filmstrip and a GIF drawn by MorphCanvas — and a
    /// table. `directory` is created if it does not exist, but not its parents.
    ///
    /// The examples are sampled one after the other on the main actor (their nodes live there);
    /// each example's files are written by jobs off the main actor as soon as it is sampled, as
    /// many at a time as the machine has cores, the costliest first (see ``OutputJobQueue``).
    /// Between two examples, and while the last files are written, the main actor is free: a
    /// window or another task on it goes on. Once ``videoCancellation`` is cancelled (a signal),
    /// no further example is sampled and no further file started; the run fails.
    func renderAll(into directory: String, framesPerSecond: Double = Self.renderAllFramesPerSecond) async -> ExitStatus {
        let folder = directory as NSString
        do {
            // Created (if need be) once, before the jobs write into it at the same time.
            let first = folder.appendingPathComponent("\(Examples.all[0].name).\(ExampleOutputFormat.html.fileExtension)")
            try OutputFile(path: first, creatableFolder: directory).prepareFolder()
        } catch {
            errors("morph: \(error)")
            return .failure
        }
        // The costliest examples come last in the list: sampled first, their files start first.
        let cancellation = videoCancellation
        let queue = OutputJobQueue(isCancelled: { cancellation?.isCancelled == true })
        let summaries = SummaryBoard()
        var sampled: [Int: (timeline: Timeline, jobs: [OutputJob])] = [:]
        var jobs: [OutputJob] = []
        for (position, example) in Examples.all.enumerated().reversed() {
            await Task.yield()
            // A signal: no further example (the jobs running finish or clean up).
            if cancellation?.isCancelled == true { break }
            do {
                let timeline = try example.sample(framesPerSecond: framesPerSecond, traits: traits, progress: progressLine(for: example.name))
                let exampleJobs = Self.outputJobs(for: example, timeline: timeline, in: directory, cancellation: videoCancellation, summaries: summaries)
                queue.submit(exampleJobs)
                jobs += exampleJobs
                sampled[position] = (timeline, exampleJobs)
            } catch {
                errors("morph: \(example.name): \(error)")
                _ = await queue.finish()
                return .failure
            }
        }
        let failures = await queue.finish()
        if cancellation?.isCancelled == true { return .failure }
        // The HTML jobs counted the table's summaries from the tracks their players show.
        var rows: [[String]] = [["example", "nodes", "inserted", "removed", "moved", "duration", "outputs"]]
        for (position, example) in Examples.all.enumerated() {
            guard let (timeline, exampleJobs) = sampled[position] else { continue }
            let summary = summaries.summary(of: example.name) ?? TimelineSummary(timeline)
            rows.append([
                example.name, "\(summary.nodes)", "\(summary.inserted)", "\(summary.removed)", "\(summary.moved)",
                String(format: "%.2f s", summary.duration), exampleJobs.map(\.path).joined(separator: ", "),
            ])
        }
        for (index, job) in jobs.enumerated() {
            if let message = failures[index] { errors("morph: \(job.example): \(message)") }
        }
        guard failures.isEmpty else { return .failure }
        for line in Self.table(rows) { output(line) }
        return .success
    }

    /// The files `morph` writes for `example` into `directory`: the HTML player (which also
    /// records the example's summary in `summaries`), the SVG filmstrip, the text timeline (every
    /// frame a tenth of a second apart), the PNG filmstrip (the SVG filmstrip's 8 frames in rows
    /// of 4) and the GIF, all at 1× (its export stopped by `cancellation`).
    nonisolated static func outputJobs(
        for example: Example, timeline: Timeline, in directory: String, cancellation: VideoExportCancellation?, summaries: SummaryBoard
    ) -> [OutputJob] {
        let (name, title) = (example.name, example.title)
        func path(_ format: ExampleOutputFormat) -> String {
            (directory as NSString).appendingPathComponent("\(name).\(format.fileExtension)")
        }
        let textStride = max(1, Int((timeline.framesPerSecond / 10).rounded()))
        // Costs in one unit for every format: a GIF's pixels drawn and encoded (frames × pixels
        // / 100), the others scaled by what each format measured against it per layer-frame or
        // pixel (the geometric mean of the release and debug builds' ratios, which differ).
        let layerFrames = Double(timeline.frames.reduce(0) { $0 + $1.layers.count })
        let pixels = Double(timeline.canvasSize.width * timeline.canvasSize.height)
        let costPerLayerFrame: [ExampleOutputFormat: Double] = [.html: 17, .filmstrip: 0.85, .text: 1.6]
        var jobs = [ExampleOutputFormat.html, .filmstrip, .text].map { format in
            let file = path(format)
            return OutputJob(example: name, path: file, cost: layerFrames * costPerLayerFrame[format, default: 1]) {
                let text: String
                if format == .html {
                    // The tracks once, for the player's track view and the table's summary.
                    let tracks = timeline.tracks
                    text = try HTMLPlayerRenderer(title: title).render(timeline, tracks: tracks)
                    summaries.record(TimelineSummary(timeline, tracks: tracks), of: name)
                } else {
                    text = try render(timeline, as: format, title: title, textStride: textStride)
                }
                try OutputFile(path: file, creatableFolder: nil).write(text)
            }
        }
        let filmstrip = (directory as NSString).appendingPathComponent("\(name).filmstrip.png")
        jobs.append(OutputJob(example: name, path: filmstrip, cost: 4 * 8 * pixels / 100) {
            let picked = filmstripRenderer.frameIndices(in: timeline).map { timeline.frames[$0] }
            try FilmstripRenderer(columns: 4, scale: 1).render(picked, canvasSize: timeline.canvasSize).writePNG(to: URL(fileURLWithPath: filmstrip))
        })
        let gif = path(.gif)
        // Every frame up to fullRateGIFDuration, else every other one (and the last).
        let shown = timeline.keepingEvery(timeline.duration > fullRateGIFDuration ? 2 : 1)
        jobs.append(OutputJob(example: name, path: gif, cost: Double(shown.frames.count) * pixels / 100) {
            var exporter = VideoExporter(format: .gif, framesPerSecond: shown.framesPerSecond, scale: 1)
            exporter.cancellation = cancellation
            try exporter.export(shown.frames, canvasSize: shown.canvasSize, to: URL(fileURLWithPath: gif))
        })
        return jobs
    }
}

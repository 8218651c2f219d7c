import Benchmark
import Foundation
import MorphCanvas
import MorphExamples
import MorphRender

// What `swift run morph` does, format by format, for every example at once: the examples sampled
// at the main job's 50 fps (outside the measurement, except in the sampling benchmark), then each
// format written for all seven into a temporary folder, one after the other on one thread (the
// main job spreads the same work over every core). GIFs are encoded by giflib in process. The
// MP4s (through ffmpeg) are not part of the main job; they
// are measured at `morph render NAME --format mp4`'s 60 fps for the per-format figures.

/// Every example's timeline at `framesPerSecond`.
func sampledExamples(framesPerSecond: Double) async throws -> [(example: Example, timeline: Timeline)] {
    try await MainActor.run {
        try Examples.all.map { ($0, try $0.sample(framesPerSecond: framesPerSecond)) }
    }
}

/// A fresh temporary folder, removed by the caller.
func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("morph-main-job-benchmark-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

/// Runs `write` for every example into a temporary folder, measured.
func measureEveryExample(
    _ benchmark: Benchmark, framesPerSecond: Double = 50,
    _ write: @escaping (Example, Timeline, URL) throws -> Void
) async throws {
    let examples = try await sampledExamples(framesPerSecond: framesPerSecond)
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for _ in benchmark.scaledIterations {
        benchmark.startMeasurement()
        for (example, timeline) in examples {
            try write(example, timeline, folder)
        }
        benchmark.stopMeasurement()
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
        timeUnits: .milliseconds,
        warmupIterations: 1,
        maxDuration: .seconds(20),
        maxIterations: 10
    )

    Benchmark("Main job: sampling every example at 50 fps") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try await sampledExamples(framesPerSecond: 50))
        }
    }

    Benchmark("Main job: html, every example") { benchmark in
        try await measureEveryExample(benchmark) { example, timeline, folder in
            let page = try HTMLPlayerRenderer(title: example.title).render(timeline)
            try Data(page.utf8).write(to: folder.appendingPathComponent("\(example.name).html"))
        }
    }

    Benchmark("Main job: svg filmstrip, every example") { benchmark in
        try await measureEveryExample(benchmark) { example, timeline, folder in
            let svg = try SVGFilmstripRenderer(selection: .evenlySpaced(count: 8), columns: 4).render(timeline)
            try Data(svg.utf8).write(to: folder.appendingPathComponent("\(example.name).filmstrip.svg"))
        }
    }

    Benchmark("Main job: text timeline, every example") { benchmark in
        try await measureEveryExample(benchmark) { example, timeline, folder in
            let text = TextTimelineRenderer(frameStride: 5).render(timeline)
            try Data(text.utf8).write(to: folder.appendingPathComponent("\(example.name).txt"))
        }
    }

    Benchmark("Main job: png filmstrip, every example") { benchmark in
        try await measureEveryExample(benchmark) { example, timeline, folder in
            let picked = SVGFilmstripRenderer(selection: .evenlySpaced(count: 8), columns: 4).frameIndices(in: timeline).map { timeline.frames[$0] }
            try FilmstripRenderer(columns: 4, scale: 1).render(picked, canvasSize: timeline.canvasSize)
                .writePNG(to: folder.appendingPathComponent("\(example.name).filmstrip.png"))
        }
    }

    Benchmark("Main job: gif, every example (giflib, in process)") { benchmark in
        try await measureEveryExample(benchmark) { example, timeline, folder in
            // As the main job: every frame up to 2 s, else every other one.
            let shown = timeline.keepingEvery(timeline.duration > 2 ? 2 : 1)
            try VideoExporter(format: .gif, framesPerSecond: shown.framesPerSecond).export(shown.frames, canvasSize: shown.canvasSize, to: folder.appendingPathComponent("\(example.name).gif"))
        }
    }

    Benchmark("morph render --format mp4 (60 fps), every example (ffmpeg included)") { benchmark in
        try await measureEveryExample(benchmark, framesPerSecond: 60) { example, timeline, folder in
            try VideoExporter(format: .mp4, framesPerSecond: 60).export(timeline.frames, canvasSize: timeline.canvasSize, to: folder.appendingPathComponent("\(example.name).mp4"))
        }
    }
}

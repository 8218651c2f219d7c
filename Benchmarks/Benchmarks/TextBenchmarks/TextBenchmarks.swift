import Benchmark
import Foundation
import Morph

// The text and image measurement the text and image nodes use.
//
// "uncached" measures with a library whose layout cache is off (glyph advances stay cached, as in
// a running app); "cache hit" measures a layout the library has already made; "new library"
// includes opening the face with FreeType and loading every glyph.

let paragraph = """
    Morph lays out trees of nodes with Texture's layout specs and animates between layouts: it \
    measures the layout you describe, diffs it against the current one, inserts new nodes, moves \
    the ones that stay and removes the old ones after their exit animation. It runs on Linux \
    without UIKit, with its own animation engine, a deterministic clock and renderers, so every \
    transition can be previewed and tested frame by frame, with real font metrics from FreeType.
    """
let document = String(repeating: paragraph + "\n", count: 100)
let labels = (0..<1_000).map { "Item number \($0)" }
let style = TextStyle(font: Font(.sans, size: 14), lineLimit: 0)
let systemFonts = FontLibrary.systemFontDirectories

/// A 1×1 PNG's first 33 bytes.
let pngHeader = Data([
    0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
    0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1F, 0x15, 0xC4, 0x89,
])

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: 3,
        maxDuration: .seconds(3),
        maxIterations: 1_000
    )

    Benchmark("Text: 80-word paragraph at 300 pt, uncached") { benchmark in
        let library = FontLibrary(searchPaths: systemFonts, layoutCacheCapacity: 0)
        _ = try TextLayout(paragraph, style: style, maximumWidth: 300, library: library)
        benchmark.startMeasurement()
        let layout = try TextLayout(paragraph, style: style, maximumWidth: 300, library: library)
        benchmark.stopMeasurement()
        blackHole(layout)
    }

    Benchmark("Text: 80-word paragraph at 300 pt, cache hit") { benchmark in
        let library = FontLibrary(searchPaths: systemFonts)
        _ = try TextLayout(paragraph, style: style, maximumWidth: 300, library: library)
        benchmark.startMeasurement()
        let layout = try TextLayout(paragraph, style: style, maximumWidth: 300, library: library)
        benchmark.stopMeasurement()
        blackHole(layout)
    }

    Benchmark("Text: 8,000-word document at 300 pt, uncached") { benchmark in
        let library = FontLibrary(searchPaths: systemFonts, layoutCacheCapacity: 0)
        _ = try TextLayout(paragraph, style: style, maximumWidth: 300, library: library)
        benchmark.startMeasurement()
        let layout = try TextLayout(document, style: style, maximumWidth: 300, library: library)
        benchmark.stopMeasurement()
        blackHole(layout)
    }

    Benchmark("Text: 1,000 short labels, uncached") { benchmark in
        let library = FontLibrary(searchPaths: systemFonts, layoutCacheCapacity: 0)
        _ = try TextLayout(labels[0], style: style, library: library)
        benchmark.startMeasurement()
        for label in labels {
            blackHole(try TextLayout(label, style: style, library: library))
        }
        benchmark.stopMeasurement()
    }

    Benchmark("Text: paragraph in a new library (open face, load glyphs)") { benchmark in
        benchmark.startMeasurement()
        let library = FontLibrary(searchPaths: systemFonts)
        let layout = try TextLayout(paragraph, style: style, maximumWidth: 300, library: library)
        benchmark.stopMeasurement()
        blackHole(layout)
    }

    Benchmark("Image: PNG header from data") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try PNGHeader(data: pngHeader))
        }
    }
}

import Benchmark
import Foundation
import Morph

// The text and image engines the text and image nodes use.
//
// "uncached" measures with a library whose layout cache is off (fonts and shaped words stay cached,
// as in a running app); "cache hit" measures a layout the library has already made; "new library"
// includes sorting the fonts with fontconfig, opening the face with HarfBuzz and shaping every word.

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
let mixedLabels = (0..<1_000).map { "Item \($0) · Кириллица Ελληνικά العربية देवनागरी 中文 😀" }
let rightToLeftLabels = (0..<1_000).map { "שלום \($0) עולם" }

/// The test fixtures' photos (read from the main package's test folder, not copied).
let imagesDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // TextBenchmarks
    .deletingLastPathComponent()  // Benchmarks
    .deletingLastPathComponent()  // Benchmarks package
    .deletingLastPathComponent()  // main package
    .appendingPathComponent("Tests/MorphTests/Fixtures/Images")

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: 3,
        maxDuration: .seconds(3),
        maxIterations: 1_000
    )

    Benchmark("Text: 80-word paragraph at 300 pt, uncached") { benchmark in
        let library = FontLibrary(layoutCacheCapacity: 0)
        _ = try TextLayout(paragraph, style: style, maximumWidth: 300, library: library)
        benchmark.startMeasurement()
        let layout = try TextLayout(paragraph, style: style, maximumWidth: 300, library: library)
        benchmark.stopMeasurement()
        blackHole(layout)
    }

    Benchmark("Text: 80-word paragraph at 300 pt, cache hit") { benchmark in
        let library = FontLibrary()
        _ = try TextLayout(paragraph, style: style, maximumWidth: 300, library: library)
        benchmark.startMeasurement()
        let layout = try TextLayout(paragraph, style: style, maximumWidth: 300, library: library)
        benchmark.stopMeasurement()
        blackHole(layout)
    }

    Benchmark("Text: 8,000-word document at 300 pt, uncached") { benchmark in
        let library = FontLibrary(layoutCacheCapacity: 0)
        _ = try TextLayout(paragraph, style: style, maximumWidth: 300, library: library)
        benchmark.startMeasurement()
        let layout = try TextLayout(document, style: style, maximumWidth: 300, library: library)
        benchmark.stopMeasurement()
        blackHole(layout)
    }

    Benchmark("Text: 1,000 short labels, uncached") { benchmark in
        let library = FontLibrary(layoutCacheCapacity: 0)
        _ = try TextLayout(labels[0], style: style, library: library)
        benchmark.startMeasurement()
        for label in labels {
            blackHole(try TextLayout(label, style: style, library: library))
        }
        benchmark.stopMeasurement()
    }

    Benchmark("Text: paragraph in a new library (open face, load glyphs)") { benchmark in
        benchmark.startMeasurement()
        let library = FontLibrary()
        let layout = try TextLayout(paragraph, style: style, maximumWidth: 300, library: library)
        benchmark.stopMeasurement()
        blackHole(layout)
    }

    Benchmark("Text: 1,000 mixed-script labels (fallback, bidi), uncached") { benchmark in
        let library = FontLibrary(layoutCacheCapacity: 0)
        _ = try TextLayout(mixedLabels[0], style: style, library: library)
        benchmark.startMeasurement()
        for label in mixedLabels {
            blackHole(try TextLayout(label, style: style, library: library))
        }
        benchmark.stopMeasurement()
    }

    Benchmark("Text: 1,000 Hebrew labels (right to left), uncached") { benchmark in
        let library = FontLibrary(layoutCacheCapacity: 0)
        _ = try TextLayout(rightToLeftLabels[0], style: style, library: library)
        benchmark.startMeasurement()
        for label in rightToLeftLabels {
            blackHole(try TextLayout(label, style: style, library: library))
        }
        benchmark.stopMeasurement()
    }

    Benchmark("Image: decode chelsea.png (451×300 RGB)") { benchmark in
        let data = try Data(contentsOf: imagesDirectory.appendingPathComponent("chelsea.png"))
        benchmark.startMeasurement()
        blackHole(try DecodedImage(data: data))
        benchmark.stopMeasurement()
    }

    Benchmark("Image: decode rocket.jpg (640×427 JPEG)") { benchmark in
        let data = try Data(contentsOf: imagesDirectory.appendingPathComponent("rocket.jpg"))
        benchmark.startMeasurement()
        blackHole(try DecodedImage(data: data))
        benchmark.stopMeasurement()
    }

    Benchmark("Image: cache hit") { benchmark in
        let cache = ImageCache(byteLimit: 8 << 20)
        let url = imagesDirectory.appendingPathComponent("chelsea.png")
        _ = try cache.image(contentsOf: url)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try cache.image(contentsOf: url))
        }
        benchmark.stopMeasurement()
    }
}

import Benchmark
import Foundation
import Morph
import Synchronization

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
    .appendingPathComponent("Tests/MorphImageTests/Fixtures/Images")

/// Threads that measure text in ever new fonts until stopped, for the contention benchmarks:
/// families in every weight and slant at ever new sizes (fontconfig sorts fonts, font files are
/// read, HarfBuzz fonts made), and every other one a family no font has (a fontconfig query each
/// time). They share the system's fonts with the measurements being timed.
final class FontChurn: Sendable {
    static let families = [
        "DejaVu Sans", "DejaVu Serif", "DejaVu Sans Mono", "Noto Sans", "Noto Serif", "Noto Sans Mono",
        "Noto Sans CJK JP", "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans Devanagari", "Noto Sans Thai",
        "Noto Sans Georgian", "Noto Sans Armenian", "Noto Sans Tamil", "Noto Sans Bengali", "Noto Serif CJK JP",
    ]

    private let isStopped = Atomic(false)
    private let running = Atomic(0)
    private let generation = Atomic(0)

    /// Starts `count` threads.
    func start(threads count: Int) {
        isStopped.store(false, ordering: .relaxed)
        let generation = generation.add(1, ordering: .relaxed).newValue
        for thread in 0..<count {
            running.add(1, ordering: .relaxed)
            Thread { [self] in
                var step = 0
                while !isStopped.load(ordering: .relaxed) {
                    let family = step % 2 == 1
                        ? "No Such Family \(generation).\(thread).\(step)"
                        : Self.families[(step / 2 + thread) % Self.families.count]
                    let font = Font(
                        FontFamily(family), size: 6 + CGFloat((step * 7 + thread + generation * 13) % 389) / 8,
                        weight: FontWeight.allCases[step % 3], isItalic: step % 4 >= 2
                    )
                    blackHole(try? TextLayout("Churn \(thread).\(step)", style: TextStyle(font: font, lineLimit: 2), maximumWidth: 120))
                    step += 1
                }
                running.subtract(1, ordering: .releasing)
            }.start()
        }
    }

    /// Stops the threads and waits until they have finished.
    func stop() {
        isStopped.store(true, ordering: .relaxed)
        while running.load(ordering: .acquiring) > 0 { usleep(1_000) }
    }
}

/// Eight cards with a title and a detail text each, stacked; every frame changes one title and
/// transitions the stack on the main actor, measuring there, as an app's frame does.
@MainActor
final class TextFeed {
    let clock = ManualClock()
    let animator: Animator
    let root: DisplayNode
    private let titles: [TextNode]
    private var frame = 0

    init() {
        animator = Animator(clock: clock)
        let animator = animator
        let titles = (0..<8).map { index in
            DisplayNode.withAnimator(animator) { TextNode("Card \(index)", style: TextStyle(font: Font(.sans, size: 14))) }
        }
        let details = (0..<8).map { index in
            DisplayNode.withAnimator(animator) {
                TextNode("The details of card \(index), on two lines at most", style: TextStyle(font: Font(.sans, size: 11), lineLimit: 2))
            }
        }
        self.titles = titles
        root = DisplayNode.withAnimator(animator) { DisplayNode(name: "feed") }
        root.automaticallyManagesSubnodes = true
        root.layoutSpecBlock = { _, _ in
            StackLayoutSpec(direction: .vertical, spacing: 4, alignItems: .stretch, children: Array(zip(titles, details).map { [$0, $1] }.joined()))
        }
        root.frame = CGRect(x: 0, y: 0, width: 240, height: 600)
        try? root.layoutIfNeeded()
    }

    /// One frame: a new title, a transition measured on the main actor, the clock moved on.
    func nextFrame() throws {
        frame += 1
        titles[frame % titles.count].string = "Card \(frame)"
        _ = try root.transitionLayout(animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
        clock.advance(by: 1.0 / 60)
    }
}

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

    // Contention: a measurement that uses known fonts while other threads resolve new ones. The
    // tail (p99, p100) is the point: the longest a measurement waited for the font caches.
    let churn = FontChurn()
    let contention = Benchmark.Configuration(metrics: [.wallClock], timeUnits: .microseconds, warmupIterations: 10, maxDuration: .seconds(4), maxIterations: 2_000)
    for threads in [0, 1, 16] {
        let others = threads == 0 ? "no other thread" : threads == 1 ? "1 thread measures in new fonts" : "\(threads) threads measure in new fonts"
        Benchmark("Contention: a label in a known font while \(others)", configuration: contention) { benchmark in
            let library = FontLibrary(layoutCacheCapacity: 0)
            var index = 0
            for _ in benchmark.scaledIterations {
                index += 1
                benchmark.startMeasurement()
                blackHole(try TextLayout(labels[index % labels.count], style: style, library: library))
                benchmark.stopMeasurement()
            }
        } setup: {
            churn.start(threads: threads)
        } teardown: {
            churn.stop()
        }
    }
    for threads in [0, 8] {
        let others = threads == 0 ? "no other thread" : "\(threads) threads measure in new fonts"
        Benchmark("Contention: a text feed's transition frame on the main actor while \(others)", configuration: contention) { @MainActor benchmark async in
            let feed = TextFeed()
            for _ in benchmark.scaledIterations {
                benchmark.startMeasurement()
                blackHole((try? feed.nextFrame()) != nil)
                benchmark.stopMeasurement()
            }
        } setup: {
            churn.start(threads: threads)
        } teardown: {
            churn.stop()
        }
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

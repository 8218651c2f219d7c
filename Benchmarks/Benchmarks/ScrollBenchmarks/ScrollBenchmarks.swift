import Benchmark
import BenchmarkSupport
import Foundation
import Morph
import MorphCanvas

// Morph's scrolling benchmarks: a frame of a window showing a scroll node whose content is a
// column of 1,000 or 100,000 layers (rows of 20 points), at 2× in a 1,280×800-point window — what
// `Window` does per frame: tick the clock, run the layout pass, take the presentation tree, and
// draw it with the rasteriser. The two sizes should cost the same: only what is on screen (40
// rows) is laid out, presented and drawn.

/// A window's worth of scrolling content on a manual clock.
@MainActor
final class ScrollingScreen {
    static let size = CGSize(width: 1_280, height: 800)
    let clock = ManualClock()
    let root: DisplayNode
    let scroll: ScrollNode
    let rasterizer: Rasterizer
    let input: InputDispatcher
    private var offset: CGFloat = 0
    private var step: CGFloat = 7

    init(layers: Int) throws {
        let animator = Animator(clock: clock)
        (root, scroll) = try DisplayNode.withAnimator(animator) {
            let root = DisplayNode(name: "window")
            let scroll = ScrollNode(name: "column")
            let colors = [Color(red: 0.95, green: 0.95, blue: 0.97), Color(red: 0.85, green: 0.9, blue: 1)]
            let rows = (0..<layers).map { index -> DisplayNode in
                let row = DisplayNode(name: "row")
                row.backgroundColor = colors[index % 2]
                row.style.height = .points(20)
                return row
            }
            scroll.automaticallyManagesSubnodes = true
            scroll.layoutSpecBlock = { _, _ in StackLayoutSpec(direction: .vertical, children: rows) }
            root.frame = CGRect(origin: .zero, size: Self.size)
            scroll.frame = CGRect(origin: .zero, size: Self.size)
            try root.addSubnode(scroll)
            try root.layoutIfNeeded()
            return (root, scroll)
        }
        rasterizer = try Rasterizer(size: Self.size, scale: 2, backgroundColor: .white)
        input = InputDispatcher(root: root)
        try frame()
    }

    /// One frame of a window: tick, lay out, present, and draw unless `draws` is false.
    func frame(draws: Bool = true) throws {
        clock.advance(by: 1.0 / 60)
        try root.layoutIfNeeded()
        let tree = root.presentationTree()
        if draws { try rasterizer.draw(tree) }
        blackHole(tree.layers.count)
    }

    /// Scrolls 7 points further (back and forth between the ends) and draws the frame.
    func scrolledFrame(draws: Bool = true) throws {
        let maximum = scroll.maximumContentOffset.y
        if offset + step > maximum || offset + step < 0 { step = -step }
        offset += step
        scroll.contentOffset = CGPoint(x: 0, y: offset)
        try frame(draws: draws)
    }

    /// A fling up from the middle of the window, released at about 3,000 points per second.
    func fling() {
        let x: CGFloat = 640
        input.dispatch(.pointer(PointerEvent(.began, at: CGPoint(x: x, y: 600), timestamp: clock.now)))
        for move in 1...6 {
            clock.advance(by: 1.0 / 60)
            input.dispatch(.pointer(PointerEvent(.moved, at: CGPoint(x: x, y: 600 - CGFloat(move) * 50), timestamp: clock.now)))
        }
        input.dispatch(.pointer(PointerEvent(.ended, at: CGPoint(x: x, y: 300), timestamp: clock.now)))
    }
}

/// A scrolling benchmark whose screen lives from its first sample to its teardown
/// (`keptBenchmark`); `prepare` runs once, after the screen is made, untimed.
func scrollingBenchmark(
    _ name: String,
    layers: Int,
    prepare: @escaping @MainActor (ScrollingScreen) throws -> Void = { _ in },
    sample: @escaping @MainActor (ScrollingScreen, Benchmark) throws -> Void
) {
    keptBenchmark(name, make: {
        let screen = try ScrollingScreen(layers: layers)
        try prepare(screen)
        return screen
    }, sample: sample)
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: 20,
        maxDuration: .seconds(5),
        maxIterations: 600
    )

    Benchmark("Harness baseline: an empty measurement") { benchmark in
        for _ in benchmark.scaledIterations {
            benchmark.startMeasurement()
            benchmark.stopMeasurement()
        }
    }

    for layers in [1_000, 100_000] {
        let name = layers == 1_000 ? "1,000" : "100,000"
        scrollingBenchmark("Scrolling frame: a column of \(name) layers, 1,280×800 at 2×", layers: layers, prepare: { screen in
            for _ in 0..<30 { try screen.scrolledFrame() }
        }, sample: { screen, benchmark in
            for _ in benchmark.scaledIterations {
                benchmark.startMeasurement()
                try screen.scrolledFrame()
                benchmark.stopMeasurement()
            }
            blackHole(screen.rasterizer.statistics)
        })

        scrollingBenchmark("Gliding frame (a fling on the clock): a column of \(name) layers, 1,280×800 at 2×", layers: layers, prepare: { screen in
            screen.fling()
            for _ in 0..<30 { try screen.frame() }
        }, sample: { screen, benchmark in
            for _ in benchmark.scaledIterations {
                if !screen.scroll.isDecelerating || screen.scroll.contentOffset.y > screen.scroll.maximumContentOffset.y - 3_000 {
                    // A new fling from the top, untimed: the drag that starts it allocates.
                    screen.scroll.contentOffset = .zero
                    screen.fling()
                    try screen.frame()
                }
                benchmark.startMeasurement()
                try screen.frame()
                benchmark.stopMeasurement()
            }
            blackHole(screen.rasterizer.statistics)
        })

        scrollingBenchmark("Scrolling frame without drawing (tick, layout pass, presentation tree): \(name) layers", layers: layers, prepare: { screen in
            for _ in 0..<30 { try screen.scrolledFrame(draws: false) }
        }, sample: { screen, benchmark in
            for _ in benchmark.scaledIterations {
                benchmark.startMeasurement()
                try screen.scrolledFrame(draws: false)
                benchmark.stopMeasurement()
            }
        })

        scrollingBenchmark("Unchanged frame (nothing moves): a column of \(name) layers, 1,280×800 at 2×", layers: layers, prepare: { screen in
            if ProcessInfo.processInfo.environment["MORPH_PROBE"] != nil {
                for _ in 0..<50 { try screen.frame() }
                _ = getpid()
                try screen.frame()
                _ = getppid()
                for _ in 0..<5 { try screen.scrolledFrame() }
                _ = getpid()
                try screen.scrolledFrame()
                _ = getppid()
            }
        }, sample: { screen, benchmark in
            for _ in benchmark.scaledIterations {
                benchmark.startMeasurement()
                try screen.frame()
                benchmark.stopMeasurement()
            }
        })
    }
}

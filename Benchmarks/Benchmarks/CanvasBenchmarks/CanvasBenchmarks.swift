import Benchmark
import Foundation
import Morph
import MorphCanvas
import MorphExamples

// MorphCanvas's benchmarks: a 1,000-layer screen (99 cards of 10 layers: a rounded, bordered card,
// a round avatar, a text label — 10 % of the layers are text —, and seven rounded boxes, some
// bordered; four cards are translucent groups) rasterised at 2× into a 1,280×800-pixel surface
// (640×400 points), and the same screen at 2× into 2,560×1,600 pixels (1,280×800 points).

/// The screen, its cards laid out for a canvas of `size` points, with `moved` cards shifted by
/// `offset` points (for a frame of an animation).
func screen(size: CGSize, moved: Int = 0, offset: CGFloat = 0) throws -> PresentationTree {
    var layers: [PresentationLayer] = []
    func add(_ frame: CGRect, parent: Int?, configure: (inout ViewAttributes) -> Void, content: PresentationContent? = nil) -> Int {
        var attributes = ViewAttributes(position: CGPoint(x: frame.midX, y: frame.midY), bounds: CGRect(origin: .zero, size: frame.size))
        configure(&attributes)
        let index = layers.count
        layers.append(PresentationLayer(id: LayerID(rawValue: UInt64(index + 1)), name: "layer", attributes: attributes, content: content, parentIndex: parent, subtreeEnd: index + 1))
        return index
    }
    let root = add(CGRect(origin: .zero, size: size), parent: nil) { $0.backgroundColor = Color(white: 0.94) }
    let columns = 11
    let rows = 9
    let cardWidth = (size.width - 4) / CGFloat(columns)
    let cardHeight = (size.height - 4) / CGFloat(rows)
    let style = TextStyle(font: Font(size: max(6, cardHeight * 0.2)))
    for card in 0..<(columns * rows) {
        let shift = card < moved ? offset : 0
        let frame = CGRect(x: 2 + CGFloat(card % columns) * cardWidth + 1 + shift, y: 2 + CGFloat(card / columns) * cardHeight + 1, width: cardWidth - 2, height: cardHeight - 2)
        let index = add(frame, parent: root) { attributes in
            attributes.backgroundColor = .white
            attributes.cornerRadius = 6
            attributes.borderWidth = 1
            attributes.borderColor = Color(white: 0.8)
            if card % 25 == 12 { attributes.alpha = 0.8 }
        }
        let side = frame.height * 0.4
        _ = add(CGRect(x: 3, y: 3, width: side, height: side), parent: index) {
            $0.backgroundColor = Color(red: 0.3, green: 0.5, blue: 0.9)
            $0.cornerRadius = side / 2
        }
        let label = try TextLayout("Card \(card)", style: style, maximumWidth: frame.width - side - 8)
        _ = add(CGRect(x: side + 6, y: 3, width: frame.width - side - 8, height: label.size.height), parent: index, configure: { _ in }, content: .text(layout: label, color: .black))
        for box in 0..<7 {
            let width = (frame.width - 6) / 7
            _ = add(CGRect(x: 3 + CGFloat(box) * width, y: side + 6, width: width - 1, height: frame.height - side - 9), parent: index) {
                $0.backgroundColor = Color(red: 0.2 + 0.1 * CGFloat(box), green: 0.7, blue: 0.4)
                $0.cornerRadius = 2
                if box % 3 == 0 {
                    $0.borderWidth = 0.5
                    $0.borderColor = .black
                }
            }
        }
        layers[index].subtreeEnd = layers.count
    }
    layers[root].subtreeEnd = layers.count
    return PresentationTree(time: 0, layers: layers)
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        timeUnits: .microseconds,
        warmupIterations: 3,
        maxDuration: .seconds(5),
        maxIterations: 200
    )

    for (name, points) in [("1,280×800 px", CGSize(width: 640, height: 400)), ("2,560×1,600 px", CGSize(width: 1_280, height: 800))] {
        Benchmark("Full repaint: 1,000 layers at 2× into \(name)") { benchmark in
            try measureFullRepaints(of: try screen(size: points), size: points, benchmark)
        }

        Benchmark("Unchanged frame: 1,000 layers at 2× into \(name)") { benchmark in
            let tree = try screen(size: points)
            let rasterizer = try Rasterizer(size: points, scale: 2)
            try rasterizer.draw(tree)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                try rasterizer.draw(tree)
            }
            benchmark.stopMeasurement()
            blackHole(rasterizer.statistics)
        }

        Benchmark("Unchanged frame, rebuilt tree: 1,000 layers at 2× into \(name)") { benchmark in
            // Equal layers in a new array each frame, as a node tree sampled again gives them:
            // every layer is compared with its previous record.
            let tree = try screen(size: points)
            let rebuilt = PresentationTree(time: tree.time, layers: tree.layers.map { $0 })
            let rasterizer = try Rasterizer(size: points, scale: 2)
            try rasterizer.draw(tree)
            var next = false
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                try rasterizer.draw(next ? tree : rebuilt)
                next.toggle()
            }
            benchmark.stopMeasurement()
            blackHole(rasterizer.statistics)
        }

        Benchmark("Animated frame: 10 of 99 cards move, 1,000 layers at 2× into \(name)") { benchmark in
            let frames = try (0..<8).map { try screen(size: points, moved: 10, offset: CGFloat($0) * 0.5) }
            let rasterizer = try Rasterizer(size: points, scale: 2)
            for frame in frames { try rasterizer.draw(frame) }
            var next = 0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                try rasterizer.draw(frames[next])
                next = (next + 1) % frames.count
            }
            benchmark.stopMeasurement()
            blackHole(rasterizer.statistics)
        }
    }

    Benchmark("Image: 1,280×800 surface to straight RGBA") { benchmark in
        let rasterizer = try Rasterizer(size: CGSize(width: 640, height: 400), scale: 2)
        try rasterizer.draw(try screen(size: CGSize(width: 640, height: 400)))
        benchmark.startMeasurement()
        blackHole(rasterizer.makeImage())
        benchmark.stopMeasurement()
    }

    Benchmark("Export: signup example as a 60 fps GIF", configuration: .init(metrics: [.wallClock], timeUnits: .milliseconds, warmupIterations: 0, maxIterations: 3)) { benchmark async throws in
        try await exportSignup(.gif, benchmark)
    }

    Benchmark("Export: signup example as a 60 fps MP4", configuration: .init(metrics: [.wallClock], timeUnits: .milliseconds, warmupIterations: 0, maxIterations: 3)) { benchmark async throws in
        try await exportSignup(.mp4, benchmark)
    }

    effectsBenchmarks()
}

/// Samples the signup example at 60 fps and exports it at 2× (sampling included in the time).
func exportSignup(_ format: VideoFormat, _ benchmark: Benchmark) async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("morph-canvas-benchmark-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let example = Examples.named("signup")!
    benchmark.startMeasurement()
    let trees = try await MainActor.run { try example.sample(framesPerSecond: 60).frames }
    try VideoExporter(format: format, framesPerSecond: 60, scale: 2).export(trees, canvasSize: example.size, to: folder.appendingPathComponent("signup.\(format.fileExtension)"))
    benchmark.stopMeasurement()
}

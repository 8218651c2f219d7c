import Benchmark
import Foundation
import MorphRender

// MorphRender's benchmarks: a list screen of 200 layers (40 rows of a container, an avatar, a
// shaped label and a badge, plus a header and a toast) sampled for one second at 60 fps — 61
// presentation trees, 12,200 layer samples — about the size of the biggest example transitions,
// times ten.

/// Layers added parent first, each followed by its subtree: a presentation tree by hand.
struct TreeBuilder {
    private(set) var layers: [PresentationLayer] = []

    /// Adds a layer at `frame` in its parent (`parent`: an index returned before; nil for the root).
    @discardableResult
    mutating func add(
        _ name: String, parent: Int?, frame: CGRect, alpha: CGFloat = 1, transform: Transform3D = .identity,
        backgroundColor: Color = .clear, borderColor: Color = .black, borderWidth: CGFloat = 0, cornerRadius: CGFloat = 0,
        clipsToBounds: Bool = false, content: PresentationContent? = nil
    ) -> Int {
        let index = layers.count
        // Stable ids per name, so the same layer is followed from frame to frame.
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        layers.append(PresentationLayer(
            id: LayerID(rawValue: hash), name: name,
            attributes: ViewAttributes(
                position: CGPoint(x: frame.midX, y: frame.midY), bounds: CGRect(origin: .zero, size: frame.size), alpha: alpha,
                transform: transform, backgroundColor: backgroundColor, cornerRadius: cornerRadius, borderWidth: borderWidth,
                borderColor: borderColor, clipsToBounds: clipsToBounds
            ),
            content: content, parentIndex: parent, subtreeEnd: index + 1
        ))
        var ancestor = parent
        while let current = ancestor {
            layers[current].subtreeEnd = index + 1
            ancestor = layers[current].parentIndex
        }
        return index
    }
}

/// The texts of the list screen, shaped once.
let headerText = try! TextLayout("Inbox", style: TextStyle(font: Font(.sans, size: 22, weight: .bold)))
let rowTexts = (0..<40).map { row in try! TextLayout("Message number \(row)", style: TextStyle(font: Font(.sans, size: 15))) }

/// The presentation tree of the list screen at `progress` (0…1): rows slide down and fade, every
/// third row's badge leaves halfway, a toast enters at a quarter.
func listScreenTree(progress: CGFloat, time: TimeInterval) -> PresentationTree {
    var tree = TreeBuilder()
    let screen = tree.add("screen", parent: nil, frame: CGRect(x: 0, y: 0, width: 390, height: 2_000), backgroundColor: .white)
    tree.add("header", parent: screen, frame: CGRect(x: 0, y: 0, width: 390, height: 60), backgroundColor: Color(white: 0.95),
             content: .text(layout: headerText, color: .black))
    for row in 0..<40 {
        let y = 70 + CGFloat(row) * 48 + 20 * progress
        let rowIndex = tree.add("row\(row)", parent: screen, frame: CGRect(x: 8, y: y, width: 374, height: 44),
                                alpha: 1 - 0.3 * progress, backgroundColor: Color(white: 1), borderColor: Color(white: 0.9),
                                borderWidth: 1, cornerRadius: 8, clipsToBounds: true)
        tree.add("avatar\(row)", parent: rowIndex, frame: CGRect(x: 6, y: 6, width: 32, height: 32),
                 transform: Transform3D(m11: 1 + 0.2 * progress, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1 + 0.2 * progress, m23: 0, m24: 0,
                                        m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1),
                 backgroundColor: Color(red: 0.3, green: 0.5, blue: 0.9), cornerRadius: 16)
        tree.add("label\(row)", parent: rowIndex, frame: CGRect(x: 46, y: 8, width: 240, height: 28),
                 content: .text(layout: rowTexts[row], color: .black))
        if row % 3 != 0 || progress < 0.5 {
            tree.add("badge\(row)", parent: rowIndex, frame: CGRect(x: 330, y: 12, width: 20, height: 20), backgroundColor: .red, cornerRadius: 10)
        }
    }
    if progress >= 0.25 {
        tree.add("toast", parent: screen, frame: CGRect(x: 95, y: 700, width: 200, height: 40),
                 alpha: min((progress - 0.25) * 4, 1), backgroundColor: Color(white: 0.1), cornerRadius: 20)
    }
    return PresentationTree(time: time, layers: tree.layers)
}

/// The list screen sampled at 60 fps for one second.
func listScreenTimeline() throws -> Timeline {
    let frames = (0...60).map { index in listScreenTree(progress: CGFloat(index) / 60, time: Double(index) / 60) }
    return try Timeline(canvasSize: CGSize(width: 390, height: 844), frames: frames)
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        timeUnits: .milliseconds,
        warmupIterations: 2,
        maxDuration: .seconds(5),
        maxIterations: 40
    )

    Benchmark("Frame: validate a tree of 200 layers and its frames on the canvas") { benchmark in
        let tree = listScreenTree(progress: 0.5, time: 0.5)
        benchmark.startMeasurement()
        let frames = try tree.validated().framesOnCanvas()
        benchmark.stopMeasurement()
        blackHole(frames)
    }

    Benchmark("Timeline: tracks of 200 nodes × 61 frames") { benchmark in
        let timeline = try listScreenTimeline()
        benchmark.startMeasurement()
        let tracks = timeline.tracks
        benchmark.stopMeasurement()
        blackHole(tracks)
    }

    Benchmark("SVG: one frame of 200 nodes") { benchmark in
        let timeline = try listScreenTimeline()
        benchmark.startMeasurement()
        let svg = try SVGFrameRenderer().render(timeline, at: 0.5)
        benchmark.stopMeasurement()
        blackHole(svg)
    }

    Benchmark("SVG: filmstrip of 6 frames") { benchmark in
        let timeline = try listScreenTimeline()
        benchmark.startMeasurement()
        let svg = try SVGFilmstripRenderer(columns: 3, scale: 0.5).render(timeline)
        benchmark.stopMeasurement()
        blackHole(svg)
    }

    Benchmark("Text: timeline of 200 nodes × 61 frames") { benchmark in
        let timeline = try listScreenTimeline()
        benchmark.startMeasurement()
        let text = TextTimelineRenderer().render(timeline)
        benchmark.stopMeasurement()
        blackHole(text)
    }

    Benchmark("HTML: player of 200 nodes × 61 frames") { benchmark in
        let timeline = try listScreenTimeline()
        benchmark.startMeasurement()
        let html = try HTMLPlayerRenderer().render(timeline)
        benchmark.stopMeasurement()
        blackHole(html)
    }
}

import Benchmark
import Foundation
import MorphRender

// MorphRender's benchmarks: a list screen of 200 nodes (40 rows of a container, an avatar, a
// label and a badge, plus a header and a toast) sampled for one second at 60 fps — 61 frames,
// 12,200 node samples — about the size of the biggest example transitions, times ten.

/// The nodes of the list screen at `progress` (0…1): rows slide down and fade, every third row's
/// badge leaves halfway, a toast enters at a quarter.
func listScreenNodes(progress: CGFloat) -> [TimelineNode] {
    var nodes: [TimelineNode] = [
        TimelineNode(id: "screen", frame: CGRect(x: 0, y: 0, width: 390, height: 2_000), backgroundColor: .white),
        TimelineNode(id: "header", parentID: "screen", frame: CGRect(x: 0, y: 0, width: 390, height: 60),
                     backgroundColor: Color(white: 0.95),
                     text: TimelineText(lines: [.init("Inbox", x: 16, baseline: 38)], font: .init(size: 22, weight: 700))),
    ]
    for row in 0..<40 {
        let y = 70 + CGFloat(row) * 48 + 20 * progress
        nodes.append(TimelineNode(id: "row\(row)", parentID: "screen", frame: CGRect(x: 8, y: y, width: 374, height: 44),
                                  alpha: 1 - 0.3 * progress, backgroundColor: Color(white: 1), borderColor: Color(white: 0.9),
                                  borderWidth: 1, cornerRadius: 8, clipsToBounds: true))
        nodes.append(TimelineNode(id: "avatar\(row)", parentID: "row\(row)", frame: CGRect(x: 6, y: 6, width: 32, height: 32),
                                  transform: Transform3D(m11: 1 + 0.2 * progress, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1 + 0.2 * progress, m23: 0, m24: 0,
                                                         m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1),
                                  backgroundColor: Color(red: 0.3, green: 0.5, blue: 0.9), cornerRadius: 16))
        nodes.append(TimelineNode(id: "label\(row)", parentID: "row\(row)", frame: CGRect(x: 46, y: 8, width: 240, height: 28),
                                  text: TimelineText(lines: [.init("Message number \(row)", baseline: 19)], font: .init(size: 15))))
        if row % 3 != 0 || progress < 0.5 {
            nodes.append(TimelineNode(id: "badge\(row)", parentID: "row\(row)", frame: CGRect(x: 330, y: 12, width: 20, height: 20),
                                      backgroundColor: .red, cornerRadius: 10))
        }
    }
    if progress >= 0.25 {
        nodes.append(TimelineNode(id: "toast", parentID: "screen", frame: CGRect(x: 95, y: 700, width: 200, height: 40),
                                  alpha: min((progress - 0.25) * 4, 1), backgroundColor: Color(white: 0.1), cornerRadius: 20))
    }
    return nodes
}

/// The list screen sampled at 60 fps for one second.
func listScreenTimeline() throws -> Timeline {
    let frames = try (0...60).map { index in
        try TimelineFrame(time: Double(index) / 60, nodes: listScreenNodes(progress: CGFloat(index) / 60))
    }
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

    Benchmark("Frame: validate 200 nodes, root frames and paint order") { benchmark in
        let nodes = listScreenNodes(progress: 0.5)
        benchmark.startMeasurement()
        let frame = try TimelineFrame(time: 0.5, nodes: nodes)
        benchmark.stopMeasurement()
        blackHole(frame)
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
        let svg = SVGFrameRenderer().render(timeline, at: 0.5)
        benchmark.stopMeasurement()
        blackHole(svg)
    }

    Benchmark("SVG: filmstrip of 6 frames") { benchmark in
        let timeline = try listScreenTimeline()
        benchmark.startMeasurement()
        let svg = SVGFilmstripRenderer(columns: 3, scale: 0.5).render(timeline)
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
        let html = HTMLPlayerRenderer().render(timeline)
        benchmark.stopMeasurement()
        blackHole(html)
    }
}

import Foundation
import Testing
import MorphRender

@Suite("Text timeline")
struct TextTimelineRendererTests {
    /// Three frames: a card that moves and fades, a badge that enters in frame 1 inside a rotated
    /// container, and a label that leaves after frame 1.
    static func smallTimeline() throws -> Timeline {
        try Timeline(canvasSize: CGSize(width: 200, height: 100), frames: [
            TimelineFrame(time: 0, nodes: [
                TimelineNode(id: "card", frame: CGRect(x: 0, y: 0, width: 50, height: 50)),
                TimelineNode(id: "label", name: "Label", parentID: "card", frame: CGRect(x: 5, y: 5, width: 40, height: 10),
                             text: TimelineText(lines: [.init("Hello \"you\"", baseline: 8), .init("two", baseline: 18)])),
            ]),
            TimelineFrame(time: 1.0 / 60, nodes: [
                TimelineNode(id: "card", frame: CGRect(x: 10, y: 0, width: 50, height: 50), alpha: 0.5),
                TimelineNode(id: "label", name: "Label", parentID: "card", frame: CGRect(x: 5, y: 5, width: 40, height: 10),
                             text: TimelineText(lines: [.init("Hello \"you\"", baseline: 8), .init("two", baseline: 18)])),
                TimelineNode(id: "box", name: "Box", frame: CGRect(x: 100, y: 20, width: 40, height: 20),
                             transform: TransformMath.rotation(.pi / 2), zPosition: -1),
                TimelineNode(id: "badge", name: "Badge", parentID: "box", frame: CGRect(x: 5, y: 5, width: 10, height: 10)),
            ]),
            TimelineFrame(time: 2.0 / 60, nodes: [
                TimelineNode(id: "card", frame: CGRect(x: 20, y: 0, width: 50, height: 50), alpha: 0, isHidden: true),
                TimelineNode(id: "box", name: "Box", frame: CGRect(x: 100, y: 20, width: 40, height: 20),
                             transform: TransformMath.perspectiveRotationY(0.5, distance: 500), clipsToBounds: true, zPosition: -1),
                TimelineNode(id: "badge", name: "Badge", parentID: "box", frame: CGRect(x: 5, y: 5, width: 10, height: 10)),
            ]),
        ])
    }

    @Test("every frame lists its nodes in paint order with fixed decimals, entries and departures")
    func snapshotInParentCoordinates() throws {
        let text = TextTimelineRenderer().render(try Self.smallTimeline())
        #expect(text == """
        timeline 200x100 @ 60 fps, 3 frames, 0.033 s
        frame 0 t=0.000
          card frame=(0.00, 0.00, 50.00, 50.00)
            label "Label" frame=(5.00, 5.00, 40.00, 10.00) text="Hello \\"you\\"\\ntwo"
        frame 1 t=0.017
          box "Box" frame=(100.00, 20.00, 40.00, 20.00) transform=matrix(0.000, 1.000, -1.000, 0.000, 0.000, 0.000) z=-1.00 [enters]
            badge "Badge" frame=(5.00, 5.00, 10.00, 10.00) [enters]
          card frame=(10.00, 0.00, 50.00, 50.00) alpha=0.500
            label "Label" frame=(5.00, 5.00, 40.00, 10.00) text="Hello \\"you\\"\\ntwo"
        frame 2 t=0.033
          box "Box" frame=(100.00, 20.00, 40.00, 20.00) transform=matrix3d(0.878, 0.000, -0.479, 0.001, 0.000, 1.000, 0.000, 0.000, 0.479, 0.000, 0.878, -0.002, 0.000, 0.000, 0.000, 1.000) z=-1.00 clips
            badge "Badge" frame=(5.00, 5.00, 10.00, 10.00)
          card frame=(20.00, 0.00, 50.00, 50.00) alpha=0.000 hidden
          left: label

        """)
    }

    @Test("root coordinates print each node's box on the canvas, transforms and nesting included")
    func snapshotInRootCoordinates() throws {
        let text = TextTimelineRenderer(coordinateSpace: .root, frameStride: 2).render(try Self.smallTimeline())
        // Worked by hand: the box's corners relative to its centre (120, 30) are (±20, ±10); the
        // perspective rotation maps (u, v) to (0.87758·u, v) / (1 + 0.00095885·u), so the left edge
        // (u = -20) projects to x = 120 - 17.895 with y = 30 ± 10.1955, the right edge to 120 + 17.221.
        // The badge's corners are u ∈ {-15, -5}, v = ±5: x from 120 - 13.356 to 120 - 4.409,
        // y = 30 ± 5.073.
        #expect(text == """
        timeline 200x100 @ 60 fps, 3 frames, 0.033 s
        frame 0 t=0.000
          card frame=(0.00, 0.00, 50.00, 50.00)
            label "Label" frame=(5.00, 5.00, 40.00, 10.00) text="Hello \\"you\\"\\ntwo"
        frame 2 t=0.033
          box "Box" frame=(102.11, 19.80, 35.12, 20.39) transform=matrix3d(0.878, 0.000, -0.479, 0.001, 0.000, 1.000, 0.000, 0.000, 0.479, 0.000, 0.878, -0.002, 0.000, 0.000, 0.000, 1.000) z=-1.00 clips [enters]
            badge "Badge" frame=(106.64, 24.93, 8.95, 10.15) [enters]
          card frame=(20.00, 0.00, 50.00, 50.00) alpha=0.000 hidden
          left: label

        """)
    }

    @Test("the stride keeps the last frame; entries and departures are relative to the previous printed frame")
    func strideAndMarkers() throws {
        let timeline = try SampleTimelines.transition()
        let text = TextTimelineRenderer(frameStride: 7).render(timeline)
        let frameLines = text.split(separator: "\n").filter { $0.hasPrefix("frame ") }
        #expect(frameLines == ["frame 0 t=0.000", "frame 7 t=0.117", "frame 14 t=0.233", "frame 21 t=0.350", "frame 28 t=0.467", "frame 30 t=0.500"])
        #expect(text.contains("toast \"Toast\" frame=(110.00, 223.33, 120.00, 32.00) alpha=0.667 text=\"Saved\" [enters]"))
        #expect(text.contains("  left: old\n"))
        #expect(text.contains("  left: toast\n"))
        #expect(TextTimelineRenderer(frameStride: 0).render(timeline) == TextTimelineRenderer().render(timeline))
    }

    @Test("awkward ids are quoted with escapes so every node stays on one line")
    func quoting() throws {
        let text = TextTimelineRenderer().render(try AwkwardTimelines.identifiers())
        #expect(text.contains(#"  "a \"quoted\" <id> & 'apos'" "Ünïcödé 名前 </title> 🎬" frame="#))
        #expect(text.contains(#""tab\there\u{1}bell\nline" "control \u{7}" frame="#))
        #expect(text.contains("wanderer frame=(30.00, 30.00, 16.00, 16.00)\n"))
        #expect(text.split(separator: "\n").count == 1 + 4 * 5)
    }

    @Test("a one-frame timeline prints its single frame with nested transforms and alpha")
    func singleFrame() throws {
        #expect(TextTimelineRenderer().render(try AwkwardTimelines.singleFrame()) == """
        timeline 200x100 @ 60 fps, 1 frame, 0.000 s
        frame 0 t=0.000
          parent frame=(50.00, 20.00, 100.00, 60.00) alpha=0.500 transform=matrix(0.866, 0.500, -0.500, 0.866, 0.000, 0.000)
            child frame=(10.00, 10.00, 30.00, 20.00) transform=matrix(2.000, 0.000, 0.000, 1.000, 0.000, 0.000)

        """)
    }

    @Test("an empty timeline prints its header only")
    func empty() throws {
        let text = TextTimelineRenderer().render(try Timeline(canvasSize: CGSize(width: 320, height: 480), framesPerSecond: 30))
        #expect(text == "timeline 320x480 @ 30 fps, 0 frames, 0.000 s\n")
    }
}

import Foundation
import Testing
import MorphRender

@Suite("Text timeline")
struct TextTimelineRendererTests {
    /// Three frames under a canvas: a card that moves and fades, a box that enters in frame 1
    /// rotated (and in frame 2 turned in perspective) with a badge inside, and a label that leaves
    /// after frame 1.
    static func smallTimeline() throws -> Timeline {
        let label = LayerSpec("label", frame: CGRect(x: 5, y: 5, width: 40, height: 10), content: try LayerSpec.text("Hello \"you\"\ntwo"))
        let badge = LayerSpec("Badge", frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        func canvas(_ children: [LayerSpec]) -> LayerSpec {
            LayerSpec("canvas", frame: CGRect(x: 0, y: 0, width: 200, height: 100), children: children)
        }
        return try Timeline(canvasSize: CGSize(width: 200, height: 100), frames: [
            PresentationTree(time: 0, root: canvas([
                LayerSpec("card", frame: CGRect(x: 0, y: 0, width: 50, height: 50), children: [label]),
            ])),
            PresentationTree(time: 1.0 / 60, root: canvas([
                LayerSpec("card", frame: CGRect(x: 10, y: 0, width: 50, height: 50), alpha: 0.5, children: [label]),
                LayerSpec("Box", frame: CGRect(x: 100, y: 20, width: 40, height: 20), transform: TransformMath.rotation(.pi / 2),
                          backgroundColor: Color(red: 1, green: 0, blue: 0, alpha: 0.5), zPosition: -1, children: [badge]),
            ])),
            PresentationTree(time: 2.0 / 60, root: canvas([
                LayerSpec("card", frame: CGRect(x: 20, y: 0, width: 50, height: 50), alpha: 0, isHidden: true),
                LayerSpec("Box", frame: CGRect(x: 100, y: 20, width: 40, height: 20), transform: TransformMath.perspectiveRotationY(0.5, distance: 500),
                          backgroundColor: Color(red: 1, green: 0, blue: 0, alpha: 0.5), clipsToBounds: true, zPosition: -1, children: [badge]),
            ])),
        ])
    }

    @Test("every frame lists its layers in drawing order with every property off its default, entries and departures")
    func snapshotInParentCoordinates() throws {
        let text = TextTimelineRenderer().render(try Self.smallTimeline())
        #expect(text == """
        timeline 200x100 @ 60 fps, 3 frames, 0.033 s
        frame 0 t=0.000
          n1 "canvas" frame=(0.00, 0.00, 200.00, 100.00)
            n2 "card" frame=(0.00, 0.00, 50.00, 50.00)
              n3 "label" frame=(5.00, 5.00, 40.00, 10.00) text="Hello \\"you\\"\\ntwo"
        frame 1 t=0.017
          n1 "canvas" frame=(0.00, 0.00, 200.00, 100.00)
            n4 "Box" frame=(100.00, 20.00, 40.00, 20.00) transform=matrix(0.000, 1.000, -1.000, 0.000, 0.000, 0.000) backgroundColor=#ff000080 zPosition=-1.000 [enters]
              n5 "Badge" frame=(5.00, 5.00, 10.00, 10.00) [enters]
            n2 "card" frame=(10.00, 0.00, 50.00, 50.00) alpha=0.500
              n3 "label" frame=(5.00, 5.00, 40.00, 10.00) text="Hello \\"you\\"\\ntwo"
        frame 2 t=0.033
          n1 "canvas" frame=(0.00, 0.00, 200.00, 100.00)
            n4 "Box" frame=(100.00, 20.00, 40.00, 20.00) transform=matrix3d(0.878, 0.000, -0.479, 0.001, 0.000, 1.000, 0.000, 0.000, 0.479, 0.000, 0.878, -0.002, 0.000, 0.000, 0.000, 1.000) backgroundColor=#ff000080 clipsToBounds zPosition=-1.000
              n5 "Badge" frame=(5.00, 5.00, 10.00, 10.00)
            n2 "card" frame=(20.00, 0.00, 50.00, 50.00) alpha=0.000 isHidden
          left: n3

        """)
    }

    @Test("root coordinates print each layer's box on the canvas, transforms and nesting included")
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
          n1 "canvas" frame=(0.00, 0.00, 200.00, 100.00)
            n2 "card" frame=(0.00, 0.00, 50.00, 50.00)
              n3 "label" frame=(5.00, 5.00, 40.00, 10.00) text="Hello \\"you\\"\\ntwo"
        frame 2 t=0.033
          n1 "canvas" frame=(0.00, 0.00, 200.00, 100.00)
            n4 "Box" frame=(102.11, 19.80, 35.12, 20.39) transform=matrix3d(0.878, 0.000, -0.479, 0.001, 0.000, 1.000, 0.000, 0.000, 0.479, 0.000, 0.878, -0.002, 0.000, 0.000, 0.000, 1.000) backgroundColor=#ff000080 clipsToBounds zPosition=-1.000 [enters]
              n5 "Badge" frame=(106.64, 24.93, 8.95, 10.15) [enters]
            n2 "card" frame=(20.00, 0.00, 50.00, 50.00) alpha=0.000 isHidden
          left: n3

        """)
    }

    @Test("the stride keeps the last frame; entries and departures are relative to the previous printed frame")
    func strideAndMarkers() throws {
        let timeline = try SampleTimelines.transition()
        let text = TextTimelineRenderer(frameStride: 7).render(timeline)
        let frameLines = text.split(separator: "\n").filter { $0.hasPrefix("frame ") }
        #expect(frameLines == ["frame 0 t=0.000", "frame 7 t=0.117", "frame 14 t=0.233", "frame 21 t=0.350", "frame 28 t=0.467", "frame 30 t=0.500"])
        let toast = try #require(timeline.label(ofLayerNamed: "toast")), old = try #require(timeline.label(ofLayerNamed: "old"))
        #expect(text.contains("\(toast) \"toast\" frame=(110.00, 223.33, 120.00, 32.00) alpha=0.667 backgroundColor=#262626 cornerRadius=16.000 text=\"Saved\" textColor=#ffffff [enters]"))
        #expect(text.contains("  left: \(old)\n"))
        #expect(text.contains("  left: \(toast)\n"))
        #expect(TextTimelineRenderer(frameStride: 0).render(timeline) == TextTimelineRenderer().render(timeline))
    }

    @Test("awkward names are quoted with escapes so every layer stays on one line")
    func quoting() throws {
        let text = TextTimelineRenderer().render(try AwkwardTimelines.identifiers())
        #expect(text.contains(#" "a \"quoted\" <id> & 'apos'" frame="#))
        #expect(text.contains(#" "tab\there\u{1}bell\nline" frame="#))
        #expect(text.contains(#" "wanderer" frame=(30.00, 30.00, 16.00, 16.00) backgroundColor=#0000ff"#))
        #expect(text.split(separator: "\n").count == 1 + 4 * 6)
    }

    @Test("a one-frame timeline prints its single frame with nested transforms and alpha")
    func singleFrame() throws {
        #expect(TextTimelineRenderer().render(try AwkwardTimelines.singleFrame()) == """
        timeline 200x100 @ 60 fps, 1 frame, 0.000 s
        frame 0 t=0.000
          n1 "parent" frame=(50.00, 20.00, 100.00, 60.00) alpha=0.500 transform=matrix(0.866, 0.500, -0.500, 0.866, 0.000, 0.000) backgroundColor=#00ff00
            n2 "child" frame=(10.00, 10.00, 30.00, 20.00) transform=matrix(2.000, 0.000, 0.000, 1.000, 0.000, 0.000) backgroundColor=#0000ff

        """)
    }

    @Test("an anchor point, a bounds origin and an image are printed; position is what the frame shows")
    func geometryAndImages() throws {
        let image = try DecodedImage(pixelWidth: 4, pixelHeight: 2, scale: 2, pixels: [UInt32](repeating: 0xFFFF_FFFF, count: 8))
        var tree = PresentationTree(time: 0.5, root: LayerSpec(
            "pinned", frame: CGRect(x: 10, y: 10, width: 40, height: 20), anchorPoint: .zero, content: .image(image, contentMode: .aspectFit)
        ))
        tree.layers[0].attributes.bounds.origin = CGPoint(x: 0, y: 5)
        #expect(TextFrameRenderer().render(tree) == """
        frame t=0.500
          n1 "pinned" frame=(10.00, 10.00, 40.00, 20.00) bounds=(0.00, 5.00, 40.00, 20.00) anchorPoint=(0.00, 0.00) image=4x2@2x aspectFit

        """)
    }

    @Test("an empty timeline prints its header only")
    func empty() throws {
        let text = TextTimelineRenderer().render(try Timeline(canvasSize: CGSize(width: 320, height: 480), framesPerSecond: 30))
        #expect(text == "timeline 320x480 @ 30 fps, 0 frames, 0.000 s\n")
    }
}

import Foundation
import Testing
import MorphRender

/// A node stacking some of its boxes; `shown` is a layout input read by its spec.
final class SampledStack: DisplayNode {
    let shown = LayoutInput<[DisplayNode]>([])

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> any LayoutElement {
        StackLayoutSpec(direction: .vertical, spacing: 10, alignItems: .start, children: shown.value)
    }
}

@Suite("Timeline sampler")
@MainActor
struct TimelineSamplerTests {
    /// A stack of boxes a and b on its own clock; b is removed and c inserted by the first step.
    static func scene() -> (clock: ManualClock, root: SampledStack, boxes: [DisplayNode]) {
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        return DisplayNode.withAnimator(animator) {
            let root = SampledStack(name: "root")
            root.automaticallyManagesSubnodes = true
            let boxes = ["a", "b", "c"].map { name in
                let box = DisplayNode(name: name)
                box.style.preferredSize = CGSize(width: 40, height: 20)
                return box
            }
            root.shown.value = [boxes[0], boxes[1]]
            root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            try? root.layoutIfNeeded()
            return (clock, root, boxes)
        }
    }

    static func swap(_ root: SampledStack, _ boxes: [DisplayNode]) -> TimelineStep {
        TimelineStep("swap b for c", start: .afterSettling(pause: 0.1)) {
            root.shown.value = [boxes[2], boxes[0]]
            _ = try? root.transitionLayout(animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
        }
    }

    @Test("frames run from the initial layout through the transition to the settled end")
    func framesOfATransition() throws {
        let (clock, root, boxes) = Self.scene()
        let sampler = try TimelineSampler(framesPerSecond: 60)
        let timeline = try sampler.sample(root: root, canvasSize: CGSize(width: 100, height: 100), clock: clock, steps: [Self.swap(root, boxes)])
        let first = try #require(timeline.frames.first)
        #expect(first.time == 0)
        #expect(first.layers.map(\.name) == ["root", "a", "b"])
        // Each layer is its node's, with the node's layer id.
        #expect(first.layers.map(\.id) == [root.layerID, boxes[0].layerID, boxes[1].layerID])
        // The step starts 0.1 s (6 frames) in; the default transition lasts 0.2 s (12 frames).
        let start = timeline.frames[6]
        #expect(abs(start.time - 0.1) < 1e-9)
        #expect(start.layers.map(\.name) == ["root", "c", "a", "b"])
        #expect(start.layer(named: "c")?.attributes.alpha == 0)   // c fades in…
        let last = try #require(timeline.frames.last)
        // The first frame at or after the animation's end (0.1 + 0.2 s; with rounding, maybe one
        // frame later).
        #expect(last.time >= 0.3 - 1e-9 && last.time <= 0.3 + 1.0 / 60 + 1e-9)
        #expect(last.layers.map(\.name) == ["root", "c", "a"])
        #expect(last.layer(named: "c")?.attributes.alpha == 1)
        #expect(last.layer(named: "a")?.attributes.frame == CGRect(x: 0, y: 30, width: 40, height: 20))  // a moved down
        // Every frame in between, at 60 fps.
        #expect(timeline.frames.count == Int((last.time * 60).rounded()) + 1)
        let middle = timeline.frames[12]
        let a = try #require(middle.layer(named: "a"))
        #expect(a.attributes.frame.minY > 0 && a.attributes.frame.minY < 30)
        // Labels follow first appearance: c, met in frame 6, is n4.
        #expect(timeline.label(ofLayerNamed: "c") == "n4")
        let summary = TimelineSummary(timeline)
        #expect(summary.nodes == 4)
        #expect(summary.inserted == 1)
        #expect(summary.removed == 1)
        #expect(summary.moved == 1)
    }

    @Test("ids are stable: the same script gives the same timeline")
    func deterministic() throws {
        let sampler = try TimelineSampler(framesPerSecond: 30)
        func run() throws -> Timeline {
            let (clock, root, boxes) = Self.scene()
            return try sampler.sample(root: root, canvasSize: CGSize(width: 100, height: 100), clock: clock, steps: [Self.swap(root, boxes)])
        }
        let first = try run(), second = try run()
        #expect(TextTimelineRenderer().render(first) == TextTimelineRenderer().render(second))
    }

    @Test("a step that starts a fixed time after the previous one interrupts it")
    func interruption() throws {
        let (clock, root, boxes) = Self.scene()
        let back = TimelineStep("back", start: .afterStart(of: 0.05)) {
            root.shown.value = [boxes[0], boxes[1]]
            _ = try? root.transitionLayout(animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
        }
        let timeline = try TimelineSampler().sample(root: root, canvasSize: CGSize(width: 100, height: 100), clock: clock, steps: [Self.swap(root, boxes), back])
        // The second step starts 3 frames after the first (frame 6 → 9).
        #expect(timeline.frames[9].layers.contains { $0.name == "b" })
        let last = try #require(timeline.frames.last)
        #expect(last.layers.map(\.name) == ["root", "a", "b"])
    }

    @Test("sampling waits for the root animator's scheduled actions, so a step they make is recorded")
    func waitsForScheduledActions() throws {
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        let (root, leaf) = DisplayNode.withAnimator(animator) { () -> (DisplayNode, DisplayNode) in
            let root = DisplayNode(name: "root")
            root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            let leaf = DisplayNode(name: "leaf")
            leaf.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            try? root.addSubnode(leaf)
            return (root, leaf)
        }
        let step = TimelineStep("remove the leaf half a second later") {
            animator.schedule(after: 0.5) { try? leaf.removeFromSupernode() }
        }
        let timeline = try TimelineSampler(framesPerSecond: 10).sample(root: root, canvasSize: CGSize(width: 100, height: 100), clock: clock, steps: [step])
        let last = try #require(timeline.frames.last)
        // The step starts at the first frame after the default 0.25 s pause (0.3 s at 10 fps).
        #expect(abs(last.time - 0.8) < 1e-9)
        #expect(last.layers.count == 1)
        #expect(timeline.frames.dropLast().last?.layers.count == 2)
    }

    @Test("text and image nodes are recorded with their shaped text and decoded image")
    func content() throws {
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        let image = try DecodedImage(pixelWidth: 2, pixelHeight: 2, pixels: [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0x8080_8080])
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("morph-sampler-\(UUID().uuidString).png")
        try image.pngData().write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let (root, text) = try DisplayNode.withAnimator(animator) { () throws -> (DisplayNode, TextNode) in
            let root = DisplayNode(name: "root")
            root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            let text = TextNode("Hello", name: "label")
            text.frame = CGRect(x: 0, y: 0, width: 60, height: 20)
            let picture = try ImageNode(contentsOf: file, name: "picture")
            picture.frame = CGRect(x: 0, y: 40, width: 20, height: 20)
            try root.addSubnode(text)
            try root.addSubnode(picture)
            return (root, text)
        }
        let recolour = TimelineStep("recolour the text") {
            withAnimation(.curve(.linear, duration: 0.1)) { text.textColor = .red }
        }
        let timeline = try TimelineSampler(framesPerSecond: 20).sample(root: root, canvasSize: CGSize(width: 100, height: 100), clock: clock, steps: [recolour])
        let first = try #require(timeline.frames.first)
        guard case let .text(layout, color)? = first.layer(named: "label")?.content else {
            Issue.record("the text node has no text content")
            return
        }
        #expect(layout.string == "Hello" && color == .black)
        guard case .image(let recorded, .scaleToFill)? = first.layer(named: "picture")?.content else {
            Issue.record("the image node has no image content")
            return
        }
        #expect(recorded.pixels == image.pixels)
        guard case .text(_, let finalColor)? = timeline.frames.last?.layer(named: "label")?.content else {
            Issue.record("the text is gone")
            return
        }
        #expect(finalColor == .red)
    }

    @Test("bad settings and never-ending runs are typed errors")
    func badInput() throws {
        #expect(throws: SamplingError.invalidFrameRate(0)) { try TimelineSampler(framesPerSecond: 0) }
        #expect { try TimelineSampler(framesPerSecond: .nan) } throws: { error in
            guard case SamplingError.invalidFrameRate(let rate) = error else { return false }
            return rate.isNaN
        }
        #expect(throws: SamplingError.invalidFrameRate(5_000)) { try TimelineSampler(framesPerSecond: 5_000) }
        #expect(throws: SamplingError.invalidTimeLimit(-1)) { try TimelineSampler(timeLimit: -1) }
        let (clock, root, boxes) = Self.scene()
        #expect(throws: SamplingError.invalidCanvasSize(CGSize(width: 0, height: 10))) {
            try TimelineSampler().sample(root: root, canvasSize: CGSize(width: 0, height: 10), clock: clock, steps: [])
        }
        let late = TimelineStep("too late", start: .afterSettling(pause: 2)) {}
        #expect(throws: SamplingError.timeLimitExceeded(limit: 1, step: nil)) {
            try TimelineSampler(timeLimit: 1).sample(root: root, canvasSize: CGSize(width: 100, height: 100), clock: clock, steps: [late, Self.swap(root, boxes)])
        }
    }
}

import Foundation
import Testing
import MorphRender

/// Renders every frame of a timeline with any renderer of one tree (the article's example of
/// `PresentationRenderer`).
func renderEveryFrame<Renderer: PresentationRenderer>(of timeline: Timeline, with renderer: Renderer) throws(Renderer.Failure) -> [Renderer.Output] {
    var outputs: [Renderer.Output] = []
    for frame in timeline.frames {
        outputs.append(try renderer.render(frame))
    }
    return outputs
}

/// The code of the article "Previewing and testing transitions", compiled and run.
@Suite("Article: Previewing and testing transitions")
@MainActor
struct PreviewingArticleTests {
    @Test("the article's card timeline renders in every output and snapshots as printed")
    func articleWalkthrough() throws {
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        let card = DisplayNode.withAnimator(animator) { DisplayNode(name: "Card") }
        let title = DisplayNode.withAnimator(animator) { TextNode("Hello", color: .white, name: "title") }
        card.frame = CGRect(x: 20, y: 20, width: 120, height: 80)
        card.backgroundColor = .blue
        card.cornerRadius = 12
        title.frame = CGRect(x: 12, y: 10, width: 96, height: 20)
        try card.addSubnode(title)

        let grow = TimelineStep("move, grow and fade the card", start: .afterStart(of: 0)) {
            withAnimation(.curve(.linear, duration: 0.25)) {
                card.frame = CGRect(x: 60, y: 40, width: 160, height: 100)
                card.alpha = 0.8
            }
        }
        let sampler = try TimelineSampler(framesPerSecond: 4)
        let timeline = try sampler.sample(root: card, canvasSize: CGSize(width: 320, height: 200), clock: clock, steps: [grow])

        let start = try #require(timeline.frame(at: 0.1))
        #expect(start.layers.map(\.name) == ["Card", "title"])
        #expect(start.framesOnCanvas()[0] == CGRect(x: 20, y: 20, width: 120, height: 80))
        let cardTrack = try #require(timeline.tracks.first { $0.name == "Card" })
        #expect(cardTrack.changes("position") && cardTrack.changes("bounds") && cardTrack.changes("alpha"))

        let svg = try SVGFrameRenderer().render(timeline, at: 0.25)
        let filmstrip = try SVGFilmstripRenderer(selection: .evenlySpaced(count: 4), columns: 2, scale: 0.5).render(timeline)
        let page = try HTMLPlayerRenderer(title: "Card").render(timeline)
        let text = TextTimelineRenderer().render(timeline)
        #expect(svg.contains("opacity=\"0.8\""))
        #expect(XMLInspector(filmstrip).elements(named: "g").filter { $0.attributes["class"] == "cell" }.count == 2)
        #expect(page.contains("<title>Card</title>"))
        #expect(text.hasPrefix("timeline 320x200"))

        let pictures = try renderEveryFrame(of: timeline, with: SVGFrameRenderer(canvasSize: timeline.canvasSize))
        let lines = renderEveryFrame(of: timeline, with: TextFrameRenderer())
        #expect(pictures.count == 2 && lines.count == 2)

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("card-preview")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try page.write(to: directory.appendingPathComponent("card.html"), atomically: true, encoding: .utf8)
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("card.html").path))
        try FileManager.default.removeItem(at: directory)

        #expect(TextTimelineRenderer().render(timeline) == """
        timeline 320x200 @ 4 fps, 2 frames, 0.250 s
        frame 0 t=0.000
          n1 "Card" frame=(20.00, 20.00, 120.00, 80.00) backgroundColor=#0000ff cornerRadius=12.000
            n2 "title" frame=(12.00, 10.00, 96.00, 20.00) text="Hello" textColor=#ffffff
        frame 1 t=0.250
          n1 "Card" frame=(60.00, 40.00, 160.00, 100.00) alpha=0.800 backgroundColor=#0000ff cornerRadius=12.000
            n2 "title" frame=(12.00, 10.00, 96.00, 20.00) text="Hello" textColor=#ffffff

        """)
    }
}

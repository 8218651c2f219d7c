import Foundation
import Testing
import MorphRender

/// The code of the article "Previewing and testing transitions", compiled and run.
@Suite("Article: Previewing and testing transitions")
struct PreviewingArticleTests {
    @Test("the article's card timeline renders in every output and snapshots as printed")
    func articleWalkthrough() throws {
        let start = try TimelineFrame(time: 0, nodes: [
            TimelineNode(id: "card", name: "Card", frame: CGRect(x: 20, y: 20, width: 120, height: 80),
                         backgroundColor: .blue, cornerRadius: 12),
            TimelineNode(id: "title", parentID: "card", frame: CGRect(x: 12, y: 10, width: 96, height: 20),
                         text: TimelineText(lines: [.init("Hello", baseline: 15)], color: .white)),
        ])
        let end = try TimelineFrame(time: 0.25, nodes: [
            TimelineNode(id: "card", name: "Card", frame: CGRect(x: 60, y: 40, width: 160, height: 100),
                         alpha: 0.8, backgroundColor: .blue, cornerRadius: 12),
            TimelineNode(id: "title", parentID: "card", frame: CGRect(x: 12, y: 10, width: 96, height: 20),
                         text: TimelineText(lines: [.init("Hello", baseline: 15)], color: .white)),
        ])
        let timeline = try Timeline(canvasSize: CGSize(width: 320, height: 200), frames: [start, end])

        let card = try #require(timeline.frame(at: 0.1)?.node(withID: "card"))
        #expect(card.frameInRoot == CGRect(x: 20, y: 20, width: 120, height: 80))
        let cardTrack = try #require(timeline.tracks.first { $0.id == "card" })
        #expect(cardTrack.does(.moving) && cardTrack.does(.fading))

        let svg = SVGFrameRenderer().render(timeline, at: 0.25)
        let filmstrip = SVGFilmstripRenderer(selection: .evenlySpaced(count: 4), columns: 2, scale: 0.5).render(timeline)
        let page = HTMLPlayerRenderer(title: "Card").render(timeline)
        let text = TextTimelineRenderer().render(timeline)
        #expect(svg.contains("opacity=\"0.8\""))
        #expect(XMLInspector(filmstrip).elements(named: "g").filter { $0.attributes["class"] == "cell" }.count == 2)
        #expect(page.contains("<title>Card</title>"))
        #expect(text.hasPrefix("timeline 320x200"))

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("card-preview")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try page.write(to: directory.appendingPathComponent("card.html"), atomically: true, encoding: .utf8)
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("card.html").path))
        try FileManager.default.removeItem(at: directory)

        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let json = try encoder.encode(timeline)
        #expect(try JSONDecoder().decode(Timeline.self, from: json) == timeline)

        #expect(TextTimelineRenderer().render(timeline) == """
        timeline 320x200 @ 60 fps, 2 frames, 0.250 s
        frame 0 t=0.000
          card "Card" frame=(20.00, 20.00, 120.00, 80.00)
            title frame=(12.00, 10.00, 96.00, 20.00) text="Hello"
        frame 1 t=0.250
          card "Card" frame=(60.00, 40.00, 160.00, 100.00) alpha=0.800
            title frame=(12.00, 10.00, 96.00, 20.00) text="Hello"

        """)
    }
}

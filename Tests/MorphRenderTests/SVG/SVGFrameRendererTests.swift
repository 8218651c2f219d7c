import Foundation
import Testing
import MorphRender

@Suite("SVG frame")
struct SVGFrameRendererTests {
    /// A card with a background, border, rounded corners and clipping, holding a text and a child
    /// that sticks out; a translucent rotated sibling.
    static func cardFrame() throws -> TimelineFrame {
        try TimelineFrame(time: 0.25, nodes: [
            TimelineNode(id: "card", name: "Card", frame: CGRect(x: 10, y: 20, width: 100, height: 60),
                         backgroundColor: Color(red: 0, green: 0.5, blue: 1), borderColor: .black, borderWidth: 3,
                         cornerRadius: 12, clipsToBounds: true),
            TimelineNode(id: "label", parentID: "card", frame: CGRect(x: 8, y: 8, width: 80, height: 20),
                         text: TimelineText(lines: [.init("Hi & <bye>", x: 2, baseline: 15)],
                                            font: .init(family: "DejaVu Sans", size: 14, weight: 700, isItalic: true),
                                            color: Color(white: 1, alpha: 0.5))),
            TimelineNode(id: "dot", parentID: "card", frame: CGRect(x: 90, y: -5, width: 20, height: 20),
                         backgroundColor: .red, cornerRadius: 50),
            TimelineNode(id: "tilted", frame: CGRect(x: 130, y: 20, width: 40, height: 20), alpha: 0.5,
                         transform: TransformMath.rotation(.pi / 2), backgroundColor: .green),
        ])
    }

    @Test("a frame is drawn as nested groups: background, clipped text and children, then the border")
    func snapshot() throws {
        let svg = SVGFrameRenderer().render(try Self.cardFrame(), canvasSize: CGSize(width: 200, height: 100))
        let expected = """
        <svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 200 100" data-time="0.25">
          <rect class="canvas" width="100%" height="100%" fill="#ffffff"/>
          <g data-node-id="card" data-name="Card" transform="translate(10 20)">
            <rect class="background" width="100" height="60" rx="12" ry="12" fill="#0080ff"/>
            <clipPath id="clip-1"><rect width="100" height="60" rx="12" ry="12"/></clipPath>
            <g clip-path="url(#clip-1)">
              <g data-node-id="label" data-name="label" transform="translate(8 8)">
                <text x="2" y="15" font-family="&#39;DejaVu Sans&#39;" font-size="14" font-weight="700" font-style="italic" fill="#ffffff" fill-opacity="0.5" xml:space="preserve" style="white-space:pre">Hi &amp; &lt;bye&gt;</text>
              </g>
              <g data-node-id="dot" data-name="dot" transform="translate(90 -5)">
                <rect class="background" width="20" height="20" rx="10" ry="10" fill="#ff0000"/>
              </g>
            </g>
            <rect class="border" x="1.5" y="1.5" width="97" height="57" rx="10.5" ry="10.5" fill="none" stroke="#000000" stroke-width="3"/>
          </g>
          <g data-node-id="tilted" data-name="tilted" transform="matrix(0 1 -1 0 160 10)" opacity="0.5">
            <rect class="background" width="40" height="20" fill="#00ff00"/>
          </g>
        </svg>

        """
        #expect(svg == expected)
        #expect(XMLInspector(svg).isWellFormed)
    }

    @Test("opacity and transforms compose through nesting: a child group sits inside its parent's")
    func nesting() throws {
        let timeline = try SampleTimelines.transition()
        let svg = SVGFrameRenderer().render(timeline, at: 0.25)
        let inspector = XMLInspector(svg)
        #expect(inspector.isWellFormed)
        let groups = inspector.elements(named: "g").filter { $0.attributes["data-node-id"] != nil }
        let depth = Dictionary(uniqueKeysWithValues: groups.map { ($0.attributes["data-node-id"]!, $0.depth) })
        // screen > card > (clip group) > title; screen > group > inner.
        #expect(depth["card"] == depth["screen"]! + 1)
        #expect(depth["title"] == depth["card"]! + 2)
        #expect(depth["inner"] == depth["group"]! + 1)
        let group = try #require(groups.first { $0.attributes["data-node-id"] == "group" })
        #expect(group.attributes["opacity"] == "0.9")
        #expect(group.attributes["transform"]?.hasPrefix("matrix(") == true)
    }

    @Test("hidden nodes and their subtrees are left out, as are nodes absent at that time")
    func hiddenAndAbsentNodes() throws {
        let timeline = try SampleTimelines.transition()
        let ids = { (time: TimeInterval) in
            Set(XMLInspector(SVGFrameRenderer().render(timeline, at: time)).elements(named: "g").compactMap { $0.attributes["data-node-id"] })
        }
        let start = ids(0)
        #expect(!start.contains("ghost") && !start.contains("toast") && start.contains("old"))
        let middle = ids(timeline.frames[12].time)
        #expect(middle.contains("ghost") && middle.contains("toast") && middle.contains("old"))
        let end = ids(timeline.duration)
        #expect(!end.contains("toast") && !end.contains("old"))

        let parentHidden = try TimelineFrame(time: 0, nodes: [
            TimelineNode(id: "parent", frame: CGRect(x: 0, y: 0, width: 10, height: 10), isHidden: true),
            TimelineNode(id: "child", parentID: "parent", frame: CGRect(x: 0, y: 0, width: 5, height: 5), backgroundColor: .red),
        ])
        #expect(!SVGFrameRenderer().render(parentHidden, canvasSize: CGSize(width: 10, height: 10)).contains("data-node-id"))
    }

    @Test("paint order follows z position: a sibling with a higher z is written later")
    func paintOrder() throws {
        let timeline = try SampleTimelines.transition()
        func order(at index: Int) -> [String] {
            XMLInspector(SVGFrameRenderer().render(timeline, at: timeline.frames[index].time))
                .elements(named: "g").compactMap { $0.attributes["data-node-id"] }.filter { $0 == "back" || $0 == "front" }
        }
        #expect(order(at: 0) == ["back", "front"])
        #expect(order(at: 20) == ["front", "back"])
    }

    @Test("ids, names and text with markup and control characters stay well-formed")
    func escaping() throws {
        let timeline = try AwkwardTimelines.identifiers()
        let svg = SVGFrameRenderer().render(timeline, at: 0)
        let inspector = XMLInspector(svg)
        #expect(inspector.isWellFormed, "\(String(describing: inspector.parseError))")
        let ids = inspector.elements(named: "g").compactMap { $0.attributes["data-node-id"] }
        #expect(ids.contains(AwkwardTimelines.quotedID))
        #expect(ids.contains(AwkwardTimelines.scriptID))
        // XML cannot hold U+0001: it is written as U+FFFD.
        #expect(ids.contains(AwkwardTimelines.controlID.replacingOccurrences(of: "\u{1}", with: "\u{FFFD}")))
        #expect(inspector.elements(named: "text").first?.text == "</text><script>x</script> & \u{FFFD}")
        #expect(!svg.contains("<script"))
    }

    @Test("a one-frame timeline draws its frame at any time, the child group inside the faded, turned parent")
    func singleFrame() throws {
        let timeline = try AwkwardTimelines.singleFrame()
        let svg = SVGFrameRenderer().render(timeline, at: 5)
        #expect(svg == SVGFrameRenderer().render(timeline, at: -1))
        let groups = XMLInspector(svg).elements(named: "g")
        #expect(groups.map { $0.attributes["data-node-id"] } == ["parent", "child"])
        #expect(groups[0].attributes["opacity"] == "0.5")
        #expect(groups[1].depth == groups[0].depth + 1)
        // The child's scale (2, 1) about its centre, which is (25, 20) in the parent: x' = 2(x - 15) + 25.
        #expect(groups[1].attributes["transform"] == "matrix(2 0 0 1 -5 10)")
    }

    @Test("an empty timeline draws an empty canvas; a transparent background draws nothing under it")
    func emptyCanvas() throws {
        let timeline = try Timeline(canvasSize: CGSize(width: 30, height: 20))
        #expect(SVGFrameRenderer().render(timeline, at: 0) == """
        <svg xmlns="http://www.w3.org/2000/svg" width="30" height="20" viewBox="0 0 30 20">
          <rect class="canvas" width="100%" height="100%" fill="#ffffff"/>
        </svg>

        """)
        #expect(SVGFrameRenderer(backgroundColor: nil).render(nil, canvasSize: CGSize(width: -5, height: CGFloat.nan))
            == "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"0\" height=\"0\" viewBox=\"0 0 0 0\">\n</svg>\n")
    }

    @Test("a perspective transform is drawn with its affine approximation, centred where the projection is")
    func perspective() throws {
        let timeline = try SampleTimelines.transition()
        let svg = SVGFrameRenderer().render(timeline, at: timeline.duration)
        let flip = try #require(XMLInspector(svg).elements(named: "g").first { $0.attributes["data-node-id"] == "flip" })
        let numbers = try #require(flip.attributes["transform"]).dropFirst("matrix(".count).dropLast().split(separator: " ").compactMap { Double($0) }
        #expect(numbers.count == 6)
        // The centre (25, 30) of the 50×60 node lands near the projected centre.
        let node = try #require(timeline.frames.last?.node(withID: "flip"))
        let centreX = numbers[0] * 25 + numbers[2] * 30 + numbers[4]
        #expect(abs(centreX - Double(node.frameInRoot.midX)) < 2)
    }
}

import Foundation
import Testing
import MorphRender

@Suite("HTML player")
struct HTMLPlayerRendererTests {
    /// The page's embedded samples (`#morph-data`), parsed.
    struct PlayerData {
        let json: [String: Any]

        init(html: String) throws {
            let opening = "<script type=\"application/json\" id=\"morph-data\">"
            let start = try #require(html.range(of: opening))
            let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
            json = try #require(try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8)) as? [String: Any])
        }

        var times: [Double] { json["times"] as? [Double] ?? [] }
        var elements: [[String: Any]] { json["elements"] as? [[String: Any]] ?? [] }

        func elements(withID id: String) -> [[String: Any]] {
            elements.filter { $0["id"] as? String == id }
        }

        func element(_ id: String) throws -> [String: Any] {
            let matches = elements(withID: id)
            try #require(matches.count == 1, "one element for \(id), found \(matches.count)")
            return matches[0]
        }

        static func presence(_ element: [String: Any]) -> [[Int]] {
            element["presence"] as? [[Int]] ?? []
        }

        static func series(_ element: [String: Any], group: String) -> [String: [Any]] {
            element[group] as? [String: [Any]] ?? [:]
        }
    }

    /// The markup inside `#morph-stage`, which the player writes as well-formed XML.
    static func stageMarkup(_ html: String) throws -> String {
        let start = try #require(html.range(of: "<div id=\"morph-stage\""))
        let end = try #require(html.range(of: "<section id=\"morph-tracks\">"))
        // Drop the closing tag of the stage frame (`</div>` after the stage's own).
        let markup = String(html[start.lowerBound..<end.lowerBound]).trimmingCharacters(in: .whitespacesAndNewlines)
        return String(markup.dropLast("</div>".count))
    }

    @Test("each node is an absolutely positioned element marked with its id, nested like the node tree")
    func elementsMirrorTheTree() throws {
        let html = HTMLPlayerRenderer().render(try SampleTimelines.transition())
        let inspector = XMLInspector(try Self.stageMarkup(html))
        #expect(inspector.isWellFormed, "\(String(describing: inspector.parseError))")
        let nodes = inspector.elements(named: "div").filter { $0.attributes["data-node-id"] != nil }
        let depth = Dictionary(uniqueKeysWithValues: nodes.map { ($0.attributes["data-node-id"]!, $0.depth) })
        #expect(Set(depth.keys) == Set(try SampleTimelines.transition().nodeIDs))
        #expect(depth["screen"] == 1)
        #expect(depth["card"] == 2 && depth["title"] == 3 && depth["badge"] == 3)
        #expect(depth["group"] == 2 && depth["inner"] == 3)
        // The card's border layer comes after its children, above them.
        let cardIndex = try #require(inspector.elements.firstIndex { $0.attributes["data-node-id"] == "card" })
        let border = try #require(inspector.elements[cardIndex...].first { $0.attributes["class"] == "morph-border" })
        #expect(border.depth == 3)
        #expect(border.attributes["style"]?.contains("border-width:3px;") == true)
    }

    @Test("keyframe data holds one value per sample for exactly the properties that change")
    func keyframeData() throws {
        let timeline = try SampleTimelines.transition()
        let data = try PlayerData(html: HTMLPlayerRenderer().render(timeline))
        #expect(data.times.count == timeline.frames.count)
        #expect(data.times.last == timeline.duration)
        #expect(data.json["duration"] as? Double == timeline.duration)

        let card = PlayerData.series(try data.element("card"), group: "node")
        #expect(Set(card.keys) == ["left", "top", "width", "height"])
        #expect(card.values.allSatisfy { $0.count == timeline.frames.count })
        #expect((card["left"]?.last as? Double) == 150)

        let spinner = PlayerData.series(try data.element("spinner"), group: "node")
        #expect(Set(spinner.keys) == ["opacity", "transform"])
        #expect((spinner["transform"]?.first as? String) == "matrix3d(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1)")

        // Constant properties have no keyframes; their values sit in the inline style only. The
        // front node never changes, but its paint rank does as siblings enter, leave and reorder.
        #expect(try data.element("front")["node"] == nil)
        #expect(Set(PlayerData.series(try data.element("front"), group: "discrete").keys) == ["zIndex"])

        // Paint ranks among present siblings: back is below front until frame 14, above from 15.
        let backRank = try #require(PlayerData.series(try data.element("back"), group: "discrete")["zIndex"] as? [Int])
        let frontRank = try #require(PlayerData.series(try data.element("front"), group: "discrete")["zIndex"] as? [Int])
        #expect(backRank[14] == 5 && frontRank[14] == 8)
        #expect(frontRank[15] == 6 && backRank[15] == 7)
        let ghost = PlayerData.series(try data.element("ghost"), group: "discrete")
        #expect((ghost["visibility"] as? [String])?[7] == "hidden" && (ghost["visibility"] as? [String])?[8] == "visible")

        let title = try data.element("title")
        #expect((title["textColor"] as? [String])?.first == "rgba(255, 255, 255, 1)")
        #expect(title["textVariant"] == nil)
    }

    @Test("nodes entering and leaving are hidden outside their presence and hold still while absent")
    func enteringAndLeaving() throws {
        let timeline = try SampleTimelines.transition()
        let html = HTMLPlayerRenderer().render(timeline)
        let data = try PlayerData(html: html)
        let toast = try data.element("toast")
        #expect(PlayerData.presence(toast) == [[10, 24]])
        let visibility = try #require(PlayerData.series(toast, group: "discrete")["visibility"] as? [String])
        #expect(visibility[9] == "hidden" && visibility[10] == "visible" && visibility[24] == "visible" && visibility[25] == "hidden")
        // Before entering it holds its first sample's place; after leaving, its last.
        let top = try #require(PlayerData.series(toast, group: "node")["top"] as? [Double])
        #expect(top[0] == 250 && top[10] == 250 && top[30] == top[24])
        #expect(PlayerData.presence(try data.element("old")) == [[0, 14]])

        // The inline style shows the first sample: the toast starts hidden.
        let inspector = XMLInspector(try Self.stageMarkup(html))
        let toastElement = try #require(inspector.elements.first { $0.attributes["data-node-id"] == "toast" })
        #expect(toastElement.attributes["style"]?.contains("visibility:hidden;") == true)
        #expect(toastElement.attributes["style"]?.contains("left:110px;top:250px;width:120px;height:32px;") == true)
    }

    @Test("a node that changes parents gets one element under each, present in turn")
    func reparenting() throws {
        let data = try PlayerData(html: HTMLPlayerRenderer().render(try AwkwardTimelines.identifiers()))
        let wanderers = data.elements(withID: "wanderer")
        #expect(wanderers.map(PlayerData.presence) == [[[0, 1]], [[2, 3]]])
    }

    @Test("the page is self-contained and hostile ids cannot break out of the markup or the data")
    func selfContainedAndEscaped() throws {
        let timeline = try AwkwardTimelines.identifiers()
        let html = HTMLPlayerRenderer(title: "<Demo> & \"friends\"").render(timeline)
        for external in ["src=", "href=", "<link", "@import", "url(", "http:", "https:"] {
            #expect(!html.contains(external), "the page references \(external)")
        }
        // Three script elements, so exactly three closing tags: none smuggled in by an id.
        #expect(html.components(separatedBy: "</script>").count == 4)
        #expect(html.contains("<title>&lt;Demo&gt; &amp; &quot;friends&quot;</title>"))
        let data = try PlayerData(html: html)
        #expect(Set(data.elements.compactMap { $0["id"] as? String }) == Set(timeline.nodeIDs))
        #expect(data.elements.contains { $0["name"] as? String == AwkwardTimelines.unicodeName })
        #expect(XMLInspector(try Self.stageMarkup(html)).isWellFormed)
    }

    @Test("options set the title, autoplay and looping; an empty timeline says so")
    func optionsAndEmptyTimeline() throws {
        let timeline = try Timeline(canvasSize: CGSize(width: 50, height: 40))
        let html = HTMLPlayerRenderer(title: "Nothing", backgroundColor: nil, autoplay: false, loops: false).render(timeline)
        #expect(html.contains("<h1>Nothing</h1>"))
        #expect(html.contains("This timeline has no frames."))
        #expect(html.contains("<input id=\"morph-loop\" type=\"checkbox\"> loop"))
        #expect(html.contains("width:50px;height:40px;background:rgba(0, 0, 0, 0)"))
        let data = try PlayerData(html: html)
        #expect(data.json["autoplay"] as? Bool == false)
        #expect(data.times.isEmpty && data.elements.isEmpty)
        #expect(HTMLPlayerRenderer().render(try SampleTimelines.transition()).contains("<input id=\"morph-loop\" type=\"checkbox\" checked> loop"))
    }

    @Test("the track view has one row per node with presence, activity bands and enter/leave ticks")
    func trackView() throws {
        let html = HTMLPlayerRenderer().render(try SampleTimelines.transition())
        let rows = html.components(separatedBy: "<div class=\"morph-track\" data-track-id=\"").dropFirst()
        #expect(rows.count == 13)
        let toast = try #require(rows.first { $0.hasPrefix("toast\"") })
        #expect(toast.contains("<div class=\"morph-presence\" style=\"left:33.3333%;width:50%\""))
        #expect(toast.contains("<div class=\"morph-marker enter\" style=\"left:33.3333%\""))
        #expect(toast.contains("<div class=\"morph-marker exit\" style=\"left:83.3333%\""))
        #expect(toast.contains("morph-activity moving") && toast.contains("morph-activity fading"))
        let front = try #require(rows.first { $0.hasPrefix("front\"") })
        #expect(!front.contains("morph-activity"))
    }
}

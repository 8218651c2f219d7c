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

        static func properties(_ element: [String: Any]) -> [String: [String: Any]] {
            element["properties"] as? [String: [String: Any]] ?? [:]
        }
    }

    /// The markup inside `#morph-stage`, which the player writes as well-formed XML.
    static func stageMarkup(_ html: String) throws -> String {
        let start = try #require(html.range(of: "<div id=\"morph-stage\""))
        let end = try #require(html.range(of: "<section id=\"morph-tracks\""))
        // Drop the closing tag of the stage frame (`</div>` after the stage's own).
        let markup = String(html[start.lowerBound..<end.lowerBound]).trimmingCharacters(in: .whitespacesAndNewlines)
        return String(markup.dropLast("</div>".count))
    }

    @Test("each layer is an absolutely positioned element marked with its label, nested like the tree")
    func elementsMirrorTheTree() throws {
        let timeline = try SampleTimelines.transition()
        let html = try HTMLPlayerRenderer().render(timeline)
        let inspector = XMLInspector(try Self.stageMarkup(html))
        #expect(inspector.isWellFormed, "\(String(describing: inspector.parseError))")
        let nodes = inspector.elements(named: "div").filter { $0.attributes["data-node-id"] != nil }
        #expect(Set(nodes.map { $0.attributes["data-node-id"]! }) == Set(timeline.layerLabels.values))
        let depth = Dictionary(uniqueKeysWithValues: nodes.map { ($0.attributes["data-name"]!, $0.depth) })
        #expect(depth["screen"] == 1)
        #expect(depth["card"] == 2 && depth["title"] == 3 && depth["badge"] == 3)
        #expect(depth["group"] == 2 && depth["inner"] == 3)
        // The card's border layer comes after its children, above them.
        let cardIndex = try #require(inspector.elements.firstIndex { $0.attributes["data-name"] == "card" })
        let border = try #require(inspector.elements[cardIndex...].first { $0.attributes["class"] == "morph-border" })
        #expect(border.depth == 3)
        #expect(border.attributes["style"]?.contains("border-width:3px;") == true)
        // A layer turning about its top-left corner has that transform origin.
        let pivot = try #require(nodes.first { $0.attributes["data-name"] == "pivot" })
        #expect(pivot.attributes["style"]?.contains("transform-origin:0% 0%;") == true)
    }

    @Test("keyframe data holds one value per sample for exactly the properties that change")
    func keyframeData() throws {
        let timeline = try SampleTimelines.transition()
        let data = try PlayerData(html: try HTMLPlayerRenderer().render(timeline))
        func element(_ name: String) throws -> [String: Any] { try data.element(try #require(timeline.label(ofLayerNamed: name))) }
        #expect(data.times.count == timeline.frames.count)
        #expect(data.times.last == timeline.duration)
        #expect(data.json["duration"] as? Double == timeline.duration)

        let card = PlayerData.series(try element("card"), group: "node")
        #expect(Set(card.keys) == ["left", "top", "width", "height"])
        #expect(card.values.allSatisfy { $0.count == timeline.frames.count })
        #expect((card["left"]?.last as? Double) == 150)

        let spinner = PlayerData.series(try element("spinner"), group: "node")
        #expect(Set(spinner.keys) == ["opacity", "transform"])
        // A transform that stays 2D is written as `matrix()` (Chromium draws it crisply).
        #expect((spinner["transform"]?.first as? String) == "matrix(1, 0, 0, 1, 0, 0)")

        // Constant properties have no keyframes; their values sit in the inline style only. The
        // front node never changes, but its paint rank does as siblings enter, leave and reorder.
        #expect(try element("front")["node"] == nil)
        #expect(Set(PlayerData.series(try element("front"), group: "discrete").keys) == ["zIndex"])

        // Paint ranks among present siblings: back is below front until frame 14, above from 15.
        let backRank = try #require(PlayerData.series(try element("back"), group: "discrete")["zIndex"] as? [Int])
        let frontRank = try #require(PlayerData.series(try element("front"), group: "discrete")["zIndex"] as? [Int])
        #expect(backRank[14] == 5 && frontRank[14] == 9)
        #expect(frontRank[15] == 7 && backRank[15] == 8)
        let ghost = PlayerData.series(try element("ghost"), group: "discrete")
        #expect((ghost["visibility"] as? [String])?[7] == "hidden" && (ghost["visibility"] as? [String])?[8] == "visible")

        let title = try element("title")
        #expect((title["textColor"] as? [String])?.first == "rgba(255, 255, 255, 1)")
        #expect(title["textVariant"] == nil)
    }

    @Test("the data holds every property of the table for every element, constant or per sample")
    func propertyData() throws {
        let timeline = try SampleTimelines.transition()
        let data = try PlayerData(html: try HTMLPlayerRenderer().render(timeline))
        #expect(data.json["propertyNames"] as? [String] == ViewProperties.all.map(\.name))
        for element in data.elements {
            #expect(Set(PlayerData.properties(element).keys) == Set(ViewProperties.all.map(\.name)))
        }
        let spinner = PlayerData.properties(try data.element(try #require(timeline.label(ofLayerNamed: "spinner"))))
        #expect((spinner["alpha"]?["samples"] as? [Double])?.count == timeline.frames.count)
        #expect((spinner["alpha"]?["samples"] as? [Double])?.last == 0.4)
        #expect(spinner["cornerRadius"]?["value"] as? Double == 6)
        #expect(spinner["backgroundColor"]?["value"] as? [Double] == [0.1, 0.7, 0.4, 1])
        #expect(spinner["clipsToBounds"]?["value"] as? Bool == false)
        #expect((spinner["transform"]?["samples"] as? [[Double]])?.first == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
        #expect(spinner["bounds"]?["value"] as? [Double] == [0, 0, 60, 30])
    }

    @Test("nodes entering and leaving are hidden outside their presence and hold still while absent")
    func enteringAndLeaving() throws {
        let timeline = try SampleTimelines.transition()
        let html = try HTMLPlayerRenderer().render(timeline)
        let data = try PlayerData(html: html)
        let toast = try data.element(try #require(timeline.label(ofLayerNamed: "toast")))
        #expect(PlayerData.presence(toast) == [[10, 24]])
        let visibility = try #require(PlayerData.series(toast, group: "discrete")["visibility"] as? [String])
        #expect(visibility[9] == "hidden" && visibility[10] == "visible" && visibility[24] == "visible" && visibility[25] == "hidden")
        // Before entering it holds its first sample's place; after leaving, its last.
        let top = try #require(PlayerData.series(toast, group: "node")["top"] as? [Double])
        #expect(top[0] == 250 && top[10] == 250 && top[30] == top[24])
        #expect(PlayerData.presence(try data.element(try #require(timeline.label(ofLayerNamed: "old")))) == [[0, 14]])

        // The inline style shows the first sample: the toast starts hidden.
        let inspector = XMLInspector(try Self.stageMarkup(html))
        let toastElement = try #require(inspector.elements.first { $0.attributes["data-name"] == "toast" })
        #expect(toastElement.attributes["style"]?.contains("visibility:hidden;") == true)
        #expect(toastElement.attributes["style"]?.contains("left:110px;top:250px;width:120px;height:32px;") == true)
    }

    @Test("a layer that changes parents gets one element under each, present in turn")
    func reparenting() throws {
        let timeline = try AwkwardTimelines.identifiers()
        let data = try PlayerData(html: try HTMLPlayerRenderer().render(timeline))
        let wanderers = data.elements(withID: try #require(timeline.label(ofLayerNamed: "wanderer")))
        #expect(wanderers.map(PlayerData.presence) == [[[0, 1]], [[2, 3]]])
    }

    @Test("the page is self-contained and hostile names cannot break out of the markup or the data")
    func selfContainedAndEscaped() throws {
        let timeline = try AwkwardTimelines.identifiers()
        let html = try HTMLPlayerRenderer(title: "<Demo> & \"friends\"").render(timeline)
        for external in ["src=", "href=", "<link", "@import", "url(", "http:", "https:"] {
            #expect(!html.contains(external), "the page references \(external)")
        }
        // Three script elements, so exactly three closing tags: none smuggled in by an id.
        #expect(html.components(separatedBy: "</script>").count == 4)
        #expect(html.contains("<title>&lt;Demo&gt; &amp; &quot;friends&quot;</title>"))
        let data = try PlayerData(html: html)
        #expect(Set(data.elements.compactMap { $0["id"] as? String }) == Set(timeline.layerLabels.values))
        #expect(data.elements.contains { $0["name"] as? String == AwkwardTimelines.unicodeName })
        #expect(XMLInspector(try Self.stageMarkup(html)).isWellFormed)
    }

    @Test("options set the title, autoplay and looping; an empty timeline says so")
    func optionsAndEmptyTimeline() throws {
        let timeline = try Timeline(canvasSize: CGSize(width: 50, height: 40))
        let html = try HTMLPlayerRenderer(title: "Nothing", backgroundColor: nil, autoplay: false, loops: false).render(timeline)
        #expect(html.contains("<h1>Nothing</h1>"))
        #expect(html.contains("This timeline has no frames."))
        #expect(html.contains("<input id=\"morph-loop\" type=\"checkbox\"> loop"))
        #expect(html.contains("width:50px;height:40px;background:rgba(0, 0, 0, 0)"))
        let data = try PlayerData(html: html)
        #expect(data.json["autoplay"] as? Bool == false)
        #expect(data.times.isEmpty && data.elements.isEmpty)
        #expect(try HTMLPlayerRenderer().render(try SampleTimelines.transition()).contains("<input id=\"morph-loop\" type=\"checkbox\" checked> loop"))
    }

    @Test("the track view has one row per layer with presence, a band per changing property and enter/leave ticks")
    func trackView() throws {
        let timeline = try SampleTimelines.transition()
        let html = try HTMLPlayerRenderer().render(timeline)
        let rows = html.components(separatedBy: "<div class=\"morph-track\" data-track-id=\"").dropFirst()
        #expect(rows.count == 14)
        let toastLabel = try #require(timeline.label(ofLayerNamed: "toast")), frontLabel = try #require(timeline.label(ofLayerNamed: "front"))
        let toast = try #require(rows.first { $0.hasPrefix(toastLabel + "\"") })
        #expect(toast.contains("<div class=\"morph-presence\" style=\"left:33.3333%;width:50%\""))
        #expect(toast.contains("<div class=\"morph-marker enter\" style=\"left:33.3333%\""))
        #expect(toast.contains("<div class=\"morph-marker exit\" style=\"left:83.3333%\""))
        #expect(toast.contains("data-property=\"position\"") && toast.contains("data-property=\"alpha\""))
        let front = try #require(rows.first { $0.hasPrefix(frontLabel + "\"") })
        #expect(!front.contains("morph-activity"))
        // The legend lists every property a band can show, the table's first.
        let legend = try #require(html.components(separatedBy: "<div class=\"morph-legend\">").dropFirst().first?.components(separatedBy: "</div>").first)
        for property in NodeTrack.Activity.properties {
            #expect(legend.contains(">\(property)</span>"))
        }
        #expect(html.contains("<table id=\"morph-properties\"></table>"))
    }

    @Test("images are embedded once in the style sheet and placed by their content mode")
    func images() throws {
        let image = try DecodedImage(pixelWidth: 4, pixelHeight: 2, scale: 2, pixels: [UInt32](repeating: 0xFF33_6699, count: 8))
        let frames = [ImageContentMode.aspectFit, .center].enumerated().map { index, mode in
            PresentationTree(time: Double(index), root: LayerSpec(
                "photo", frame: CGRect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 6, content: .image(image, contentMode: mode)
            ))
        }
        let html = try HTMLPlayerRenderer().render(try Timeline(canvasSize: CGSize(width: 40, height: 40), frames: frames))
        #expect(html.components(separatedBy: "data:image/png;base64,").count == 2)
        #expect(html.contains("#morph-stage .morph-image-1 { background-image: url(\"data:image/png;base64,"))
        let inspector = XMLInspector(try Self.stageMarkup(html))
        let boxes = inspector.elements(named: "div").filter { $0.attributes["class"] == "morph-image morph-image-1" }
        #expect(boxes.map { $0.attributes["style"] } == ["background-size:contain;opacity:1", "background-size:2px 1px;opacity:0"])
        let data = try PlayerData(html: html)
        #expect(try data.element("n1")["imageVariant"] as? [Int] == [0, 1])
    }
}

import Foundation
import Testing
import MorphRender

@Suite("SVG frame")
struct SVGFrameRendererTests {
    /// A card with a background, border, rounded corners and clipping, holding a text and a child
    /// that sticks out; a translucent rotated sibling.
    static func cardTree() throws -> PresentationTree {
        PresentationTree(time: 0.25, root: LayerSpec(
            "canvas", frame: CGRect(x: 0, y: 0, width: 200, height: 100),
            children: [
                LayerSpec(
                    "Card", frame: CGRect(x: 10, y: 20, width: 100, height: 60),
                    backgroundColor: Color(red: 0, green: 0.5, blue: 1), borderColor: .black, borderWidth: 3,
                    cornerRadius: 12, clipsToBounds: true,
                    children: [
                        LayerSpec("label", frame: CGRect(x: 8, y: 8, width: 80, height: 20),
                                  content: try LayerSpec.text("Hi & <bye>", size: 14, weight: .bold, color: Color(white: 1, alpha: 0.5))),
                        LayerSpec("dot", frame: CGRect(x: 90, y: -5, width: 20, height: 20), backgroundColor: .red, cornerRadius: 50),
                    ]
                ),
                LayerSpec("tilted", frame: CGRect(x: 130, y: 20, width: 40, height: 20), alpha: 0.5,
                          transform: TransformMath.rotation(.pi / 2), backgroundColor: .green),
            ]
        ))
    }

    @Test("a tree is drawn as nested groups: background, clipped content and sublayers, then the border")
    func snapshot() throws {
        let svg = try SVGFrameRenderer().render(try Self.cardTree())
        let lines = svg.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The text line depends on the glyph positions; everything else is exact.
        let textLine = try #require(lines.firstIndex { $0.contains("<text") })
        var others = lines
        others.remove(at: textLine)
        #expect(others.joined(separator: "\n") == """
        <svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 200 100" data-time="0.25">
          <rect class="canvas" width="100%" height="100%" fill="#ffffff"/>
          <g data-node-id="n1" data-name="canvas" transform="translate(0 0)">
            <g data-node-id="n2" data-name="Card" transform="translate(10 20)">
              <rect class="background" width="100" height="60" rx="12" ry="12" fill="#0080ff"/>
              <clipPath id="clip-1"><rect width="100" height="60" rx="12" ry="12"/></clipPath>
              <g clip-path="url(#clip-1)">
                <g data-node-id="n3" data-name="label" transform="translate(8 8)">
                </g>
                <g data-node-id="n4" data-name="dot" transform="translate(90 -5)">
                  <rect class="background" width="20" height="20" rx="10" ry="10" fill="#ff0000"/>
                </g>
              </g>
              <rect class="border" x="1.5" y="1.5" width="97" height="57" rx="10.5" ry="10.5" fill="none" stroke="#000000" stroke-width="3"/>
            </g>
            <g data-node-id="n5" data-name="tilted" transform="matrix(0 1 -1 0 160 10)" opacity="0.5">
              <rect class="background" width="40" height="20" fill="#00ff00"/>
            </g>
          </g>
        </svg>

        """)
        #expect(lines[textLine].hasPrefix("          <text x=\"0 "))
        #expect(lines[textLine].contains(##"font-family="&#39;DejaVu Sans&#39;" font-size="14" font-weight="700" fill="#ffffff" fill-opacity="0.5" xml:space="preserve" style="white-space:pre">Hi &amp; &lt;bye&gt;</text>"##))
        #expect(XMLInspector(svg).isWellFormed)
    }

    @Test("text is drawn run by run, each character at the x Morph's shaping gave its glyph")
    func glyphPositions() throws {
        let content = try LayerSpec.text("AVATAR\noffice", size: 20)
        guard case .text(let layout, _) = content else {
            Issue.record("LayerSpec.text made no text content: \(content)")
            return
        }
        let tree = PresentationTree(time: 0, root: LayerSpec("text", frame: CGRect(x: 0, y: 0, width: 300, height: 60), content: content))
        let texts = XMLInspector(try SVGFrameRenderer().render(tree)).elements(named: "text")
        #expect(texts.count == layout.lines.reduce(0) { $0 + $1.runs.count })
        #expect(texts.map(\.text) == ["AVATAR", "office"])
        // Kerning (AV, VA, TA) is Morph's: each x is the glyph's measured position.
        let line = layout.lines[0], run = line.runs[0]
        let xs = try #require(texts[0].attributes["x"]).split(separator: " ").compactMap { Double($0) }
        let expected = run.glyphs.map { Double(line.x + $0.position.x).rounded(toPlaces: 3) }
        #expect(xs == expected)
        #expect(xs.count == 6)
        #expect(Double(try #require(texts[0].attributes["y"])) == Double(line.baseline).rounded(toPlaces: 3))
        // A ligature ("ffi") makes one glyph of several characters: the run starts at its left edge
        // and the viewer advances the rest; without one, every glyph is placed.
        let second = layout.lines[1]
        let secondXs = try #require(texts[1].attributes["x"]).split(separator: " ").compactMap { Double($0) }
        if second.runs[0].glyphs.count < 6 {
            #expect(secondXs == [Double(second.x + second.runs[0].x).rounded(toPlaces: 3)])
        } else {
            #expect(secondXs.count == 6)
        }
        #expect(Double(try #require(texts[1].attributes["y"])) == Double(second.baseline).rounded(toPlaces: 3))
    }

    @Test("an image is embedded once as PNG data, placed by its content mode and cut at the rounded bounds")
    func images() throws {
        let image = try DecodedImage(pixelWidth: 4, pixelHeight: 2, scale: 2, pixels: [UInt32](repeating: 0xFF33_6699, count: 8))
        let tree = PresentationTree(time: 0, root: LayerSpec(
            "canvas", frame: CGRect(x: 0, y: 0, width: 100, height: 100),
            children: [
                LayerSpec("fit", frame: CGRect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 8, content: .image(image, contentMode: .aspectFit)),
                LayerSpec("fill", frame: CGRect(x: 50, y: 0, width: 40, height: 40), content: .image(image, contentMode: .aspectFill)),
                LayerSpec("plain", frame: CGRect(x: 0, y: 50, width: 40, height: 20), content: .image(image, contentMode: .scaleToFill)),
            ]
        ))
        let svg = try SVGFrameRenderer().render(tree)
        let inspector = XMLInspector(svg)
        #expect(inspector.isWellFormed)
        let definitions = inspector.elements(named: "image")
        #expect(definitions.count == 1)
        let definition = try #require(definitions.first)
        #expect(definition.attributes["width"] == "2" && definition.attributes["height"] == "1")
        let href = try #require(definition.attributes["href"])
        #expect(href.hasPrefix("data:image/png;base64,"))
        let decoded = try DecodedImage(data: try #require(Data(base64Encoded: String(href.dropFirst("data:image/png;base64,".count)))), scale: 2)
        #expect(decoded.pixels == image.pixels)

        let uses = inspector.elements(named: "use")
        // Fit: 40 wide, 20 tall, centred; fill: 80 wide, 40 tall, centred; plain: stretched.
        #expect(uses.map { $0.attributes["transform"] } == ["matrix(20 0 0 20 0 10)", "matrix(40 0 0 40 -20 0)", "matrix(20 0 0 20 0 0)"])
        // The rounded one and the overflowing one are clipped; the one that fits square bounds is not.
        #expect(inspector.elements(named: "clipPath").count == 2)
    }

    @Test("opacity and transforms compose through nesting: a child group sits inside its parent's")
    func nesting() throws {
        let timeline = try SampleTimelines.transition()
        let svg = try SVGFrameRenderer().render(timeline, at: 0.25)
        let inspector = XMLInspector(svg)
        #expect(inspector.isWellFormed)
        let groups = inspector.elements(named: "g").filter { $0.attributes["data-node-id"] != nil }
        let depth = Dictionary(uniqueKeysWithValues: groups.map { ($0.attributes["data-name"]!, $0.depth) })
        // screen > card > (clip group) > title; screen > group > inner.
        #expect(depth["card"] == depth["screen"]! + 1)
        #expect(depth["title"] == depth["card"]! + 2)
        #expect(depth["inner"] == depth["group"]! + 1)
        let group = try #require(groups.first { $0.attributes["data-name"] == "group" })
        #expect(group.attributes["opacity"] == "0.9")
        #expect(group.attributes["transform"]?.hasPrefix("matrix(") == true)
        // Labels are the timeline's.
        #expect(group.attributes["data-node-id"] == timeline.label(ofLayerNamed: "group"))
    }

    @Test("a transform turns about the anchor point")
    func anchorPoint() throws {
        let timeline = try SampleTimelines.transition()
        let svg = try SVGFrameRenderer().render(timeline, at: timeline.duration)
        let pivot = try #require(XMLInspector(svg).elements(named: "g").first { $0.attributes["data-name"] == "pivot" })
        // A quarter turn about the top-left corner (300, 100): x' = 300 - y, y' = 100 + x.
        #expect(pivot.attributes["transform"] == "matrix(0 1 -1 0 300 100)")
    }

    @Test("hidden layers and their subtrees are left out, as are layers absent at that time")
    func hiddenAndAbsentLayers() throws {
        let timeline = try SampleTimelines.transition()
        let names = { (time: TimeInterval) in
            Set(XMLInspector(try SVGFrameRenderer().render(timeline, at: time)).elements(named: "g").compactMap { $0.attributes["data-name"] })
        }
        let start = try names(0)
        #expect(!start.contains("ghost") && !start.contains("toast") && start.contains("old"))
        let middle = try names(timeline.frames[12].time)
        #expect(middle.contains("ghost") && middle.contains("toast") && middle.contains("old"))
        let end = try names(timeline.duration)
        #expect(!end.contains("toast") && !end.contains("old"))

        let parentHidden = PresentationTree(time: 0, root: LayerSpec(
            "parent", frame: CGRect(x: 0, y: 0, width: 10, height: 10), isHidden: true,
            children: [LayerSpec("child", frame: CGRect(x: 0, y: 0, width: 5, height: 5), backgroundColor: .red)]
        ))
        #expect(!(try SVGFrameRenderer().render(parentHidden)).contains("data-node-id"))
    }

    @Test("paint order follows z position: a sibling with a higher z is written later")
    func paintOrder() throws {
        let timeline = try SampleTimelines.transition()
        func order(at index: Int) throws -> [String] {
            XMLInspector(try SVGFrameRenderer().render(timeline, at: timeline.frames[index].time))
                .elements(named: "g").compactMap { $0.attributes["data-name"] }.filter { $0 == "back" || $0 == "front" }
        }
        #expect(try order(at: 0) == ["back", "front"])
        #expect(try order(at: 20) == ["front", "back"])
    }

    @Test("names and text with markup and control characters stay well-formed")
    func escaping() throws {
        let timeline = try AwkwardTimelines.identifiers()
        let svg = try SVGFrameRenderer().render(timeline, at: 0)
        let inspector = XMLInspector(svg)
        #expect(inspector.isWellFormed, "\(String(describing: inspector.parseError))")
        let names = inspector.elements(named: "g").compactMap { $0.attributes["data-name"] }
        #expect(names.contains(AwkwardTimelines.quotedName))
        #expect(names.contains(AwkwardTimelines.scriptName))
        // XML cannot hold U+0001: it is written as U+FFFD.
        #expect(names.contains(AwkwardTimelines.controlName.replacingOccurrences(of: "\u{1}", with: "\u{FFFD}")))
        #expect(inspector.elements(named: "text").map(\.text).joined().hasPrefix("</text><script>x</script> &"))
        #expect(!svg.contains("<script"))
    }

    @Test("a one-frame timeline draws its frame at any time, the child group inside the faded, turned parent")
    func singleFrame() throws {
        let timeline = try AwkwardTimelines.singleFrame()
        let svg = try SVGFrameRenderer().render(timeline, at: 5)
        #expect(svg == (try SVGFrameRenderer().render(timeline, at: -1)))
        let groups = XMLInspector(svg).elements(named: "g")
        #expect(groups.map { $0.attributes["data-name"] } == ["parent", "child"])
        #expect(groups[0].attributes["opacity"] == "0.5")
        #expect(groups[1].depth == groups[0].depth + 1)
        // The child's scale (2, 1) about its centre, which is (25, 20) in the parent: x' = 2(x - 15) + 25.
        #expect(groups[1].attributes["transform"] == "matrix(2 0 0 1 -5 10)")
    }

    @Test("an empty timeline draws an empty canvas; a lone tree's canvas reaches its root; bad trees are refused")
    func canvases() throws {
        let timeline = try Timeline(canvasSize: CGSize(width: 30, height: 20))
        #expect(try SVGFrameRenderer().render(timeline, at: 0) == """
        <svg xmlns="http://www.w3.org/2000/svg" width="30" height="20" viewBox="0 0 30 20">
          <rect class="canvas" width="100%" height="100%" fill="#ffffff"/>
        </svg>

        """)
        let tree = PresentationTree(time: 0, root: LayerSpec("box", frame: CGRect(x: 5, y: 10, width: 20, height: 30)))
        #expect(try SVGFrameRenderer(backgroundColor: nil).render(tree).hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="25" height="40" "#))
        #expect(try SVGFrameRenderer(canvasSize: CGSize(width: -5, height: CGFloat.nan)).render(tree).hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0" "#))
        var broken = tree
        broken.layers[0].attributes.transform.m11 = .nan
        #expect(throws: RenderError.invalidTree(.nonFiniteAttributes(layer: "box"))) { try SVGFrameRenderer().render(broken) }
        #expect(try SVGFrameRenderer().render(tree, labels: [LayerSpec.id("box"): "node:box"]).contains(#"data-node-id="node:box""#))
    }

    @Test("a perspective transform is drawn with its affine approximation, centred where the projection is")
    func perspective() throws {
        let timeline = try SampleTimelines.transition()
        let svg = try SVGFrameRenderer().render(timeline, at: timeline.duration)
        let flip = try #require(XMLInspector(svg).elements(named: "g").first { $0.attributes["data-name"] == "flip" })
        let numbers = try #require(flip.attributes["transform"]).dropFirst("matrix(".count).dropLast().split(separator: " ").compactMap { Double($0) }
        #expect(numbers.count == 6)
        // The centre (25, 30) of the 50×60 layer lands near the projected centre.
        let frame = try #require(timeline.frames.last?.frameOnCanvas(ofLayerNamed: "flip"))
        let centreX = numbers[0] * 25 + numbers[2] * 30 + numbers[4]
        #expect(abs(centreX - Double(frame.midX)) < 2)
    }
}

extension Double {
    /// The value rounded to `places` decimals, as the renderers write it.
    func rounded(toPlaces places: Int) -> Double {
        let scale = pow(10, Double(places))
        return (self * scale).rounded(.toNearestOrAwayFromZero) / scale
    }
}

import Foundation
import Testing
import MorphRender

@Suite("SVG filmstrip")
struct SVGFilmstripRendererTests {
    @Test("selections pick evenly spaced, timed, indexed or all samples")
    func selections() throws {
        let timeline = try SampleTimelines.transition()  // 31 samples, 0…0.5 s
        #expect(SVGFilmstripRenderer(selection: .evenlySpaced(count: 6)).frameIndices(in: timeline) == [0, 6, 12, 18, 24, 30])
        #expect(SVGFilmstripRenderer(selection: .evenlySpaced(count: 2)).frameIndices(in: timeline) == [0, 30])
        #expect(SVGFilmstripRenderer(selection: .evenlySpaced(count: 0)).frameIndices(in: timeline) == [0])
        #expect(SVGFilmstripRenderer(selection: .evenlySpaced(count: 100)).frameIndices(in: timeline) == Array(0...30))
        #expect(SVGFilmstripRenderer(selection: .all).frameIndices(in: timeline).count == 31)
        #expect(SVGFilmstripRenderer(selection: .times([0.25, 0.26, -1, .nan, 7])).frameIndices(in: timeline) == [15, 15, 0, 30])
        #expect(SVGFilmstripRenderer(selection: .frameIndices([3, -1, 31, 0])).frameIndices(in: timeline) == [3, 0])
    }

    @Test("cells wrap into rows, each labelled with its sample's time and scaled from the canvas")
    func layout() throws {
        let timeline = try SampleTimelines.transition()  // canvas 360×260
        let svg = try SVGFilmstripRenderer(selection: .evenlySpaced(count: 5), columns: 2, scale: 0.5, spacing: 10).render(timeline)
        let inspector = XMLInspector(svg)
        #expect(inspector.isWellFormed)
        let root = try #require(inspector.elements.first)
        // 2 columns of 180 + 3 gaps of 10; 3 rows of (20 label + 130) + 4 gaps of 10.
        #expect(root.attributes["width"] == "390")
        #expect(root.attributes["height"] == "490")
        let cells = inspector.elements(named: "g").filter { $0.attributes["class"] == "cell" }
        #expect(cells.map { $0.attributes["transform"]! } == [
            "translate(10 10)", "translate(200 10)", "translate(10 170)", "translate(200 170)", "translate(10 330)",
        ])
        // 0.125 s lies halfway between samples 7 and 8: the earlier one wins the tie.
        #expect(cells.map { $0.attributes["data-frame-index"]! } == ["0", "7", "15", "22", "30"])
        let labels = inspector.elements(named: "text").filter { $0.attributes["class"] == "label" }.map(\.text)
        #expect(labels == ["t = 0.000 s", "t = 0.117 s", "t = 0.250 s", "t = 0.367 s", "t = 0.500 s"])
        let canvases = inspector.elements(named: "svg").dropFirst()
        #expect(canvases.allSatisfy { $0.attributes["viewBox"] == "0 0 360 260" && $0.attributes["width"] == "180" })
    }

    @Test("clip ids stay unique across cells and each cell shows its own moment")
    func cellsAreIndependent() throws {
        let timeline = try SampleTimelines.transition()
        let svg = try SVGFilmstripRenderer(selection: .frameIndices([0, 12, 30])).render(timeline)
        let inspector = XMLInspector(svg)
        let clipIDs = inspector.elements(named: "clipPath").compactMap { $0.attributes["id"] }
        #expect(clipIDs.count == 3 && Set(clipIDs).count == 3)
        // The toast is on screen only in the middle cell; `old` only in the first two.
        let toast = try #require(timeline.label(ofLayerNamed: "toast")), old = try #require(timeline.label(ofLayerNamed: "old"))
        let toastCount = inspector.elements(named: "g").filter { $0.attributes["data-node-id"] == toast }.count
        let oldCount = inspector.elements(named: "g").filter { $0.attributes["data-node-id"] == old }.count
        #expect(toastCount == 1 && oldCount == 2)
    }

    @Test("bad layout options are clamped; an empty timeline gives a small well-formed strip")
    func clampsAndEmpty() throws {
        let timeline = try SampleTimelines.transition()
        let odd = try SVGFilmstripRenderer(selection: .evenlySpaced(count: 3), columns: -4, scale: .nan, spacing: -3).render(timeline)
        let root = try #require(XMLInspector(odd).elements.first)
        #expect(root.attributes["width"] == "360")  // one column, scale 1, no spacing
        #expect(root.attributes["height"] == "840")  // three rows of 20 + 260

        let empty = try SVGFilmstripRenderer().render(try Timeline(canvasSize: CGSize(width: 10, height: 10)))
        let inspector = XMLInspector(empty)
        #expect(inspector.isWellFormed)
        #expect(inspector.elements(named: "text").first?.text == "no frames")
    }

    @Test("an image shown in every cell is embedded once")
    func sharedImages() throws {
        let image = try DecodedImage(pixelWidth: 3, pixelHeight: 3, pixels: [UInt32](repeating: 0xFF80_4020, count: 9))
        let frames = (0..<3).map { index in
            PresentationTree(time: Double(index), root: LayerSpec(
                "photo", frame: CGRect(x: CGFloat(index) * 10, y: 0, width: 30, height: 30), content: .image(image, contentMode: .scaleToFill)
            ))
        }
        let svg = try SVGFilmstripRenderer(selection: .all).render(try Timeline(canvasSize: CGSize(width: 60, height: 30), frames: frames))
        let inspector = XMLInspector(svg)
        #expect(inspector.elements(named: "image").count == 1)
        #expect(inspector.elements(named: "use").count == 3)
    }
}

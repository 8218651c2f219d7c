import Foundation
import MorphCases
import MorphFlex
import MorphRender
import Testing
@testable import MorphCLI

@Suite("layout case drawings")
struct LayoutCaseDrawingTests {
    static func layoutCase(_ json: String) throws -> LayoutCase {
        guard case .layoutCase(let layoutCase)? = LayoutCase.entries(in: Data(json.utf8)).first else {
            Issue.record("not a case")
            throw CancellationError()
        }
        return layoutCase
    }

    @Test("a Texture case: the host, then its nodes in flattened order, in the case's colours")
    func textureDrawing() throws {
        let layoutCase = try Self.layoutCase(LayoutRunTests.textureCase)
        let drawing = LayoutCaseDrawing(layoutCase: layoutCase, result: try layoutCase.layout())
        #expect(drawing.boxes.map(\.id) == ["node:host", "node:a", "node:b"])
        #expect(drawing.boxes.map(\.fill) == [.white, .red, .blue])
        #expect(drawing.bounds == CGRect(x: 0, y: 0, width: 110, height: 40))

        let (frame, canvas) = try drawing.timelineFrame()
        #expect(canvas == CGSize(width: 126, height: 72))
        #expect(frame.node(withID: "node:b")?.frame == CGRect(x: 58, y: 24, width: 60, height: 20))
        // Labels come after every box, so none is hidden; the blue box gets a white label.
        let labels = frame.nodes.filter { $0.id.hasPrefix("label:") }
        #expect(labels.map(\.name) == ["a", "b"])
        #expect(labels.map { $0.text?.color } == [.white, .white])
        #expect(frame.nodes.last?.text?.string == "two boxes")
    }

    @Test("a Yoga case: nested boxes at their offsets, the root white, the others translucent")
    func yogaDrawing() throws {
        let layoutCase = try Self.layoutCase("""
        {"id": "nested", "root": {"id": "root", "style": {"width": 50, "height": 50, "padding": 10, "margin": {"left": 5}},
          "children": [{"style": {"flexGrow": 1}, "children": [{"id": "inner", "style": {"width": 10, "height": 10, "margin": 4}}]}]}}
        """)
        let drawing = LayoutCaseDrawing(layoutCase: layoutCase, result: try layoutCase.layout())
        #expect(drawing.boxes.map(\.id) == ["node:root", "node:node", "node:inner"])
        #expect(drawing.boxes.map(\.parentID) == [nil, "node:root", "node:node"])
        #expect(drawing.boxes.map(\.label) == ["root", nil, "inner"])
        #expect(drawing.boxes[2].origin == CGPoint(x: 5 + 10 + 4, y: 10 + 4))
        #expect(drawing.boxes[0].fill == .white)
        #expect(drawing.boxes[1].fill?.alpha == 0.75)
        // The root's margin moves it; the canvas starts at the root.
        #expect(drawing.bounds == CGRect(x: 0, y: 0, width: 55, height: 50))
        let (frame, _) = try drawing.timelineFrame()
        #expect(frame.node(withID: "node:root")?.frame.origin == CGPoint(x: 8 + 5, y: 24))
        #expect(frame.node(withID: "node:inner")?.frameInRoot.origin == CGPoint(x: 8 + 19, y: 24 + 14))
    }

    @Test("colour names are UIKit's or #rrggbb; other names fall back to the palette")
    func colours() {
        #expect(NodeColors.color(named: "red") == .red)
        #expect(NodeColors.color(named: "lightGray") == Color(white: 2.0 / 3))
        #expect(NodeColors.color(named: "#336699") == Color(red: 0.2, green: 0.4, blue: 0.6))
        #expect(NodeColors.color(named: "B") == nil)
        #expect(NodeColors.color(named: "#33669") == nil)
        #expect(NodeColors.paletteColor(NodeColors.palette.count + 1) == NodeColors.palette[1])
        #expect(NodeColors.labelColor(on: .blue) == .white)
        #expect(NodeColors.labelColor(on: NodeColors.color(named: "yellow")) == .black)
        #expect(NodeColors.labelColor(on: nil) == .black)
    }

    @Test("labels at a shared corner are moved down until they no longer overlap")
    func labelPlacement() {
        var placed: [CGRect] = []
        let first = LayoutCaseDrawing.labelArea("white", at: .zero, avoiding: &placed)
        let second = LayoutCaseDrawing.labelArea("red", at: .zero, avoiding: &placed)
        let third = LayoutCaseDrawing.labelArea("blue", at: CGPoint(x: 0, y: 5), avoiding: &placed)
        let apart = LayoutCaseDrawing.labelArea("far", at: CGPoint(x: 100, y: 0), avoiding: &placed)
        #expect(first.minY == 0)
        #expect(second.minY == 10)
        #expect(third.minY == 25)
        #expect(apart.minY == 0)
    }

    @Test("non-finite or negative numbers are drawn as 0 instead of failing")
    func nonFiniteValues() throws {
        let layout = FlexCaseLayout(id: "root", left: .nan, top: 0, width: .infinity, height: -5, children: [
            FlexCaseLayout(id: "root", left: 1, top: 1, width: 2, height: 2),
        ])
        let layoutCase = try Self.layoutCase(#"{"id": "odd", "root": {}}"#)
        let drawing = LayoutCaseDrawing(layoutCase: layoutCase, result: .yoga(layout))
        #expect(drawing.boxes[0].frame == .zero)
        #expect(drawing.boxes.map(\.id) == ["node:root", "node:root-2"])
        #expect(throws: Never.self) { try drawing.svg() }
    }
}

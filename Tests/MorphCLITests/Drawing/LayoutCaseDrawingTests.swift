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

        let (tree, marks, canvas) = try drawing.presentationTree()
        #expect(canvas == CGSize(width: 126, height: 72))
        #expect(try tree.validated() == tree)
        // One canvas layer holds everything: boxes, then labels, then the caption.
        #expect(tree.layers.map { marks[$0.id] } == ["canvas", "node:host", "node:a", "node:b", "label:1", "label:2", "caption"])
        #expect(tree.layers[0].attributes.frame == CGRect(origin: .zero, size: canvas))
        #expect(tree.layers[3].attributes.frame == CGRect(x: 58, y: 24, width: 60, height: 20))
        // Labels come after every box, so none is hidden; the blue box gets a white label.
        let labels = tree.layers[4...5]
        #expect(labels.map(\.name) == ["a", "b"])
        #expect(labels.map { layer -> Color? in
            if case .text(_, let color)? = layer.content { color } else { nil }
        } == [Color.white, Color.white])
        // The label's text starts 2 points into its area, its baseline 9 points down.
        guard case .text(let label, _)? = tree.layers[4].content, case .text(let caption, _)? = tree.layers[6].content else {
            Issue.record("labels and caption have no text")
            return
        }
        #expect(abs(tree.layers[4].attributes.frame.minY + label.firstBaseline - (24 + 9)) < 1e-9)
        #expect(caption.string == "two boxes")
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
        let (tree, marks, _) = try drawing.presentationTree()
        let index = { (mark: String) in tree.layers.firstIndex { marks[$0.id] == mark } }
        #expect(tree.layers[try #require(index("node:root"))].attributes.frame.origin == CGPoint(x: 8 + 5, y: 24))
        #expect(tree.framesOnCanvas()[try #require(index("node:inner"))].origin == CGPoint(x: 8 + 19, y: 24 + 14))
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

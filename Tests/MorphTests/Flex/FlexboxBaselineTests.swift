import Foundation
import Morph
import Testing

@Suite("Baseline alignment of flexbox children")
@MainActor
struct FlexboxBaselineTests {
    @Test("text nodes align on their first baselines; boxes without one align their bottom edges")
    func textBaselines() throws {
        let bigStyle = TextStyle(font: Font(.sans, size: 34))
        let smallStyle = TextStyle(font: Font(.sans, size: 12))
        let big = TextNode("Big", style: bigStyle, name: "big")
        let small = TextNode("small", style: smallStyle, name: "small")
        let plain = ContentLeaf("plain", 20, 20)
        let box = flexNode("box") { style in
            style.width = .points(16)
            style.height = .points(16)
        }
        let row = flexNode("row", children: [small, big, plain, box]) { style in
            style.flexDirection = .row
            style.alignItems = .baseline
            style.padding[.all] = .points(5)
        }
        row.automaticallyManagesSubnodes = true
        row.frame = rect(0, 0, 300, 80)
        try row.layoutIfNeeded()

        let bigAscender = try FontMetrics(bigStyle.font).ascender
        let smallAscender = try FontMetrics(smallStyle.font).ascender
        #expect(big.style.ascender == bigAscender)
        // The tallest ascender sits at the top padding; the rest line up with its baseline, on the
        // @2x pixel grid (Yoga floors the positions of measured leaves to it, so within a pixel).
        let baseline = 5 + bigAscender
        #expect(big.frame.minY == 5)
        #expect(abs(small.frame.minY + smallAscender - baseline) < 0.5)
        #expect(abs(plain.frame.maxY - baseline) < 0.5)
        #expect(abs(box.frame.maxY - baseline) < 0.5)
        #expect(small.frame.minY > 5)

        // The same tree built directly in MorphFlex, with the texts' sizes and ascenders.
        var tree = FlexTree(config: FlexConfig(screenScale: 2))
        let rowID = tree.addNode(style: row.flexStyle)
        for (text, style) in [(small, smallStyle), (big, bigStyle)] {
            let size = try TextLayout(text.string, style: style).size
            let ascender = try FontMetrics(style.font).ascender
            let id = tree.addNode { _ in size }
            tree.setBaselineFunction({ _ in ascender }, for: id)
            try tree.appendChild(id, to: rowID)
        }
        try tree.appendChild(tree.addNode { _ in CGSize(width: 20, height: 20) }, to: rowID)
        try tree.appendChild(tree.addNode(style: box.flexStyle), to: rowID)
        try tree.calculateLayout(for: rowID, width: .exactly(300), height: .exactly(80))
        let expected = tree.children(of: rowID).map { tree.layout(of: $0).frame }
        #expect([small.frame, big.frame, plain.frame, box.frame] == expected)
    }
}

import Foundation
import Morph
import Testing

/// Text offsets in Unicode scalars and where characters are on screen.
@Suite("Semantics text")
@MainActor
struct SemanticsTextTests {
    @Test("scalar ranges round out to grapheme clusters; cluster indices give scalar offsets", arguments: [
        (0..<1, 0..<1), (1..<2, 1..<2), (2..<3, 1..<2), (1..<3, 1..<2), (3..<4, 2..<3), (0..<100, 0..<3),
        (2..<2, 1..<1), (3..<3, 2..<2), (100..<100, 3..<3), (-5..<1, 0..<1),
    ])
    func clusters(scalars: Range<Int>, clusters: Range<Int>) {
        // "a", "👍🏽" (two scalars), "b".
        #expect(SemanticsText.clusterRange(of: scalars, in: "a👍🏽b") == clusters)
    }

    @Test("cluster indices as scalar offsets")
    func offsets() {
        #expect((0...4).map { SemanticsText.scalarOffset(ofCluster: $0, in: "a👍🏽b") } == [0, 1, 3, 4, 4])
    }

    @Test("a text field's characters are inside its frame, left to right; a point finds its character")
    func geometry() throws {
        let clock = ManualClock()
        let field = DisplayNode.withAnimator(Animator(clock: clock)) {
            EditableTextNode(text: "Hello", textContainerInset: EdgeInsets(top: 8, left: 10, bottom: 8, right: 10))
        }
        field.frame = CGRect(x: 50, y: 20, width: 200, height: 40)
        try field.layoutIfNeeded()
        let node = try #require(field.semanticsTree().nodes.first)
        let geometry = try #require(node.text?.geometry)
        let rects = (0..<5).compactMap { geometry.characterRect(at: $0) }
        #expect(rects.count == 5)
        #expect(rects.allSatisfy { node.frame.contains($0) })
        #expect(zip(rects, rects.dropFirst()).allSatisfy { $0.maxX <= $1.minX + 0.01 })
        #expect(rects[0].minX >= 60, "after the inset")
        #expect(geometry.characterRect(at: 5) == nil && geometry.characterRect(at: -1) == nil)
        let all = try #require(geometry.rect(for: 0..<5))
        #expect(all.minX == rects[0].minX && abs(all.maxX - rects[4].maxX) < 0.01)
        for (offset, rect) in rects.enumerated() {
            #expect(geometry.offset(at: CGPoint(x: rect.midX, y: rect.midY)) == offset)
        }
        #expect(geometry.offset(at: CGPoint(x: 1000, y: 1000)) == nil)
        #expect(geometry.lineRanges == [0..<5])
    }

    @Test("a text node's lines are laid out in its width")
    func textNodeLines() throws {
        let text = DisplayNode.withAnimator(Animator(clock: ManualClock())) { TextNode("one two three four five six") }
        text.frame = CGRect(x: 0, y: 0, width: 60, height: 200)
        let geometry = try #require(text.semanticsTree().nodes.first?.text?.geometry)
        let lines = geometry.lineRanges
        #expect(lines.count > 1)
        #expect(lines.first?.lowerBound == 0 && lines.last?.upperBound == 27)
        #expect(zip(lines, lines.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
    }
}

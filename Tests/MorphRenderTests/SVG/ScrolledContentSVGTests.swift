import Foundation
import Morph
import MorphRender
import Testing

/// The SVG and text renderers draw what a scroll node presents: the visible part of its content.
@Suite("Rendering scrolled content as SVG and text")
@MainActor
struct ScrolledContentSVGTests {
    @Test("an SVG frame and a text frame of a scrolled column hold only the rows on screen")
    func visibleRowsOnly() throws {
        let scroll = try DisplayNode.withAnimator(Animator(clock: ManualClock())) {
            let rows = (0..<1_000).map { index in DisplayNode(name: "row \(index)").styled { $0.height = .points(10) } }
            let scroll = ScrollNode(name: "column")
            scroll.automaticallyManagesSubnodes = true
            scroll.layoutSpecBlock = { _, _ in StackLayoutSpec(direction: .vertical, children: rows) }
            scroll.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
            try scroll.layoutIfNeeded()
            return scroll
        }
        scroll.contentOffset = CGPoint(x: 0, y: 5_000)
        let tree = scroll.presentationTree()
        let svg = try SVGFrameRenderer().render(tree)
        let text = TextFrameRenderer().render(tree)
        for index in 500..<510 {
            #expect(svg.contains("data-name=\"row \(index)\""))
            #expect(text.contains("\"row \(index)\""))
        }
        #expect(!svg.contains("data-name=\"row 499\"") && !svg.contains("data-name=\"row 510\""))
        #expect(!text.contains("\"row 0\""))
    }
}

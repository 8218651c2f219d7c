import Foundation
import Morph
import MorphCanvas
import Testing

/// A scroll node's content drawn by the rasteriser: only the rows in its visible rect reach it, and
/// they are drawn where the offset puts them.
@Suite("Rasterising scrolled content")
@MainActor
struct ScrolledContentRasterTests {
    /// A 200×100 scroll node over `count` rows of 10 points, red and blue in turn.
    func column(count: Int) throws -> ScrollNode {
        try DisplayNode.withAnimator(Animator(clock: ManualClock())) {
            let rows = (0..<count).map { index -> DisplayNode in
                let row = DisplayNode(name: "row \(index)")
                row.backgroundColor = index % 2 == 0 ? .red : .blue
                row.style.height = .points(10)
                return row
            }
            let scroll = ScrollNode(name: "column")
            scroll.automaticallyManagesSubnodes = true
            scroll.layoutSpecBlock = { _, _ in StackLayoutSpec(direction: .vertical, children: rows) }
            scroll.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
            try scroll.layoutIfNeeded()
            return scroll
        }
    }

    @Test("only the rows in the visible rect are drawn, at the offset")
    func drawsTheVisibleRows() throws {
        let scroll = try column(count: 5_000)
        scroll.contentOffset = CGPoint(x: 0, y: 20_005)
        let rasterizer = try Rasterizer(size: CGSize(width: 200, height: 100), scale: 1, backgroundColor: .white)
        let statistics = try rasterizer.draw(scroll.presentationTree())
        #expect(statistics.layerCount == 12, "the node and the 11 rows it shows, of 5,000")
        #expect(statistics.paintedLayerCount <= 12)
        let image = rasterizer.makeImage()
        // Row 2,000 (red) shows its lower half at the top; row 2,001 (blue) below it.
        #expect(image.pixel(x: 100, y: 2) == RasterImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(image.pixel(x: 100, y: 7) == RasterImage.Pixel(red: 0, green: 0, blue: 255, alpha: 255))
    }

    @Test("scrolling repaints the viewport and nothing outside it")
    func scrollingRepaintsTheViewport() throws {
        let scroll = try column(count: 5_000)
        let rasterizer = try Rasterizer(size: CGSize(width: 300, height: 200), scale: 1, backgroundColor: .white)
        try rasterizer.draw(scroll.presentationTree())
        scroll.contentOffset = CGPoint(x: 0, y: 5)
        let statistics = try rasterizer.draw(scroll.presentationTree())
        #expect(statistics.damagedPixelCount <= 200 * 100 + 4 * 300, "the viewport (with its antialiasing margin), not the canvas")
        #expect(!statistics.isFullRedraw)
    }
}

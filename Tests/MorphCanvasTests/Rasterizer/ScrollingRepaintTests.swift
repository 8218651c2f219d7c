import Foundation
import Morph
import MorphTestSupport
@testable import MorphCanvas
import Testing

/// Scrolled content drawn frame after frame — the rasteriser's incremental path — gives exactly the
/// pixels of a full repaint of each frame: photos scaled down and up, text, translucent rounded
/// shapes, overlays above the scroll layer and its indicator, at whole-pixel and fractional
/// offsets. (A repaint that moved the pixels already drawn instead would have to pass these.)
@Suite("Scrolling repaints exactly")
struct ScrollingRepaintTests {
    static let photo = try! DecodedImage(contentsOf: ImageFixtures.directory.appendingPathComponent("chelsea.png"))
    static let size = CGSize(width: 160, height: 120)

    /// A root with a scroll layer (clipping, its bounds' origin at `offset`) over cards of photos,
    /// text and translucent rounded shapes, with an overlay bar above it and, when `indicator`,
    /// a translucent rounded indicator as the scroll layer's last sublayer.
    static func tree(offset: CGFloat, photoScale: CGFloat = 1, overlay: Bool = true, indicator: Bool = true, scrollBackground: Color? = Color(white: 0.96)) throws -> PresentationTree {
        var builder = TreeBuilder()
        let text = try TextLayout("Scrolling Ag 123", style: TextStyle(font: Font(size: 11)))
        builder.add("root", id: 1, frame: CGRect(origin: .zero, size: size), { $0.backgroundColor = .white }) { b, root in
            b.add("scroll", id: 2, frame: CGRect(x: 0, y: 10, width: 160, height: 100), {
                $0.bounds.origin.y = offset
                $0.clipsToBounds = true
                if let scrollBackground { $0.backgroundColor = scrollBackground }
            }, parent: root) { b, scroll in
                for card in 0..<8 {
                    let y = CGFloat(card) * 57.25 + 3.5
                    b.add("card \(card)", id: 100 + UInt64(card) * 10, frame: CGRect(x: 6.5, y: y, width: 147, height: 52), {
                        $0.backgroundColor = card % 3 == 0 ? Color(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.35) : .white
                        $0.cornerRadius = 6
                    }, parent: scroll) { b, cardIndex in
                        b.add("photo", id: 101 + UInt64(card) * 10, frame: CGRect(x: 4.25, y: 4, width: 60 * photoScale, height: 44), {
                            $0.cornerRadius = 5
                            $0.clipsToBounds = true
                        }, content: .image(photo, contentMode: card % 2 == 0 ? .aspectFill : .aspectFit), parent: cardIndex)
                        b.add("title", id: 102 + UInt64(card) * 10, frame: CGRect(origin: CGPoint(x: 70.3, y: 8.6), size: text.size), content: .text(layout: text, color: Color(white: 0.1)), parent: cardIndex)
                        b.add("dot", id: 103 + UInt64(card) * 10, frame: CGRect(x: 120, y: 30.5, width: 14, height: 14), {
                            $0.backgroundColor = Color(red: 1, green: 0.3, blue: 0.1, alpha: 0.6)
                            $0.cornerRadius = 7
                        }, parent: cardIndex)
                    }
                }
                if indicator {
                    let knob = 10 + offset * 0.2
                    b.add("indicator", id: 9, frame: CGRect(x: 154, y: offset + knob, width: 3, height: 36), {
                        $0.backgroundColor = Color(white: 0, alpha: 0.4)
                        $0.cornerRadius = 1.5
                    }, parent: scroll)
                }
            }
            if overlay {
                b.add("overlay", id: 3, frame: CGRect(x: 20, y: 40.5, width: 90, height: 18.25), {
                    $0.backgroundColor = Color(red: 0, green: 0.6, blue: 0.3, alpha: 0.5)
                    $0.cornerRadius = 4
                }, parent: root)
            }
        }
        return builder.tree(time: offset)
    }

    /// Draws the frames at `offsets` one after another on one rasteriser and checks each against
    /// a full repaint of the same tree.
    static func expectIncrementalEqualsFull(_ offsets: [CGFloat], scale: CGFloat = 2, make: (CGFloat) throws -> PresentationTree, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let incremental = try Rasterizer(size: size, scale: scale, backgroundColor: .white)
        for offset in offsets {
            let tree = try make(offset)
            try incremental.draw(tree)
            let full = try Rasterizer.image(of: tree, size: size, scale: scale, backgroundColor: .white)
            let drawn = incremental.makeImage()
            let differing = zip(drawn.bytes, full.bytes).filter { $0 != $1 }.count
            #expect(differing == 0, "offset \(offset): \(differing) bytes differ from a full repaint", sourceLocation: sourceLocation)
        }
    }

    @Test("scrolling by whole pixels draws what a full repaint draws")
    func wholePixels() throws {
        try Self.expectIncrementalEqualsFull([0, 0.5, 3, 10.5, 24, 23.5, 40, 80, 120.5, 119, 60, 200]) { try Self.tree(offset: $0) }
    }

    @Test("scrolling by fractions of a pixel draws what a full repaint draws")
    func fractions() throws {
        try Self.expectIncrementalEqualsFull([0, 0.3, 1.7, 5.25, 5.5, 13.13, 40.9, 41.15]) { try Self.tree(offset: $0) }
    }

    @Test("a scroll layer without a background, photos scaled up, at 1× and 3×")
    func otherScales() throws {
        for scale: CGFloat in [1, 3] {
            try Self.expectIncrementalEqualsFull([0, 1, 2.5, 20, 19, 100], scale: scale) {
                try Self.tree(offset: $0, photoScale: 2.2, scrollBackground: nil)
            }
        }
    }
}

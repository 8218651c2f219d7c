import Foundation
import Morph
@testable import MorphCanvas
import Testing

/// The rasteriser paints opaque rounded shapes from their cached coverage; these tests compare it
/// with a rasteriser that has Cairo fill every shape, pixel for pixel.
@Suite("Rasterizer shape cache")
struct RasterizerShapeCacheTests {
    static let canvas = CGSize(width: 240, height: 160)

    /// A rasteriser that fills every shape with Cairo.
    static func cairoOnly(size: CGSize, scale: CGFloat) throws -> Rasterizer {
        let rasterizer = try Rasterizer(size: size, scale: scale)
        rasterizer.usesShapeCoverageCache = false
        return rasterizer
    }

    /// The index of the first differing pixel, for a readable failure.
    static func firstDifference(_ a: RasterImage, _ b: RasterImage) -> (x: Int, y: Int)? {
        for y in 0..<a.height {
            for x in 0..<a.width where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { return (x, y) }
        }
        return nil
    }

    @Test("shapes painted from cached coverage equal Cairo's fills over random trees and changes", arguments: [1, 2, 3, 1.5] as [CGFloat])
    func randomTrees(scale: CGFloat) throws {
        var kept = 0
        for seed in 1...8 as ClosedRange<UInt64> {
            var model = try RandomTree(seed: seed * 104_729 + UInt64(scale * 10), canvas: Self.canvas, layerCount: 60)
            let cached = try Rasterizer(size: Self.canvas, scale: scale)
            let cairo = try Self.cairoOnly(size: Self.canvas, scale: scale)
            for step in 0..<10 {
                for _ in 0..<Int.random(in: 0...3, using: &model.generator) { model.mutate() }
                let tree = model.tree(time: TimeInterval(step))
                // Incrementally, then in full again: by then every shape drawn before is kept.
                try cached.draw(tree)
                let incremental = cached.makeImage()
                cached.invalidate()
                try cached.draw(tree)
                let full = cached.makeImage()
                try cairo.draw(tree)
                let expected = cairo.makeImage()
                #expect(incremental == expected, "seed \(seed) step \(step): first difference at \(String(describing: Self.firstDifference(incremental, expected)))")
                #expect(full == expected, "seed \(seed) step \(step): first difference at \(String(describing: Self.firstDifference(full, expected)))")
            }
            kept += cached.cachedShapeCount
            #expect(cairo.cachedShapeCount == 0)
        }
        #expect(kept > 0, "the random trees exercise the cache")
    }

    /// A screen of cards as an app draws them: rounded, bordered cards with a round avatar, a
    /// label and a row of small rounded boxes; some translucent, some off the surface's edge,
    /// some inside a parent that clips to a rounded or a square outline.
    static func cards(moving offset: CGFloat = 0) throws -> PresentationTree {
        var builder = TreeBuilder()
        let style = TextStyle(font: Font(size: 8))
        func addCard(_ b: inout TreeBuilder, _ card: Int, at origin: CGPoint, parent: Int) {
            b.add("card", id: UInt64(100 + card * 20), frame: CGRect(origin: origin, size: CGSize(width: 55.5, height: 40)), { attributes in
                attributes.backgroundColor = .white
                attributes.cornerRadius = 6
                attributes.borderWidth = card % 3 == 0 ? 1 : 0.5
                attributes.borderColor = Color(white: 0.7)
                if card % 5 == 2 { attributes.alpha = 0.8 }
            }, parent: parent) { b, cardIndex in
                b.add("avatar", id: UInt64(101 + card * 20), frame: CGRect(x: 3, y: 3, width: 16, height: 16), { $0.backgroundColor = Color(red: 0.3, green: 0.5, blue: 0.9); $0.cornerRadius = 8 }, parent: cardIndex)
                let label = try? TextLayout("Card \(card)", style: style, maximumWidth: 30)
                b.add("label", id: UInt64(102 + card * 20), frame: CGRect(x: 22, y: 3, width: 30, height: 12), content: label.map { .text(layout: $0, color: .black) }, parent: cardIndex)
                for box in 0..<5 {
                    b.add("box", id: UInt64(103 + card * 20 + box), frame: CGRect(x: 3 + CGFloat(box) * 10, y: 24, width: 9, height: 13), { attributes in
                        attributes.backgroundColor = Color(red: 0.2 + 0.15 * CGFloat(box), green: 0.7, blue: 0.4, alpha: box == 4 ? 0.6 : 1)
                        attributes.cornerRadius = 2
                        if box % 2 == 0 { attributes.borderWidth = 0.5; attributes.borderColor = .black }
                    }, parent: cardIndex)
                }
            }
        }
        builder.add("root", id: 1, frame: CGRect(origin: .zero, size: canvas), { $0.backgroundColor = Color(white: 0.94) }) { b, root in
            for card in 4..<12 {
                addCard(&b, card, at: CGPoint(x: CGFloat((card - 4) % 4) * 58.5 - 12 + offset, y: CGFloat((card - 4) / 4) * 44 + 3.25), parent: root)
            }
            b.add("square clip", id: 2, frame: CGRect(x: 4, y: 94, width: 120, height: 56), { $0.backgroundColor = Color(white: 0.85); $0.clipsToBounds = true }, parent: root) { b, clip in
                for card in 0..<2 { addCard(&b, card, at: CGPoint(x: CGFloat(card) * 65 - 10 + offset, y: 8), parent: clip) }
            }
            b.add("rounded clip", id: 3, frame: CGRect(x: 130, y: 94, width: 100, height: 56), { $0.backgroundColor = Color(white: 0.8); $0.cornerRadius = 10; $0.clipsToBounds = true }, parent: root) { b, clip in
                for card in 2..<4 { addCard(&b, card, at: CGPoint(x: CGFloat(card - 2) * 45 - 10 + offset, y: 8), parent: clip) }
            }
        }
        return builder.tree()
    }

    @Test("a screen of cards drawn from cached coverage equals Cairo's fills, still and moving", arguments: [1, 2, 3] as [CGFloat])
    func cardScreen(scale: CGFloat) throws {
        let cached = try Rasterizer(size: Self.canvas, scale: scale)
        let cairo = try Self.cairoOnly(size: Self.canvas, scale: scale)
        for offset in [0, 0, 0.5, 1.25, 3] as [CGFloat] {
            let tree = try Self.cards(moving: offset)
            try cached.draw(tree)
            try cairo.draw(tree)
            let image = cached.makeImage()
            let expected = cairo.makeImage()
            #expect(image == expected, "offset \(offset): first difference at \(String(describing: Self.firstDifference(image, expected)))")
        }
        #expect(cached.cachedShapeCount > 3)
    }

    @Test("the same tree drawn again compares nothing, and a change made to a copy of its layers is still seen")
    func sameTreeAgain() throws {
        var tree = try Self.cards()
        let rasterizer = try Rasterizer(size: Self.canvas, scale: 2)
        try rasterizer.draw(tree)
        let statistics = try rasterizer.draw(tree)
        #expect(statistics == DrawStatistics(layerCount: tree.layers.count, paintedLayerCount: 0, damagedPixelCount: 0, damagedRectCount: 0, isFullRedraw: false))
        #expect(rasterizer.damagedRects.isEmpty)
        // The rasteriser keeps the array drawn, so changing the tree's layers makes a new array.
        let index = tree.layers.firstIndex { $0.id == LayerID(rawValue: 101) }!
        tree.layers[index].attributes.backgroundColor = .red
        let changed = try rasterizer.draw(tree)
        #expect(changed.paintedLayerCount > 0 && changed.damagedPixelCount > 0)
        #expect(rasterizer.makeImage() == (try Rasterizer.image(of: tree, size: Self.canvas, scale: 2)))
    }
}

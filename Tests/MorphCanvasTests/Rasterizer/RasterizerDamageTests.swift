import Foundation
import Morph
@testable import MorphCanvas
import Testing

@Suite("Rasterizer damage tracking")
struct RasterizerDamageTests {
    static let canvas = CGSize(width: 240, height: 160)

    @Test("an unchanged tree repaints nothing")
    func unchangedTree() throws {
        let model = try RandomTree(seed: 1, canvas: Self.canvas, layerCount: 60)
        let rasterizer = try Rasterizer(size: Self.canvas, scale: 2)
        let first = try rasterizer.draw(model.tree())
        #expect(first.isFullRedraw)
        #expect(first.paintedLayerCount > 0)
        let before = rasterizer.makeImage()
        let second = try rasterizer.draw(model.tree(time: 1))
        #expect(second == DrawStatistics(layerCount: 60, paintedLayerCount: 0, damagedPixelCount: 0, damagedRectCount: 0, isFullRedraw: false))
        #expect(rasterizer.damagedRects.isEmpty)
        #expect(rasterizer.makeImage() == before)
    }

    @Test("a change repaints only the pixels of the layer that changed")
    func oneLayerChanges() throws {
        var builder = TreeBuilder()
        builder.add("root", id: 1, frame: CGRect(origin: .zero, size: Self.canvas), { $0.backgroundColor = .white }) { b, root in
            for index in 0..<20 {
                b.add("box", id: UInt64(10 + index), frame: CGRect(x: CGFloat(index % 5) * 45 + 5, y: CGFloat(index / 5) * 38 + 5, width: 40, height: 30), { $0.backgroundColor = .blue }, parent: root)
            }
        }
        let rasterizer = try Rasterizer(size: Self.canvas, scale: 2)
        try rasterizer.draw(builder.tree())
        var changed = builder.tree()
        let index = changed.layers.firstIndex { $0.id == LayerID(rawValue: 17) }!
        changed.layers[index].attributes.backgroundColor = .red
        let statistics = try rasterizer.draw(changed)
        // The 40×30-point box at 2×, one pixel of antialiasing margin around it.
        #expect(statistics.damagedPixelCount == 82 * 62)
        #expect(statistics.damagedRectCount == 1)
        // Read in place (as the window reads them every frame) or as an array: the same rectangles.
        var visited: [PixelRect] = []
        rasterizer.forEachDamagedRect { visited.append($0) }
        #expect(visited == rasterizer.damagedRects && rasterizer.damagedRectCount == 1)
        #expect(statistics.paintedLayerCount == 2, "the root (under it) and the box")
        #expect(rasterizer.makeImage() == (try Rasterizer.image(of: changed, size: Self.canvas, scale: 2)))
    }

    @Test("incremental drawing equals full drawing pixel for pixel over random trees and random changes", arguments: [1, 2, 3] as [CGFloat])
    func randomChanges(scale: CGFloat) throws {
        var repaintedFraction: [Double] = []
        for seed in 1...10 as ClosedRange<UInt64> {
            var model = try RandomTree(seed: seed * 7919 + UInt64(scale), canvas: Self.canvas, layerCount: 40)
            let rasterizer = try Rasterizer(size: Self.canvas, scale: scale)
            try rasterizer.draw(model.tree())
            for step in 0..<25 {
                let changes = Int.random(in: 0...3, using: &model.generator)
                for _ in 0..<changes { model.mutate() }
                let tree = model.tree(time: TimeInterval(step))
                let statistics = try rasterizer.draw(tree)
                let incremental = rasterizer.makeImage()
                let full = try Rasterizer.image(of: tree, size: Self.canvas, scale: scale)
                if incremental != full {
                    let differing = (0..<full.height).flatMap { y in (0..<full.width).map { (x: $0, y: y) } }
                        .filter { incremental.pixel(x: $0.x, y: $0.y) != full.pixel(x: $0.x, y: $0.y) }
                    Issue.record("seed \(seed) step \(step) at \(scale)×: \(differing.count) pixels differ, first \(differing.first!)")
                    return
                }
                #expect(changes > 0 || statistics.damagedPixelCount == 0)
                repaintedFraction.append(Double(statistics.damagedPixelCount) / Double(full.width * full.height))
            }
        }
        // Small changes repaint a small part of the surface on average.
        let mean = repaintedFraction.reduce(0, +) / Double(repaintedFraction.count)
        #expect(mean < 0.6, "mean repainted fraction \(mean)")
    }

    @Test("a tree whose ids repeat is drawn in full, correctly")
    func repeatedIDs() throws {
        var builder = TreeBuilder()
        builder.add("root", id: 1, frame: CGRect(origin: .zero, size: Self.canvas), { _ in }) { b, root in
            b.add("a", id: 5, frame: CGRect(x: 0, y: 0, width: 20, height: 20), { $0.backgroundColor = .red }, parent: root)
            b.add("b", id: 5, frame: CGRect(x: 40, y: 0, width: 20, height: 20), { $0.backgroundColor = .blue }, parent: root)
        }
        let rasterizer = try Rasterizer(size: Self.canvas, scale: 1)
        try rasterizer.draw(builder.tree())
        let statistics = try rasterizer.draw(builder.tree())
        #expect(statistics.isFullRedraw)
        #expect(rasterizer.makeImage().pixel(x: 45, y: 5) == RasterImage.Pixel(red: 0, green: 0, blue: 255))
    }
}

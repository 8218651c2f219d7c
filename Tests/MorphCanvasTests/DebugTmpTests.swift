import Foundation
import Morph
import CCairo
@testable import MorphCanvas
import Testing

func debugCase(seedBase: Int, scale: CGFloat, targetStep: Int) throws {
    let canvas = CGSize(width: 240, height: 160)
    var model = try RandomTree(seed: UInt64(seedBase) * 7919 + UInt64(scale), canvas: canvas, layerCount: 40)
    let rasterizer = try Rasterizer(size: canvas, scale: scale)
    try rasterizer.draw(model.tree())
    var previous = model.tree()
    let surface = PixelBox(minX: 0, minY: 0, maxX: rasterizer.pixelWidth, maxY: rasterizer.pixelHeight)
    for step in 0...targetStep {
        let changes = Int.random(in: 0...3, using: &model.generator)
        for _ in 0..<changes { model.mutate() }
        let tree = model.tree(time: TimeInterval(step))
        try rasterizer.draw(tree)
        if step == targetStep {
            print("damage", rasterizer.damagedRects)
            let full = try Rasterizer.image(of: tree, size: canvas, scale: scale)
            let inc = rasterizer.makeImage()
            var firstPixel: (Int, Int)?
            for y in 0..<full.height { for x in 0..<full.width where full.pixel(x: x, y: y) != inc.pixel(x: x, y: y) { if firstPixel == nil { firstPixel = (x, y) }; print("px", x, y, inc.pixel(x: x, y: y)!, full.pixel(x: x, y: y)!) } }
            guard let pixel = firstPixel else { return }
            let p = PixelBox(minX: pixel.0, minY: pixel.1, maxX: pixel.0 + 1, maxY: pixel.1 + 1)
            var plan = FramePlan()
            plan.prepare(tree, scale: scale, surface: surface)
            var old = FramePlan()
            old.prepare(previous, scale: scale, surface: surface)
            for (name, pl) in [("new", plan), ("old", old)] {
            for i in 0..<pl.count where pl[i].isDrawn && pl[i].subtreeBox.intersects(p) {
                let r = pl[i]
                print(name, "layer", r.id, "parent", r.parentID ?? LayerID(rawValue: 0), "rank", r.siblingRank, "own", r.ownBox.rect, "atomic", r.atomicBox.rect, "sub", r.subtreeBox.rect, "clip", r.clip.rect, "group", r.usesGroup, "alpha", r.attributes.alpha, "radius", r.attributes.cornerRadius, "border", r.attributes.borderWidth, "clips", r.attributes.clipsToBounds, "axis", r.matrix.isAxisAligned, "content", r.content.map { "\($0)".prefix(30) } ?? "-", "bg", r.attributes.backgroundColor.alpha)
            }
            }
        }
        previous = tree
    }
}

@Test("debug damage") func debugDamage() throws {
    try debugCase(seedBase: 126, scale: 1, targetStep: 17)
}

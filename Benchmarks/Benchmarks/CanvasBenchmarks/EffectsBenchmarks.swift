import Benchmark
import Foundation
import Morph
import MorphCanvas

// The effects' benchmarks (issue 31): 100 shadowed rounded cards at 2× into 1,280×800 pixels — a
// full repaint, and frames in which 10 cards move (each reuses its cached shadow) — and a backdrop
// blur over a full-window sheet on the 1,000-layer screen, kept (a full repaint of the same tree)
// and blurred every frame (the page behind it changes).

/// 100 white rounded cards (10 × 10) with soft shadows on a grey page of 640 × 400 points; the
/// first `moved` cards shifted by `offset` points.
func shadowedCards(moved: Int = 0, offset: CGFloat = 0) -> PresentationTree {
    var layers: [PresentationLayer] = []
    let size = CGSize(width: 640, height: 400)
    var page = ViewAttributes(position: CGPoint(x: size.width / 2, y: size.height / 2), bounds: CGRect(origin: .zero, size: size))
    page.backgroundColor = Color(white: 0.94)
    layers.append(PresentationLayer(id: LayerID(rawValue: 1), name: "page", attributes: page, subtreeEnd: 101))
    for card in 0..<100 {
        let shift = card < moved ? offset : 0
        let frame = CGRect(x: 8 + CGFloat(card % 10) * 63 + shift, y: 8 + CGFloat(card / 10) * 39, width: 55, height: 31)
        var attributes = ViewAttributes(position: CGPoint(x: frame.midX, y: frame.midY), bounds: CGRect(origin: .zero, size: frame.size))
        attributes.backgroundColor = .white
        attributes.cornerRadius = 8
        attributes.shadowOpacity = 0.3
        attributes.shadowRadius = 4
        attributes.shadowOffset = CGSize(width: 0, height: 2)
        layers.append(PresentationLayer(id: LayerID(rawValue: UInt64(card + 2)), name: "card", attributes: attributes, parentIndex: 0, subtreeEnd: card + 2))
    }
    return PresentationTree(time: 0, layers: layers)
}

/// The 1,000-layer screen under a translucent sheet the size of the window that blurs it.
func frostedScreen() throws -> PresentationTree {
    let size = CGSize(width: 640, height: 400)
    var tree = try screen(size: size)
    var sheet = ViewAttributes(position: CGPoint(x: size.width / 2, y: size.height / 2), bounds: CGRect(origin: .zero, size: size))
    sheet.backgroundColor = Color(white: 1, alpha: 0.5)
    sheet.backdropBlurRadius = 20
    tree.layers.append(PresentationLayer(id: LayerID(rawValue: UInt64(tree.layers.count + 1)), name: "sheet", attributes: sheet, parentIndex: 0, subtreeEnd: tree.layers.count + 1))
    tree.layers[0].subtreeEnd = tree.layers.count
    return tree
}

func effectsBenchmarks() {
    let points = CGSize(width: 640, height: 400)
    Benchmark("Effects: full repaint, 100 shadowed rounded cards at 2× into 1,280×800 px") { benchmark in
        try measureFullRepaints(of: shadowedCards(), size: points, benchmark)
    }

    Benchmark("Effects: animated frame, 10 of 100 shadowed cards move, 1,280×800 px") { benchmark in
        // Whole-point steps (whole pixels at 2×): each moved card composites its cached shadow.
        let frames = (0..<8).map { shadowedCards(moved: 10, offset: CGFloat($0)) }
        let rasterizer = try Rasterizer(size: points, scale: 2)
        for frame in frames { try rasterizer.draw(frame) }
        var next = 0
        var blurred = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blurred += try rasterizer.draw(frames[next]).shadowBlurCount
            next = (next + 1) % frames.count
        }
        benchmark.stopMeasurement()
        precondition(blurred == 0, "a moving card blurred its shadow again")
        blackHole(rasterizer.statistics)
    }

    // The rasteriser keeps a blurred backdrop while the pixels behind it do not change: a full
    // repaint of the same tree blurs nothing.
    Benchmark("Effects: full repaint under a full-window frosted sheet over 1,000 layers, 1,280×800 px (backdrop kept)") { benchmark in
        try measureFullRepaints(of: try frostedScreen(), size: points, benchmark)
    }

    Benchmark("Effects: backdrop blur of a full-window sheet over 1,000 layers, 1,280×800 px (blurred every frame)") { benchmark in
        // The page behind the sheet alternates between two colours, so every frame blurs again.
        var frames = [try frostedScreen(), try frostedScreen()]
        frames[1].layers[0].attributes.backgroundColor = Color(white: 0.9)
        let rasterizer = try Rasterizer(size: points, scale: 2)
        try rasterizer.draw(frames[1])
        var blurred = 0
        benchmark.startMeasurement()
        for iteration in benchmark.scaledIterations {
            blurred += try rasterizer.draw(frames[iteration % 2]).backdropBlurCount
        }
        benchmark.stopMeasurement()
        precondition(blurred == benchmark.scaledIterations.count, "a frame reused a backdrop whose pixels changed")
    }
}

/// Measures full repaints of `tree` at 2× on a surface of `size` points (the first draw, which
/// fills the caches, is not measured).
func measureFullRepaints(of tree: PresentationTree, size: CGSize, _ benchmark: Benchmark) throws {
    let rasterizer = try Rasterizer(size: size, scale: 2)
    try rasterizer.draw(tree)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
        rasterizer.invalidate()
        try rasterizer.draw(tree)
    }
    benchmark.stopMeasurement()
    blackHole(rasterizer.statistics)
}

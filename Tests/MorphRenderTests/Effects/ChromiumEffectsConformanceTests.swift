import Foundation
import MorphCanvas
import MorphRender
import Testing

/// The chromium-effects conformance suite: shadows, gradients, masks and blurs drawn by Morph's
/// rasteriser agree with Chromium's drawing of the same scene from Morph's HTML player, pixel by
/// pixel, at 1× and 2×.
///
/// Each case of `ChromiumEffects/cases.json` is built as display nodes; its presentation tree is
/// drawn by ``Rasterizer`` on white and compared with `ChromiumEffects/references/<scale>x/<n>.png`,
/// Chromium's screenshot of the HTML player's stage for the same tree (made by `regenerate.sh`, so
/// this test runs without Chromium).
///
/// **Tolerance.** Per channel (0…255, red, green and blue): a mean difference of at most
/// ``meanTolerance`` over the canvas, and a largest difference of at most ``maximumTolerance``
/// at every pixel away from edges. A pixel is at an edge when, in either image, a pixel next to it
/// (in its 3 × 3 neighbourhood) differs from it by more than ``edgeContrast`` in a channel: there
/// the two rasterisers' antialiasing (Skia's analytic coverage, Cairo's sampling) and Chromium's
/// snapping of fractional edges place the transition differently. Blurs, gradients and shadows are
/// smooth, so a wrong sigma, a wrong stop or a wrong offset shows away from edges, where the
/// maximum applies.
@Suite("chromium-effects conformance", .serialized)
struct ChromiumEffectsConformanceTests {
    static let meanTolerance = 1.0
    static let maximumTolerance = 6
    static let edgeContrast = 16

    struct Comparison {
        var mean: Double
        /// The largest channel difference away from edges, and where.
        var maximum: Int
        var worstX: Int
        var worstY: Int

        var passes: Bool {
            mean <= ChromiumEffectsConformanceTests.meanTolerance && maximum <= ChromiumEffectsConformanceTests.maximumTolerance
        }
    }

    /// Compares two images of the same size (straight RGBA; only colour channels of opaque
    /// pictures are compared).
    static func compare(_ morph: RasterImage, _ chromium: RasterImage) -> Comparison {
        let (width, height) = (morph.width, morph.height)
        func channel(_ image: RasterImage, _ x: Int, _ y: Int, _ c: Int) -> Int { Int(image.bytes[(y * width + x) * 4 + c]) }
        func isEdge(_ image: RasterImage, _ x: Int, _ y: Int) -> Bool {
            for dy in -1...1 {
                for dx in -1...1 where dx != 0 || dy != 0 {
                    let (nx, ny) = (x + dx, y + dy)
                    guard nx >= 0, ny >= 0, nx < width, ny < height else { continue }
                    for c in 0..<3 where abs(channel(image, x, y, c) - channel(image, nx, ny, c)) > edgeContrast { return true }
                }
            }
            return false
        }
        var sum = 0
        var result = Comparison(mean: 0, maximum: 0, worstX: 0, worstY: 0)
        for y in 0..<height {
            for x in 0..<width {
                var largest = 0
                for c in 0..<3 {
                    let difference = abs(channel(morph, x, y, c) - channel(chromium, x, y, c))
                    sum += difference
                    largest = max(largest, difference)
                }
                if largest > result.maximum, !isEdge(morph, x, y), !isEdge(chromium, x, y) {
                    result.maximum = largest
                    result.worstX = x
                    result.worstY = y
                }
            }
        }
        result.mean = Double(sum) / Double(width * height * 3)
        return result
    }

    static func referenceURL(case index: Int, scale: Int) -> URL {
        EffectsScene.directory.appendingPathComponent("references/\(scale)x/\(String(format: "%03d", index + 1)).png")
    }

    /// Morph's image of `scene` at `scale`, after `change` is made to every node. The nodes are
    /// built on the main actor; the drawing and the comparisons run off it, so other suites'
    /// main-actor work is not held up for minutes.
    static func morphImage(of scene: EffectsScene, canvas: CGSize, scale: Int, changing change: (@MainActor @Sendable (DisplayNode) -> Void)? = nil) async throws -> RasterImage {
        let tree = try await MainActor.run {
            let root = try scene.makeRoot()
            if let change {
                var pending = [root]
                while let node = pending.popLast() {
                    change(node)
                    pending += node.subnodes
                }
            }
            return root.presentationTree()
        }
        return try Rasterizer.image(of: tree, size: canvas, scale: CGFloat(scale), backgroundColor: .white)
    }

    /// How many of the cases whose layers `applies` to fail the tolerance once `change` is made to
    /// every layer, out of how many.
    static func failures(after change: @escaping @MainActor @Sendable (DisplayNode) -> Void, where applies: (EffectsScene.Layer) -> Bool) async throws -> (failed: Int, total: Int) {
        let fixture = try EffectsScene.loadFixture()
        let canvas = CGSize(width: fixture.canvas[0], height: fixture.canvas[1])
        var failed = 0, total = 0
        for (index, scene) in fixture.cases.enumerated() where scene.layers.contains(where: applies) {
            // Minutes of drawing on one of the few cooperative threads would starve other suites'
            // background work: give the thread up between cases.
            await Task.yield()
            total += 1
            let scale = 2
            let reference = try RasterImage(contentsOfPNG: referenceURL(case: index, scale: scale))
            let changed = try await morphImage(of: scene, canvas: canvas, scale: scale, changing: change)
            if !compare(changed, reference).passes { failed += 1 }
        }
        return (failed, total)
    }

    @Test("the tolerance is tight: a shadow radius, a blur or a gradient a little off fails the cases it changes")
    func toleranceCatchesSmallErrors() async throws {
        let shadows = try await Self.failures(after: { $0.shadowRadius *= 1.25 }, where: { ($0.shadow?.radius ?? 0) >= 2 && ($0.shadow?.opacity ?? 0) >= 0.5 })
        let offsets = try await Self.failures(after: { $0.shadowOffset.height += 1 }, where: { ($0.shadow?.opacity ?? 0) >= 0.5 && ($0.shadow?.radius ?? 99) <= 5 })
        let blurs = try await Self.failures(after: { $0.blurRadius *= 1.25; $0.backdropBlurRadius *= 1.25 }, where: { ($0.blur ?? 0) >= 2 || ($0.backdropBlur ?? 0) >= 2 })
        let gradients = try await Self.failures(after: { node in
            var gradient = node.backgroundGradient
            gradient.endPoint.x += 0.1
            node.backgroundGradient = gradient
        }, where: { $0.gradient != nil })
        print("chromium-effects sensitivity: radius ×1.25 fails \(shadows.failed)/\(shadows.total), offset +1 pt fails \(offsets.failed)/\(offsets.total), blur ×1.25 fails \(blurs.failed)/\(blurs.total), end point +0.1 fails \(gradients.failed)/\(gradients.total)")
        #expect(shadows.failed * 10 >= shadows.total * 9)
        #expect(offsets.failed * 10 >= offsets.total * 9)
        #expect(blurs.failed * 10 >= blurs.total * 8)
        #expect(gradients.failed * 10 >= gradients.total * 8)
    }

    @Test("Morph's rasteriser draws every effects case as Chromium draws the player's page, at 1× and 2×")
    func conformance() async throws {
        let fixture = try EffectsScene.loadFixture()
        #expect(fixture.cases.count >= 150)
        let canvas = CGSize(width: fixture.canvas[0], height: fixture.canvas[1])
        var passed = 0
        var worstMean = 0.0
        var worstMaximum = 0
        for (index, scene) in fixture.cases.enumerated() {
            await Task.yield()
            var casePasses = true
            for scale in fixture.scales {
                let reference = try RasterImage(contentsOfPNG: Self.referenceURL(case: index, scale: scale))
                let morph = try await Self.morphImage(of: scene, canvas: canvas, scale: scale)
                try #require(reference.width == morph.width && reference.height == morph.height, "case \(index + 1) \(scene.name): reference size")
                let comparison = Self.compare(morph, reference)
                if ProcessInfo.processInfo.environment["MORPH_EFFECTS_STATS"] == "1" {
                    print("stats \(index + 1) \(scale)x mean \(comparison.mean) max \(comparison.maximum) \(scene.name)")
                }
                worstMean = max(worstMean, comparison.mean)
                worstMaximum = max(worstMaximum, comparison.maximum)
                if !comparison.passes {
                    casePasses = false
                    Issue.record("case \(index + 1) \"\(scene.name)\" at \(scale)×: mean difference \(comparison.mean), largest away from edges \(comparison.maximum) at (\(comparison.worstX), \(comparison.worstY))")
                    let failures = FileManager.default.temporaryDirectory.appendingPathComponent("morph-chromium-effects")
                    try? FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
                    try? morph.writePNG(to: failures.appendingPathComponent("\(index + 1)-\(scale)x-morph.png"))
                }
            }
            if casePasses { passed += 1 }
        }
        print("chromium-effects: worst mean difference \(worstMean), worst difference away from edges \(worstMaximum)")
        print("conformance chromium-effects: \(passed)/\(fixture.cases.count) passed")
    }
}

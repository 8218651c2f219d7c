import Foundation
@testable import Morph
@testable import MorphCanvas
@testable import MorphText
import Testing

@Suite("Rasterizer bad input")
struct RasterizerBadInputTests {
    @Test("zero, negative and non-finite sizes are refused", arguments: [
        CGSize.zero, CGSize(width: 10, height: 0), CGSize(width: -5, height: 10),
        CGSize(width: CGFloat.nan, height: 10), CGSize(width: 10, height: CGFloat.infinity),
    ])
    func badSizes(size: CGSize) {
        #expect {
            try Rasterizer(size: size)
        } throws: { error in
            guard case .invalidSize = error as? CanvasError else { return false }
            return true
        }
    }

    @Test("scales outside 0.25…8 are refused", arguments: [0, -1, .nan, .infinity, 0.1, 9] as [CGFloat])
    func badScales(scale: CGFloat) {
        #expect {
            try Rasterizer(size: CGSize(width: 10, height: 10), scale: scale)
        } throws: { error in
            guard case .invalidScale = error as? CanvasError else { return false }
            return true
        }
    }

    @Test("surfaces beyond 16,384 pixels a side or 64 Mi pixels are refused before allocating")
    func hugeSurfaces() {
        #expect(throws: CanvasError.surfaceTooLarge(pixelWidth: 16_385, pixelHeight: 10)) {
            try Rasterizer(size: CGSize(width: 16_385, height: 10))
        }
        #expect(throws: CanvasError.surfaceTooLarge(pixelWidth: 16_000, pixelHeight: 16_000)) {
            try Rasterizer(size: CGSize(width: 8_000, height: 8_000), scale: 2)
        }
        #expect(throws: CanvasError.self) { try Rasterizer(size: CGSize(width: 1e300, height: 1e300)) }
        // The largest allowed: 16,384 × 4,096.
        #expect(throws: Never.self) { _ = try Rasterizer(size: CGSize(width: 8_192, height: 2_048), scale: 2) }
    }

    @Test("a tree with a NaN or infinite number is refused and the surface keeps its frame")
    func nonFiniteTrees() throws {
        var builder = TreeBuilder()
        builder.add("root", frame: CGRect(x: 0, y: 0, width: 20, height: 20), { $0.backgroundColor = .red }) { b, root in
            b.add("child", frame: CGRect(x: 5, y: 5, width: 5, height: 5), { $0.backgroundColor = .blue }, parent: root)
        }
        let rasterizer = try Rasterizer(size: CGSize(width: 20, height: 20))
        try rasterizer.draw(builder.tree())
        let before = rasterizer.makeImage()
        for corrupt in [
            { (layer: inout PresentationLayer) in layer.attributes.position.x = .nan },
            { $0.attributes.bounds.size.width = .infinity },
            { $0.attributes.transform.m41 = .nan },
            { $0.attributes.alpha = .nan },
            { $0.attributes.cornerRadius = -.infinity },
        ] as [(inout PresentationLayer) -> Void] {
            var tree = builder.tree()
            corrupt(&tree.layers[1])
            #expect(throws: CanvasError.invalidPresentation(.nonFiniteAttributes(layer: "child"))) { try rasterizer.draw(tree) }
            #expect(rasterizer.makeImage() == before)
        }
        var broken = builder.tree()
        broken.layers[1].parentIndex = 5
        #expect(throws: CanvasError.invalidPresentation(.inconsistentStructure(layer: "child", index: 1))) { try rasterizer.draw(broken) }
        var late = builder.tree()
        late.time = .infinity
        #expect(throws: CanvasError.invalidPresentation(.nonFiniteTime(.infinity))) { try rasterizer.draw(late) }
        // The next valid tree draws (incrementally) as usual.
        #expect(throws: Never.self) { try rasterizer.draw(builder.tree()) }
    }

    @Test("glyphs at non-finite positions and runs whose font file is missing are skipped")
    func brokenText() throws {
        let metrics = try FontMetrics(Font(size: 12))
        let missing = FontFace(url: URL(fileURLWithPath: "/nonexistent/font.ttf"), familyName: "None", styleName: "Regular")
        let good = try TextLayout("A", style: TextStyle(font: Font(size: 12)))
        let run = GlyphRun(face: good.face, fontSize: 12, metrics: metrics, glyphs: [Glyph(id: 36, position: CGPoint(x: CGFloat.nan, y: 0), advance: 7, cluster: 0)], x: 0, width: 7)
        let lost = GlyphRun(face: missing, fontSize: 12, metrics: metrics, glyphs: [Glyph(id: 36, position: .zero, advance: 7, cluster: 0)], x: 0, width: 7, isUnderlined: true)
        let line = TextLine(text: "A", width: 7, x: 0, baseline: 12, runs: [run, lost])
        let layout = TextLayout(
            text: good.text, style: good.style, maximumWidth: .infinity, metrics: metrics, face: good.face,
            lines: [line], typographicSize: CGSize(width: 7, height: 14), size: CGSize(width: 7, height: 14), isTruncated: false
        )
        var builder = TreeBuilder()
        builder.add("text", frame: CGRect(x: 0, y: 0, width: 20, height: 20), content: .text(layout: layout, color: .black))
        #expect(throws: Never.self) { try Rasterizer.image(of: builder.tree(), size: CGSize(width: 20, height: 20)) }
    }
}

import CCairo
import Foundation
import Morph
@testable import MorphCanvas
import Testing

@Suite("Shape coverage")
struct ShapeCoverageTests {
    /// A surface of `width` × `height` pixels filled with random premultiplied pixels, opaque and
    /// translucent, so blending meets every kind of destination.
    static func noisySurface(width: Int, height: Int, seed: UInt64) throws -> CairoSurface {
        let surface = try CairoSurface(pixelWidth: width, pixelHeight: height)
        var generator = SeededGenerator(seed: seed)
        let target = surface.pixelTarget
        for y in 0..<height {
            for x in 0..<width {
                let alpha = UInt32(Bool.random(using: &generator) ? 255 : UInt8.random(in: 0...255, using: &generator))
                func channel() -> UInt32 { UInt32.random(in: 0...alpha, using: &generator) }
                target.pixels[y * target.wordsPerRow + x] = alpha << 24 | channel() << 16 | channel() << 8 | channel()
            }
        }
        cairo_surface_mark_dirty(surface.surface)
        return surface
    }

    static func bytes(of surface: CairoSurface) -> [UInt8] {
        surface.withPixels { pixels, _ in Array(pixels) }
    }

    @Test(
        "a shape painted from its coverage equals Cairo's fill of it, over every kind of background",
        arguments: [
            // width, height, outer radius, inner inset (0: no ring), inner radius
            (40, 30, 6.0, 0, 0.0), (41, 33, 12.5, 0, 0.0), (34, 34, 17.0, 0, 0.0), (9, 21, 2.3, 0, 0.0),
            (111, 84, 12.0, 2, 10.0), (28, 64, 4.0, 1, 3.0), (50, 20, 10.0, 3, 7.0), (30, 30, 15.0, 15, 0.0),
        ] as [(Int, Int, Double, Int, Double)]
    )
    func equalsCairoFill(shape: (width: Int, height: Int, radius: Double, inset: Int, innerRadius: Double)) throws {
        let (originX, originY) = (7, 5)
        let rect = CGRect(x: originX, y: originY, width: shape.width, height: shape.height)
        let outer = LayerShape(pixelRect: rect, radiusX: shape.radius, radiusY: shape.radius)
        let inset = CGFloat(shape.inset)
        let inner = shape.inset > 0 && rect.width > 2 * inset && rect.height > 2 * inset
            ? LayerShape(pixelRect: rect.insetBy(dx: inset, dy: inset), radiusX: shape.innerRadius, radiusY: shape.innerRadius)
            : nil
        let isRing = shape.inset > 0
        let fillRule = isRing ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING
        let key = try #require(ShapeCoverageCache.key(for: outer, inner: inner, isRing: isRing))
        let coverage = try #require(ShapeCoverage(width: shape.width, height: shape.height, fillRule: fillRule) { context in
            LayerShape(pixelRect: CGRect(x: 0, y: 0, width: shape.width, height: shape.height), radiusX: shape.radius, radiusY: shape.radius).addPath(to: context)
            if let inner {
                LayerShape(pixelRect: inner.rect.offsetBy(dx: -rect.minX, dy: -rect.minY), radiusX: inner.radiusX, radiusY: inner.radiusY).addPath(to: context)
            }
        })
        #expect(key.width == shape.width && key.height == shape.height)
        #expect(coverage.byteCount > 0)
        let colors: [(Color, CGFloat)] = [
            (Color(red: 0.2, green: 0.5, blue: 0.9), 1), (.black, 1), (.white, 1), (Color(red: 1, green: 0.533, blue: 0.004), 1),
            // Translucent: a scroll indicator's black at 40 %, fading; tinted glass; a layer's alpha.
            (Color(white: 0, alpha: 0.4), 1), (Color(white: 0, alpha: 0.4), 0.37), (Color(white: 1, alpha: 0.45), 1),
            (Color(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.35), 1), (Color(red: 1, green: 0.3, blue: 0.1), 0.6), (.white, 0.004),
        ]
        for (index, (color, alpha)) in colors.enumerated() {
            let seed = UInt64(shape.width * 1_000 + shape.height * 10 + index)
            let (width, height) = (shape.width + 14, shape.height + 10)
            let byCairo = try Self.noisySurface(width: width, height: height, seed: seed)
            let fromCoverage = try Self.noisySurface(width: width, height: height, seed: seed)
            #expect(Self.bytes(of: byCairo) == Self.bytes(of: fromCoverage))

            outer.addPath(to: byCairo.context)
            inner?.addPath(to: byCairo.context)
            cairo_set_fill_rule(byCairo.context, fillRule)
            GradientPainter.setSource(byCairo.context, color, alpha: alpha)
            cairo_fill(byCairo.context)

            if let (pixel, isOpaque) = LayerPainter.coveragePixel(color, alpha: alpha) {
                if isOpaque {
                    coverage.composite(pixel, into: fromCoverage.pixelTarget, x: originX, y: originY)
                } else {
                    coverage.compositeTranslucent(pixel, into: fromCoverage.pixelTarget, x: originX, y: originY)
                }
            }
            cairo_surface_mark_dirty(fromCoverage.surface)

            let expected = Self.bytes(of: byCairo)
            let actual = Self.bytes(of: fromCoverage)
            let differing = zip(expected, actual).filter { $0 != $1 }.count
            #expect(differing == 0, "\(shape) in \(color) at alpha \(alpha): \(differing) bytes differ")
        }
    }

    @Test("only opaque colours have a pixel to paint from coverage, each channel its 8-bit value")
    func opaquePixels() {
        #expect(LayerPainter.opaquePixel(Color(red: 1, green: 0.533, blue: 0.004), alpha: 1) == 0xFFFF_8801)
        #expect(LayerPainter.opaquePixel(.black, alpha: 1) == 0xFF00_0000)
        #expect(LayerPainter.opaquePixel(Color(white: 1, alpha: 0.99), alpha: 1) == nil)
        #expect(LayerPainter.opaquePixel(.white, alpha: 0.999) == nil)
    }

    @Test("translucent colours have pixman's premultiplied pixel; a colour Cairo would not draw has none")
    func translucentPixels() throws {
        let indicator = try #require(LayerPainter.coveragePixel(Color(white: 0, alpha: 0.4), alpha: 1))
        // 102/255 as Cairo's 16-bit alpha is 26,214 (0x6666): its top byte.
        #expect(indicator.pixel == 0x6600_0000 && !indicator.isOpaque)
        #expect(LayerPainter.coveragePixel(.white, alpha: 1)?.isOpaque == true)
        #expect(LayerPainter.coveragePixel(.white, alpha: 0.001) == nil)
    }

    @Test("blending rounds each channel as Cairo does, saturating at 255")
    func blending() {
        // Full and no coverage give the source and the destination.
        #expect(ShapeCoverage.blend(0xFF11_2233, 255, 0xFF44_5566) == 0xFF11_2233)
        #expect(ShapeCoverage.blend(0xFF11_2233, 0, 0x8044_5566) == 0x8044_5566)
        // 1 × 128 / 255 rounds to 0 with Cairo's `+ 0x7f` (pixman's `+ 0x80` gives 1).
        #expect(ShapeCoverage.blend(0x0000_0001, 128, 0) == 0)
        #expect(ShapeCoverage.blend(0x0000_0002, 128, 0) == 0x0000_0001)
        #expect(ShapeCoverage.blend(0xFFFF_FFFF, 128, 0xFFFF_FFFF) == 0xFFFF_FFFF)
    }
}

import CCairo
import Foundation
import Morph
@testable import MorphCanvas
import Testing

@Suite("Shape coverage cache")
struct ShapeCoverageCacheTests {
    /// The outline of a layer of `size` points at (`x`, `y`) with `attributes`, at `scale`.
    static func shape(_ size: CGSize, at point: CGPoint = CGPoint(x: 10, y: 10), scale: CGFloat = 2, _ configure: (inout ViewAttributes) -> Void = { _ in }) -> LayerShape {
        var attributes = ViewAttributes(position: .zero, bounds: CGRect(origin: .zero, size: size))
        attributes.cornerRadius = 6
        configure(&attributes)
        // The transform as the frame plan applies it (about the origin here).
        var matrix = AffineMatrix.scale(scale).translatedBy(point.x, point.y)
        if let transform = AffineMatrix(affinePartOf: attributes.transform) { matrix = matrix.concatenating(transform) }
        return LayerShape(attributes, matrix: matrix, surfaceWidth: 1_000, surfaceHeight: 1_000)
    }

    static func key(_ shape: LayerShape, border: CGFloat? = nil, radius: CGFloat = 6) -> ShapeCoverageCache.Key? {
        guard let border else { return ShapeCoverageCache.key(for: shape, inner: nil, isRing: false) }
        return ShapeCoverageCache.key(for: shape, inner: shape.inset(by: border, radius: radius), isRing: true)
    }

    @Test("a size, radius, border or scale of its own is a shape of its own; the place and the colour are not")
    func keys() throws {
        let card = CGSize(width: 55, height: 42)
        let base = try #require(Self.key(Self.shape(card)))
        // Moved by whole pixels, or by points that snap to the same pixel size, and recoloured.
        #expect(Self.key(Self.shape(card, at: CGPoint(x: 200, y: 31))) == base)
        #expect(Self.key(Self.shape(card) { $0.backgroundColor = .white }) == base)
        // Another size, radius or scale.
        #expect(Self.key(Self.shape(CGSize(width: 56, height: 42))) != base)
        #expect(Self.key(Self.shape(card) { $0.cornerRadius = 5 }) != base)
        #expect(Self.key(Self.shape(card, scale: 3)) != base)
        #expect(Self.key(Self.shape(card, scale: 3))?.width == 165)
        // A border is a ring, other than the filled shape; its width makes it another ring.
        let ring = try #require(Self.key(Self.shape(card), border: 1))
        #expect(ring != base && ring.isRing)
        #expect(Self.key(Self.shape(card), border: 2) != ring)
    }

    @Test("unsnapped shapes, rectangles of whole pixels, empty shapes and shapes over the area limit are not kept")
    func notKept() {
        let rotated = Self.shape(CGSize(width: 40, height: 30)) { $0.transform = Transform3D(m11: 0.8, m12: 0.6, m13: 0, m14: 0, m21: -0.6, m22: 0.8, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1) }
        #expect(Self.key(rotated) == nil)
        #expect(Self.key(Self.shape(CGSize(width: 40, height: 30)) { $0.cornerRadius = 0 }) == nil)
        #expect(Self.key(Self.shape(CGSize(width: 0, height: 30))) == nil)
        let huge = LayerShape(pixelRect: CGRect(x: 0, y: 0, width: 4_096, height: 1_025), radiusX: 8, radiusY: 8)
        #expect(4_096 * 1_025 > ShapeCoverageCache.maximumArea)
        #expect(ShapeCoverageCache.key(for: huge, inner: nil, isRing: false) == nil)
    }

    @Test("a shape is rasterised the second time it is asked for, then kept and reused")
    func secondUse() throws {
        var cache = ShapeCoverageCache()
        let key = try #require(Self.key(Self.shape(CGSize(width: 40, height: 30))))
        cache.beginFrame()
        let first = cache.coverage(for: key)
        #expect(first == nil)
        #expect(cache.count == 0 && cache.seenCount == 1)
        let second = cache.coverage(for: key)
        let coverage = try #require(second)
        #expect(cache.count == 1 && cache.seenCount == 0)
        #expect(coverage.width == 80 && coverage.height == 60)
        #expect(cache.byteCount == coverage.byteCount + ShapeCoverageCache.entryOverhead)
        // A rounded rectangle keeps its straight middle rows once: far fewer bytes than pixels.
        #expect(coverage.byteCount < 80 * 60 / 2)
        // A card of the benchmark's screen at 2× (111 × 84 pixels, 12-pixel corners) and its
        // 2-pixel border: a few KiB each, as the type's documentation says.
        let card = try #require(ShapeCoverage(width: 111, height: 84, fillRule: CAIRO_FILL_RULE_WINDING) { context in
            LayerShape(pixelRect: CGRect(x: 0, y: 0, width: 111, height: 84), radiusX: 12, radiusY: 12).addPath(to: context)
        })
        let border = try #require(ShapeCoverage(width: 111, height: 84, fillRule: CAIRO_FILL_RULE_EVEN_ODD) { context in
            LayerShape(pixelRect: CGRect(x: 0, y: 0, width: 111, height: 84), radiusX: 12, radiusY: 12).addPath(to: context)
            LayerShape(pixelRect: CGRect(x: 2, y: 2, width: 107, height: 80), radiusX: 10, radiusY: 10).addPath(to: context)
        })
        #expect(card.byteCount >= 512 && card.byteCount <= 3 << 10, "\(card.byteCount) bytes")
        #expect(border.byteCount >= 512 && border.byteCount <= 3 << 10, "\(border.byteCount) bytes")
        let third = cache.coverage(for: key)
        #expect(third != nil)
        #expect(cache.count == 1)
    }

    @Test("the runs kept stay within the byte limit: shapes not used in the frame go first, and a shape that does not fit is not kept")
    func boundedMemory() throws {
        var cache = ShapeCoverageCache(byteLimit: 32 << 10)
        func use(_ width: Int) -> ShapeCoverage? {
            let key = ShapeCoverageCache.key(for: LayerShape(pixelRect: CGRect(x: 0, y: 0, width: width, height: 120), radiusX: 40, radiusY: 40), inner: nil, isRing: false)!
            _ = cache.coverage(for: key)
            return cache.coverage(for: key)
        }
        cache.beginFrame()
        var keptInFirstFrame = 0
        for width in 100..<160 {
            let coverage = use(width)
            #expect(coverage != nil, "a shape that does not fit is still drawn from its coverage once")
            #expect(cache.byteCount <= 32 << 10)
            keptInFirstFrame = max(keptInFirstFrame, cache.count)
        }
        #expect(keptInFirstFrame > 2 && keptInFirstFrame < 60, "some shapes were kept, not all: \(keptInFirstFrame)")
        // In the next frame, the shapes of the first make room for new ones.
        cache.beginFrame()
        _ = use(300)
        #expect(cache.count == 1)
        #expect(cache.byteCount <= 32 << 10)
        cache.removeAll()
        #expect(cache.count == 0 && cache.byteCount == 0 && cache.seenCount == 0)
    }

    @Test("the keys of shapes seen once are forgotten past their limit")
    func seenOnceIsBounded() {
        var cache = ShapeCoverageCache()
        for width in 1...(ShapeCoverageCache.maximumSeenCount + 10) {
            let key = ShapeCoverageCache.key(for: LayerShape(pixelRect: CGRect(x: 0, y: 0, width: width, height: 4), radiusX: 1, radiusY: 1), inner: nil, isRing: false)!
            _ = cache.coverage(for: key)
            #expect(cache.seenCount <= ShapeCoverageCache.maximumSeenCount)
        }
        #expect(cache.count == 0)
    }
}

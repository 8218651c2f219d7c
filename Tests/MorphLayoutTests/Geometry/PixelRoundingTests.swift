import Foundation
import MorphLayout
import Testing

@Suite("Pixel rounding")
struct PixelRoundingTests {
    @Test("values snap to the pixel grid of the screen scale")
    func snapsToGrid() {
        let rounding = PixelRounding(screenScale: 2)
        #expect(rounding.ceil(10.2) == 10.5)
        #expect(rounding.floor(10.7) == 10.5)
        #expect(rounding.round(10.3) == 10.5)
        #expect(rounding.round(10.2) == 10)
    }

    @Test("values a rounding error away from a boundary stay on it, as in Texture")
    func epsilonTolerance() {
        let rounding = PixelRounding(screenScale: 3)
        #expect(rounding.floor(302.00000035751782 / 3) == CGFloat(302) / 3)
        #expect(PixelRounding(screenScale: 2).ceil(100.00000001) == 100)
        #expect(rounding.ceil(100.666666666669) == CGFloat(302) / 3)
    }

    @Test("points and sizes are ceiled per coordinate")
    func pointsAndSizes() {
        let rounding = PixelRounding(screenScale: 2)
        #expect(rounding.ceil(CGPoint(x: 0.1, y: -0.6)) == CGPoint(x: 0.5, y: -0.5))
        #expect(rounding.ceil(CGSize(width: 33.25, height: 1)) == CGSize(width: 33.5, height: 1))
        #expect(PixelRounding.scale1.ceil(CGSize(width: 33.25, height: 1)) == CGSize(width: 34, height: 1))
    }

    @Test("a scale that is not finite and positive is clamped to 1", arguments: [0, -2, .nan, .infinity] as [CGFloat])
    func invalidScaleIsClamped(scale: CGFloat) {
        #expect(PixelRounding(screenScale: scale).screenScale == 1)
        #expect(LayoutContext(screenScale: scale).screenScale == 1)
    }
}

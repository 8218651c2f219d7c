import Foundation
import Testing
@testable import MorphLayout

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
    }

    @Test("a scale that is not finite and positive is clamped to 1", arguments: [0, -2, .nan, .infinity] as [CGFloat])
    func invalidScaleIsClamped(scale: CGFloat) {
        #expect(PixelRounding(screenScale: scale).screenScale == 1)
    }
}

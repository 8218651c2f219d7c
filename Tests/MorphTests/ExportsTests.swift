import Foundation
import Testing
import Morph

@Suite("Morph module")
struct ExportsTests {
    @Test("importing Morph makes the layout and motion values available")
    func reexportsLowerLayers() {
        #expect(PixelRounding(screenScale: 2).screenScale == 2)
        #expect(Color.white.alpha == 1)
    }
}

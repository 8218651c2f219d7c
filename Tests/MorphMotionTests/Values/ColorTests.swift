import Foundation
import Testing
@testable import MorphMotion

@Suite("Color")
struct ColorTests {
    @Test("components outside 0...1 are clamped and NaN becomes 0")
    func componentsAreClamped() {
        let color = Color(red: 2, green: -1, blue: .nan, alpha: 0.5)
        #expect(color == Color(red: 1, green: 0, blue: 0, alpha: 0.5))
    }

    @Test("the identity transform lists matrix3d's identity entries")
    func identityEntries() {
        #expect(Transform3D.identity.entries == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
        #expect(Transform3D.identity.isIdentity)
    }
}

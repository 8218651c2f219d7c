import Testing
import MorphRender

@Suite("MorphRender module")
struct ExportsTests {
    @Test("importing MorphRender makes the node layer available")
    func reexportsMorph() {
        #expect(Transform3D.identity.isIdentity)
    }
}

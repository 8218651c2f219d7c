import Testing
import MorphExamples

@Suite("MorphExamples module")
struct ExportsTests {
    @Test("importing MorphExamples makes the node and element layers available")
    func reexportsLayers() {
        #expect(Color.clear.alpha == 0)
    }
}

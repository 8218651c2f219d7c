import Foundation
import MorphCases
import Testing

// The Swift blocks of the MorphCases DocC articles, compiled and run here (DocumentationTests
// checks that every block has its twin in a test). The loop of "Layout cases in either format" is
// run by LayoutCaseTests.

@Suite("MorphCases documentation examples")
struct CaseArticlesTests {
    @Test("the module page reads a Yoga case and prints its layout")
    func modulePage() throws {
        var printed: [String] = []
        func print(_ text: String) { printed.append(text) }
        let data = Data(#"{"id": "row", "root": {"id": "root", "style": {"flexDirection": "row", "width": 100, "height": 40}, "children": [{"id": "a", "style": {"flexGrow": 1}}]}}"#.utf8)
        for entry in LayoutCase.entries(in: data, inputName: "row.json") {
            if case .layoutCase(let layoutCase) = entry {
                print(try layoutCase.layout().jsonText())
            }
        }
        #expect(printed == [#"{"id": "root", "left": 0, "top": 0, "width": 100, "height": 40, "children": [{"id": "a", "left": 0, "top": 0, "width": 100, "height": 40}]}"#])
    }

    @Test("the Texture cases article lays out a case from JSON")
    func textureCasesArticle() throws {
        let json = """
        {"name": "two boxes", "setup": {"sizeRange": {"min": [0, 0], "max": [200, "inf"]},
          "spec": {"type": "stack", "spacing": 10, "alignItems": "start", "children": [
            {"type": "node", "id": "a", "style": {"width": {"points": 40}, "height": {"points": 40}}},
            {"type": "node", "id": "b", "style": {"width": {"points": 60}, "height": {"points": 20}}}]}}}
        """
        for result in TextureCase.cases(in: Data(json.utf8)) {
            let textureCase = try result.get()
            print(try textureCase.layout().jsonText())
        }
        let textureCase = try #require(try TextureCase.cases(in: Data(json.utf8)).first?.get())
        #expect(try textureCase.layout().jsonText()
            == #"{"size": [110, 40], "frames": [{"id": "a", "frame": [0, 0, 40, 40]}, {"id": "b", "frame": [50, 0, 60, 20]}]}"#)
    }

    @Test("cases in Yoga's format are decoded, laid out and checked")
    func cases() throws {
        let data = Data(#"{"id": "demo", "root": {"style": {"width": 10, "height": 10}}, "expected": {"left": 0, "top": 0, "width": 10, "height": 10}}"#.utf8)
        var failures = 0

        for result in try FlexCase.decodeCases(from: data) {
            switch result {
            case .success(let flexCase):
                let layout = try flexCase.layout()
                if let expected = flexCase.expected, let difference = layout.firstDifference(from: expected, tolerance: 1e-3) {
                    print("\(flexCase.displayName): \(difference)")
                    failures += 1
                }
            case .failure(let error):
                print(error)
                failures += 1
            }
        }

        #expect(failures == 0)
    }
}

import Foundation
import MorphTestSupport
import Testing

@Suite("Texture fixture coverage")
struct TextureFixtureCoverageTests {
    @Test("every fixture case is counted by one conformance line or assigned to a named place")
    func everyCaseIsAccounted() {
        var unaccounted: [String] = []
        for entry in TextureFixture.entries {
            let counted = ConformanceGroups.line(for: entry) != nil
            let nodeLayerCase = ConformanceGroups.nodeLayerCases[entry.name] != nil
            let nodeLayerKind = ConformanceGroups.nodeLayerKindPrefixes.contains { entry.kind.hasPrefix($0) }
            let dedicated = ConformanceGroups.dedicatedTests[entry.kind] != nil
            let places = [counted, nodeLayerCase, nodeLayerKind && !nodeLayerCase, dedicated].filter { $0 }.count
            if places != 1 {
                unaccounted.append("\(entry.name) (\(entry.kind))")
            }
        }
        #expect(unaccounted.isEmpty, "cases with no single place: \(unaccounted)")
        #expect(TextureFixture.entries.count == 284)
    }

    @Test("the layout line counts the 207 pixel-exact, 10 derived and 4 measure-call cases")
    func layoutLineComposition() {
        let cases = ConformanceGroups.cases(forLine: "texture-layout")
        #expect(cases.filter { $0.verification == "reference-image-pixel-exact" }.count == 207)
        #expect(cases.filter { $0.verification == "derived-from-source" }.count == 10)
        #expect(cases.filter { $0.kind == "layout-spec-frames+measure-calls" }.count == 4)
        #expect(cases.count == 221)
    }

    @Test("the node-layer exceptions name cases that exist")
    func exceptionsExist() {
        for name in ConformanceGroups.nodeLayerCases.keys {
            #expect(TextureFixture.entries.contains { $0.name == name }, "\(name) is not in the fixture")
        }
    }
}

import Foundation
import MorphLayout
import Testing

/// Texture's `ASDimensionTests` size-range cases: `ASSizeRangeIntersect(range, other)`,
/// including the collapse to a point of the first range when the two do not overlap.
@Suite("Texture size-range conformance")
struct TextureSizeRangeConformanceTests {
    @Test("intersecting size ranges gives Texture's ranges")
    func intersections() {
        var results: [(name: String, failure: String?)] = []
        for entry in ConformanceGroups.cases(forLine: "texture-size-range") {
            do {
                let range = try FixtureValues.sizeRange(entry.json["setup"]?["range"])
                let other = try FixtureValues.sizeRange(entry.json["setup"]?["other"])
                let expected = try FixtureValues.sizeRange(entry.json["expected"])
                let actual = range.intersect(other)
                results.append((entry.name, actual == expected ? nil : "expected \(expected), got \(actual)"))
            } catch {
                results.append((entry.name, "\(error)"))
            }
        }
        let failures = ConformanceGroups.report(line: "texture-size-range", results: results)
        #expect(results.count == 5)
        #expect(failures.isEmpty, "\(failures)")
    }
}

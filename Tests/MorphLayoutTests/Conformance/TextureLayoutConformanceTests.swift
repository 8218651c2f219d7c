import Foundation
import MorphCases
import MorphLayout
import Testing

/// The Texture layout cases: every `layout-spec-frames` case (the 207 verified pixel for pixel
/// against Texture's reference images, and the 10 derived from Texture's source) and the 4
/// `layout-spec-frames+measure-calls` cases of Texture's layout-engine tests, read and laid out
/// through the public `TextureCase` API (the path `morph layout` uses). A case passes when its
/// frames match at screen scale 2, at scale 1 where the fixture gives
/// `expected_at_screenScale_1`, and its measured ranges where it lists them.
@Suite("Texture layout conformance")
struct TextureLayoutConformanceTests {
    /// Cases Morph does not pass yet, with the reason. Each must still fail (so a fix is noticed).
    static let knownFailures: [String: String] = [:]

    @Test("every Texture layout case lays out to Texture's frames")
    func layoutCases() throws {
        var results: [(name: String, failure: String?)] = []
        for entry in ConformanceGroups.cases(forLine: "texture-layout") {
            let outcome = Self.failure(of: entry.json)
            if let reason = Self.knownFailures[entry.name] {
                #expect(outcome != nil, "\(entry.name) is listed as a known failure (\(reason)) but passes now")
            }
            results.append((entry.name, outcome))
        }
        let failures = ConformanceGroups.report(line: "texture-layout", results: results)
            .filter { failure in !Self.knownFailures.keys.contains { failure.hasPrefix("\($0):") } }
        #expect(failures.isEmpty, "\(failures.count) failing:\n\(failures.joined(separator: "\n"))")
    }

    /// Why the case `json` fails, or nil when it passes. `verify()` checks only the expectations a
    /// case gives, so a case without an expected layout fails: it would check nothing.
    static func failure(of json: JSONValue) -> String? {
        do {
            let textureCase = try TextureCase(json: json)
            guard textureCase.expected != nil else { return "no expected layout" }
            return try textureCase.verify().map { "at scale \($0.screenScale): \($0.difference)" }
        } catch {
            return "\(error)"
        }
    }

    @Test("a case without an expected layout fails instead of passing unchecked")
    func caseWithoutExpectation() throws {
        let json = try JSONValue(parsing: #"{"name": "bare", "setup": {"sizeRange": {"min": [0, 0], "max": [10, 10]}, "spec": {"type": "node", "id": "a"}}}"#)
        #expect(Self.failure(of: json) == "no expected layout")
    }
}

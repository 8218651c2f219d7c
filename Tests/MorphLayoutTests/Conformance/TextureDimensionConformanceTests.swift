import Foundation
import MorphTestSupport
import MorphLayout
import Testing

/// Texture's `ASDimensionTests` parsing case: `ASDimensionMake(NSString *)` and the validation
/// of `ASDimensionMake(unit, value)`. Each expectation of the case is one check, read from its
/// key; a key of another form fails the case (so new expectations are not skipped).
@Suite("Texture dimension conformance")
struct TextureDimensionConformanceTests {
    @Test("dimensions parse and validate as in Texture")
    func parsing() {
        var results: [(name: String, failure: String?)] = []
        for entry in ConformanceGroups.cases(forLine: "texture-dimension") {
            var problems: [String] = []
            let expectations: [(key: String, value: JSONValue)]
            do {
                expectations = try FixtureValues.expectations(entry.json["expected"])
            } catch {
                results.append((entry.name, "\(error)"))
                continue
            }
            for (key, expected) in expectations {
                if let problem = Self.check(key: key, expected: expected) {
                    problems.append("\(key): \(problem)")
                }
            }
            results.append((entry.name, problems.isEmpty ? nil : problems.joined(separator: "; ")))
        }
        let failures = ConformanceGroups.report(line: "texture-dimension", results: results)
        #expect(failures.isEmpty, "\(failures)")
    }

    /// One expectation: `ASDimensionMake(@"text")` → a dimension, or `ASDimensionMake(Unit,
    /// value)` → "ok" / "assertion failure …" (a thrown error).
    static func check(key: String, expected: JSONValue) -> String? {
        if key.hasPrefix("ASDimensionMake(@\""), key.hasSuffix("\")") {
            let text = String(key.dropFirst("ASDimensionMake(@\"".count).dropLast(2))
            do {
                let expectedDimension = try FixtureValues.dimension(expected)
                let parsed = try LayoutDimension(parsing: text)
                return parsed == expectedDimension ? nil : "parsed \(parsed), expected \(expectedDimension)"
            } catch {
                return "\(error)"
            }
        }
        let unitPattern = /ASDimensionMake\((Auto|Points|Fraction), ([0-9.]+)\)/
        if let match = key.wholeMatch(of: unitPattern), let value = Double(match.2), let expectation = expected.string {
            let unit: LayoutDimension.Unit = switch match.1 {
            case "Auto": .auto
            case "Points": .points
            default: .fraction
            }
            let threw: Bool
            do {
                _ = try LayoutDimension(unit: unit, value: CGFloat(value))
                threw = false
            } catch {
                threw = true
            }
            if expectation == "ok" { return threw ? "rejected a valid dimension" : nil }
            if expectation.hasPrefix("assertion failure") { return threw ? nil : "accepted an invalid dimension" }
            return "unknown expectation \(expectation)"
        }
        return "unknown expectation key"
    }
}

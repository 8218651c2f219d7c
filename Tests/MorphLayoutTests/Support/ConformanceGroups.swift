import Foundation
import MorphTestSupport

/// Where each case of the Texture fixture is checked: a conformance line of this target, a
/// dedicated test of this target, or a higher layer (with the reason).
enum ConformanceGroups {
    /// The printed groups of this target and the fixture kinds each counts.
    static let lines: [(line: String, kinds: Set<String>)] = [
        ("texture-layout", ["layout-spec-frames", "layout-spec-frames+measure-calls"]),
        ("texture-size-range", ["size-range"]),
        ("texture-dimension", ["dimension"]),
        ("texture-flatten", ["flatten"]),
        ("texture-style", ["style"]),
        ("texture-stack-properties", ["stack-properties"]),
        ("texture-validation", ["validation"]),
    ]

    /// Cases of the kinds above that belong to the node layer (the `Morph` target), by name.
    static let nodeLayerCases: [String: String] = [
        "ASDisplayNodeImplicitHierarchyTests.testFeatureFlag":
            "automaticallyManagesSubnodes is a DisplayNode property (Morph target)",
        "ASDisplayNodeLayoutTests.testNotAllowAddingSubnodesInLayoutSpecThatFits":
            "adding or removing subnodes while building a spec is a DisplayNode rule (Morph target)",
    ]

    /// Kinds checked by a dedicated test of this target rather than a conformance line.
    static let dedicatedTests: [String: String] = [
        "note": "LayoutEngineFixtureTests checks fixture 5's engine frames",
    ]

    /// Kinds that belong to the node layer: the Layout Transition API and subnode management.
    static let nodeLayerKindPrefixes = ["diff", "subnode-order", "transition-events", "layout-pass-events"]

    /// The conformance line that counts `entry`, or nil when it is checked elsewhere.
    static func line(for entry: TextureFixture.Entry) -> String? {
        guard nodeLayerCases[entry.name] == nil else { return nil }
        return lines.first { $0.kinds.contains(entry.kind) }?.line
    }

    /// The cases a conformance line counts.
    static func cases(forLine line: String) -> [TextureFixture.Entry] {
        TextureFixture.entries.filter { self.line(for: $0) == line }
    }

    /// Counts passes, prints the line in the exact form, and returns the failures.
    static func report(line: String, results: [(name: String, failure: String?)]) -> [String] {
        let failures = results.compactMap { result in result.failure.map { "\(result.name): \($0)" } }
        print("conformance \(line): \(results.count - failures.count)/\(results.count) passed")
        return failures
    }
}

import Foundation
import MorphCases
@testable import MorphFlex

/// Runs fixture cases through the public case API (`FlexCase.decodeCases`, `layout()`,
/// `firstDifference`) — the same code path as `morph layout --check`.
enum Conformance {
    struct Outcome {
        var flexCase: FlexCase
        var difference: FlexCaseLayout.Difference?
        var error: FlexCaseError?
        var passed: Bool { difference == nil && error == nil }
        var summary: String {
            if let error { return error.description }
            if let difference { return "\(flexCase.displayName): \(difference)" }
            return "\(flexCase.displayName): passed"
        }
    }

    static func fixtureData(_ name: String) throws -> Data {
        guard let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures") else {
            throw CocoaError(.fileNoSuchFile)
        }
        return try Data(contentsOf: url)
    }

    static func cases(_ name: String) throws -> [FlexCase] {
        try FlexCase.decodeCases(from: fixtureData(name)).map { try $0.get() }
    }

    /// Lays `flexCase` out and compares it with its `expected`; a case without one fails (it
    /// would check nothing).
    static func run(_ flexCase: FlexCase, tolerance: CGFloat) -> Outcome {
        guard let expected = flexCase.expected else {
            let error = FlexCaseError(caseName: flexCase.displayName, path: "", problem: .missingField("expected"))
            return Outcome(flexCase: flexCase, difference: nil, error: error)
        }
        do {
            let layout = try flexCase.layout()
            return Outcome(flexCase: flexCase, difference: layout.firstDifference(from: expected, tolerance: tolerance), error: nil)
        } catch {
            return Outcome(flexCase: flexCase, difference: nil, error: error)
        }
    }
}

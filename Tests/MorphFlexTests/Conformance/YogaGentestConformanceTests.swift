import Foundation
import MorphCases
import Testing
@testable import MorphFlex

@Suite("Yoga's generated test suite")
struct YogaGentestConformanceTests {
    /// Enabled cases the engine does not pass yet, with the reason. The suite checks that each
    /// still fails, so a fix is noticed.
    static let knownFailures: [String: String] = [:]

    @Test("every case Yoga passes is reproduced within 1e-4")
    func enabledCases() throws {
        let cases = try Conformance.cases("gentest").filter { !$0.isDisabled }
        let outcomes = cases.map { Conformance.run($0, tolerance: 1e-4) }
        let passed = outcomes.filter(\.passed).count
        print("conformance yoga-gentest: \(passed)/\(outcomes.count) passed")
        #expect(outcomes.count == 1088)
        for outcome in outcomes {
            let id = outcome.flexCase.id ?? ""
            if let reason = Self.knownFailures[id] {
                #expect(!outcome.passed, "known failure now passes (\(reason)): \(id)")
            } else {
                #expect(outcome.passed, "\(outcome.summary)")
            }
        }
    }

    @Test("a case without an expected layout fails instead of passing unchecked")
    func caseWithoutExpectation() throws {
        let flexCase = try FlexCase.decodeCases(from: Data(#"{"id": "bare", "root": {"style": {"width": 10}}}"#.utf8))[0].get()
        let outcome = Conformance.run(flexCase, tolerance: 1e-4)
        #expect(!outcome.passed)
        #expect(outcome.error?.problem == .missingField("expected"))
    }

    @Test("the cases Yoga disables are laid out without failing, for information")
    func disabledCases() throws {
        let cases = try Conformance.cases("gentest").filter(\.isDisabled)
        let outcomes = cases.map { Conformance.run($0, tolerance: 1e-4) }
        let passed = outcomes.filter(\.passed).count
        print("conformance yoga-gentest-disabled: \(passed)/\(outcomes.count) passed")
        #expect(outcomes.count == 92)
        #expect(outcomes.allSatisfy { $0.error == nil })
    }
}

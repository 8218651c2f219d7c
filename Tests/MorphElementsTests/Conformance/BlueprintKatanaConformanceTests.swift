import Foundation
import MorphTestSupport
import Testing
@testable import MorphElements

/// Checks one fixture case, recording failures in the check.
typealias ConformanceHandler = @MainActor (FixtureCase, inout CaseCheck) throws -> Void

/// The Blueprint and Katana conformance cases (`Fixtures/blueprint-katana-cases.json`), all 76.
///
/// Every case has exactly one place: a handler (in `Conformance/Blueprint/…` and
/// `Conformance/Katana/…`, one per case name) or an entry of ``pendingNodeLayer`` saying what it
/// needs from the node layer or a host. Pending cases count as not passed. When a handler is
/// written for a pending case, the suite fails until the case leaves the pending list, so no
/// case is forgotten in either place.
@Suite("Conformance: Blueprint and Katana")
@MainActor
struct BlueprintKatanaConformanceTests {
    /// Cases that cannot pass yet, with the reason; counted as not passed. Empty: every case
    /// passes.
    static let pendingNodeLayer: [String: String] = [:]

    /// Every handler, by case name.
    static var handlers: [String: ConformanceHandler] {
        var all: [String: ConformanceHandler] = [:]
        for family in [
            BlueprintValueCases.handlers,
            BlueprintTreeCases.handlers,
            BlueprintHostCases.handlers,
            KatanaChildrenAnimationsCases.handlers,
            KatanaTransformerCases.handlers,
            KatanaFourStepCases.handlers,
            KatanaNodeCases.handlers,
            PokeAnimationsCases.handlers,
        ] {
            all.merge(family) { first, _ in first }
        }
        return all
    }

    @Test("every fixture case has exactly one handler or one pending reason")
    func everyCaseHasOnePlace() throws {
        let names = Set(try BlueprintKatanaFixture.cases().map(\.name))
        let handled = Set(Self.handlers.keys)
        let pending = Set(Self.pendingNodeLayer.keys)
        #expect(names.count == 76)
        #expect(handled.isDisjoint(with: pending), "cases both handled and pending: \(handled.intersection(pending).sorted())")
        #expect(handled.union(pending) == names, "cases without a place: \(names.subtracting(handled).subtracting(pending).sorted())")
        #expect(handled.subtracting(names).isEmpty, "handlers for unknown cases: \(handled.subtracting(names).sorted())")
    }

    @Test("every case passes, except the pending ones listed by name")
    func conformance() throws {
        let cases = try BlueprintKatanaFixture.cases()
        let handlers = Self.handlers
        var passed = 0
        var pending: [String] = []
        for fixtureCase in cases {
            guard let handler = handlers[fixtureCase.name] else {
                pending.append(fixtureCase.name)
                continue
            }
            var check = CaseCheck()
            do {
                try handler(fixtureCase, &check)
            } catch {
                check.fail("threw \(error)")
            }
            #expect(check.passed, "\(fixtureCase.name): \(check.problems.joined(separator: "; "))")
            if check.passed { passed += 1 }
        }
        print("conformance blueprint-katana: \(passed)/\(cases.count) passed")
        if !pending.isEmpty {
            print("conformance blueprint-katana pending (\(pending.count)): \(pending.joined(separator: ", "))")
        }
        #expect(cases.count == 76)
        #expect(passed + pending.count == cases.count)
    }
}

import Foundation
import Testing
@testable import MorphCLI

/// The acceptance runs: `morph layout --check` on the full fixture sets counts what the
/// conformance suites count (`texture-layout`: 221, `yoga-gentest`: 1088) and passes them all.
@Suite("morph layout --check on the conformance fixtures")
struct LayoutFixtureTests {
    @Test("Texture's fixture: 221 passed, 0 failed; its 63 entries of other kinds are skipped")
    func textureFixture() {
        let outcome = LayoutRunner.run(LayoutRunner.textureFixture.path, options: .init(check: true))
        #expect(outcome.output == ["221 passed, 0 failed"])
        #expect(outcome.errors.count == 1)
        #expect(outcome.errors.first?.hasPrefix("skipped 63 entries that are not layout cases (diff 25, subnode-order 11, ") == true)
        #expect(outcome.status == .success)
    }

    @Test("Yoga's generated suite: 1088 passed, 0 failed; the 92 disabled cases are skipped")
    func yogaFixture() {
        let outcome = LayoutRunner.run(LayoutRunner.yogaFixture.path, options: .init(check: true))
        #expect(outcome.output == ["1088 passed, 0 failed"])
        #expect(outcome.errors == ["skipped 92 disabled cases (Yoga skips them too; --include-disabled lays them out)"])
        #expect(outcome.status == .success)
    }

    @Test("with --include-disabled the 92 disabled cases run too; Yoga passes 16 of them")
    func yogaFixtureWithDisabledCases() {
        let outcome = LayoutRunner.run(LayoutRunner.yogaFixture.path, options: .init(check: true, includeDisabled: true))
        #expect(outcome.output.last == "1104 passed, 76 failed")
        #expect(outcome.output.count == 77)
        #expect(outcome.output.dropLast().allSatisfy { $0.hasPrefix("case \"YG") })
        #expect(outcome.status == .caseFailed)
    }

    @Test("both fixtures through the executable, one from standard input")
    func fixturesThroughTheExecutable() throws {
        let texture = try LayoutRunner.runExecutable(["layout", "--check", LayoutRunner.textureFixture.path])
        #expect(texture.output == "221 passed, 0 failed\n")
        #expect(texture.status == 0)

        let yogaText = try String(contentsOf: LayoutRunner.yogaFixture, encoding: .utf8)
        let yoga = try LayoutRunner.runExecutable(["layout", "--check", "-"], standardInput: yogaText)
        #expect(yoga.output == "1088 passed, 0 failed\n")
        #expect(yoga.errors == "skipped 92 disabled cases (Yoga skips them too; --include-disabled lays them out)\n")
        #expect(yoga.status == 0)
    }
}

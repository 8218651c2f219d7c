import Foundation
import MorphTestSupport
import Testing

/// The rules the conformance handlers rely on: a missing or mistyped fixture value fails the case
/// with its name and path, and a case that checked nothing does not pass.
@Suite("Fixture access")
struct FixtureAccessTests {
    static let fixture = FixtureValue(
        try! JSONValue(parsing: #"{"expected": {"equal": [], "flag": true, "list": [1, 2], "note": null}}"#),
        caseName: "bp.example"
    )

    @Test("a missing key is an error naming the case and the key, never a default")
    func missingKey() throws {
        #expect(throws: FixtureError(caseName: "bp.example", path: "$.expected", problem: #"missing key "flg""#)) {
            try Self.fixture["expected"]["flg"].bool
        }
        #expect(try Self.fixture["expected"]["flag"].bool)
        #expect(try Self.fixture["expected"].optional("flg") == nil)
    }

    @Test("a value of another type is an error saying what was found")
    func wrongType() {
        #expect(throws: FixtureError(caseName: "bp.example", path: "$.expected.flag", problem: "expected a number, found boolean")) {
            try Self.fixture["expected"]["flag"].double
        }
        #expect(throws: FixtureError(caseName: "bp.example", path: "$.expected.list[0]", problem: "expected a string, found number")) {
            try Self.fixture["expected"]["list"].strings
        }
    }

    @Test("a list a loop walks must not be empty")
    func emptyLists() throws {
        #expect(try Self.fixture["expected"]["equal"].array.isEmpty)
        #expect(throws: FixtureError(caseName: "bp.example", path: "$.expected.equal", problem: "expected a non-empty array, found []")) {
            try Self.fixture["expected"]["equal"].nonEmptyArray
        }
    }

    @Test("a case passes only when it ran a check and none failed")
    func checksAreCounted() {
        var nothing = CaseCheck()
        #expect(!nothing.passed)
        #expect(nothing.problems == ["no check ran"])
        nothing.expect(true, "holds")
        #expect(nothing.passed)
        var failing = CaseCheck()
        failing.equal(1, 2, "one")
        #expect(!failing.passed)
        #expect(failing.problems == ["one: expected 2, got 1"])
    }
}

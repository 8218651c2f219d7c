import Foundation
import MorphTestSupport

/// One case of `Fixtures/blueprint-katana-cases.json`. Its `setup` and `expected` are read through
/// ``FixtureValue``, so a missing or mistyped key fails the case, naming it and the key.
struct FixtureCase: Sendable {
    let name: String
    let source: String
    let origin: String
    let setup: FixtureValue
    let expected: FixtureValue
}

/// The Blueprint and Katana conformance fixture, read once.
enum BlueprintKatanaFixture {
    enum LoadError: Error {
        case missingFile
    }

    static func cases() throws -> [FixtureCase] {
        guard let url = Bundle.module.url(forResource: "blueprint-katana-cases", withExtension: "json", subdirectory: "Fixtures") else {
            throw LoadError.missingFile
        }
        let file = FixtureValue(try JSONValue(parsing: Data(contentsOf: url)), caseName: "blueprint-katana-cases.json")
        return try file.nonEmptyArray.map { entry in
            let name = try entry["name"].string
            let fixtureCase = FixtureValue(entry.json, caseName: name)
            return FixtureCase(
                name: name,
                source: try fixtureCase["source"].string,
                origin: try fixtureCase["origin"].string,
                setup: try fixtureCase["setup"],
                expected: try fixtureCase["expected"]
            )
        }
    }
}

import Foundation
import MorphCases
import MorphElements

/// One case of `Fixtures/blueprint-katana-cases.json`.
struct FixtureCase: Sendable {
    let name: String
    let source: String
    let origin: String
    let setup: JSONValue
    let expected: JSONValue
}

/// The Blueprint and Katana conformance fixture, read once.
enum BlueprintKatanaFixture {
    enum LoadError: Error {
        case missingFile
        case malformedCase(Int)
    }

    static func cases() throws -> [FixtureCase] {
        guard let url = Bundle.module.url(forResource: "blueprint-katana-cases", withExtension: "json", subdirectory: "Fixtures") else {
            throw LoadError.missingFile
        }
        guard case .array(let entries) = try JSONValue(parsing: Data(contentsOf: url)) else {
            throw LoadError.malformedCase(-1)
        }
        return try entries.enumerated().map { index, entry in
            guard let name = entry["name"].string,
                  let source = entry["source"].string,
                  let origin = entry["origin"].string
            else { throw LoadError.malformedCase(index) }
            return FixtureCase(name: name, source: source, origin: origin, setup: entry["setup"], expected: entry["expected"])
        }
    }
}

import Foundation
import MorphLayout

/// The Texture conformance fixture (`Fixtures/texture-cases.json`), read once.
enum TextureFixture {
    /// One case of the fixture, as raw JSON with its name and kind.
    struct Entry: Sendable {
        let name: String
        let kind: String
        let verification: String
        let json: JSONValue
    }

    /// Every case in file order.
    static let entries: [Entry] = {
        guard let url = Bundle.module.url(forResource: "texture-cases", withExtension: "json", subdirectory: "Fixtures") else {
            fatalError("Fixtures/texture-cases.json is missing from the test bundle")
        }
        do {
            let json = try JSONValue(parsing: Data(contentsOf: url))
            guard case .array(let values) = json else { fatalError("texture-cases.json is not an array") }
            return values.map { value in
                guard case .object(let members) = value,
                      case .string(let name)? = members["name"],
                      case .string(let kind)? = members["kind"]
                else { fatalError("a fixture case has no name or kind") }
                var verification = ""
                if case .string(let text)? = members["verification"] { verification = text }
                return Entry(name: name, kind: kind, verification: verification, json: value)
            }
        } catch {
            fatalError("cannot read texture-cases.json: \(error)")
        }
    }()

    /// The cases of one kind.
    static func entries(ofKind kind: String) -> [Entry] {
        entries.filter { $0.kind == kind }
    }

    /// The case named `name`.
    static func entry(named name: String) -> Entry {
        guard let entry = entries.first(where: { $0.name == name }) else { fatalError("no fixture case \(name)") }
        return entry
    }
}

extension JSONValue {
    /// The member `key` of an object, or nil.
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }

    /// The number, or nil.
    var number: Double? {
        if case .number(let number) = self { return number }
        return nil
    }

    /// The string, or nil.
    var string: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    /// The elements, or nil.
    var array: [JSONValue]? {
        if case .array(let array) = self { return array }
        return nil
    }
}

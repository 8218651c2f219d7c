import Foundation
import Morph

/// The Texture conformance fixture (`Fixtures/texture-cases.json`), read once.
enum TextureFixture {
    struct Entry: Sendable {
        let name: String
        let kind: String
        let json: JSONValue
    }

    static let entries: [Entry] = {
        guard let url = Bundle.module.url(forResource: "texture-cases", withExtension: "json", subdirectory: "Fixtures") else {
            fatalError("Fixtures/texture-cases.json is missing from the test bundle")
        }
        do {
            let json = try JSONValue(parsing: Data(contentsOf: url))
            guard case .array(let values) = json else { fatalError("texture-cases.json is not an array") }
            return values.map { value in
                guard let name = value["name"]?.string, let kind = value["kind"]?.string else {
                    fatalError("a fixture case has no name or kind")
                }
                return Entry(name: name, kind: kind, json: value)
            }
        } catch {
            fatalError("cannot read texture-cases.json: \(error)")
        }
    }()

    static func entry(named name: String) -> Entry {
        guard let entry = entries.first(where: { $0.name == name }) else { fatalError("no fixture case \(name)") }
        return entry
    }
}

extension JSONValue {
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }

    var number: Double? {
        if case .number(let number) = self { return number }
        return nil
    }

    var string: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    var array: [JSONValue]? {
        if case .array(let array) = self { return array }
        return nil
    }

    var bool: Bool? {
        if case .bool(let bool) = self { return bool }
        return nil
    }

    /// A fixture number: a JSON number, or "inf".
    var length: CGFloat? {
        if let number { return CGFloat(number) }
        if string == "inf" { return .infinity }
        return nil
    }

    /// `[w, h]`.
    var size: CGSize? {
        guard let values = array, values.count == 2, let width = values[0].length, let height = values[1].length else { return nil }
        return CGSize(width: width, height: height)
    }

    /// `{min: [w, h], max: [w, h]}`.
    var sizeRange: SizeRange? {
        guard let min = self["min"]?.size, let max = self["max"]?.size else { return nil }
        return try? SizeRange(min: min, max: max)
    }

    /// `[x, y, w, h]`.
    var rect: CGRect? {
        guard let values = array?.compactMap(\.length), values.count == 4 else { return nil }
        return CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// `["a", "b"]`.
    var strings: [String]? {
        array?.compactMap(\.string)
    }

    /// `[1, 2]`.
    var integers: [Int]? {
        array?.compactMap { $0.number.map { Int($0) } }
    }
}

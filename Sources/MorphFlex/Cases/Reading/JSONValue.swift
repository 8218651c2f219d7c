import Foundation

/// A parsed JSON value that keeps object keys in their order, for reading cases with exact
/// error paths.
enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    /// A short name of the value's JSON type, for error messages.
    var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

extension JSONValue: Decodable {
    /// Decodes any JSON value, so cases can be read from inside another `Decodable` format.
    init(from decoder: any Decoder) throws {
        if let container = try? decoder.singleValueContainer() {
            if container.decodeNil() { self = .null; return }
            if let value = try? container.decode(Bool.self) { self = .bool(value); return }
            if let value = try? container.decode(Double.self) { self = .number(value); return }
            if let value = try? container.decode(String.self) { self = .string(value); return }
        }
        if var array = try? decoder.unkeyedContainer() {
            var elements: [JSONValue] = []
            while !array.isAtEnd {
                elements.append(try array.decode(JSONValue.self))
            }
            self = .array(elements)
            return
        }
        let object = try decoder.container(keyedBy: AnyCodingKey.self)
        var members: [(key: String, value: JSONValue)] = []
        for key in object.allKeys {
            members.append((key.stringValue, try object.decode(JSONValue.self, forKey: key)))
        }
        self = .object(members)
    }
}

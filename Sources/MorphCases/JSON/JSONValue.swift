import Foundation

/// A JSON value as the case formats read it: objects keep their members in document order, so
/// errors are reported in the order a reader meets them, and every key of an object is unique.
///
/// Read text with ``init(parsing:)-(Data)``, which is strict (RFC 8259): it refuses invalid UTF-8,
/// duplicate keys, trailing content and nesting deeper than ``JSONParsingLimits/maximumDepth``,
/// with a ``JSONSyntaxError`` giving the line, the column and the JSON path. Write it back with
/// ``jsonText(prettyPrinted:)``.
///
/// ```swift
/// let value = try JSONValue(parsing: Data(#"{"id": "a", "size": [50, 20]}"#.utf8))
/// // value == .object(["id": .string("a"), "size": .array([.number(50), .number(20)])])
/// ```
public enum JSONValue: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number (JSON numbers are read as `Double`).
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object: its members in document order, keys unique.
    case object(JSONObject)

    /// Parses a JSON document (UTF-8 text).
    ///
    /// - Throws: ``JSONSyntaxError`` at the first problem, in document order: text that is not
    ///   JSON, invalid UTF-8, a duplicate key, content after the value, or nesting deeper than
    ///   ``JSONParsingLimits/maximumDepth`` levels.
    /// - Complexity: O(n) in the size of the text.
    public init(parsing data: Data) throws(JSONSyntaxError) {
        self = try JSONParser.parse(data)
    }

    /// Parses a JSON document held in a string.
    ///
    /// - Throws: ``JSONSyntaxError`` as ``init(parsing:)-(Data)`` does.
    /// - Complexity: O(n) in the size of the text.
    public init(parsing text: String) throws(JSONSyntaxError) {
        self = try JSONParser.parse(Data(text.utf8))
    }

    /// The name of the value's JSON type (`"object"`, `"array"`, `"string"`, `"number"`,
    /// `"boolean"`, `"null"`), for error messages.
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    /// The type's name with its article (`"an object"`, `"a number"`, `"null"`).
    var typeNameWithArticle: String {
        switch self {
        case .null: "null"
        case .array, .object: "an \(typeName)"
        default: "a \(typeName)"
        }
    }
}

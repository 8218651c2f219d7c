import Foundation

/// A JSON value with its path in a case, read with typed accessors whose errors name the case
/// and the path.
struct JSONField {
    let value: JSONValue
    let path: String
    let caseName: String

    func error(_ problem: TextureCaseError.Problem) -> TextureCaseError {
        TextureCaseError(caseName: caseName, path: path, problem: problem)
    }

    private func wrongType(_ expected: String) -> TextureCaseError {
        error(.wrongType(expected: expected, found: value.typeName))
    }

    /// An object whose keys must all be in `allowedKeys` (the first other key, in document
    /// order, is the error).
    func object(allowedKeys: Set<String>) throws(TextureCaseError) -> JSONObjectReader {
        guard case .object(let members) = value else { throw wrongType("an object") }
        for (key, value) in members where !allowedKeys.contains(key) {
            throw JSONField(value: value, path: "\(path).\(key)", caseName: caseName).error(.unknownKey(key))
        }
        return JSONObjectReader(members: members, path: path, caseName: caseName)
    }

    /// The members of an object whose keys are names chosen by the case (node ids), in
    /// document order.
    func members() throws(TextureCaseError) -> [(key: String, field: JSONField)] {
        guard case .object(let members) = value else { throw wrongType("an object") }
        return members.map { key, value in
            (key, JSONField(value: value, path: "\(path).\(key)", caseName: caseName))
        }
    }

    /// The elements of an array.
    func array() throws(TextureCaseError) -> [JSONField] {
        guard case .array(let elements) = value else { throw wrongType("an array") }
        return elements.enumerated().map { offset, element in
            JSONField(value: element, path: "\(path)[\(offset)]", caseName: caseName)
        }
    }

    /// A string.
    func string() throws(TextureCaseError) -> String {
        guard case .string(let string) = value else { throw wrongType("a string") }
        return string
    }

    /// A boolean.
    func bool() throws(TextureCaseError) -> Bool {
        guard case .bool(let bool) = value else { throw wrongType("a boolean") }
        return bool
    }

    /// A number, or one of the fixture's spellings `"inf"`, `"-inf"` and `"CGFLOAT_MAX"`.
    func number() throws(TextureCaseError) -> CGFloat {
        switch value {
        case .number(let number):
            return CGFloat(number)
        case .string("inf"), .string("INFINITY"):
            return .infinity
        case .string("-inf"):
            return -.infinity
        case .string("CGFLOAT_MAX"):
            return .greatestFiniteMagnitude
        default:
            throw wrongType("a number (or \"inf\", \"CGFLOAT_MAX\")")
        }
    }

    /// A finite number.
    func finiteNumber() throws(TextureCaseError) -> CGFloat {
        let number = try number()
        guard number.isFinite else { throw error(.invalidValue("\(number) is not finite")) }
        return number
    }

    /// A two-element array of numbers.
    func pair() throws(TextureCaseError) -> (CGFloat, CGFloat) {
        let elements = try array()
        guard elements.count == 2 else { throw error(.wrongType(expected: "an array of 2 numbers", found: "\(elements.count) elements")) }
        return (try elements[0].number(), try elements[1].number())
    }

    /// A size `[width, height]`.
    func size() throws(TextureCaseError) -> CGSize {
        let (width, height) = try pair()
        return CGSize(width: width, height: height)
    }

    /// A point `[x, y]`, finite.
    func point() throws(TextureCaseError) -> CGPoint {
        let (x, y) = try pair()
        guard x.isFinite, y.isFinite else { throw error(.invalidValue("a point must be finite")) }
        return CGPoint(x: x, y: y)
    }

    /// One of the names of `table`.
    func name<Value>(in table: KeyValuePairs<String, Value>) throws(TextureCaseError) -> Value {
        let name = try string()
        guard let value = table.first(where: { $0.key == name })?.value else {
            throw error(.unknownName(name, allowed: table.map(\.key)))
        }
        return value
    }
}

/// The members of a JSON object, read by key.
struct JSONObjectReader {
    let members: JSONObject
    let path: String
    let caseName: String

    /// The member `key`, which must exist.
    func required(_ key: String) throws(TextureCaseError) -> JSONField {
        guard let value = members[key] else {
            throw TextureCaseError(caseName: caseName, path: "\(path).\(key)", problem: .missingField)
        }
        return JSONField(value: value, path: "\(path).\(key)", caseName: caseName)
    }

    /// The member `key`, or nil.
    func optional(_ key: String) -> JSONField? {
        members[key].map { JSONField(value: $0, path: "\(path).\(key)", caseName: caseName) }
    }

    /// Whether the member exists.
    func contains(_ key: String) -> Bool {
        members[key] != nil
    }
}

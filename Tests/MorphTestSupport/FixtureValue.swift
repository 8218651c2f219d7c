import Foundation

/// A value of a fixture case with the case's name and the value's JSON path, read by accessors
/// that throw a ``FixtureError`` naming both when the value is missing or of another type.
///
/// A case handler that reads every expectation through it cannot compare against a guess: a
/// renamed or missing key fails the case with `case "bp.path.equality": $.expected.equal: missing
/// key "equal"`, where a defaulting accessor would have read `null`, `[]` or `false`.
///
/// ```swift
/// for pair in try fixture.expected["equal"].nonEmptyArray { … }   // fails when the list is empty
/// let flag = try fixture.expected["p==p"].bool                      // fails when missing
/// let note = fixture.expected.optional("note")?.string             // explicitly optional
/// ```
public struct FixtureValue: Sendable, CustomStringConvertible {
    /// The JSON value.
    public let json: JSONValue
    /// The name of the case the value belongs to.
    public let caseName: String
    /// The value's JSON path from the case's root (`$.expected.equal[0]`).
    public let path: String

    /// A case's root value (or any value, given its path).
    public init(_ json: JSONValue, caseName: String, path: String = "$") {
        self.json = json
        self.caseName = caseName
        self.path = path
    }

    private func failure(_ problem: String) -> FixtureError {
        FixtureError(caseName: caseName, path: path, problem: problem)
    }

    private func wrongType(_ expected: String) -> FixtureError {
        failure("expected \(expected), found \(json.typeName)")
    }

    /// The member `key` of an object.
    ///
    /// - Throws: ``FixtureError`` when the value is not an object or has no member `key`.
    public subscript(key: String) -> FixtureValue {
        get throws(FixtureError) {
            guard case .object(let members) = json else { throw wrongType("an object with the key \"\(key)\"") }
            guard let value = members[key] else { throw failure("missing key \"\(key)\"") }
            return FixtureValue(value, caseName: caseName, path: "\(path).\(key)")
        }
    }

    /// The element at `index` of an array.
    ///
    /// - Throws: ``FixtureError`` when the value is not an array or is too short.
    public subscript(index: Int) -> FixtureValue {
        get throws(FixtureError) {
            let elements = try array
            guard elements.indices.contains(index) else {
                throw failure("no element \(index) in an array of \(elements.count)")
            }
            return elements[index]
        }
    }

    /// The member `key`, or nil when the object has none — for keys the format makes optional.
    /// A value that is not an object is still an error.
    public func optional(_ key: String) throws(FixtureError) -> FixtureValue? {
        guard case .object(let members) = json else { throw wrongType("an object") }
        return members[key].map { FixtureValue($0, caseName: caseName, path: "\(path).\(key)") }
    }

    /// Whether the value is `null`.
    public var isNull: Bool {
        json == .null
    }

    /// The string.
    public var string: String {
        get throws(FixtureError) {
            guard case .string(let string) = json else { throw wrongType("a string") }
            return string
        }
    }

    /// The number.
    public var double: Double {
        get throws(FixtureError) {
            guard case .number(let number) = json else { throw wrongType("a number") }
            return number
        }
    }

    /// The number as a whole number.
    public var int: Int {
        get throws(FixtureError) {
            guard let value = Int(exactly: try double) else { throw failure("expected a whole number, found \(json.jsonText())") }
            return value
        }
    }

    /// The boolean.
    public var bool: Bool {
        get throws(FixtureError) {
            guard case .bool(let bool) = json else { throw wrongType("a boolean") }
            return bool
        }
    }

    /// The elements of an array (possibly none).
    public var array: [FixtureValue] {
        get throws(FixtureError) {
            guard case .array(let elements) = json else { throw wrongType("an array") }
            return elements.enumerated().map { FixtureValue($1, caseName: caseName, path: "\(path)[\($0)]") }
        }
    }

    /// The elements of an array that must have at least one, for loops that must not run zero
    /// times.
    public var nonEmptyArray: [FixtureValue] {
        get throws(FixtureError) {
            let elements = try array
            guard !elements.isEmpty else { throw failure("expected a non-empty array, found []") }
            return elements
        }
    }

    /// The members of an object, in document order.
    public var members: [(key: String, value: FixtureValue)] {
        get throws(FixtureError) {
            guard case .object(let members) = json else { throw wrongType("an object") }
            return members.map { ($0.key, FixtureValue($0.value, caseName: caseName, path: "\(path).\($0.key)")) }
        }
    }

    /// An array of strings.
    public var strings: [String] {
        get throws(FixtureError) {
            var strings: [String] = []
            for element in try array { strings.append(try element.string) }
            return strings
        }
    }

    /// An array of numbers of a given length.
    public func numbers(count: Int) throws(FixtureError) -> [Double] {
        let elements = try array
        guard elements.count == count else { throw failure("expected \(count) numbers, found \(elements.count) elements") }
        var numbers: [Double] = []
        for element in elements { numbers.append(try element.double) }
        return numbers
    }

    /// `[x, y, width, height]`.
    public var rect: CGRect {
        get throws(FixtureError) {
            let numbers = try numbers(count: 4)
            return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        }
    }

    /// `[x, y]`.
    public var point: CGPoint {
        get throws(FixtureError) {
            let numbers = try numbers(count: 2)
            return CGPoint(x: numbers[0], y: numbers[1])
        }
    }

    /// `[width, height]`.
    public var size: CGSize {
        get throws(FixtureError) {
            let numbers = try numbers(count: 2)
            return CGSize(width: numbers[0], height: numbers[1])
        }
    }

    /// The value's JSON text.
    public var description: String {
        json.jsonText()
    }
}

/// A fixture value missing or of another type than a test reads it as: which case, where, what.
public struct FixtureError: Error, Equatable, CustomStringConvertible {
    /// The case's name.
    public let caseName: String
    /// The JSON path of the value.
    public let path: String
    /// What is wrong (`missing key "equal"`).
    public let problem: String

    /// Creates an error.
    public init(caseName: String, path: String, problem: String) {
        self.caseName = caseName
        self.path = path
        self.problem = problem
    }

    /// `case "<name>", <path>: <problem>`.
    public var description: String {
        "case \"\(caseName)\", \(path): \(problem)"
    }
}

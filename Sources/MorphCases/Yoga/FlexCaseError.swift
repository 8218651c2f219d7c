/// Why a case in Yoga's format could not be read or laid out: which case, where in its JSON,
/// and what is wrong.
///
/// ```
/// case "YGFlexTest/flex_grow/ltr": root.children[0].style.widht: unknown style key "widht"
/// ```
public struct FlexCaseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with the field at ``path``.
    public enum Problem: Hashable, Sendable {
        /// The input is not JSON (with the line, the column and the JSON path), or has invalid
        /// UTF-8 or a duplicate key.
        case invalidJSON(JSONSyntaxError)
        /// The input is JSON but neither a case (an object) nor an array of cases; the type found.
        case notAnObject(found: String)
        /// A key that the format does not have (a misspelt style property, say).
        case unknownKey(String)
        /// A value of the wrong JSON type; `expected` describes what was expected.
        case wrongType(expected: String)
        /// A required field is missing.
        case missingField(String)
        /// A value of the right type that is not allowed (an unknown keyword, a malformed
        /// percentage, a leaf with both a measure and children).
        case invalidValue(String)
        /// The engine refused the tree (too deep).
        case layoutRefused(FlexTreeError)
    }

    /// The case's `id`, else its `name`, else its position (`case #3`).
    public var caseName: String
    /// The JSON path of the bad field within the case, as `root.children[0].style.width`
    /// (empty for the case itself).
    public var path: String
    /// What is wrong.
    public var problem: Problem

    /// Creates an error.
    public init(caseName: String, path: String, problem: Problem) {
        self.caseName = caseName
        self.path = path
        self.problem = problem
    }

    /// `case "name": path: problem`.
    public var description: String {
        let location = path.isEmpty ? "" : "\(path): "
        return "case \"\(caseName)\": \(location)\(problemDescription)"
    }

    /// The problem alone, as ``description`` words it (`unknown key "widht"`), for messages that
    /// name the case and the path in their own way.
    public var problemDescription: String {
        switch problem {
        case .invalidJSON(let error): "invalid JSON: \(error)"
        case .notAnObject(let found): "expected a case object or an array of cases, found \(found)"
        case .unknownKey(let key): "unknown key \"\(key)\""
        case .wrongType(let expected): "wrong type, expected \(expected)"
        case .missingField(let field): "missing field \"\(field)\""
        case .invalidValue(let detail): "invalid value: \(detail)"
        case .layoutRefused(let error): "layout refused: \(error)"
        }
    }
}

import Foundation

/// Why a Texture case could not be read or laid out: the case's name, the JSON path of the
/// offending field (`$.setup.spec.children[1].style.width`), and the problem.
public struct TextureCaseError: Error, Hashable, Sendable {
    /// What went wrong.
    public enum Problem: Hashable, Sendable {
        /// The text is not JSON (with the line, the column and the JSON path), or has invalid
        /// UTF-8 or a duplicate key.
        case invalidJSON(JSONSyntaxError)
        /// A required field is missing.
        case missingField
        /// A key that the format does not define (a typo, or an unsupported property).
        case unknownKey(String)
        /// A spec `type` the format does not define.
        case unknownSpecType(String)
        /// A string that is not one of the allowed names.
        case unknownName(String, allowed: [String])
        /// A value of the wrong JSON type.
        case wrongType(expected: String, found: String)
        /// A value of the right type that is not allowed (negative size, min > max, ratio ≤ 0, …).
        case invalidValue(String)
        /// Two nodes with the same id.
        case duplicateNodeID(String)
        /// The case is well-formed but laying it out failed.
        case layout(LayoutError)
    }

    /// The case's `name` (or its position in the file when it has none).
    public let caseName: String
    /// The JSON path of the field at fault, from the case's root (`$`).
    public let path: String
    /// What went wrong.
    public let problem: Problem

    /// Creates an error.
    public init(caseName: String, path: String, problem: Problem) {
        self.caseName = caseName
        self.path = path
        self.problem = problem
    }
}

extension TextureCaseError: CustomStringConvertible {
    /// `case "<name>", <path>: <problem>`.
    public var description: String {
        "case \"\(caseName)\", \(path): \(problemDescription)"
    }

    /// The problem alone, as ``description`` words it (`unknown key "widht"`), for messages that
    /// name the case and the path in their own way.
    public var problemDescription: String {
        switch problem {
        case .invalidJSON(let error):
            return "invalid JSON (\(error))"
        case .missingField:
            return "missing field"
        case .unknownKey(let key):
            return "unknown key \"\(key)\""
        case .unknownSpecType(let type):
            return "unknown spec type \"\(type)\" (expected one of \(TextureSpecDescription.typeNames.joined(separator: ", ")))"
        case let .unknownName(name, allowed):
            return "unknown value \"\(name)\" (expected one of \(allowed.joined(separator: ", ")))"
        case let .wrongType(expected, found):
            return "expected \(expected), found \(found)"
        case .invalidValue(let message):
            return "invalid value: \(message)"
        case .duplicateNodeID(let id):
            return "duplicate node id \"\(id)\""
        case .layout(let error):
            return "layout failed: \(error)"
        }
    }
}

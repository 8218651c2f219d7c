/// Why a layout case could not be read, laid out or checked: the case's name, the JSON path of
/// the field at fault from the case's root (`$.setup.spec.children[1].style.widht`,
/// `$.root.children[0].style.flexGrow`), and the problem.
///
/// ```
/// case "typo", $.root.children[0].style.widht: unknown key "widht"
/// ```
///
/// Errors of the two formats keep their own problem (``Problem/texture(_:)``,
/// ``Problem/yoga(_:)``); only the path is written the same way for both, always from `$`.
public struct LayoutCaseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Problem: Hashable, Sendable {
        /// The input is not JSON (with the line, the column and the JSON path), or has invalid
        /// UTF-8 or a duplicate key.
        case invalidJSON(JSONSyntaxError)
        /// The input, or an entry of its array, is not a JSON object (the type found instead).
        case notAnObject(found: String)
        /// An object with the keys of neither format: a Texture case has `setup` (with `spec`),
        /// a Yoga case has `root`.
        case unrecognisedFormat
        /// The case has no expectation to check against (neither `expected` nor, for a Texture
        /// case, `expected_at_screenScale_1`).
        case noExpectation
        /// A Texture case could not be read or laid out.
        case texture(TextureCaseError.Problem)
        /// A case in Yoga's format could not be read or laid out.
        case yoga(FlexCaseError.Problem)
    }

    /// The case's name, or the input's name when the input as a whole is at fault.
    public var caseName: String
    /// The JSON path of the field at fault, from the case's root (`$`); for a missing field, the
    /// path the field should have.
    public var path: String
    /// What went wrong.
    public var problem: Problem

    /// Creates an error.
    public init(caseName: String, path: String, problem: Problem) {
        self.caseName = caseName
        self.path = path
        self.problem = problem
    }

    /// Wraps a Texture case's error (its path is already written from `$`).
    public init(_ error: TextureCaseError) {
        self.init(caseName: error.caseName, path: error.path, problem: .texture(error.problem))
    }

    /// Wraps a Yoga case's error: its path (`root.children[0]`) is written from `$`, and a missing
    /// field's path names the field itself.
    ///
    /// - Parameters:
    ///   - error: the error.
    ///   - caseName: the name to give the case, when the caller knows a better one than the
    ///     error's (``LayoutCase/name``).
    public init(_ error: FlexCaseError, caseName: String? = nil) {
        var path = error.path.isEmpty ? "$" : "$.\(error.path)"
        if case .missingField(let field) = error.problem {
            path += ".\(field)"
        }
        self.init(caseName: caseName ?? error.caseName, path: path, problem: .yoga(error.problem))
    }

    /// `case "<name>", <path>: <problem>`.
    public var description: String {
        "case \"\(caseName)\", \(path): \(problemDescription)"
    }

    /// The problem alone, as ``description`` words it.
    public var problemDescription: String {
        switch problem {
        case .invalidJSON(let error):
            "invalid JSON (\(error))"
        case .notAnObject(let found):
            "expected a case (a JSON object), found \(found)"
        case .unrecognisedFormat:
            "not a layout case of either format (a Texture spec case has \"setup\" with \"spec\", a Yoga case has \"root\")"
        case .noExpectation:
            "missing field (the case gives no expected layout to check against)"
        case .texture(let problem):
            TextureCaseError(caseName: caseName, path: path, problem: problem).problemDescription
        case .yoga(.missingField):
            "missing field"
        case .yoga(let problem):
            FlexCaseError(caseName: caseName, path: path, problem: problem).problemDescription
        }
    }
}

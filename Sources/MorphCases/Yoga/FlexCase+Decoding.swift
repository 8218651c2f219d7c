import Foundation

extension FlexCase {
    /// Reads one case (a JSON object) or several (a JSON array of objects) in Yoga's format.
    ///
    /// Each case is read on its own: a bad case becomes a `.failure` naming the case and the
    /// JSON path of the bad field (unknown key, wrong type, missing field, invalid value), and
    /// the other cases are still read.
    ///
    /// - Throws: ``FlexCaseError`` with ``FlexCaseError/Problem/invalidJSON(_:)`` when the input
    ///   is not JSON, or ``FlexCaseError/Problem/notAnObject(found:)`` when it is neither an
    ///   object nor an array.
    /// - Complexity: O(size of the input).
    public static func decodeCases(from data: Data) throws(FlexCaseError) -> [Result<FlexCase, FlexCaseError>] {
        let document: JSONValue
        do {
            document = try JSONParser.parse(data)
        } catch {
            throw FlexCaseError(caseName: "input", path: "", problem: .invalidJSON(error))
        }
        switch document {
        case .array(let elements):
            return elements.enumerated().map { index, element in
                Result { () throws(FlexCaseError) in try FlexCase(json: element, position: index) }
            }
        case .object:
            return [Result { () throws(FlexCaseError) in try FlexCase(json: document, position: nil) }]
        default:
            throw FlexCaseError(caseName: "input", path: "", problem: .notAnObject(found: document.typeNameWithArticle))
        }
    }

    /// Whether a JSON object with these keys is a case in Yoga's format (it has `root` and one
    /// of `config`, `availableWidth`, `availableHeight`), as opposed to, say, a Texture spec case.
    public static func isYogaFormat(keys: some Sequence<String>) -> Bool {
        let set = Set(keys)
        return set.contains("root") && (set.contains("config") || set.contains("availableWidth") || set.contains("availableHeight"))
    }

    /// Reads a case from a parsed JSON value; `position` names an unnamed case in an array.
    init(json: JSONValue, position: Int?) throws(FlexCaseError) {
        var fallbackName = position.map { "case #\($0)" } ?? "case"
        if case .object(let members) = json {
            if case .string(let name)? = members["id"] {
                fallbackName = name
            } else if case .string(let name)? = members["name"] {
                fallbackName = name
            }
        }
        do {
            self = try CaseReader.readCase(json)
        } catch {
            throw FlexCaseError(caseName: fallbackName, path: error.path.joined(), problem: error.problem)
        }
    }
}

extension FlexCase: Decodable {
    /// Decodes a case in Yoga's format from any `Decoder` (for cases embedded in another
    /// format). Errors are ``FlexCaseError``s.
    public init(from decoder: any Decoder) throws {
        let json = try JSONValue(from: decoder)
        let index = decoder.codingPath.last?.intValue
        try self.init(json: json, position: index)
    }
}

import Foundation

extension LayoutCase {
    /// Reads one case (a JSON object) or several (a JSON array), each in either format.
    ///
    /// Each entry's format is recognised from its keys:
    /// 1. `root` with `config`, `availableWidth` or `availableHeight` (``FlexCase/isYogaFormat(keys:)``):
    ///    a Yoga case;
    /// 2. `setup` holding `spec` (`TextureCase.isTextureCase(_:)`): a Texture case;
    /// 3. otherwise, a `kind` that names no layout kind (anything but `layout-spec-frames…`):
    ///    ``LayoutCaseEntry/otherKind(name:kind:)``, not laid out (the diff, flatten, size-range,
    ///    … entries of Texture's fixture file, whose `setup` has no `spec`);
    /// 4. otherwise `setup` makes it a Texture case and `root` a Yoga case, so a case missing a
    ///    field is told which one (`$.setup.spec: missing field`);
    /// 5. anything else is ``LayoutCaseError/Problem/unrecognisedFormat``.
    ///
    /// Each case is read on its own: a bad case becomes ``LayoutCaseEntry/invalid(_:)`` naming
    /// the case and the JSON path of the bad field, and the others are still read. Text that is
    /// not JSON, or JSON that is neither an object nor an array, gives a single invalid entry
    /// named `inputName`.
    ///
    /// - Parameters:
    ///   - data: the input (UTF-8 JSON).
    ///   - inputName: how errors about the input as a whole name it (a file name, `stdin`).
    /// - Returns: one entry per case, in input order.
    /// - Complexity: O(size of the input).
    public static func entries(in data: Data, inputName: String = "input") -> [LayoutCaseEntry] {
        let document: JSONValue
        do {
            document = try JSONParser.parse(data)
        } catch {
            return [.invalid(LayoutCaseError(caseName: inputName, path: "$", problem: .invalidJSON(error)))]
        }
        switch document {
        case .array(let elements):
            return elements.enumerated().map { index, element in
                entry(element, fallbackName: "case #\(index)", position: index)
            }
        case .object:
            return [entry(document, fallbackName: "case", position: nil)]
        default:
            return [.invalid(LayoutCaseError(caseName: inputName, path: "$", problem: .notAnObject(found: document.typeNameWithArticle)))]
        }
    }

    /// The kinds of Texture's fixture file that are layout cases.
    static let textureLayoutKindPrefix = "layout-spec-frames"

    /// Recognises and reads one entry.
    private static func entry(_ json: JSONValue, fallbackName: String, position: Int?) -> LayoutCaseEntry {
        guard case .object(let members) = json else {
            return .invalid(LayoutCaseError(caseName: fallbackName, path: "$", problem: .notAnObject(found: json.typeNameWithArticle)))
        }
        if FlexCase.isYogaFormat(keys: members.keys) {
            return yogaEntry(json, fallbackName: fallbackName, position: position)
        }
        if TextureCase.isTextureCase(json) {
            return textureEntry(json, fallbackName: fallbackName)
        }
        if case .string(let kind)? = members["kind"], !kind.hasPrefix(textureLayoutKindPrefix) {
            var name = fallbackName
            if case .string(let given)? = members["name"] { name = given }
            return .otherKind(name: name, kind: kind)
        }
        if members["setup"] != nil {
            return textureEntry(json, fallbackName: fallbackName)
        }
        if members["root"] != nil {
            return yogaEntry(json, fallbackName: fallbackName, position: position)
        }
        var name = fallbackName
        for key in ["name", "id"] {
            if case .string(let given)? = members[key] { name = given; break }
        }
        return .invalid(LayoutCaseError(caseName: name, path: "$", problem: .unrecognisedFormat))
    }

    private static func textureEntry(_ json: JSONValue, fallbackName: String) -> LayoutCaseEntry {
        do {
            return .layoutCase(LayoutCase(try TextureCase(json: json, fallbackName: fallbackName)))
        } catch {
            return .invalid(LayoutCaseError(error))
        }
    }

    private static func yogaEntry(_ json: JSONValue, fallbackName: String, position: Int?) -> LayoutCaseEntry {
        do {
            return .layoutCase(LayoutCase(try FlexCase(json: json, position: position), fallbackName: fallbackName))
        } catch {
            return .invalid(LayoutCaseError(error))
        }
    }
}

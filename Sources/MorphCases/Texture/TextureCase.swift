import Foundation

/// A Texture layout case (the `layout-spec-frames` format of the conformance fixtures): a spec
/// tree, the size range given to a host node whose content it is, the screen scale, and —
/// optionally — the expected result.
///
/// ```
/// {"name": "…", "setup": {"sizeRange": {"min": [0, 0], "max": [300, "inf"]}, "screenScale": 2,
///   "spec": {"type": "stack", "direction": "vertical", "children": [
///     {"type": "node", "id": "a", "style": {"width": {"points": 50}, "height": {"points": 50}}}]}},
///  "expected": {"size": [50, 50], "frames": [{"id": "a", "frame": [0, 0, 50, 50]}]}}
/// ```
///
/// Reading is strict: an unknown key, spec type or name, a value of the wrong type, a missing
/// field or an invalid value is a ``TextureCaseError`` naming the case and the JSON path.
/// ``layout(screenScale:layoutDirection:)`` lays the case out exactly as Texture's snapshot harness does (a
/// host node with no style of its own, `layoutThatFits(sizeRange)` with the range's maximum as
/// the parent size, the flattened layout's subnodes), and ``verify(tolerance:)`` compares with
/// the expectations. The conformance suite uses this same path.
public struct TextureCase: Sendable {
    /// The case's name (or `case #N` when it has none).
    public let name: String
    /// The fixture's `kind`, if given (`layout-spec-frames`, …).
    public let kind: String?
    /// The range given to the host node (`setup.sizeRange`, or `setup.rootSizeRange`).
    public let sizeRange: SizeRange
    /// The screen scale (`setup.screenScale`, 2 when absent, as in every fixture case).
    public let screenScale: CGFloat
    /// The spec tree.
    public let spec: TextureSpecDescription
    /// The host's subnodes in the order Texture's test added them (`setup.subnodeOrder`), if given.
    public let subnodeOrder: [String]?
    /// The expected result at ``screenScale`` (`expected`), if given.
    public let expected: TextureCaseResult?
    /// The expected result at screen scale 1 where it differs (`expected_at_screenScale_1`).
    public let expectedAtScreenScale1: TextureCaseResult?

    static let topLevelKeys: Set<String> = [
        "name", "kind", "source", "description", "setup", "expected", "expected_at_screenScale_1", "verification",
    ]
    static let setupKeys: Set<String> = [
        "harness", "sizeRange", "rootSizeRange", "screenScale", "spec", "subnodeOrder", "leafTestSizes", "flexShrink",
    ]

    /// Reads a case.
    ///
    /// - Parameters:
    ///   - json: the case's JSON object.
    ///   - fallbackName: the name to use in errors and results when the case has no `name`.
    /// - Throws: ``TextureCaseError`` with the case's name and the JSON path of the bad field.
    public init(json: JSONValue, fallbackName: String = "case") throws(TextureCaseError) {
        var name = fallbackName
        if case .object(let members) = json, case .string(let given)? = members["name"] {
            name = given
        }
        let root = JSONField(value: json, path: "$", caseName: name)
        let object = try root.object(allowedKeys: Self.topLevelKeys)
        _ = try object.optional("name")?.string()
        self.name = name
        kind = try object.optional("kind")?.string()
        _ = try object.optional("source")?.string()
        _ = try object.optional("description")?.string()

        let setup = try object.required("setup").object(allowedKeys: Self.setupKeys)
        _ = try setup.optional("harness")?.string()
        let rangeField: JSONField
        switch (setup.optional("sizeRange"), setup.optional("rootSizeRange")) {
        case (let range?, nil), (nil, let range?):
            rangeField = range
        case (_?, let other?):
            throw other.error(.invalidValue("give either sizeRange or rootSizeRange, not both"))
        case (nil, nil):
            throw TextureCaseError(caseName: name, path: "$.setup.sizeRange", problem: .missingField)
        }
        sizeRange = try Self.decodeSizeRange(rangeField)
        if let scaleField = setup.optional("screenScale") {
            let scale = try scaleField.number()
            guard PixelRounding.screenScaleRange.contains(scale) else {
                throw scaleField.error(.invalidValue("a screen scale must be in \(PixelRounding.screenScaleRange)"))
            }
            screenScale = scale
        } else {
            screenScale = 2
        }

        var leafTestSizes: [String: CGSize] = [:]
        if let sizesField = setup.optional("leafTestSizes") {
            for (id, field) in try sizesField.members() {
                leafTestSizes[id] = try TextureSpecDecoder.measuredSize(field)
            }
        }
        var decoder = TextureSpecDecoder(leafTestSizes: leafTestSizes)
        spec = try decoder.decodeSpec(setup.required("spec"))
        let nodesByID = Dictionary(spec.nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

        if let shrinkField = setup.optional("flexShrink") {
            // A restatement of the nodes' flexShrink in some fixture cases; it must agree.
            for (id, field) in try shrinkField.members() {
                let value = try field.finiteNumber()
                guard let node = nodesByID[id] else { throw field.error(.invalidValue("no node \"\(id)\" in the spec")) }
                guard node.style.flexShrink == value else {
                    throw field.error(.invalidValue("node \"\(id)\" has flexShrink \(node.style.flexShrink) in its style"))
                }
            }
        }
        if let orderField = setup.optional("subnodeOrder") {
            var order: [String] = []
            for entry in try orderField.array() {
                let id = try entry.string()
                guard nodesByID[id] != nil else { throw entry.error(.invalidValue("no node \"\(id)\" in the spec")) }
                order.append(id)
            }
            subnodeOrder = order
        } else {
            subnodeOrder = nil
        }
        expected = try object.optional("expected").map { (field: JSONField) throws(TextureCaseError) in
            try TextureCaseResult(decoding: field)
        }
        expectedAtScreenScale1 = try object.optional("expected_at_screenScale_1").map { (field: JSONField) throws(TextureCaseError) in
            try TextureCaseResult(decoding: field)
        }
    }

    /// Reads a `{"min": [w, h], "max": [w, h]}` range; `"inf"` and `"CGFLOAT_MAX"` are allowed.
    static func decodeSizeRange(_ field: JSONField) throws(TextureCaseError) -> SizeRange {
        let object = try field.object(allowedKeys: ["min", "max"])
        let min = try object.required("min").size()
        let max = try object.required("max").size()
        do {
            return try SizeRange(min: min, max: max)
        } catch {
            throw field.error(.invalidValue("\(error)"))
        }
    }

    /// Whether `json` looks like a case of this format (an object with `setup.spec`), as
    /// opposed to another format's.
    public static func isTextureCase(_ json: JSONValue) -> Bool {
        guard case .object(let members) = json, case .object(let setup)? = members["setup"] else { return false }
        return setup["spec"] != nil
    }

    /// Reads a file holding one case or an array of cases. Each case is read on its own, so a
    /// bad case does not stop the others; text that is not JSON gives a single failure.
    ///
    /// - Parameters:
    ///   - data: the file's contents.
    ///   - name: the name errors use for the file as a whole (a file name, "stdin").
    public static func cases(in data: Data, name: String = "input") -> [Result<TextureCase, TextureCaseError>] {
        let json: JSONValue
        do {
            json = try JSONValue(parsing: data)
        } catch {
            return [.failure(TextureCaseError(caseName: name, path: "$", problem: .invalidJSON(error)))]
        }
        let values: [JSONValue]
        if case .array(let array) = json {
            values = array
        } else {
            values = [json]
        }
        return values.enumerated().map { offset, value in
            Result { () throws(TextureCaseError) in try TextureCase(json: value, fallbackName: "case #\(offset)") }
        }
    }
}

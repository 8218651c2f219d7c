import Foundation

/// Interprets parsed JSON as a case, with the path of every field for errors.
enum CaseReader {
    typealias Members = JSONObject

    static let caseKeys: Set<String> = [
        "id", "name", "file", "fixture", "features", "skip", "disabled", "config", "direction",
        "availableWidth", "availableHeight", "root", "expected",
    ]
    static let configKeys: Set<String> = ["useWebDefaults", "pointScaleFactor", "errata", "experimentalFeatures"]
    static let nodeKeys: Set<String> = ["id", "style", "children", "measure"]
    static let layoutKeys: Set<String> = ["id", "left", "top", "width", "height", "children"]

    static func readCase(_ json: JSONValue) throws(CaseFieldError) -> FlexCase {
        let path = CasePath()
        let members = try object(json, path)
        try rejectUnknown(members, caseKeys, path)

        var config = FlexConfig()
        if let value = member(members, "config") {
            config = try readConfig(value, path.key("config"))
        }
        var direction = FlexLayoutDirection.ltr
        if let value = member(members, "direction") {
            direction = try keyword(value, path.key("direction"), directionNames)
        }
        let availableWidth = try optionalNumber(member(members, "availableWidth"), path.key("availableWidth"))
        let availableHeight = try optionalNumber(member(members, "availableHeight"), path.key("availableHeight"))
        guard let rootValue = member(members, "root") else {
            throw CaseFieldError(path: path, problem: .missingField("root"))
        }
        let baseStyle = config.useWebDefaults ? FlexStyle.webDefaults : FlexStyle()
        let root = try readNode(rootValue, path.key("root"), baseStyle)
        var expected: FlexCaseLayout?
        if let value = member(members, "expected"), !isNull(value) {
            expected = try readLayout(value, path.key("expected"))
        }
        var disabled = false
        if let value = member(members, "disabled") {
            guard case .bool(let flag) = value else { throw wrongType("a boolean", path.key("disabled"), found: value) }
            disabled = flag
        }
        for key in ["id", "name", "file", "fixture"] {
            if let value = member(members, key) {
                guard case .string = value else { throw wrongType("a string", path.key(key)) }
            }
        }
        return FlexCase(
            id: try optionalString(member(members, "id"), path.key("id")),
            name: try optionalString(member(members, "name"), path.key("name")),
            config: config, direction: direction,
            availableWidth: availableWidth.map { CGFloat($0) }, availableHeight: availableHeight.map { CGFloat($0) },
            root: root, expected: expected, isDisabled: disabled)
    }

    // MARK: Configuration

    static func readConfig(_ json: JSONValue, _ path: CasePath) throws(CaseFieldError) -> FlexConfig {
        let members = try object(json, path)
        try rejectUnknown(members, configKeys, path)
        var config = FlexConfig()
        for (key, value) in members {
            let fieldPath = path.key(key)
            switch key {
            case "useWebDefaults":
                guard case .bool(let flag) = value else { throw wrongType("a boolean", fieldPath) }
                config.useWebDefaults = flag
            case "pointScaleFactor":
                let scale = try number(value, fieldPath)
                guard scale.isFinite && scale >= 0 else {
                    throw CaseFieldError(path: fieldPath, problem: .invalidValue("a point scale factor must be finite and not negative, got \(scale)"))
                }
                config.screenScale = CGFloat(scale)
            case "errata":
                config.errata = try readErrata(value, fieldPath)
            case "experimentalFeatures":
                guard case .array(let elements) = value else { throw wrongType("an array of feature names", fieldPath) }
                var features = Set<FlexExperimentalFeature>()
                for (index, element) in elements.enumerated() {
                    guard case .string(let name) = element else { throw wrongType("a feature name", fieldPath.index(index)) }
                    guard let feature = FlexExperimentalFeature(rawValue: name) else {
                        throw CaseFieldError(path: fieldPath.index(index), problem: .invalidValue("unknown experimental feature \"\(name)\""))
                    }
                    features.insert(feature)
                }
                config.experimentalFeatures = features
            default:
                break
            }
        }
        return config
    }

    static func readErrata(_ json: JSONValue, _ path: CasePath) throws(CaseFieldError) -> FlexErrata {
        switch json {
        case .string(let name):
            guard let errata = FlexErrata(name: name) else {
                throw CaseFieldError(path: path, problem: .invalidValue("unknown erratum \"\(name)\""))
            }
            return errata
        case .array(let elements):
            var errata = FlexErrata.none
            for (index, element) in elements.enumerated() {
                guard case .string(let name) = element else { throw wrongType("an erratum name", path.index(index)) }
                guard let erratum = FlexErrata(name: name) else {
                    throw CaseFieldError(path: path.index(index), problem: .invalidValue("unknown erratum \"\(name)\""))
                }
                errata.formUnion(erratum)
            }
            return errata
        default:
            throw wrongType("an erratum name or an array of them", path)
        }
    }

    // MARK: Nodes

    static func readNode(_ json: JSONValue, _ path: CasePath, _ baseStyle: FlexStyle) throws(CaseFieldError) -> FlexCaseNode {
        let members = try object(json, path)
        try rejectUnknown(members, nodeKeys, path)
        var node = FlexCaseNode(style: baseStyle)
        node.id = try optionalString(member(members, "id"), path.key("id"))
        if let style = member(members, "style") {
            node.style = try readStyle(style, path.key("style"), baseStyle)
        }
        if let children = member(members, "children") {
            guard case .array(let elements) = children else { throw wrongType("an array of nodes", path.key("children")) }
            node.children.reserveCapacity(elements.count)
            for (index, element) in elements.enumerated() {
                node.children.append(try readNode(element, path.key("children").index(index), baseStyle))
            }
        }
        if let measure = member(members, "measure"), !isNull(measure) {
            node.measure = try readMeasure(measure, path.key("measure"))
            if !node.children.isEmpty {
                throw CaseFieldError(path: path.key("measure"), problem: .invalidValue("a node with a measure function cannot have children"))
            }
        }
        return node
    }

    static func readMeasure(_ json: JSONValue, _ path: CasePath) throws(CaseFieldError) -> FlexCaseMeasure {
        let members = try object(json, path)
        guard let typeValue = member(members, "type") else {
            throw CaseFieldError(path: path, problem: .missingField("type"))
        }
        guard case .string(let type) = typeValue else { throw wrongType("a measure type", path.key("type")) }
        switch type {
        case "intrinsicText":
            try rejectUnknown(members, ["type", "text"], path)
            guard let textValue = member(members, "text") else { throw CaseFieldError(path: path, problem: .missingField("text")) }
            guard case .string(let text) = textValue else { throw wrongType("a string", path.key("text")) }
            return .intrinsicText(text)
        case "fillOr":
            try rejectUnknown(members, ["type", "default"], path)
            return .fillOr(default: try readDefaultSize(members, path))
        case "table":
            try rejectUnknown(members, ["type", "default", "entries"], path)
            let defaultSize = try readDefaultSize(members, path)
            guard let entriesValue = member(members, "entries") else { throw CaseFieldError(path: path, problem: .missingField("entries")) }
            guard case .array(let elements) = entriesValue else { throw wrongType("an array of entries", path.key("entries")) }
            var entries: [FlexCaseMeasure.TableEntry] = []
            for (index, element) in elements.enumerated() {
                entries.append(try readTableEntry(element, path.key("entries").index(index)))
            }
            return .table(default: defaultSize, entries: entries)
        default:
            throw CaseFieldError(path: path.key("type"), problem: .invalidValue("unknown measure type \"\(type)\" (expected intrinsicText, fillOr or table)"))
        }
    }

    static func readDefaultSize(_ members: Members, _ path: CasePath) throws(CaseFieldError) -> CGSize {
        guard let value = member(members, "default") else { throw CaseFieldError(path: path, problem: .missingField("default")) }
        guard case .array(let elements) = value, elements.count == 2 else { throw wrongType("[width, height]", path.key("default")) }
        let width = try number(elements[0], path.key("default").index(0))
        let height = try number(elements[1], path.key("default").index(1))
        return CGSize(width: width, height: height)
    }

    static let measureModeNames: [String: FlexMeasureMode] = ["undefined": .undefined, "exactly": .exactly, "at-most": .atMost]

    static func readTableEntry(_ json: JSONValue, _ path: CasePath) throws(CaseFieldError) -> FlexCaseMeasure.TableEntry {
        let members = try object(json, path)
        try rejectUnknown(members, ["width", "widthMode", "height", "heightMode", "outputWidth", "outputHeight"], path)
        func required(_ key: String) throws(CaseFieldError) -> JSONValue {
            guard let value = member(members, key) else { throw CaseFieldError(path: path, problem: .missingField(key)) }
            return value
        }
        let width = try optionalNumber(try required("width"), path.key("width")) ?? .nan
        let widthMode = try keyword(try required("widthMode"), path.key("widthMode"), measureModeNames)
        let height = try optionalNumber(try required("height"), path.key("height")) ?? .nan
        let heightMode = try keyword(try required("heightMode"), path.key("heightMode"), measureModeNames)
        let outputWidth = try number(try required("outputWidth"), path.key("outputWidth"))
        let outputHeight = try number(try required("outputHeight"), path.key("outputHeight"))
        return .init(
            input: FlexMeasureInput(width: CGFloat(width), widthMode: widthMode, height: CGFloat(height), heightMode: heightMode),
            output: CGSize(width: outputWidth, height: outputHeight))
    }

    // MARK: Expected layouts

    static func readLayout(_ json: JSONValue, _ path: CasePath) throws(CaseFieldError) -> FlexCaseLayout {
        let members = try object(json, path)
        try rejectUnknown(members, layoutKeys, path)
        func field(_ key: String) throws(CaseFieldError) -> CGFloat {
            guard let value = member(members, key) else { throw CaseFieldError(path: path, problem: .missingField(key)) }
            return CGFloat(try number(value, path.key(key)))
        }
        var layout = FlexCaseLayout(
            id: try optionalString(member(members, "id"), path.key("id")),
            left: try field("left"), top: try field("top"), width: try field("width"), height: try field("height"))
        if let children = member(members, "children") {
            guard case .array(let elements) = children else { throw wrongType("an array of layouts", path.key("children")) }
            for (index, element) in elements.enumerated() {
                layout.children.append(try readLayout(element, path.key("children").index(index)))
            }
        }
        return layout
    }

    // MARK: Helpers

    /// The member `key` of an object, or nil.
    ///
    /// - Complexity: O(k) in the object's members; readers call it after
    ///   ``rejectUnknown(_:_:_:)``, so an object has at most as many members as the format has keys.
    static func member(_ members: Members, _ key: String) -> JSONValue? {
        members[key]
    }

    static func isNull(_ value: JSONValue) -> Bool {
        if case .null = value { return true }
        return false
    }

    static func object(_ json: JSONValue, _ path: CasePath) throws(CaseFieldError) -> Members {
        guard case .object(let members) = json else { throw wrongType("an object", path, found: json) }
        return members
    }

    static func rejectUnknown(_ members: Members, _ allowed: Set<String>, _ path: CasePath) throws(CaseFieldError) {
        for (key, _) in members where !allowed.contains(key) {
            throw CaseFieldError(path: path.key(key), problem: .unknownKey(key))
        }
    }

    static func wrongType(_ expected: String, _ path: CasePath, found: JSONValue? = nil) -> CaseFieldError {
        CaseFieldError(path: path, problem: .wrongType(expected: found.map { "\(expected), found \($0.typeNameWithArticle)" } ?? expected))
    }

    static func number(_ json: JSONValue, _ path: CasePath) throws(CaseFieldError) -> Double {
        guard case .number(let value) = json else { throw wrongType("a number", path, found: json) }
        return value
    }

    static func optionalNumber(_ json: JSONValue?, _ path: CasePath) throws(CaseFieldError) -> Double? {
        guard let json, !isNull(json) else { return nil }
        return try number(json, path)
    }

    static func optionalString(_ json: JSONValue?, _ path: CasePath) throws(CaseFieldError) -> String? {
        guard let json, !isNull(json) else { return nil }
        guard case .string(let value) = json else { throw wrongType("a string", path, found: json) }
        return value
    }

    static func keyword<Value>(_ json: JSONValue, _ path: CasePath, _ names: [String: Value]) throws(CaseFieldError) -> Value {
        guard case .string(let name) = json else { throw wrongType("one of \(names.keys.sorted().joined(separator: ", "))", path, found: json) }
        guard let value = names[name] else {
            throw CaseFieldError(path: path, problem: .invalidValue("\"\(name)\" is not one of \(names.keys.sorted().joined(separator: ", "))"))
        }
        return value
    }

    static let directionNames: [String: FlexLayoutDirection] = ["inherit": .inherit, "ltr": .ltr, "rtl": .rtl]
}

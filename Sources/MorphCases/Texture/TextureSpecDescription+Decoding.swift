import Foundation

/// Reading a `setup.spec` tree, field by field, with the path of every field in its errors.
struct TextureSpecDecoder {
    /// `setup.leafTestSizes`: the sizes of nodes whose `intrinsic` is `"custom"`.
    let leafTestSizes: [String: CGSize]
    /// The ids seen so far, with their paths, to reject duplicates.
    private(set) var nodePaths: [String: String] = [:]

    init(leafTestSizes: [String: CGSize]) {
        self.leafTestSizes = leafTestSizes
    }

    mutating func decodeSpec(_ field: JSONField) throws(TextureCaseError) -> TextureSpecDescription {
        guard case .object(let members) = field.value else {
            throw field.error(.wrongType(expected: "a spec object", found: field.value.typeName))
        }
        guard let typeValue = members["type"] else {
            throw TextureCaseError(caseName: field.caseName, path: "\(field.path).type", problem: .missingField)
        }
        let typeField = JSONField(value: typeValue, path: "\(field.path).type", caseName: field.caseName)
        let type = try typeField.string()
        switch type {
        case "node":
            return try decodeNode(field)
        case "spacer":
            let object = try field.object(allowedKeys: ["type", "style"])
            return .spacer(style: try style(in: object))
        case "wrapper":
            let object = try field.object(allowedKeys: ["type", "style", "children", "child"])
            let children: [TextureSpecDescription]
            if let child = object.optional("child") {
                if object.contains("children") {
                    throw child.error(.invalidValue("a wrapper has either \"child\" or \"children\""))
                }
                children = [try decodeSpec(child)]
            } else {
                children = try decodeChildren(object.required("children"))
            }
            return .wrapper(children: children, style: try style(in: object))
        case "stack":
            return try decodeStack(field)
        case "inset":
            let object = try field.object(allowedKeys: ["type", "style", "insets", "child"])
            let insets = try object.required("insets").object(allowedKeys: ["top", "left", "bottom", "right"])
            func inset(_ key: String) throws(TextureCaseError) -> CGFloat {
                let field = try insets.required(key)
                let value = try field.number()
                guard value != -.infinity else { throw field.error(.invalidValue("an inset may be +inf but not -inf")) }
                return value
            }
            let edgeInsets = EdgeInsets(top: try inset("top"), left: try inset("left"), bottom: try inset("bottom"), right: try inset("right"))
            return .inset(edgeInsets, child: try decodeSpec(object.required("child")), style: try style(in: object))
        case "overlay":
            let object = try field.object(allowedKeys: ["type", "style", "child", "overlay"])
            let child = try decodeSpec(object.required("child"))
            return .overlay(child: child, overlay: try decodeSpec(object.required("overlay")), style: try style(in: object))
        case "background":
            let object = try field.object(allowedKeys: ["type", "style", "child", "background"])
            let child = try decodeSpec(object.required("child"))
            return .background(child: child, background: try decodeSpec(object.required("background")), style: try style(in: object))
        case "center":
            return try decodeCenter(field)
        case "relative":
            let object = try field.object(allowedKeys: ["type", "style", "horizontalPosition", "verticalPosition", "sizingOption", "child"])
            return .relative(
                horizontal: try object.optional("horizontalPosition")?.name(in: Self.relativePositions) ?? .none,
                vertical: try object.optional("verticalPosition")?.name(in: Self.relativePositions) ?? .none,
                sizing: try relativeSizing(object.optional("sizingOption")),
                child: try decodeSpec(object.required("child")),
                style: try style(in: object)
            )
        case "ratio":
            let object = try field.object(allowedKeys: ["type", "style", "ratio", "child"])
            let ratioField = try object.required("ratio")
            let ratio = try ratioField.number()
            guard ratio.isFinite, ratio > 0 else { throw ratioField.error(.invalidValue("a ratio must be finite and > 0, not \(ratio)")) }
            return .ratio(ratio, child: try decodeSpec(object.required("child")), style: try style(in: object))
        case "absolute":
            let object = try field.object(allowedKeys: ["type", "style", "sizing", "children"])
            let sizing = try object.optional("sizing")?.name(in: ["default": AbsoluteLayoutSpec.Sizing.default, "sizeToFit": .sizeToFit]) ?? .default
            return .absolute(sizing, children: try decodeChildren(object.required("children")), style: try style(in: object))
        case "corner":
            let object = try field.object(allowedKeys: ["type", "style", "location", "offset", "wrapsCorner", "child", "corner"])
            let location = try object.required("location").name(in: [
                "topLeft": CornerLayoutSpec.Location.topLeft, "topRight": .topRight,
                "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
            ])
            let child = try decodeSpec(object.required("child"))
            return .corner(
                location,
                offset: try object.optional("offset")?.point() ?? .zero,
                wrapsCorner: try object.optional("wrapsCorner")?.bool() ?? false,
                child: child,
                corner: try decodeSpec(object.required("corner")),
                style: try style(in: object)
            )
        default:
            throw typeField.error(.unknownSpecType(type))
        }
    }

    private mutating func decodeChildren(_ field: JSONField) throws(TextureCaseError) -> [TextureSpecDescription] {
        var children: [TextureSpecDescription] = []
        for child in try field.array() {
            children.append(try decodeSpec(child))
        }
        return children
    }

    private mutating func decodeNode(_ field: JSONField) throws(TextureCaseError) -> TextureSpecDescription {
        let object = try field.object(allowedKeys: ["type", "id", "color", "style", "intrinsic"])
        let idField = try object.required("id")
        let id = try idField.string()
        if nodePaths[id] != nil {
            throw idField.error(.duplicateNodeID(id))
        }
        nodePaths[id] = field.path
        var intrinsicSize: CGSize?
        if let intrinsic = object.optional("intrinsic") {
            if case .string = intrinsic.value {
                guard try intrinsic.string() == "custom" else {
                    throw intrinsic.error(.unknownName(try intrinsic.string(), allowed: ["custom", "[width, height]"]))
                }
                guard let size = leafTestSizes[id] else {
                    throw intrinsic.error(.invalidValue("\"custom\" needs setup.leafTestSizes.\(id)"))
                }
                intrinsicSize = size
            } else {
                intrinsicSize = try Self.measuredSize(intrinsic)
            }
        }
        return .node(TextureSpecDescription.Node(
            id: id,
            color: try object.optional("color")?.string(),
            style: try style(in: object),
            intrinsicSize: intrinsicSize
        ))
    }

    /// A `[width, height]` content size: finite and ≥ 0.
    static func measuredSize(_ field: JSONField) throws(TextureCaseError) -> CGSize {
        let size = try field.size()
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            throw field.error(.invalidValue("a size must be finite and ≥ 0"))
        }
        return size
    }

    private mutating func decodeStack(_ field: JSONField) throws(TextureCaseError) -> TextureSpecDescription {
        let object = try field.object(allowedKeys: [
            "type", "style", "direction", "spacing", "justifyContent", "alignItems", "flexWrap", "alignContent",
            "lineSpacing", "horizontalAlignment", "verticalAlignment", "children",
        ])
        var options = TextureSpecDescription.StackOptions()
        if let direction = object.optional("direction") {
            options.direction = try direction.name(in: ["horizontal": StackDirection.horizontal, "vertical": .vertical])
        }
        if let spacing = object.optional("spacing") {
            options.spacing = try spacing.finiteNumber()
        }
        if let justify = object.optional("justifyContent") {
            options.justifyContent = try justify.name(in: [
                "start": StackJustifyContent.start, "center": .center, "end": .end,
                "spaceBetween": .spaceBetween, "spaceAround": .spaceAround,
            ])
        }
        if let alignItems = object.optional("alignItems") {
            options.alignItems = try alignItems.name(in: [
                "start": StackAlignItems.start, "end": .end, "center": .center, "stretch": .stretch,
                "baselineFirst": .baselineFirst, "baselineLast": .baselineLast,
            ])
        }
        if let wrap = object.optional("flexWrap") {
            options.flexWrap = try wrap.name(in: ["noWrap": StackFlexWrap.noWrap, "wrap": .wrap])
        }
        if let alignContent = object.optional("alignContent") {
            options.alignContent = try alignContent.name(in: [
                "start": StackAlignContent.start, "center": .center, "end": .end,
                "spaceBetween": .spaceBetween, "spaceAround": .spaceAround, "stretch": .stretch,
            ])
        }
        if let lineSpacing = object.optional("lineSpacing") {
            options.lineSpacing = try lineSpacing.finiteNumber()
        }
        if let horizontal = object.optional("horizontalAlignment") {
            options.horizontalAlignment = try horizontal.name(in: [
                "none": HorizontalAlignment.none, "left": .left, "middle": .middle, "right": .right,
            ])
        }
        if let vertical = object.optional("verticalAlignment") {
            options.verticalAlignment = try vertical.name(in: [
                "none": VerticalAlignment.none, "top": .top, "center": .center, "bottom": .bottom,
            ])
        }
        return .stack(options, children: try decodeChildren(object.required("children")), style: try style(in: object))
    }

    private mutating func decodeCenter(_ field: JSONField) throws(TextureCaseError) -> TextureSpecDescription {
        let object = try field.object(allowedKeys: [
            "type", "style", "centeringOptions", "sizingOption", "sizingOptions", "horizontalPosition", "verticalPosition", "child",
        ])
        var centering: CenterLayoutSpec.CenteringOptions = []
        if let options = object.optional("centeringOptions") {
            for option in try options.array() {
                centering.insert(try option.name(in: ["X": CenterLayoutSpec.CenteringOptions.x, "Y": .y, "XY": .xy]))
            }
        } else {
            centering = .xy
        }
        var sizing: CenterLayoutSpec.SizingOptions = []
        if let sizingField = object.optional("sizingOption") ?? object.optional("sizingOptions") {
            for option in try sizingField.array() {
                sizing.insert(try option.name(in: [
                    "minimumWidth": CenterLayoutSpec.SizingOptions.minimumX, "minimumX": .minimumX,
                    "minimumHeight": .minimumY, "minimumY": .minimumY,
                    "minimumSize": .minimumXY, "minimumXY": .minimumXY,
                ]))
            }
        }
        // The fixture also spells out the positions the centring options imply; they must agree.
        for (key, implied) in [("horizontalPosition", centering.contains(.x)), ("verticalPosition", centering.contains(.y))] {
            guard let positionField = object.optional(key) else { continue }
            let position = try positionField.name(in: Self.relativePositions)
            guard position == (implied ? .center : .none) else {
                throw positionField.error(.invalidValue("a center spec's \(key) must be \(implied ? "center" : "none") for its centeringOptions"))
            }
        }
        return .center(centering, sizing, child: try decodeSpec(object.required("child")), style: try style(in: object))
    }

    private func relativeSizing(_ field: JSONField?) throws(TextureCaseError) -> RelativeLayoutSpecSizingOptions {
        guard let field else { return [] }
        var sizing: RelativeLayoutSpecSizingOptions = []
        for option in try field.array() {
            sizing.insert(try option.name(in: [
                "minimumWidth": RelativeLayoutSpecSizingOptions.minimumWidth,
                "minimumHeight": .minimumHeight,
                "minimumSize": .minimumSize,
            ]))
        }
        return sizing
    }

    static let relativePositions: KeyValuePairs<String, RelativeLayoutSpecPosition> = [
        "none": .none, "start": .start, "center": .center, "end": .end,
    ]

    // MARK: - Styles

    private func style(in object: JSONObjectReader) throws(TextureCaseError) -> LayoutStyle {
        guard let field = object.optional("style") else { return LayoutStyle() }
        return try Self.decodeStyle(field)
    }

    static let styleKeys: Set<String> = [
        "width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "flexGrow", "flexShrink", "flexBasis",
        "alignSelf", "spacingBefore", "spacingAfter", "ascender", "descender", "layoutPosition",
    ]

    static func decodeStyle(_ field: JSONField) throws(TextureCaseError) -> LayoutStyle {
        let object = try field.object(allowedKeys: styleKeys)
        var style = LayoutStyle()
        func dimension(_ key: String) throws(TextureCaseError) -> LayoutDimension? {
            try object.optional(key).map { (field: JSONField) throws(TextureCaseError) in try decodeDimension(field) }
        }
        func finite(_ key: String) throws(TextureCaseError) -> CGFloat? {
            try object.optional(key).map { (field: JSONField) throws(TextureCaseError) in try field.finiteNumber() }
        }
        func flexFactor(_ key: String) throws(TextureCaseError) -> CGFloat? {
            guard let field = object.optional(key) else { return nil }
            let value = try field.finiteNumber()
            guard value >= 0 else { throw field.error(.invalidValue("\(key) must be ≥ 0, not \(value)")) }
            return value
        }
        style.width = try dimension("width") ?? .auto
        style.height = try dimension("height") ?? .auto
        style.minWidth = try dimension("minWidth") ?? .auto
        style.maxWidth = try dimension("maxWidth") ?? .auto
        style.minHeight = try dimension("minHeight") ?? .auto
        style.maxHeight = try dimension("maxHeight") ?? .auto
        style.flexBasis = try dimension("flexBasis") ?? .auto
        style.flexGrow = try flexFactor("flexGrow") ?? 0
        style.flexShrink = try flexFactor("flexShrink") ?? 0
        style.spacingBefore = try finite("spacingBefore") ?? 0
        style.spacingAfter = try finite("spacingAfter") ?? 0
        style.ascender = try finite("ascender") ?? 0
        style.descender = try finite("descender") ?? 0
        if let alignSelf = object.optional("alignSelf") {
            style.alignSelf = try alignSelf.name(in: [
                "auto": StackAlignSelf.auto, "start": .start, "end": .end, "center": .center, "stretch": .stretch,
            ])
        }
        if let position = object.optional("layoutPosition") {
            style.layoutPosition = try position.point()
        }
        return style
    }

    /// `{"points": n}`, `{"fraction": f}`, `"auto"`, or a string such as `"50%"` / `"10pt"`.
    static func decodeDimension(_ field: JSONField) throws(TextureCaseError) -> LayoutDimension {
        let dimension: LayoutDimension
        switch field.value {
        case .string(let text):
            do {
                dimension = try LayoutDimension(parsing: text)
            } catch {
                throw field.error(.invalidValue("\(error)"))
            }
        case .object:
            let object = try field.object(allowedKeys: ["points", "fraction"])
            guard object.members.count == 1, let key = object.members.keys.first else {
                throw field.error(.invalidValue("a dimension has exactly one of \"points\", \"fraction\""))
            }
            let valueField = try object.required(key)
            dimension = key == "points" ? .points(try valueField.number()) : .fraction(try valueField.number())
        default:
            throw field.error(.wrongType(expected: "a dimension ({\"points\": n}, {\"fraction\": f}, \"auto\", \"50%\", \"10pt\")", found: field.value.typeName))
        }
        guard dimension.isValid else {
            throw field.error(.invalidValue("\(dimension) (points must be finite and ≥ 0, fractions within 0…1)"))
        }
        return dimension
    }
}

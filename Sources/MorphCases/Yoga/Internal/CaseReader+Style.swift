import Foundation

/// Reading of Yoga style keys (`flexDirection`, `width`, `margin`, …) with Yoga's value syntax.
extension CaseReader {
    static let flexDirectionNames: [String: FlexDirection] = [
        "column": .column, "column-reverse": .columnReverse, "row": .row, "row-reverse": .rowReverse,
    ]
    static let justifyNames: [String: FlexJustify] = [
        "flex-start": .flexStart, "center": .center, "flex-end": .flexEnd,
        "space-between": .spaceBetween, "space-around": .spaceAround, "space-evenly": .spaceEvenly,
    ]
    static let alignNames: [String: FlexAlign] = [
        "auto": .auto, "flex-start": .flexStart, "center": .center, "flex-end": .flexEnd,
        "stretch": .stretch, "baseline": .baseline, "space-between": .spaceBetween,
        "space-around": .spaceAround, "space-evenly": .spaceEvenly,
    ]
    static let positionTypeNames: [String: FlexPositionType] = ["static": .static, "relative": .relative, "absolute": .absolute]
    static let wrapNames: [String: FlexWrap] = ["no-wrap": .noWrap, "nowrap": .noWrap, "wrap": .wrap, "wrap-reverse": .wrapReverse]
    static let overflowNames: [String: FlexOverflow] = ["visible": .visible, "hidden": .hidden, "scroll": .scroll]
    static let displayNames: [String: FlexDisplay] = ["flex": .flex, "none": .none, "contents": .contents]
    static let boxSizingNames: [String: FlexBoxSizing] = ["border-box": .borderBox, "content-box": .contentBox]
    static let edgeNames: [String: FlexEdge] = [
        "left": .left, "top": .top, "right": .right, "bottom": .bottom, "start": .start, "end": .end,
        "horizontal": .horizontal, "vertical": .vertical, "all": .all,
    ]

    /// The style keys of the format.
    static let styleKeys: Set<String> = [
        "direction", "flexDirection", "justifyContent", "alignContent", "alignItems", "alignSelf",
        "positionType", "flexWrap", "overflow", "display", "boxSizing", "flex", "flexGrow", "flexShrink",
        "aspectRatio", "flexBasis", "width", "height", "minWidth", "minHeight", "maxWidth", "maxHeight",
        "margin", "padding", "border", "position", "gap", "columnGap", "rowGap",
    ]

    static func readStyle(_ json: JSONValue, _ path: CasePath, _ baseStyle: FlexStyle) throws(CaseFieldError) -> FlexStyle {
        let members = try object(json, path)
        var style = baseStyle
        for (key, value) in members {
            let fieldPath = path.key(key)
            switch key {
            case "direction": style.direction = try keyword(value, fieldPath, directionNames)
            case "flexDirection": style.flexDirection = try keyword(value, fieldPath, flexDirectionNames)
            case "justifyContent": style.justifyContent = try keyword(value, fieldPath, justifyNames)
            case "alignContent": style.alignContent = try keyword(value, fieldPath, alignNames)
            case "alignItems": style.alignItems = try keyword(value, fieldPath, alignNames)
            case "alignSelf": style.alignSelf = try keyword(value, fieldPath, alignNames)
            case "positionType": style.positionType = try keyword(value, fieldPath, positionTypeNames)
            case "flexWrap": style.flexWrap = try keyword(value, fieldPath, wrapNames)
            case "overflow": style.overflow = try keyword(value, fieldPath, overflowNames)
            case "display": style.display = try keyword(value, fieldPath, displayNames)
            case "boxSizing": style.boxSizing = try keyword(value, fieldPath, boxSizingNames)
            case "flex": style.flex = CGFloat(try number(value, fieldPath))
            case "flexGrow": style.flexGrow = CGFloat(try number(value, fieldPath))
            case "flexShrink": style.flexShrink = CGFloat(try number(value, fieldPath))
            case "aspectRatio": style.aspectRatio = CGFloat(try number(value, fieldPath))
            case "flexBasis": style.flexBasis = try size(value, fieldPath)
            case "width": style.width = try size(value, fieldPath)
            case "height": style.height = try size(value, fieldPath)
            case "minWidth": style.minWidth = try size(value, fieldPath)
            case "minHeight": style.minHeight = try size(value, fieldPath)
            case "maxWidth": style.maxWidth = try size(value, fieldPath)
            case "maxHeight": style.maxHeight = try size(value, fieldPath)
            case "margin": style.margin = try edges(value, fieldPath, style.margin)
            case "padding": style.padding = try edges(value, fieldPath, style.padding)
            case "border": style.border = try edges(value, fieldPath, style.border)
            case "position": style.position = try edges(value, fieldPath, style.position)
            case "gap": style.setGap(.all, try length(value, fieldPath))
            case "columnGap": style.setGap(.column, try length(value, fieldPath))
            case "rowGap": style.setGap(.row, try length(value, fieldPath))
            default:
                throw CaseFieldError(path: fieldPath, problem: .unknownKey(key))
            }
        }
        return style
    }

    /// A percentage such as `"50%"`, or `nil` when the text is not one.
    static func percentage(_ text: String) -> Double? {
        guard text.hasSuffix("%") else { return nil }
        return Double(text.dropLast())
    }

    /// A size: a number of points, `"N%"`, `"auto"`, `"max-content"`, `"fit-content"` or
    /// `"stretch"`.
    static func size(_ json: JSONValue, _ path: CasePath) throws(CaseFieldError) -> FlexSize {
        switch json {
        case .number(let value): return .points(CGFloat(value))
        case .string(let text):
            switch text {
            case "auto": return .auto
            case "max-content": return .maxContent
            case "fit-content": return .fitContent
            case "stretch": return .stretch
            default:
                if let percent = percentage(text) { return .percent(CGFloat(percent)) }
                throw CaseFieldError(path: path, problem: .invalidValue("\"\(text)\" is not a size (a number, \"N%\", \"auto\", \"max-content\", \"fit-content\" or \"stretch\")"))
            }
        default:
            throw wrongType("a number or a size keyword", path, found: json)
        }
    }

    /// A length: a number of points, `"N%"` or `"auto"`.
    static func length(_ json: JSONValue, _ path: CasePath) throws(CaseFieldError) -> FlexLength {
        switch json {
        case .number(let value): return .points(CGFloat(value))
        case .string(let text):
            if text == "auto" { return .auto }
            if let percent = percentage(text) { return .percent(CGFloat(percent)) }
            throw CaseFieldError(path: path, problem: .invalidValue("\"\(text)\" is not a length (a number, \"N%\" or \"auto\")"))
        default:
            throw wrongType("a number or a length", path, found: json)
        }
    }

    /// Edge values: a length for all edges, or an object keyed by edge names.
    static func edges(_ json: JSONValue, _ path: CasePath, _ current: FlexEdgeValues) throws(CaseFieldError) -> FlexEdgeValues {
        var values = current
        switch json {
        case .object(let members):
            for (key, value) in members {
                guard let edge = edgeNames[key] else {
                    throw CaseFieldError(path: path.key(key), problem: .unknownKey(key))
                }
                values[edge] = try length(value, path.key(key))
            }
        default:
            values[.all] = try length(json, path)
        }
        return values
    }
}

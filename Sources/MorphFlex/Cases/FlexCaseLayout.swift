import Foundation

/// A laid-out tree in the shape of a case's `expected`: each node's frame relative to its
/// parent, and its children.
public struct FlexCaseLayout: Hashable, Sendable, Codable {
    /// The node's id, when the case gave one.
    public var id: String?
    /// Offset of the node's left edge from its parent's.
    public var left: CGFloat
    /// Offset of the node's top edge from its parent's.
    public var top: CGFloat
    /// The node's width.
    public var width: CGFloat
    /// The node's height.
    public var height: CGFloat
    /// The children's layouts, in order.
    public var children: [FlexCaseLayout]

    /// Creates a layout node.
    public init(id: String? = nil, left: CGFloat, top: CGFloat, width: CGFloat, height: CGFloat, children: [FlexCaseLayout] = []) {
        self.id = id
        self.left = left
        self.top = top
        self.width = width
        self.height = height
        self.children = children
    }

    /// A place where two layouts differ: the node (by id, else by child path such as
    /// `root/1/0`), the field, and both values.
    public struct Difference: Hashable, Sendable, CustomStringConvertible {
        /// The node's id or child path.
        public var node: String
        /// `left`, `top`, `width`, `height`, or `children` (a different number of children).
        public var field: String
        /// This layout's value.
        public var actual: CGFloat
        /// The other layout's value.
        public var expected: CGFloat

        /// `node.field: got actual, expected expected`.
        public var description: String {
            "\(node).\(field): got \(actual), expected \(expected)"
        }
    }

    /// The first node, in depth-first order, where this layout differs from `expected` by more
    /// than `tolerance` points (NaN equals only NaN), or `nil` when they agree.
    ///
    /// - Complexity: O(n).
    public func firstDifference(from expected: FlexCaseLayout, tolerance: CGFloat) -> Difference? {
        firstDifference(from: expected, tolerance: tolerance, path: id ?? "root")
    }

    private func firstDifference(from expected: FlexCaseLayout, tolerance: CGFloat, path: String) -> Difference? {
        let fields: [(String, CGFloat, CGFloat)] = [
            ("left", left, expected.left), ("top", top, expected.top),
            ("width", width, expected.width), ("height", height, expected.height),
        ]
        for (field, actual, wanted) in fields {
            let equal = (actual.isNaN && wanted.isNaN) || abs(actual - wanted) <= tolerance
            if !equal {
                return Difference(node: path, field: field, actual: actual, expected: wanted)
            }
        }
        if children.count != expected.children.count {
            return Difference(node: path, field: "children", actual: CGFloat(children.count), expected: CGFloat(expected.children.count))
        }
        for (index, (child, wanted)) in zip(children, expected.children).enumerated() {
            if let difference = child.firstDifference(from: wanted, tolerance: tolerance, path: child.id ?? "\(path)/\(index)") {
                return difference
            }
        }
        return nil
    }

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case id, left, top, width, height, children
    }

    /// Decodes a layout in the `expected` shape; unknown keys are refused.
    public init(from decoder: any Decoder) throws {
        try CaseDecoding.rejectUnknownKeys(decoder, allowed: CodingKeys.allCases.map(\.rawValue), what: "layout key")
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decodeIfPresent(String.self, forKey: .id)
        left = try container.decode(CGFloat.self, forKey: .left)
        top = try container.decode(CGFloat.self, forKey: .top)
        width = try container.decode(CGFloat.self, forKey: .width)
        height = try container.decode(CGFloat.self, forKey: .height)
        children = try container.decodeIfPresent([FlexCaseLayout].self, forKey: .children) ?? []
    }

    /// Encodes in the `expected` shape: `id` (when known), `left`, `top`, `width`, `height`,
    /// and `children` when there are any.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encode(left, forKey: .left)
        try container.encode(top, forKey: .top)
        try container.encode(width, forKey: .width)
        try container.encode(height, forKey: .height)
        if !children.isEmpty {
            try container.encode(children, forKey: .children)
        }
    }

    /// The layout as JSON in the `expected` shape, keys in the order `id`, `left`, `top`,
    /// `width`, `height`, `children` (the latter only when there are children). Whole numbers
    /// are written without a fraction; NaN and infinities, which JSON cannot hold, as `null`.
    ///
    /// - Complexity: O(n).
    public func jsonData(prettyPrinted: Bool = false) -> Data {
        var text = ""
        write(to: &text, indent: prettyPrinted ? "" : nil)
        return Data(text.utf8)
    }

    private func write(to text: inout String, indent: String?) {
        let newline = indent.map { "\n" + $0 + "  " } ?? ""
        let separator = indent == nil ? "," : ","
        let colon = indent == nil ? ":" : ": "
        text += "{"
        var first = true
        func key(_ name: String, _ text: inout String) {
            text += (first ? "" : separator) + newline + "\"" + name + "\"" + colon
            first = false
        }
        if let id {
            key("id", &text)
            text += Self.quoted(id)
        }
        for (name, value) in [("left", left), ("top", top), ("width", width), ("height", height)] {
            key(name, &text)
            text += Self.number(value)
        }
        if !children.isEmpty {
            key("children", &text)
            text += "["
            let childIndent = indent.map { $0 + "    " }
            for (index, child) in children.enumerated() {
                if index > 0 { text += "," }
                if let childIndent { text += "\n" + childIndent }
                child.write(to: &text, indent: childIndent)
            }
            if let indent { text += "\n" + indent + "  " }
            text += "]"
        }
        if let indent { text += "\n" + indent }
        text += "}"
    }

    static func number(_ value: CGFloat) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded() && Swift.abs(value) < 1e15 {
            return String(Int64(value))
        }
        return "\(Double(value))"
    }

    static func quoted(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    result += String(format: "\\u%04x", scalar.value)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}

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

    /// Decodes a layout in the `expected` shape through the case reader (unknown keys, missing
    /// fields and wrong types are refused as in a case's `expected`).
    ///
    /// - Throws: ``FlexCaseError`` naming the field.
    public init(from decoder: any Decoder) throws {
        let json = try JSONValue(from: decoder)
        do {
            self = try CaseReader.readLayout(json, CasePath())
        } catch {
            throw FlexCaseError(caseName: "layout", path: error.path.joined(), problem: error.problem)
        }
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

    /// The layout as a JSON value in the `expected` shape, keys in the order `id` (when known),
    /// `left`, `top`, `width`, `height`, `children` (only when there are children). NaN and
    /// infinities, which JSON cannot hold, are `null`.
    ///
    /// - Complexity: O(n).
    public var jsonValue: JSONValue {
        var object = JSONObject()
        if let id { object["id"] = .string(id) }
        for (name, value) in [("left", left), ("top", top), ("width", width), ("height", height)] {
            object[name] = value.isFinite ? .number(Double(value)) : .null
        }
        if !children.isEmpty {
            object["children"] = .array(children.map(\.jsonValue))
        }
        return .object(object)
    }

    /// ``jsonValue`` as UTF-8 JSON text, on one line or indented (see
    /// ``JSONValue/jsonText(prettyPrinted:)``): whole numbers without a fraction.
    ///
    /// - Complexity: O(n).
    public func jsonData(prettyPrinted: Bool = false) -> Data {
        Data(jsonValue.jsonText(prettyPrinted: prettyPrinted).utf8)
    }
}

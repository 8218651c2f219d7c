import Foundation

/// A laid-out case, in the shape of its format's `expected`.
public enum LayoutCaseResult: Equatable, Sendable {
    /// A Texture case's result: the host node's size and its flattened subnodes' frames by id, in
    /// flattened (z-)order.
    case texture(TextureCaseResult)
    /// A Yoga case's result: the nested tree with each node's `left`, `top`, `width` and `height`
    /// relative to its parent.
    case yoga(FlexCaseLayout)

    /// The result as a JSON value in the shape of the case's `expected` (see
    /// ``TextureCaseResult/jsonValue(includingMeasuredRanges:)`` and ``FlexCaseLayout/jsonValue``),
    /// with a Texture case's measured ranges when the result records them.
    ///
    /// - Complexity: O(n) in the nodes.
    public var jsonValue: JSONValue {
        switch self {
        case .texture(let result):
            result.jsonValue(includingMeasuredRanges: result.measuredRanges != nil)
        case .yoga(let layout):
            layout.jsonValue
        }
    }

    /// ``jsonValue`` as one line of JSON text in the shape of the case's `expected`:
    /// `{"size": [w, h], "frames": [{"id": "a", "frame": [x, y, w, h]}, …]}` for a Texture case
    /// (with `calculateLayoutThatFits_ranges` when the result records them),
    /// `{"id": "root", "left": 0, "top": 0, "width": 100, "height": 40, "children": […]}` for a
    /// Yoga case.
    ///
    /// - Complexity: O(n) in the nodes.
    public func jsonText() -> String {
        jsonValue.jsonText()
    }
}

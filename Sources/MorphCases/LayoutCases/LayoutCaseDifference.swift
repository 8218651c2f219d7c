import Foundation

/// The first place where a laid-out case differs from its expectation: the node and both values.
public enum LayoutCaseDifference: Equatable, Sendable, CustomStringConvertible {
    /// A Texture case differs (size, a node's frame, the flattened order or the measured ranges)
    /// at this screen scale.
    case texture(TextureCaseDifference, screenScale: CGFloat)
    /// A Yoga case differs at this node (depth first).
    case yoga(FlexCaseLayout.Difference)

    /// What differs, with the expected and the computed value:
    /// `at screen scale 2: "red": expected frame [0, 0, 50, 50], got [0, 0, 40, 50]`,
    /// `"root_child0" width: expected 20, got 10`.
    public var description: String {
        switch self {
        case let .texture(difference, screenScale):
            "at screen scale \(Self.format(screenScale)): \(difference)"
        case .yoga(let difference):
            "\(JSONValue.string(difference.node).jsonText()) \(difference.field): "
                + "expected \(Self.format(difference.expected)), got \(Self.format(difference.actual))"
        }
    }

    /// A number as the case formats write it (whole numbers without a fraction); NaN and the
    /// infinities, which JSON cannot hold, as `nan`, `inf` and `-inf`.
    private static func format(_ value: CGFloat) -> String {
        value.isFinite ? JSONValue.number(Double(value)).jsonText() : "\(Double(value))"
    }
}

import Foundation

/// How a laid-out case differs from its expectation (see
/// ``TextureCaseResult/firstDifference(from:tolerance:)``).
public enum TextureCaseDifference: Equatable, Sendable, CustomStringConvertible {
    /// The host's size differs.
    case size(expected: CGSize, actual: CGSize)
    /// A different node is at this place in flattened order.
    case nodeOrder(at: Int, expectedID: String, actualID: String)
    /// A node's frame differs.
    case frame(id: String, expected: CGRect, actual: CGRect)
    /// An expected node is missing from the layout.
    case missingNode(id: String, at: Int)
    /// The layout has a node the expectation does not list.
    case unexpectedNode(id: String, at: Int)
    /// A node was measured with other ranges than expected.
    case measuredRanges(id: String, expected: [SizeRange], actual: [SizeRange])

    /// What differs, with both values.
    public var description: String {
        switch self {
        case let .size(expected, actual):
            return "size: expected \(TextureCaseNumbers.text(expected)), got \(TextureCaseNumbers.text(actual))"
        case let .nodeOrder(offset, expectedID, actualID):
            return "node #\(offset): expected \"\(expectedID)\", got \"\(actualID)\""
        case let .frame(id, expected, actual):
            return "\"\(id)\": expected frame \(TextureCaseNumbers.text(expected)), got \(TextureCaseNumbers.text(actual))"
        case let .missingNode(id, offset):
            return "node #\(offset): expected \"\(id)\", got no node"
        case let .unexpectedNode(id, offset):
            return "node #\(offset): unexpected \"\(id)\""
        case let .measuredRanges(id, expected, actual):
            return "\"\(id)\": expected measurements \(expected), got \(actual)"
        }
    }
}

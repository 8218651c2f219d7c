import Foundation

/// Bad input found while building a range or laying out: what was wrong, where, and with which
/// value. Texture asserts in debug builds for most of these and lays out garbage (or 0×0) in
/// release builds; Morph reports them instead.
public enum LayoutError: Error, Hashable, Sendable {
    /// A ``SizeRange`` bound is NaN or negative, a minimum is infinite, or min > max.
    case invalidSizeRange(min: CGSize, max: CGSize, problem: SizeRangeProblem)
    /// A ``LayoutDimension`` is not valid: points NaN, infinite or negative; a fraction outside 0…1.
    case invalidDimension(LayoutDimension, property: String, element: String)
    /// A text that ``LayoutDimension/init(parsing:)`` cannot read.
    case invalidDimensionString(String)
    /// A number a layout cannot use: a NaN spacing, a ratio ≤ 0, a negative flex factor, …
    /// `expected` says what is allowed.
    case invalidValue(property: String, value: CGFloat, element: String, expected: String)
    /// A computed layout size that cannot be displayed: NaN, infinite, negative, or ≥ 10⁷ points
    /// (Texture's `ASIsCGSizeValidForSize`; `CGFloat.greatestFiniteMagnitude` ends up here).
    case invalidLayoutSize(CGSize, element: String)
    /// A layout position with a NaN or infinite coordinate, or one 10¹⁴ points or more from the
    /// parent's origin (``Layout/isValidPosition(_:)``), or a sublayout without a position.
    case invalidLayoutPosition(CGPoint?, element: String)
    /// A leaf's measured size (``LayoutBox/intrinsicSize`` or a node's `calculateSizeThatFits`)
    /// is NaN, infinite or negative.
    case invalidMeasuredSize(CGSize, element: String)
    /// The same node appears twice in one layout (Texture asserts on duplicate elements).
    case duplicateNode(element: String)
    /// A node was given itself as the spec it hosts, which would recurse without end.
    case nodeHostsItself(element: String)
    /// The element tree is deeper than `limit` levels (``LayoutContext/depthLimit``); `element`
    /// is the first element beyond the limit.
    case treeTooDeep(limit: Int, element: String)

    /// What is wrong with a size range.
    public enum SizeRangeProblem: Hashable, Sendable {
        /// A bound is NaN.
        case notANumber
        /// A bound is negative.
        case negative
        /// A minimum is infinite.
        case infiniteMinimum
        /// A minimum is larger than its maximum.
        case minimumExceedsMaximum
    }
}

extension LayoutError: CustomStringConvertible {
    /// A sentence that names the element, the property and the value.
    public var description: String {
        switch self {
        case let .invalidSizeRange(min, max, problem):
            let range = "min \(Self.format(min)), max \(Self.format(max))"
            switch problem {
            case .notANumber: return "invalid size range (\(range)): a bound is NaN"
            case .negative: return "invalid size range (\(range)): a bound is negative"
            case .infiniteMinimum: return "invalid size range (\(range)): a minimum is infinite"
            case .minimumExceedsMaximum: return "invalid size range (\(range)): a minimum exceeds its maximum"
            }
        case let .invalidDimension(dimension, property, element):
            return "\(element): invalid \(property) \(dimension) (points must be finite and ≥ 0, fractions within 0…1)"
        case let .invalidDimensionString(text):
            return "cannot read \"\(text)\" as a dimension (expected \"auto\", \"<number>pt\" or \"<number>%\")"
        case let .invalidValue(property, value, element, expected):
            return "\(element): invalid \(property) \(value) (expected \(expected))"
        case let .invalidLayoutSize(size, element):
            return "\(element): invalid layout size \(Self.format(size)) (each side must be finite, ≥ 0 and < 10⁷)"
        case let .invalidLayoutPosition(position, element):
            guard let position else { return "\(element): a sublayout has no position" }
            return "\(element): invalid layout position (\(position.x), \(position.y))"
        case let .invalidMeasuredSize(size, element):
            return "\(element): invalid measured size \(Self.format(size)) (each side must be finite and ≥ 0)"
        case let .duplicateNode(element):
            return "\(element) appears more than once in one layout"
        case let .nodeHostsItself(element):
            return "\(element) cannot host itself as its content"
        case let .treeTooDeep(limit, element):
            return "\(element) is deeper than \(limit) levels, the deepest element tree a layout accepts"
        }
    }

    private static func format(_ size: CGSize) -> String {
        "\(size.width)×\(size.height)"
    }
}

import Foundation

/// A length that is resolved against constraints later: "no opinion", a number of points, or a
/// fraction of the parent's length (Texture's `ASDimension`).
///
/// Dimensions size elements through ``LayoutStyle`` (`width`, `minHeight`, …) and set a stack
/// child's ``LayoutStyle/flexBasis``.
///
/// Valid values: `.points` finite and ≥ 0, `.fraction` in `0...1`. The enum can hold any value;
/// an invalid one is reported as ``LayoutError/invalidDimension(_:property:element:)`` when a
/// layout resolves it (Texture asserts in debug builds and lays out garbage in release builds).
/// ``init(unit:value:)`` validates up front.
public enum LayoutDimension: Hashable, Sendable {
    /// No opinion: the layout decides (for a size: unconstrained; for a flex basis: the child's
    /// own size).
    case auto
    /// An exact length in points.
    case points(CGFloat)
    /// A fraction (`0...1`) of the parent's length along the same axis. Against a parent whose
    /// length is not known yet (a stack that is not exactly sized along that axis), a fraction
    /// behaves as ``auto``.
    case fraction(CGFloat)

    /// The unit of a dimension, for building one from a unit and a value.
    public enum Unit: Hashable, Sendable {
        /// See ``LayoutDimension/auto``.
        case auto
        /// See ``LayoutDimension/points(_:)``.
        case points
        /// See ``LayoutDimension/fraction(_:)``.
        case fraction
    }

    /// Creates a validated dimension from a unit and a value (Texture's `ASDimensionMake`).
    ///
    /// - Throws: ``LayoutError/invalidDimension(_:property:element:)`` when `.auto` is given a
    ///   value other than 0, `.points` a value that is not finite and ≥ 0, or `.fraction` a value
    ///   outside `0...1`.
    public init(unit: Unit, value: CGFloat) throws(LayoutError) {
        let dimension: LayoutDimension
        switch unit {
        case .auto:
            guard value == 0 else {
                throw .invalidDimension(.points(value), property: "auto value (must be 0)", element: "LayoutDimension")
            }
            dimension = .auto
        case .points:
            dimension = .points(value)
        case .fraction:
            dimension = .fraction(value)
        }
        try dimension.validate(property: "value", element: "LayoutDimension")
        self = dimension
    }

    /// The unit of this dimension.
    public var unit: Unit {
        switch self {
        case .auto: .auto
        case .points: .points
        case .fraction: .fraction
        }
    }

    /// The number stored with the unit: points, the fraction, or 0 for ``auto``.
    public var value: CGFloat {
        switch self {
        case .auto: 0
        case .points(let points): points
        case .fraction(let fraction): fraction
        }
    }

    /// Whether the value is one Texture accepts: points finite and ≥ 0, a fraction in `0...1`.
    public var isValid: Bool {
        switch self {
        case .auto: true
        case .points(let points): points.isFinite && points >= 0
        case .fraction(let fraction): fraction >= 0 && fraction <= 1
        }
    }

    /// Throws unless ``isValid``, naming the style property and the element.
    func validate(property: String, element: @autoclosure () -> String) throws(LayoutError) {
        guard isValid else { throw .invalidDimension(self, property: property, element: element()) }
    }

    /// The length this dimension stands for (Texture's `ASDimensionResolve`).
    ///
    /// - Parameters:
    ///   - parentLength: the parent's length along the same axis; NaN when it is not known yet.
    ///   - autoLength: the length to use for ``auto``.
    /// - Returns: the points, `fraction × parentLength`, or `autoLength` for ``auto`` and for a
    ///   fraction of an unknown (NaN) parent length.
    public func resolve(parentLength: CGFloat, autoLength: CGFloat) -> CGFloat {
        switch self {
        case .auto:
            return autoLength
        case .points(let points):
            return points
        case .fraction(let fraction):
            return parentLength.isNaN ? autoLength : fraction * parentLength
        }
    }
}

extension LayoutDimension: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// A literal is a length in points: `style.width = 100`.
    public init(integerLiteral value: Int) {
        self = .points(CGFloat(value))
    }

    /// A literal is a length in points: `style.width = 12.5`.
    public init(floatLiteral value: Double) {
        self = .points(CGFloat(value))
    }
}

extension LayoutDimension: CustomStringConvertible {
    /// `auto`, `100pt` or `50%`, the forms ``init(parsing:)`` reads.
    public var description: String {
        switch self {
        case .auto:
            return "auto"
        case .points(let points):
            return "\(Self.format(points))pt"
        case .fraction(let fraction):
            return "\(Self.format(fraction * 100))%"
        }
    }

    private static func format(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(Double(value))"
    }
}

import Foundation

/// An inclusive range of sizes that a parent offers a child to lay out in (Texture's
/// `ASSizeRange`): the child picks a size between ``min`` and ``max`` in each dimension.
///
/// A range built through the public initialisers is valid: every bound is ≥ 0 and not NaN,
/// ``min`` is finite, ``max`` may be infinite (no limit), and `min ≤ max`. The layout algorithms
/// build intermediate ranges exactly as Texture does, which may be inverted (`min > max`, for
/// example a stretched child whose own minimum exceeds the stack's maximum); ``clamp(_:)`` and
/// ``intersect(_:)`` then follow Texture's arithmetic (the minimum wins).
public struct SizeRange: Sendable {
    /// The smallest size allowed.
    public let min: CGSize
    /// The largest size allowed; `.infinity` in a dimension means no limit.
    public let max: CGSize

    /// Creates a validated range.
    ///
    /// - Throws: ``LayoutError/invalidSizeRange(min:max:problem:)`` when a bound is NaN or
    ///   negative, when a minimum is infinite, or when a minimum exceeds its maximum.
    public init(min: CGSize, max: CGSize) throws(LayoutError) {
        try Self.validate(min: min, max: max)
        self.min = min
        self.max = max
    }

    /// Creates the range that allows exactly `size`.
    ///
    /// - Throws: ``LayoutError/invalidSizeRange(min:max:problem:)`` when `size` has a NaN,
    ///   negative or infinite dimension.
    public init(exactly size: CGSize) throws(LayoutError) {
        try self.init(min: size, max: size)
    }

    /// A range built by the layout algorithms (or the node layer) from sizes that are valid by
    /// construction, not validated (see the type's discussion).
    package init(uncheckedMin min: CGSize, max: CGSize) {
        self.min = min
        self.max = max
    }

    /// The range that allows only 0×0.
    public static let zero = SizeRange(uncheckedMin: .zero, max: .zero)

    /// The range from 0×0 to infinity in both dimensions.
    public static let unconstrained = SizeRange(
        uncheckedMin: .zero,
        max: CGSize(width: CGFloat.infinity, height: CGFloat.infinity)
    )

    /// Whether ``min`` equals ``max`` in both dimensions.
    public var isExact: Bool {
        min.width == max.width && min.height == max.height
    }

    /// `size` with each dimension clamped into the range (Texture's `ASSizeRangeClamp`):
    /// `max(min, min(max, value))`, so the minimum wins in an inverted range.
    public func clamp(_ size: CGSize) -> CGSize {
        CGSize(
            width: Swift.max(min.width, Swift.min(max.width, size.width)),
            height: Swift.max(min.height, Swift.min(max.height, size.height))
        )
    }

    private static func validate(min: CGSize, max: CGSize) throws(LayoutError) {
        let bounds = [min.width, min.height, max.width, max.height]
        if bounds.contains(where: \.isNaN) {
            throw .invalidSizeRange(min: min, max: max, problem: .notANumber)
        }
        if bounds.contains(where: { $0 < 0 }) {
            throw .invalidSizeRange(min: min, max: max, problem: .negative)
        }
        if !min.width.isFinite || !min.height.isFinite {
            throw .invalidSizeRange(min: min, max: max, problem: .infiniteMinimum)
        }
        if min.width > max.width || min.height > max.height {
            throw .invalidSizeRange(min: min, max: max, problem: .minimumExceedsMaximum)
        }
    }
}

extension SizeRange: Hashable {
    /// Ranges are equal when their bounds are (Texture's `ASSizeRangeEqualToSizeRange`).
    public static func == (lhs: SizeRange, rhs: SizeRange) -> Bool {
        lhs.min.width == rhs.min.width && lhs.min.height == rhs.min.height
            && lhs.max.width == rhs.max.width && lhs.max.height == rhs.max.height
    }

    /// Hashes the four bounds.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(min.width)
        hasher.combine(min.height)
        hasher.combine(max.width)
        hasher.combine(max.height)
    }
}

extension SizeRange: CustomStringConvertible {
    /// `{w, h}` for an exact range, `{{minW, minH}, {maxW, maxH}}` otherwise, as Texture prints.
    public var description: String {
        func format(_ value: CGFloat) -> String {
            if value.isInfinite { return value > 0 ? "inf" : "-inf" }
            return value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(Double(value))"
        }
        let minText = "{\(format(min.width)), \(format(min.height))}"
        if isExact { return "{\(minText)}" }
        return "{\(minText), {\(format(max.width)), \(format(max.height))}}"
    }
}

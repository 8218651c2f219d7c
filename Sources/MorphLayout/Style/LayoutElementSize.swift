import Foundation

/// The six size dimensions of a ``LayoutStyle`` (Texture's `ASLayoutElementSize`): an exact
/// `width`/`height` and their minimums and maximums, each possibly relative to the parent.
public struct LayoutElementSize: Hashable, Sendable {
    /// The exact width (``LayoutDimension/auto``: none).
    public var width: LayoutDimension = .auto
    /// The exact height (``LayoutDimension/auto``: none).
    public var height: LayoutDimension = .auto
    /// The minimum width (``LayoutDimension/auto``: none).
    public var minWidth: LayoutDimension = .auto
    /// The maximum width (``LayoutDimension/auto``: none).
    public var maxWidth: LayoutDimension = .auto
    /// The minimum height (``LayoutDimension/auto``: none).
    public var minHeight: LayoutDimension = .auto
    /// The maximum height (``LayoutDimension/auto``: none).
    public var maxHeight: LayoutDimension = .auto

    /// Every dimension ``LayoutDimension/auto``.
    public init() {}

    /// Whether every dimension is ``LayoutDimension/auto`` (the element has no size opinion).
    public var isAuto: Bool {
        self == LayoutElementSize()
    }

    /// The size range these dimensions allow for a parent of `parentSize` (Texture's
    /// `ASLayoutElementSizeResolveAutoSize`).
    ///
    /// Each axis follows CSS: the minimum overrides the maximum, which overrides the exact
    /// length. Unset minimums and maximums take `autoRange`'s bounds; an unset exact length
    /// leaves the min…max range open. A fraction of an unknown (NaN) parent length counts as
    /// unset.
    ///
    /// - Parameters:
    ///   - parentSize: the parent's size, for fractions; NaN where it is not known yet.
    ///   - autoRange: the bounds of unset minimums and maximums (unconstrained by default).
    ///   - element: the element's name, for errors.
    /// - Throws: ``LayoutError/invalidDimension(_:property:element:)`` for a dimension that is not
    ///   valid (NaN, infinite or negative points, a fraction outside `0...1`).
    public func resolve(
        parentSize: CGSize,
        autoRange: SizeRange = .unconstrained,
        element: @autoclosure () -> String = "element"
    ) throws(LayoutError) -> SizeRange {
        // Checked in one pass first: the error path (and the element's name) only when needed.
        if !isValid { try validate(element: element()) }
        return resolveValidated(parentSize: parentSize, autoRange: autoRange)
    }

    /// Whether every dimension is valid (``LayoutDimension/isValid``).
    var isValid: Bool {
        width.isValid && height.isValid && minWidth.isValid && maxWidth.isValid && minHeight.isValid && maxHeight.isValid
    }

    /// ``resolve(parentSize:autoRange:element:)`` for dimensions known to be valid.
    func resolveValidated(parentSize: CGSize, autoRange: SizeRange = .unconstrained) -> SizeRange {
        let exact = LayoutSize(width: width, height: height)
            .resolve(parentSize: parentSize, autoSize: CGSize(width: CGFloat.nan, height: CGFloat.nan))
        let minimum = LayoutSize(width: minWidth, height: minHeight)
            .resolve(parentSize: parentSize, autoSize: autoRange.min)
        let maximum = LayoutSize(width: maxWidth, height: maxHeight)
            .resolve(parentSize: parentSize, autoSize: autoRange.max)
        let horizontal = Self.constrain(min: minimum.width, exact: exact.width, max: maximum.width)
        let vertical = Self.constrain(min: minimum.height, exact: exact.height, max: maximum.height)
        return SizeRange(
            uncheckedMin: CGSize(width: horizontal.min, height: vertical.min),
            max: CGSize(width: horizontal.max, height: vertical.max)
        )
    }

    /// Throws for the first dimension that is not valid.
    func validate(element: @autoclosure () -> String) throws(LayoutError) {
        try width.validate(property: "width", element: element())
        try height.validate(property: "height", element: element())
        try minWidth.validate(property: "minWidth", element: element())
        try maxWidth.validate(property: "maxWidth", element: element())
        try minHeight.validate(property: "minHeight", element: element())
        try maxHeight.validate(property: "maxHeight", element: element())
    }

    /// Texture's `ASLayoutElementSizeConstrain`: min overrides max overrides exact; NaN exact
    /// means none.
    private static func constrain(min: CGFloat, exact: CGFloat, max: CGFloat) -> (min: CGFloat, max: CGFloat) {
        if max <= min {
            return (min, min)
        }
        if exact.isNaN {
            return (min, max)
        }
        if exact > max {
            return (max, max)
        }
        if exact < min {
            return (min, min)
        }
        return (exact, exact)
    }
}

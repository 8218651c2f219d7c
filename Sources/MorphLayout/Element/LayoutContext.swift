import Foundation

/// What a layout pass needs beyond the size range: the screen's pixel grid, and how deep the
/// pass has gone.
///
/// Passed down the element tree. Texture reads the screen scale from a global; Morph injects it,
/// so the same element tree can be laid out for a @1x and a @2x screen side by side. A node's
/// layout cache includes it (see ``CachedLayout``).
///
/// ## Depth
///
/// Each element that is laid out through the default ``LayoutElement/layoutThatFits(_:parentSize:context:)``
/// (or through ``LayoutElement/calculateLayoutThatFits(_:relativeToParentSize:context:)``, as a
/// node's cache does on a miss) counts one level. A tree deeper than ``depthLimit`` levels is
/// refused with ``LayoutError/treeTooDeep(limit:element:)``. Below the limit any depth works on
/// any thread: every few hundred levels the pass continues on a thread of its own with a large
/// stack (and waits for it), so a deep tree never overflows the caller's stack, however small.
/// The depth is bookkeeping of the pass, not an input of the layout: it is not part of equality,
/// so a node's cache answers at any depth.
public struct LayoutContext: Hashable, Sendable {
    /// The rounding of sizes and positions to the pixel grid.
    public let rounding: PixelRounding
    /// The number of elements being laid out on the way to the one this context was given to,
    /// that element included; 0 for the context a pass starts with.
    let depth: Int

    /// The deepest element tree a layout pass accepts: 10,000 levels, counted from the root
    /// element (level 1) to the deepest element laid out. The flexbox engine's limit
    /// (`FlexTree.depthLimit`) is the same.
    public static let depthLimit = 10_000

    /// A context for a screen with `screenScale` pixels per point. A scale that is not finite and
    /// positive is clamped to 1, another one outside ``PixelRounding/screenScaleRange`` to the
    /// nearest end of the range (see ``PixelRounding/init(screenScale:)``).
    public init(screenScale: CGFloat) {
        self.init(rounding: PixelRounding(screenScale: screenScale), depth: 0)
    }

    /// A context for a screen with `screenScale` pixels per point, or an error when the scale is
    /// outside ``PixelRounding/screenScaleRange`` (or not a number).
    ///
    /// - Throws: ``LayoutError/invalidValue(property:value:element:expected:)`` for the
    ///   property `screenScale`.
    public init(validatingScreenScale screenScale: CGFloat) throws(LayoutError) {
        let range = PixelRounding.screenScaleRange
        guard range.contains(screenScale) else {
            throw .invalidValue(
                property: "screenScale", value: screenScale, element: "layout context",
                expected: "a number of pixels per point in \(range.lowerBound)...\(range.upperBound)"
            )
        }
        self.init(screenScale: screenScale)
    }

    init(rounding: PixelRounding, depth: Int) {
        self.rounding = rounding
        self.depth = depth
    }

    /// Pixels per point.
    public var screenScale: CGFloat {
        rounding.screenScale
    }

    /// Contexts are equal when their pixel grids are: the depth is not compared.
    public static func == (lhs: LayoutContext, rhs: LayoutContext) -> Bool {
        lhs.rounding == rhs.rounding
    }

    /// Hashes the pixel grid (not the depth).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rounding)
    }
}

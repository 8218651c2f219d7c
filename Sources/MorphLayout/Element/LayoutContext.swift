import Foundation

/// What a layout pass needs beyond the size range: the screen's pixel grid.
///
/// Passed unchanged down the element tree. Texture reads the screen scale from a global; Morph
/// injects it, so the same element tree can be laid out for a @1x and a @2x screen side by side.
/// A node's layout cache includes it (see ``CachedLayout``).
public struct LayoutContext: Hashable, Sendable {
    /// The rounding of sizes and positions to the pixel grid.
    public let rounding: PixelRounding

    /// A context for a screen with `screenScale` pixels per point. A scale that is not finite and
    /// positive is clamped to 1 (see ``PixelRounding``).
    public init(screenScale: CGFloat) {
        rounding = PixelRounding(screenScale: screenScale)
    }

    /// Pixels per point.
    public var screenScale: CGFloat {
        rounding.screenScale
    }
}

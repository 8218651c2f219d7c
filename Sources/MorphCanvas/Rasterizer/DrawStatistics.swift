/// What one ``Rasterizer/draw(_:)`` did: how much it repainted and why.
public struct DrawStatistics: Hashable, Sendable {
    /// The layers in the tree.
    public var layerCount: Int
    /// The layers painted (at least partly): those whose subtree touches the damaged pixels.
    public var paintedLayerCount: Int
    /// The pixels repainted (the sum of the damaged rectangles' areas).
    public var damagedPixelCount: Int
    /// The number of damaged rectangles.
    public var damagedRectCount: Int
    /// Whether the whole surface was repainted (the first draw, after ``Rasterizer/invalidate()``
    /// or a background change, or for a tree whose layer ids repeat).
    public var isFullRedraw: Bool
    /// The shadows blurred (the others painted came from the rasteriser's cache of blurred shadow
    /// shapes: a layer that moves keeps its shadow image).
    public var shadowBlurCount: Int
    /// The backdrops blurred (the others painted came from the rasteriser's cache: a frosted
    /// layer over pixels that did not change since it was last blurred keeps its backdrop).
    public var backdropBlurCount: Int

    /// Statistics with every count 0.
    public static let none = DrawStatistics(layerCount: 0, paintedLayerCount: 0, damagedPixelCount: 0, damagedRectCount: 0, isFullRedraw: false)

    /// Creates statistics.
    public init(layerCount: Int, paintedLayerCount: Int, damagedPixelCount: Int, damagedRectCount: Int, isFullRedraw: Bool, shadowBlurCount: Int = 0, backdropBlurCount: Int = 0) {
        self.layerCount = layerCount
        self.paintedLayerCount = paintedLayerCount
        self.damagedPixelCount = damagedPixelCount
        self.damagedRectCount = damagedRectCount
        self.isFullRedraw = isFullRedraw
        self.shadowBlurCount = shadowBlurCount
        self.backdropBlurCount = backdropBlurCount
    }
}

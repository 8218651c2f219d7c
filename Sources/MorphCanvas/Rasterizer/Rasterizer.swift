import CCairo
import Foundation
import Morph

/// Draws presentation trees into pixels with Cairo, the way UIKit and Core Animation draw, and
/// repaints only what changed from one tree to the next.
///
/// ```swift
/// let rasterizer = try Rasterizer(size: CGSize(width: 320, height: 200), scale: 2)
/// try rasterizer.draw(root.presentationTree())
/// try rasterizer.makeImage().writePNG(to: URL(fileURLWithPath: "frame.png"))
/// ```
///
/// **What is drawn.** Each layer of the tree, in its drawing order: the background (rounded by the
/// corner radius), its content — text from the glyph runs that measured it, an image placed by
/// its content mode and clipped to the rounded bounds —, its sublayers (clipped to the rounded
/// bounds when the layer clips), then its border, inside the bounds and above the sublayers, as
/// Core Animation draws borders. A layer with alpha below 1 that draws more than one thing (a
/// background and a border, or sublayers) is composited as one group at its alpha, as Core
/// Animation composites group opacity. Hidden layers, layers with alpha 0 and layers whose
/// transform squashes them to nothing are skipped with their subtrees.
///
/// **Effects.** Under the background: the layer's shadow (its rounded bounds or shadow path,
/// blurred once and kept per shape, outside the layer's clip) and, with a backdrop blur, what lies
/// behind it blurred (kept, and blurred again only when those pixels change); over the
/// background, its gradient. A layer with a mask or a blur is drawn as
/// a group, blurred, then composited through its mask's alpha (see the article "Shadows, gradients,
/// masks and blur").
///
/// **Geometry and pixels.** A layer lies where its `position`, `bounds`, `anchorPoint` and
/// `transform` put it in its parent (Core Animation's model), at ``scale`` pixels per point. A
/// layer that is only translated and scaled has its edges snapped to whole pixels (a 10.3-point
/// edge at 2× lands on pixel 21), as UIKit rounds view frames to the screen scale and Core
/// Animation draws layer edges without antialiasing; corner curves, text and images are
/// antialiased. A rotated or skewed layer is drawn with antialiased edges.
///
/// **3D transforms.** Only the affine part is drawn: the transform is projected orthographically,
/// its perspective terms (m14, m24, and m34 through them) and its z row and column are ignored
/// (the 2D part is divided by m44). So a rotation about the y axis shows as a horizontal squeeze
/// without foreshortening, as if the layer's superlayer had no perspective `sublayerTransform`.
///
/// **Repainting only what changed.** The rasteriser keeps the previous tree's layer records (by
/// `LayerID`) and its surface. ``draw(_:)`` compares each layer's place in device pixels,
/// attributes, content, opacity and clip with the previous frame's, collects the pixels of the
/// layers that changed, appeared, went away or changed order, and repaints only those pixels
/// (clipped to them). An unchanged tree repaints nothing: it costs one pass over the layers, or
/// nothing at all when it holds the very layer array drawn last time (a tree passed again).
/// ``statistics`` says what the last draw repainted.
///
/// **Repeated shapes.** The coverage of rounded backgrounds and borders with whole-pixel edges is
/// kept (by size, radii and border; from a shape's second use; 4 MiB at most) and painted again
/// with Cairo's own arithmetic (pixman's for a translucent colour), so a screen of similar cards
/// is not rasterised again each frame; the pixels are those Cairo's fill gives.
///
/// **Images.** An image is filtered as Chromium draws images (Skia's "medium" quality): drawn
/// shrunk by 2 or more, it is sampled bilinearly from the smallest of its mipmap levels (copies
/// each half the size of the one before, made once by Cairo's box filter and kept, 64 MiB at
/// most) that is still as large as the drawing; shrunk by 4/3 to 2, bilinearly from the image;
/// otherwise by Cairo's good filter (bilinear when enlarged, nearest on whole pixels). A photo
/// thumbnail repainted in every frame of an animation then costs a few reads per pixel drawn,
/// not a box filter over all of the photo's pixels.
///
/// **Scrolling.** A scrolled layer's content is repainted within its visible rect, not moved:
/// Cairo's filtered images and antialiased edges drawn a whole pixel further are not the moved
/// pixels exactly, and a draw gives the pixels of a full repaint.
///
/// **Limits and errors.** The surface is at most ``maximumPixelDimension`` pixels on a side and
/// ``maximumPixelCount`` pixels in all (256 MiB); ``scale`` is in ``scaleRange``. A tree with a NaN
/// or infinite number or an inconsistent structure is refused with
/// ``CanvasError/invalidPresentation(_:)`` and the surface keeps the previous frame. Glyphs with
/// non-finite positions and runs whose font file cannot be opened are not drawn.
///
/// **Threads.** A rasteriser is a reference type that is not `Sendable`: draw with it from one
/// task or thread at a time (the window draws on the main actor). Several rasterisers may draw at
/// once on different threads: the font faces they share are opened under a lock and Cairo locks
/// each FreeType face while it uses it.
public final class Rasterizer {
    /// The widest and tallest surface, in pixels: 16,384.
    public static let maximumPixelDimension = 16_384
    /// The most pixels in a surface: 64 Mi (67,108,864), 256 MiB of pixels.
    public static let maximumPixelCount = 1 << 26
    /// The screen scales accepted: 0.25 to 8 pixels per point (UIKit's are 1, 2 and 3).
    public static let scaleRange: ClosedRange<CGFloat> = 0.25...8

    /// The surface's size in points.
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    /// The surface's width in pixels: the width in points × the scale, rounded up.
    public let pixelWidth: Int
    /// The surface's height in pixels: the height in points × the scale, rounded up.
    public let pixelHeight: Int

    /// The colour under every layer (clear by default). Changing it repaints everything at the
    /// next draw.
    public var backgroundColor: Color {
        didSet { if backgroundColor != oldValue { invalidate() } }
    }

    /// What the last ``draw(_:)`` did.
    public private(set) var statistics = DrawStatistics.none

    private let surface: CairoSurface
    private var painter: LayerPainter
    private var previous = FramePlan()
    private var current = FramePlan()
    private var hasPrevious = false
    private var damage = DamageRegion()

    /// A transparent surface of `size` points at `scale`.
    ///
    /// - Parameters:
    ///   - size: the surface's size in points.
    ///   - scale: pixels per point, in ``scaleRange`` (UIKit's screen scale: 1, 2 or 3).
    ///   - backgroundColor: the colour under every layer; clear by default.
    /// - Throws: ``CanvasError/invalidSize(_:)`` for a size that is not positive and finite,
    ///   ``CanvasError/invalidScale(_:)``, ``CanvasError/surfaceTooLarge(pixelWidth:pixelHeight:)``
    ///   beyond the limits, ``CanvasError/cairo(_:)`` when Cairo cannot allocate the surface.
    public init(size: CGSize, scale: CGFloat = 1, backgroundColor: Color = .clear) throws(CanvasError) {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { throw .invalidSize(size) }
        guard scale.isFinite, Self.scaleRange.contains(scale) else { throw .invalidScale(scale) }
        let (width, height) = try Self.pixelSize(of: size, scale: scale)
        self.size = size
        self.scale = scale
        pixelWidth = width
        pixelHeight = height
        self.backgroundColor = backgroundColor
        surface = try CairoSurface(pixelWidth: width, pixelHeight: height)
        painter = LayerPainter(surface: surface)
    }

    /// The pixel size of `size` points at `scale`, each side rounded up (differences below
    /// 10⁻⁶ pixel are noise), checked against the limits.
    static func pixelSize(of size: CGSize, scale: CGFloat) throws(CanvasError) -> (width: Int, height: Int) {
        let width = (size.width * scale - 1e-6).rounded(.up)
        let height = (size.height * scale - 1e-6).rounded(.up)
        let limit = CGFloat(maximumPixelDimension)
        guard width <= limit, height <= limit, width * height <= CGFloat(maximumPixelCount) else {
            throw .surfaceTooLarge(pixelWidth: width < 1e18 ? Int(width) : Int.max, pixelHeight: height < 1e18 ? Int(height) : Int.max)
        }
        return (max(1, Int(width)), max(1, Int(height)))
    }

    /// Draws `tree`, repainting only the pixels that differ from the previous tree drawn.
    ///
    /// The root layer is placed by its own position in the surface's coordinates (points, y
    /// down, the origin at the top left).
    ///
    /// - Returns: what was repainted (also in ``statistics``).
    /// - Throws: ``CanvasError/invalidPresentation(_:)`` for a tree with non-finite numbers or an
    ///   inconsistent structure (the surface keeps the previous frame);
    ///   ``CanvasError/cairo(_:)`` if Cairo fails while drawing (out of memory), after which the
    ///   next draw repaints everything.
    /// - Complexity: O(n) for n layers to find the damage, plus the painting of the layers that
    ///   touch it; O(1) for the tree drawn last time passed again. No allocation once the buffers
    ///   have grown to the tree's size and the shapes have been seen, except Cairo's own: group
    ///   surfaces beyond sixteen levels of nested translucent groups, glyphs not drawn before, and
    ///   the surface, pattern and (for a shrunk image) filter Cairo makes each time an image is
    ///   drawn.
    @discardableResult
    public func draw(_ tree: PresentationTree) throws(CanvasError) -> DrawStatistics {
        // The very layers drawn last time (the same array, kept by `previous`, so not changed
        // since, and valid): nothing to compare. (A tree that repeats ids is drawn in full.)
        if hasPrevious, previous.hasUniqueIDs, tree.time.isFinite, previous.holds(tree.layers) {
            damage.removeAll()
            statistics = DrawStatistics(layerCount: tree.layers.count, paintedLayerCount: 0, damagedPixelCount: 0, damagedRectCount: 0, isFullRedraw: false)
            return statistics
        }
        do {
            _ = try tree.validated()
        } catch {
            throw .invalidPresentation(error)
        }
        let surfaceBox = PixelBox(minX: 0, minY: 0, maxX: pixelWidth, maxY: pixelHeight)
        current.prepare(tree, scale: scale, surface: surfaceBox, previous: previous)
        damage.removeAll()
        let isFullRedraw = !hasPrevious || !current.hasUniqueIDs || !previous.hasUniqueIDs
        if isFullRedraw {
            damage.add(surfaceBox)
        } else {
            current.collectDamage(from: &previous, into: &damage)
            current.expandToWholeShapes(&damage)
        }
        let painted: Int
        painter.shadows.blurCount = 0
        painter.backdrops.blurCount = 0
        do {
            painted = try painter.paint(current, damage: damage, background: backgroundColor)
        } catch {
            hasPrevious = false
            throw error
        }
        let status = cairo_status(surface.context)
        guard status == CAIRO_STATUS_SUCCESS else {
            hasPrevious = false
            throw .cairo(CairoSurface.message(status))
        }
        swap(&previous, &current)
        hasPrevious = true
        statistics = DrawStatistics(
            layerCount: tree.layers.count, paintedLayerCount: painted, damagedPixelCount: damage.area,
            damagedRectCount: damage.boxes.count, isFullRedraw: isFullRedraw, shadowBlurCount: painter.shadows.blurCount,
            backdropBlurCount: painter.backdrops.blurCount
        )
        return statistics
    }

    /// Whether rounded shapes are painted from their cached coverage (on; tests turn it
    /// off to compare with Cairo's own fills).
    var usesShapeCoverageCache: Bool {
        get { painter.usesCoverageCache }
        set { painter.usesCoverageCache = newValue }
    }

    /// The number of shapes whose coverage is kept.
    var cachedShapeCount: Int { painter.coverages.count }

    /// The mipmap levels made for images drawn shrunk, since the rasteriser was made.
    var madeMipmapLevelCount: Int { painter.mipmaps.madeCount }

    /// The bytes the mipmap cache holds (images and their levels).
    var mipmapByteCount: Int { painter.mipmaps.byteCount }

    /// Forgets the previous tree: the next ``draw(_:)`` repaints the whole surface.
    public func invalidate() {
        hasPrevious = false
    }

    /// The rectangles the last ``draw(_:)`` repainted, in pixels (for a window that uploads only
    /// those pixels to the screen). A new array each call: a window that draws every frame reads
    /// them with ``forEachDamagedRect(_:)`` instead, which allocates nothing.
    public var damagedRects: [PixelRect] {
        var rects: [PixelRect] = []
        rects.reserveCapacity(damagedRectCount)
        forEachDamagedRect { rects.append($0) }
        return rects
    }

    /// The number of rectangles the last ``draw(_:)`` repainted.
    public var damagedRectCount: Int { damage.boxes.count }

    /// Calls `body` with each rectangle the last ``draw(_:)`` repainted, in pixels, in the order
    /// of ``damagedRects``, without allocating.
    public func forEachDamagedRect<Failure: Error>(_ body: (PixelRect) throws(Failure) -> Void) throws(Failure) {
        for box in damage.boxes { try body(box.rect) }
    }

    /// The surface's pixels as an image.
    ///
    /// - Complexity: O(pixels).
    public func makeImage() -> RasterImage {
        let (width, height) = (pixelWidth, pixelHeight)
        let count = width * height * 4
        // Every byte is written by the conversion: no need to zero the array first.
        let bytes = surface.withPixels { pixels, bytesPerRow in
            [UInt8](unsafeUninitializedCapacity: count) { output, initialized in
                PixelConversion.unpremultiply(
                    argb: pixels.baseAddress!.assumingMemoryBound(to: UInt32.self), width: width, height: height,
                    wordsPerRow: bytesPerRow / 4, into: output.baseAddress!
                )
                initialized = count
            }
        }
        return RasterImage(unchecked: width, height: height, scale: scale, bytes: bytes)
    }

    /// Calls `body` with the surface's pixels: ``pixelHeight`` rows of premultiplied ARGB32 words
    /// in native byte order (Cairo's `CAIRO_FORMAT_ARGB32`, SDL's `SDL_PIXELFORMAT_ARGB8888`),
    /// rows `bytesPerRow` apart. The buffer is valid only during the call and must not be written.
    public func withUnsafePixels<Result, Failure: Error>(
        _ body: (_ pixels: UnsafeRawBufferPointer, _ bytesPerRow: Int) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try surface.withPixels(body)
    }

    /// Draws one tree on a new surface and returns the image.
    ///
    /// - Throws: as ``init(size:scale:backgroundColor:)`` and ``draw(_:)``.
    public static func image(of tree: PresentationTree, size: CGSize, scale: CGFloat = 1, backgroundColor: Color = .clear) throws(CanvasError) -> RasterImage {
        let rasterizer = try Rasterizer(size: size, scale: scale, backgroundColor: backgroundColor)
        try rasterizer.draw(tree)
        return rasterizer.makeImage()
    }
}

extension Rasterizer: PresentationRenderer {
    /// Draws `tree` (repainting what changed since the last tree) and returns the surface as an
    /// image.
    ///
    /// - Throws: as ``draw(_:)``.
    public func render(_ tree: PresentationTree) throws(CanvasError) -> RasterImage {
        try draw(tree)
        return makeImage()
    }
}

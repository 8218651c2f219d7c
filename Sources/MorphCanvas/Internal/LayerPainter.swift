import CCairo
import Foundation
import Morph
import MorphImage
import MorphText

/// Paints a frame's layers with Cairo, the way Core Animation composites them: for each layer its
/// background, its content, its sublayers (clipped to its rounded bounds when it clips), then its
/// border above them; a layer with alpha below 1 that draws more than one thing is composited as
/// one group at its alpha.
///
/// Only the damaged pixels are painted: each damaged box is cleared to the background and
/// repainted under a clip of its own, and subtrees whose pixels miss it are skipped.
///
/// Groups are drawn into surfaces of the whole surface's size, kept from frame to frame (one per
/// level of nesting), rather than Cairo's `cairo_push_group`, whose surfaces follow the clip: a
/// group surface's origin then never depends on the damage, so a repainted box holds exactly the
/// pixels a full repaint gives, and no surface is allocated per frame.
struct LayerPainter {
    /// Group surfaces kept beyond this depth of nested translucent groups use Cairo's own groups.
    static let maximumPooledGroupDepth = 16

    private let mainSurface: OpaquePointer
    private let mainTarget: PixelTarget
    private let mainContext: OpaquePointer
    /// The context drawn into now: the surface's, or the innermost group's.
    private var context: OpaquePointer
    private let fontOptions: FontOptions
    private let surfaceWidth: Int
    private let surfaceHeight: Int
    /// Reused glyph storage for `cairo_show_glyphs`.
    private var glyphs: [cairo_glyph_t] = []
    /// The Cairo faces of the fonts drawn lately, most recent last: found by the font face's
    /// identity first, without the shared cache's lock and its key (a path made from the file's
    /// URL, which allocates).
    private var recentFaces: [(face: FontFace, cairoFace: CairoFontFace?)] = []
    /// The most fonts remembered in ``recentFaces``.
    static let recentFaceCount = 8
    /// The layers whose subtrees are being drawn.
    private var open: [OpenLayer] = []
    /// The group surfaces, by nesting depth.
    private var groupSurfaces: [GroupSurface] = []
    /// The contexts of the enclosing groups, outermost first (the main context at the bottom).
    private var contexts: [OpaquePointer] = []
    /// The open pooled groups, outermost first.
    private var groups: [OpenGroup] = []
    /// How many clips of the current context are shapes rather than whole-pixel rectangles.
    private var shapeClipCount = 0
    /// The pixels of the current context's surface, nil inside one of Cairo's own groups.
    private var target: PixelTarget?
    /// The current context's clip when it has no clip shape: the box, the group's limits and the
    /// whole-pixel rectangles of clipping layers, intersected.
    private var clipRect = PixelBox.empty
    /// The coverage of rounded shapes filled before.
    private(set) var coverages = ShapeCoverageCache()
    /// Whether opaque rounded shapes are painted from their cached coverage (tests compare with
    /// Cairo's own fills by turning it off).
    var usesCoverageCache = true
    /// The box being repainted.
    private var box = PixelBox.empty
    /// Blurred shadow shapes, by shape, transform, phase and blur.
    var shadows = ShadowCache()
    /// The blur of shadows, layer groups and backdrops (its scratch memory is kept).
    private let blur = GaussianBlur()
    /// Draws layers' masks, made on first use.
    private var maskRenderer: MaskRenderer?
    /// Blurred backdrops, kept while the pixels behind them do not change.
    var backdrops = BackdropCache()
    /// Images' smaller copies, for images drawn shrunk.
    var mipmaps = ImageMipmapCache()
    /// Scratch pixels: a conic gradient.
    private var gradientPixels: [UInt32] = []

    private struct OpenLayer {
        var index: Int
        var end: Int
        var clip: SublayerClip
        /// ``LayerPainter/clipRect`` before the layer's clip.
        var outerClipRect: PixelBox
    }

    /// How a layer clips its sublayers.
    private enum SublayerClip {
        /// Not at all.
        case none
        /// To a rectangle of whole pixels (a snapped layer without corner radius): Cairo keeps
        /// such a clip as a pixel region.
        case pixelRectangle
        /// To a shape Cairo rasterises with antialiasing (rounded, rotated or skewed bounds).
        case shape
    }

    /// A pooled group being drawn.
    private struct OpenGroup {
        /// The pixels cleared and composited, or nil when the whole box (within the ancestors'
        /// clip box) is.
        var region: PixelBox?
        /// The box within the ancestors' clip box.
        var limits: PixelBox
        /// The enclosing context's ``LayerPainter/shapeClipCount``, ``LayerPainter/target`` and
        /// ``LayerPainter/clipRect``.
        var outerShapeClipCount: Int
        var outerTarget: PixelTarget?
        var outerClipRect: PixelBox
    }

    init(surface: CairoSurface) {
        mainSurface = surface.surface
        mainContext = surface.context
        mainTarget = surface.pixelTarget
        context = surface.context
        surfaceWidth = surface.pixelWidth
        surfaceHeight = surface.pixelHeight
        fontOptions = FontOptions()
        glyphs.reserveCapacity(256)
        recentFaces.reserveCapacity(Self.recentFaceCount)
        open.reserveCapacity(64)
        contexts.reserveCapacity(Self.maximumPooledGroupDepth + 1)
        groups.reserveCapacity(Self.maximumPooledGroupDepth)
    }

    /// Paints `plan` into the pixels of `damage`, over `background`: each damaged box in turn,
    /// cleared and repainted under a clip of its own (a single rectangle: Cairo rasterises a shape
    /// inside a one-rectangle clip exactly as without a clip, which it does not do for a clip of
    /// several rectangles).
    ///
    /// - Returns: the number of layers painted (a layer painted for two boxes counts twice).
    /// - Throws: ``CanvasError/cairo(_:)`` when a group surface cannot be allocated.
    mutating func paint(_ plan: FramePlan, damage: DamageRegion, background: Color) throws(CanvasError) -> Int {
        var painted = 0
        cairo_set_font_options(mainContext, fontOptions.pointer)
        coverages.beginFrame()
        shadows.beginFrame()
        mipmaps.beginFrame()
        for box in damage.boxes {
            painted += try paint(plan, box: box, background: background)
        }
        return painted
    }

    private mutating func paint(_ plan: FramePlan, box: PixelBox, background: Color) throws(CanvasError) -> Int {
        self.box = box
        context = mainContext
        contexts.removeAll(keepingCapacity: true)
        groups.removeAll(keepingCapacity: true)
        shapeClipCount = 0
        target = mainTarget
        clipRect = box
        cairo_save(context)
        clip(context, to: box)
        if !Self.rootCovers(box, plan, surfaceWidth: surfaceWidth, surfaceHeight: surfaceHeight) {
            cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
            setSource(background, alpha: 1)
            cairo_paint(context)
        }
        Self.markNotClear(mainSurface, box)
        cairo_set_operator(context, CAIRO_OPERATOR_OVER)

        var painted = 0
        var index = 0
        open.removeAll(keepingCapacity: true)
        while index < plan.count {
            while let last = open.last, last.end <= index {
                try close(last, plan[last.index], plan.layers[last.index])
                open.removeLast()
            }
            let record = plan[index]
            guard record.isDrawn, box.intersects(record.subtreeBox) else {
                index = record.subtreeEnd
                continue
            }
            let outerClipRect = clipRect
            let clip = try openLayer(record, plan.layers[index].attributes, plan.layers[index].content)
            painted += 1
            open.append(OpenLayer(index: index, end: record.subtreeEnd, clip: clip, outerClipRect: outerClipRect))
            index += 1
        }
        while let last = open.popLast() {
            try close(last, plan[last.index], plan.layers[last.index])
        }
        cairo_restore(context)
        return painted
    }

    /// Whether the root layer's own background replaces every pixel of `box`: an opaque colour,
    /// no group, a rectangle of whole pixels that holds the box. Cairo fills such a rectangle by
    /// writing the colour, so clearing the box to the background first would change nothing (and
    /// would cost as much again as the root's fill).
    private static func rootCovers(_ box: PixelBox, _ plan: FramePlan, surfaceWidth: Int, surfaceHeight: Int) -> Bool {
        guard plan.count > 0 else { return false }
        let record = plan[0]
        let attributes = plan.layers[0].attributes
        guard record.isDrawn, !record.usesGroup, opaquePixel(attributes.backgroundColor, alpha: attributes.alpha) != nil else { return false }
        let shape = LayerShape(attributes, matrix: record.matrix, surfaceWidth: surfaceWidth, surfaceHeight: surfaceHeight)
        return shape.isPixelRectangle && !shape.isEmpty && PixelBox(shape.rect).contains(box)
    }

    /// Tells Cairo that `surface` is not blank. After a paint that clears a whole surface, Cairo
    /// marks it clear and draws the next shape with SOURCE instead of OVER, whose rounding
    /// differs by one level now and then; whether a repaint clears the whole surface or a part of
    /// it must not change the pixels, so the mark is always removed.
    private static func markNotClear(_ surface: OpaquePointer, _ box: PixelBox) {
        cairo_surface_mark_dirty_rectangle(surface, Int32(box.minX), Int32(box.minY), Int32(box.maxX - box.minX), Int32(box.maxY - box.minY))
    }

    /// Clips `context` to a box of device pixels.
    private func clip(_ context: OpaquePointer, to box: PixelBox) {
        cairo_identity_matrix(context)
        cairo_new_path(context)
        cairo_rectangle(context, Double(box.minX), Double(box.minY), Double(box.maxX - box.minX), Double(box.maxY - box.minY))
        cairo_clip(context)
    }

    /// Starts drawing a group: into the pooled surface of this depth, clipped to the box and to
    /// the box of the layer's ancestors' clips. (The ancestors' clip shapes apply when the group
    /// is composited; clipping the group to their box as well makes every shape that crosses them
    /// rasterised against the same limits in a full and a partial repaint.)
    ///
    /// When the context around the group has no clip shape (only whole-pixel rectangles), only the
    /// pixels of the layer's subtree within those limits are cleared and, at the end, composited:
    /// every shape of the group lies in its subtree's box, and the rest of the surface (stale
    /// pixels of earlier groups) stays out of the picture, so a small translucent card costs its
    /// own pixels rather than the whole surface's twice. Under a clip shape the whole limits are
    /// cleared and composited, since Cairo rasterises a clip shape cut by a further rectangle
    /// slightly differently.
    private mutating func beginGroup(for record: LayerRecord) throws(CanvasError) {
        let depth = contexts.count
        guard depth < Self.maximumPooledGroupDepth else {
            contexts.append(context)
            cairo_push_group(context)
            // Drawn into a surface of Cairo's: filled by Cairo only.
            target = nil
            return
        }
        if depth == groupSurfaces.count {
            groupSurfaces.append(try GroupSurface(pixelWidth: surfaceWidth, pixelHeight: surfaceHeight, fontOptions: fontOptions))
        }
        let group = groupSurfaces[depth].surface.context
        let limits = box.intersection(record.clip)
        let region = shapeClipCount == 0 ? limits.intersection(record.subtreeBox) : nil
        contexts.append(context)
        groups.append(OpenGroup(region: region, limits: limits, outerShapeClipCount: shapeClipCount, outerTarget: target, outerClipRect: clipRect))
        shapeClipCount = 0
        target = groupSurfaces[depth].surface.pixelTarget
        clipRect = limits
        cairo_save(group)
        clip(group, to: region ?? limits)
        cairo_set_operator(group, CAIRO_OPERATOR_CLEAR)
        cairo_paint(group)
        if let region, region != limits {
            cairo_restore(group)
            cairo_save(group)
            clip(group, to: limits)
        }
        Self.markNotClear(groupSurfaces[depth].surface.surface, box)
        cairo_set_operator(group, CAIRO_OPERATOR_OVER)
        context = group
    }

    /// Composites the innermost group into the context around it at `alpha`: blurred first when
    /// the layer has a blur, then through its mask when it has one (CSS's order: filter, mask,
    /// opacity).
    private mutating func endGroup(alpha: CGFloat, layer: PresentationLayer, record: LayerRecord) throws(CanvasError) {
        guard let outer = contexts.popLast() else { return }
        let depth = contexts.count
        guard depth < Self.maximumPooledGroupDepth else {
            cairo_pop_group_to_source(context)
            cairo_paint_with_alpha(context, Double(alpha))
            // The enclosing context is one of Cairo's groups too, or the deepest pooled one.
            target = depth == Self.maximumPooledGroupDepth ? groupSurfaces[depth - 1].surface.pixelTarget : nil
            return
        }
        let surface = groupSurfaces[depth]
        let group = groups.removeLast()
        shapeClipCount = group.outerShapeClipCount
        target = group.outerTarget
        clipRect = group.outerClipRect
        cairo_restore(context)
        context = outer
        let region = group.region ?? group.limits
        if record.blurReach > 0 {
            let sigma = FramePlan.blurSigma(layer.attributes.blurRadius, record.matrix)
            let pixels = surface.surface.pixelTarget
            cairo_surface_flush(pixels.surface)
            blur.blurARGB(pixels.pixels, wordsPerRow: pixels.wordsPerRow, box: region, sigmaX: sigma, sigmaY: sigma, edge: .transparent)
            cairo_surface_mark_dirty_rectangle(pixels.surface, Int32(region.minX), Int32(region.minY), Int32(region.maxX - region.minX), Int32(region.maxY - region.minY))
        }
        // The group surface lies 1:1 on the device pixels.
        cairo_save(context)
        if let region = group.region {
            clip(context, to: region)
        } else {
            cairo_identity_matrix(context)
        }
        cairo_set_source(context, surface.pattern)
        if let mask = layer.mask {
            if maskRenderer == nil { maskRenderer = try MaskRenderer(pixelWidth: surfaceWidth, pixelHeight: surfaceHeight) }
            try maskRenderer!.render(mask, matrix: record.matrix, region: region, alpha: alpha)
            cairo_mask_surface(context, maskRenderer!.surface.surface, 0, 0)
        } else {
            cairo_paint_with_alpha(context, Double(alpha))
        }
        cairo_restore(context)
    }

    /// Starts a layer: its group, background and content, and the clip of its sublayers.
    ///
    /// - Returns: the clip pushed (with `cairo_save`) for the sublayers.
    private mutating func openLayer(_ record: LayerRecord, _ attributes: ViewAttributes, _ content: PresentationContent?) throws(CanvasError) -> SublayerClip {
        let shape = LayerShape(attributes, matrix: record.matrix, surfaceWidth: surfaceWidth, surfaceHeight: surfaceHeight)
        // What lies behind is read before the layer's group (if any) starts.
        let backdrop = attributes.backdropBlurRadius > 0 && shape.isRepresentable && !shape.isEmpty
            ? blurredBackdrop(attributes, record) : nil
        if record.usesGroup { try beginGroup(for: record) }
        let alpha = record.usesGroup ? 1 : attributes.alpha
        guard shape.isRepresentable else { return .none }
        if attributes.drawsShadow {
            drawShadow(attributes, record, shape, alpha: alpha)
        }
        if let backdrop {
            paintBackdrop(backdrop, shape: shape, alpha: alpha)
        }
        if attributes.backgroundColor.alpha > 0, !shape.isEmpty {
            fill(shape, color: attributes.backgroundColor, alpha: alpha)
        }
        if !attributes.backgroundGradient.isNone, !shape.isEmpty {
            shape.applyMatrix(to: context)
            shape.addPath(to: context)
            let region = PixelBox(covering: record.matrix.boundingBox(of: attributes.bounds), margin: 1, within: clipRect.isEmpty ? box : clipRect)
            GradientPainter.fillPath(context, gradient: attributes.backgroundGradient, bounds: attributes.bounds, matrix: record.matrix, alpha: alpha, region: region, scratch: &gradientPixels)
        }
        switch content {
        case let .text(layout, color):
            drawText(layout, color: color, attributes: attributes, matrix: record.matrix, shape: shape, alpha: alpha)
        case let .image(image, contentMode):
            drawImage(image, contentMode: contentMode, attributes: attributes, matrix: record.matrix, shape: shape, alpha: alpha)
        case nil:
            break
        }
        guard attributes.clipsToBounds, record.hasDrawnDescendants else { return .none }
        cairo_save(context)
        shape.applyMatrix(to: context)
        shape.addPath(to: context)
        cairo_clip(context)
        if shape.isPixelRectangle {
            clipRect = clipRect.intersection(PixelBox(shape.rect))
            return .pixelRectangle
        }
        shapeClipCount += 1
        return .shape
    }

    /// Ends a layer: pops its sublayers' clip, draws its border, composites its group.
    private mutating func close(_ layer: OpenLayer, _ record: LayerRecord, _ presentation: PresentationLayer) throws(CanvasError) {
        let attributes = presentation.attributes
        switch layer.clip {
        case .none: break
        case .pixelRectangle:
            cairo_restore(context)
            clipRect = layer.outerClipRect
        case .shape:
            cairo_restore(context)
            shapeClipCount -= 1
        }
        if attributes.borderWidth > 0, attributes.borderColor.alpha > 0 {
            let shape = LayerShape(attributes, matrix: record.matrix, surfaceWidth: surfaceWidth, surfaceHeight: surfaceHeight)
            if shape.isRepresentable, !shape.isEmpty {
                let bounds = attributes.bounds
                let width = min(attributes.borderWidth, min(bounds.width, bounds.height) / 2)
                let inner = shape.inset(by: width, radius: attributes.effectiveCornerRadius)
                fill(shape, isRing: true, inner: inner, color: attributes.borderColor, alpha: record.usesGroup ? 1 : attributes.alpha)
            }
        }
        if record.usesGroup { try endGroup(alpha: attributes.alpha, layer: presentation, record: record) }
    }

    // MARK: Shadows and backdrops

    /// Draws the layer's shadow: its outline blurred (from the cache when the same shape, transform,
    /// phase and blur were blurred before) and composited in the shadow colour at the shadow's
    /// opacity times `alpha`. The shadow lies under the layer and outside its clip.
    private mutating func drawShadow(_ attributes: ViewAttributes, _ record: LayerRecord, _ shape: LayerShape, alpha: CGFloat) {
        guard let geometry = ShadowGeometry(attributes, matrix: record.matrix, shape: shape),
              box.intersects(geometry.box)
        else { return }
        let blur = self.blur
        let sigmaX = geometry.key.sigmaX, sigmaY = geometry.key.sigmaY
        func make() -> ShadowImage? {
            ShadowImage(width: geometry.width, height: geometry.height, originX: geometry.originX, originY: geometry.originY, sigmaX: sigmaX, sigmaY: sigmaY, blur: blur) { context in
                geometry.addOutline(to: context)
                cairo_fill(context)
            }
        }
        let image: ShadowImage?
        if geometry.width * geometry.height <= ShadowCache.maximumImageArea {
            image = shadows.image(for: geometry.key, make: make)
        } else {
            // Too large to keep (a screen-sized shadow at a high scale): blurred for this frame.
            image = make()
            shadows.blurCount += 1
        }
        guard let image else { return }
        cairo_identity_matrix(context)
        GradientPainter.setSource(context, attributes.shadowColor, alpha: attributes.shadowOpacity * alpha)
        cairo_mask_surface(context, image.surface, Double(geometry.originX), Double(geometry.originY))
    }

    /// The pixels behind the layer, inside its device box, blurred with mirrored edges (as
    /// Chromium blurs a backdrop), from ``backdrops`` when they are the pixels blurred last time;
    /// the box they cover and where the blurred pixels are, or nil when there is nothing to read
    /// (inside one of Cairo's own groups).
    private mutating func blurredBackdrop(_ attributes: ViewAttributes, _ record: LayerRecord) -> (region: PixelBox, slot: BackdropCache.Slot)? {
        guard let target else { return nil }
        let region = PixelBox(covering: record.matrix.boundingBox(of: attributes.bounds), margin: 0, within: record.clip)
        guard !region.isEmpty else { return nil }
        cairo_surface_flush(target.surface)
        let sigma = FramePlan.blurSigma(attributes.backdropBlurRadius, record.matrix)
        return (region, backdrops.blurred(region, sigma: sigma, from: target, blur: blur))
    }

    /// Paints the blurred backdrop of `region` inside the layer's shape at `alpha`.
    private mutating func paintBackdrop(_ backdrop: (region: PixelBox, slot: BackdropCache.Slot), shape: LayerShape, alpha: CGFloat) {
        let region = backdrop.region
        let width = region.maxX - region.minX, height = region.maxY - region.minY
        let context = self.context
        backdrops.withPixels(backdrop.slot) { buffer in
            // Cairo reads the pixels as a source and never writes them.
            guard let surface = cairo_image_surface_create_for_data(
                UnsafeMutableRawPointer(buffer.baseAddress!).assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(width * 4)
            ) else { return }
            defer {
                cairo_surface_finish(surface)
                cairo_surface_destroy(surface)
            }
            cairo_save(context)
            shape.applyMatrix(to: context)
            shape.addPath(to: context)
            cairo_clip(context)
            cairo_identity_matrix(context)
            cairo_set_source_surface(context, surface, Double(region.minX), Double(region.minY))
            cairo_paint_with_alpha(context, Double(alpha))
            cairo_restore(context)
        }
    }

    /// Fills `shape` in `color` times `alpha`; a ring (a border) is filled even-odd, less its
    /// `inner` edge (nil when the border fills the whole shape).
    ///
    /// A rounded shape with whole-pixel edges that lies inside the current clip rectangle (no clip
    /// shape around it) is painted from its cached coverage (``ShapeCoverage``), opaque or
    /// translucent, with the pixels Cairo's fill gives (and without Cairo's scan converter and
    /// pixman images, which a translucent fill allocates each time); every other shape is filled
    /// by Cairo.
    private mutating func fill(_ shape: LayerShape, isRing: Bool = false, inner: LayerShape? = nil, color: Color, alpha: CGFloat) {
        if usesCoverageCache, shapeClipCount == 0, let target, let (pixel, isOpaque) = Self.coveragePixel(color, alpha: alpha),
           let key = ShapeCoverageCache.key(for: shape, inner: inner, isRing: isRing) {
            let box = PixelBox(shape.rect)
            if clipRect.contains(box), let coverage = coverages.coverage(for: key) {
                // Cairo's protocol for writing pixels directly: flush, write, mark dirty.
                cairo_surface_flush(target.surface)
                if isOpaque {
                    coverage.composite(pixel, into: target, x: box.minX, y: box.minY)
                } else {
                    coverage.compositeTranslucent(pixel, into: target, x: box.minX, y: box.minY)
                }
                cairo_surface_mark_dirty_rectangle(target.surface, Int32(box.minX), Int32(box.minY), Int32(key.width), Int32(key.height))
                return
            }
        }
        shape.applyMatrix(to: context)
        shape.addPath(to: context)
        setSource(color, alpha: alpha)
        if isRing {
            inner?.addPath(to: context)
            cairo_set_fill_rule(context, CAIRO_FILL_RULE_EVEN_ODD)
            cairo_fill(context)
            cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
        } else {
            cairo_fill(context)
        }
    }

    /// The premultiplied ARGB32 pixel Cairo fills with for `color` times `alpha` and whether it
    /// is opaque (``opaquePixel(_:alpha:)``), or nil for a colour Cairo draws nothing with (alpha
    /// that rounds to 0). A translucent colour's pixel is the one pixman composites with: Cairo
    /// keeps each premultiplied component as `⌊c × a × 65,535 + 0.5⌋` and pixman takes its top
    /// byte.
    static func coveragePixel(_ color: Color, alpha: CGFloat) -> (pixel: UInt32, isOpaque: Bool)? {
        if let pixel = opaquePixel(color, alpha: alpha) { return (pixel, true) }
        func byte(_ component: CGFloat) -> Double { Double((min(max(component, 0), 1) * 255).rounded()) / 255 }
        let sourceAlpha = byte(color.alpha) * Double(min(max(alpha, 0), 1))
        func short(_ value: Double) -> UInt32 { UInt32(value * 65_535 + 0.5) }
        let alphaShort = short(sourceAlpha)
        // Cairo draws nothing with an alpha of at most 0x00ff (its transparent image).
        guard alphaShort > 0x00FF, alphaShort < 0xFF00 else { return nil }
        let red = short(byte(color.red) * sourceAlpha) >> 8
        let green = short(byte(color.green) * sourceAlpha) >> 8
        let blue = short(byte(color.blue) * sourceAlpha) >> 8
        return ((alphaShort >> 8) << 24 | red << 16 | green << 8 | blue, false)
    }

    /// The premultiplied ARGB32 pixel Cairo fills with for `color` times `alpha`
    /// (``setSource(_:alpha:)``) when that is opaque, else nil. Each component is its 8-bit
    /// value: Cairo's 16-bit value of `k / 255` is `k × 257`, whose top byte is `k`.
    static func opaquePixel(_ color: Color, alpha: CGFloat) -> UInt32? {
        func byte(_ component: CGFloat) -> UInt32 { UInt32(min(max((component * 255).rounded(), 0), 255)) }
        guard alpha == 1, byte(color.alpha) == 255 else { return nil }
        return 0xFF00_0000 | byte(color.red) << 16 | byte(color.green) << 8 | byte(color.blue)
    }

    /// Sets a solid colour, times a layer's opacity, as the source.
    ///
    /// Each component is first rounded to 8 bits as UIKit rounds a `UIColor` into a bitmap
    /// (`round(c × 255)`: 0.88 → 224). Cairo keeps 16 bits and then truncates, which would give 225;
    /// rounded first, its 16-bit value is exactly `k × 257` and truncates back to `k`.
    private func setSource(_ color: Color, alpha: CGFloat) {
        GradientPainter.setSource(context, color, alpha: alpha)
    }

    // MARK: Text

    /// Draws shaped text from its glyph runs, clipped to the layer's bounds (rounded when the
    /// layer clips), as a layer's contents are.
    private mutating func drawText(_ layout: TextLayout, color: Color, attributes: ViewAttributes, matrix: AffineMatrix, shape: LayerShape, alpha: CGFloat) {
        guard !layout.lines.isEmpty, !shape.isEmpty else { return }
        cairo_save(context)
        shape.applyMatrix(to: context)
        if attributes.clipsToBounds {
            shape.addPath(to: context)
        } else {
            cairo_rectangle(context, Double(shape.rect.minX), Double(shape.rect.minY), Double(shape.rect.width), Double(shape.rect.height))
        }
        cairo_clip(context)
        let bounds = attributes.bounds
        var textMatrix = matrix.translatedBy(bounds.minX, bounds.minY).cairo
        cairo_set_matrix(context, &textMatrix)
        for line in layout.lines {
            for run in line.runs {
                drawRun(run, in: line, color: run.color ?? color, alpha: alpha)
            }
        }
        cairo_restore(context)
    }

    private mutating func drawRun(_ run: GlyphRun, in line: TextLine, color: Color, alpha: CGFloat) {
        let size = run.fontSize
        guard size.isFinite, size > 0, run.face.syntheticSlant.isFinite, let face = cairoFace(for: run.face) else { return }
        setSource(color, alpha: alpha)
        if !run.glyphs.isEmpty {
            glyphs.removeAll(keepingCapacity: true)
            for glyph in run.glyphs {
                let x = line.x + glyph.position.x
                let y = line.baseline + glyph.position.y
                guard x.isFinite, y.isFinite else { continue }
                glyphs.append(cairo_glyph_t(index: UInt(glyph.id), x: Double(x), y: Double(y)))
            }
            cairo_set_font_face(context, face.pointer)
            // Synthetic italic shears x by the height above the baseline (font space has y down).
            var fontMatrix = cairo_matrix_t(
                xx: Double(size), yx: 0, xy: Double(-run.face.syntheticSlant * size), yy: Double(size), x0: 0, y0: 0
            )
            cairo_set_font_matrix(context, &fontMatrix)
            glyphs.withUnsafeBufferPointer { buffer in
                cairo_show_glyphs(context, buffer.baseAddress, Int32(buffer.count))
            }
        }
        let metrics = run.metrics
        let left = Double(line.x + run.x)
        let width = Double(run.width)
        if run.isUnderlined, metrics.underlineThickness > 0 {
            cairo_rectangle(context, left, Double(line.baseline + metrics.underlineOffset), width, Double(metrics.underlineThickness))
            cairo_fill(context)
        }
        if run.isStruckThrough, metrics.strikethroughThickness > 0 {
            cairo_rectangle(context, left, Double(line.baseline - metrics.strikethroughOffset), width, Double(metrics.strikethroughThickness))
            cairo_fill(context)
        }
    }

    /// The Cairo face for `face` (nil when its file cannot be opened), from ``recentFaces`` or the
    /// shared ``FontFaceCache``.
    private mutating func cairoFace(for face: FontFace) -> CairoFontFace? {
        if let index = recentFaces.lastIndex(where: { $0.face == face }) { return recentFaces[index].cairoFace }
        let cairoFace = FontFaceCache.face(for: face)
        if recentFaces.count == Self.recentFaceCount { recentFaces.removeFirst() }
        recentFaces.append((face, cairoFace))
        return cairoFace
    }

    // MARK: Images

    /// Draws a decoded image into the rectangle its content mode gives, clipped to the layer's
    /// rounded bounds, filtered (see below) and with its edge pixels extended so the edges stay
    /// sharp.
    private mutating func drawImage(_ image: DecodedImage, contentMode: ImageContentMode, attributes: ViewAttributes, matrix: AffineMatrix, shape: LayerShape, alpha: CGFloat) {
        guard !shape.isEmpty else { return }
        let bounds = attributes.bounds
        let rect = contentMode.drawingRect(forImageOfSize: image.size, in: bounds.size).offsetBy(dx: bounds.minX, dy: bounds.minY)
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return }
        // Shrunk by 2 or more along both axes: sampled bilinearly from the smallest mipmap level
        // still as large as the drawing (Skia's "medium" quality, which Chromium draws images
        // with), rather than through Cairo's box filter over all the image's pixels. Shrunk by
        // 4/3 to 2: bilinearly from the image. Otherwise, and for an image too large for the
        // cache: Cairo's good filter (bilinear when the image is enlarged or shrunk by less than
        // 4/3, nearest when its pixels land on whole pixels, a box filter when it is shrunk more).
        let shrink = Self.shrink(of: image, drawnIn: rect, matrix: matrix)
        let depth = ImageMipmapCache.depth(width: image.pixelWidth, height: image.pixelHeight, shrink: shrink)
        if depth > 0, let level = mipmaps.level(depth, of: image) {
            drawImage(level.surface, pixelWidth: level.pixelWidth, pixelHeight: level.pixelHeight, in: rect, matrix: matrix, shape: shape, alpha: alpha, filter: CAIRO_FILTER_BILINEAR)
            return
        }
        let filter = depth == 0 && min(shrink.x, shrink.y) >= 4.0 / 3 ? CAIRO_FILTER_BILINEAR : CAIRO_FILTER_GOOD
        image.withCairoSurface { source in
            drawImage(source, pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight, in: rect, matrix: matrix, shape: shape, alpha: alpha, filter: filter)
        }
    }

    /// How many of an image's pixels one device pixel covers along each axis, drawn into `rect`
    /// through `matrix`: the scale factors of the pattern from device pixels to image pixels, as
    /// Cairo measures them to choose its filter.
    private static func shrink(of image: DecodedImage, drawnIn rect: CGRect, matrix: AffineMatrix) -> (x: CGFloat, y: CGFloat) {
        let determinant = matrix.a * matrix.d - matrix.b * matrix.c
        guard determinant != 0, determinant.isFinite else { return (1, 1) }
        let sx = CGFloat(image.pixelWidth) / rect.width, sy = CGFloat(image.pixelHeight) / rect.height
        // The linear part of (image pixels ← user space) ∘ (user space ← device pixels).
        let xx = sx * matrix.d / determinant, xy = -sx * matrix.c / determinant
        let yx = -sy * matrix.b / determinant, yy = sy * matrix.a / determinant
        return ((xx * xx + xy * xy).squareRoot(), (yx * yx + yy * yy).squareRoot())
    }

    /// Draws `source`, `pixelWidth × pixelHeight` pixels, stretched over `rect` through `matrix`,
    /// clipped to `shape`.
    private func drawImage(_ source: OpaquePointer, pixelWidth: Int, pixelHeight: Int, in rect: CGRect, matrix: AffineMatrix, shape: LayerShape, alpha: CGFloat, filter: cairo_filter_t) {
        let context = self.context
        guard let pattern = cairo_pattern_create_for_surface(source) else { return }
        defer { cairo_pattern_destroy(pattern) }
        var patternMatrix = cairo_matrix_t()
        cairo_matrix_init_scale(&patternMatrix, Double(CGFloat(pixelWidth) / rect.width), Double(CGFloat(pixelHeight) / rect.height))
        cairo_matrix_translate(&patternMatrix, Double(-rect.minX), Double(-rect.minY))
        cairo_pattern_set_matrix(pattern, &patternMatrix)
        cairo_pattern_set_filter(pattern, filter)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_save(context)
        shape.applyMatrix(to: context)
        shape.addPath(to: context)
        cairo_clip(context)
        var imageMatrix = matrix.cairo
        cairo_set_matrix(context, &imageMatrix)
        cairo_rectangle(context, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_clip(context)
        cairo_set_source(context, pattern)
        cairo_paint_with_alpha(context, Double(alpha))
        cairo_restore(context)
    }
}

import Foundation
import Morph
import MorphText

/// Everything the player needs to draw and animate one element: its per-sample CSS values, split
/// into groups animated together, its content variants, and every view property's values.
///
/// - `node`: geometry, opacity, transform and its origin (the anchor point), background and corner
///   radius, interpolated linearly between samples.
/// - `discrete`: visibility, paint rank (`z-index`) and clipping (`overflow`), switched at the
///   samples (`step-end` easing), so presence and order follow the timeline's sample-and-hold rule.
/// - `border`: the border layer drawn above the children, when the layer ever has a border.
/// - text: each distinct text layout is one inline SVG shown while it is current; the colour of
///   runs without their own is interpolated.
/// - images: each distinct image and content mode is one box shown while it is current.
/// - `properties`: every property of the `ViewProperties` table, one value per sample (or one for
///   all when it never changes) — the data the page's property inspector shows.
struct PlayerElementAnimation {
    var node: [PlayerSeries]
    var discrete: [PlayerSeries]
    var border: [PlayerSeries]?
    /// The distinct text layouts (nil for samples without text); empty when the layer never has
    /// text.
    var textVariants: [TextLayout?]
    /// Per sample, the index of the current text variant; empty when the layer never has text.
    var textVariantBySample: [Int]
    var textColor: PlayerSeries?
    /// The distinct images: the page's image number and the content mode (nil for samples without
    /// an image); empty when the layer never shows an image.
    var imageVariants: [ImageVariant?]
    /// Per sample, the index of the current image variant; empty when the layer never shows one.
    var imageVariantBySample: [Int]
    /// Every view property's values (one when constant, else one per sample), in table order.
    var properties: [(name: String, track: PlayerData.PropertyTrack)]
    var presence: [ClosedRange<Int>]

    /// An image as an element shows it.
    struct ImageVariant: Hashable {
        /// The image's number in the page (its CSS class `morph-image-N`).
        var number: Int
        var contentMode: ImageContentMode
        /// The image's size in points, for ``ImageContentMode/center``.
        var size: CGSize
    }

    /// The `z-index` of the border layer: above every child's paint rank.
    static let borderLayerZIndex = 1_000_000

    init(element: PlayerElementTable.Element, drawn: [Bool], timeline: Timeline, images: inout PlayerImages) throws(RenderError) {
        let held = element.heldSamples()
        // Every element is present in at least one sample, so every held sample has its layer.
        let places: [(tree: PresentationTree, index: Int)] = held.map { (timeline.frames[$0], element.layerIndexBySample[$0]!) }
        let layers = places.map { $0.tree.layers[$0.index] }
        let boxes = places.map { LayerGeometry.boxFrame(ofLayerAt: $0.index, in: $0.tree) }
        func numbers(_ keyframeName: String, _ cssName: String, decimals: Int = 4, isLength: Bool = true, _ value: (Int) -> CGFloat) -> PlayerSeries {
            PlayerSeries(keyframeName: keyframeName, cssName: cssName,
                         values: .numbers(layers.indices.map { Double(value($0)) }, decimals: decimals, isLength: isLength))
        }
        let attributes = layers.map(\.attributes)
        let repeatsPrevious = RenderedProperties.repeats(in: attributes)
        // Every string series but the text colour is written from the layer's attributes alone:
        // a sample whose attributes equal the previous one's repeats its string (most samples of
        // most layers: formatting a colour or a matrix costs far more than the comparison).
        func strings(_ keyframeName: String, _ cssName: String, _ value: (Int) -> String) -> PlayerSeries {
            var values: [String] = []
            values.reserveCapacity(layers.count)
            for index in layers.indices {
                values.append(repeatsPrevious[index] ? values[index - 1] : value(index))
            }
            return PlayerSeries(keyframeName: keyframeName, cssName: cssName, values: .strings(values))
        }

        let transformIsAlwaysIdentity = layers.allSatisfy { $0.attributes.transform.isIdentity }
        let transformIsAlways2D = layers.allSatisfy { $0.attributes.transform.isAffine }
        node = [
            numbers("left", "left") { boxes[$0].minX },
            numbers("top", "top") { boxes[$0].minY },
            numbers("width", "width") { boxes[$0].width },
            numbers("height", "height") { boxes[$0].height },
            numbers("opacity", "opacity", decimals: 4, isLength: false) { layers[$0].attributes.alpha },
            // 2D transforms as `matrix()`: Chromium composites an element with a `matrix3d()` as a
            // layer of its own and resamples it (a scaled card's edges blur over two pixels).
            strings("transform", "transform") {
                transformIsAlwaysIdentity ? "none" : transformIsAlways2D ? Self.cssMatrix(layers[$0].attributes.transform) : Self.cssMatrix3D(layers[$0].attributes.transform)
            },
            strings("transformOrigin", "transform-origin") { Self.cssOrigin(layers[$0].attributes.anchorPoint) },
            strings("backgroundColor", "background-color") { ColorFormatting.cssRGBA(layers[$0].attributes.backgroundColor) },
            Self.borderRadius(layers, numbers: numbers, strings: strings),
        ]
        // The effects, for elements that ever show them (see `CSSEffects`).
        if layers.contains(where: { $0.attributes.drawsShadow }) {
            node.append(strings("boxShadow", "box-shadow") { CSSEffects.boxShadow(layers[$0].attributes) })
        }
        if layers.contains(where: { !$0.attributes.backgroundGradient.isNone }) {
            node.append(strings("backgroundImage", "background-image") {
                CSSEffects.gradient(layers[$0].attributes.backgroundGradient, size: layers[$0].attributes.bounds.size)
            })
        }
        if layers.contains(where: { $0.attributes.blurRadius > 0 }) {
            node.append(strings("filter", "filter") { CSSEffects.blur(layers[$0].attributes.blurRadius) })
        }
        if layers.contains(where: { $0.attributes.backdropBlurRadius > 0 }) {
            node.append(strings("backdropFilter", "backdrop-filter") { CSSEffects.blur(layers[$0].attributes.backdropBlurRadius) })
        }
        discrete = [
            PlayerSeries(keyframeName: "visibility", cssName: "visibility",
                         values: .strings(drawn.map { $0 ? "visible" : "hidden" })),
            PlayerSeries(keyframeName: "zIndex", cssName: "z-index",
                         values: .numbers(held.map { Double(element.paintRankBySample[$0]) }, decimals: 0, isLength: false)),
            strings("overflow", "overflow") { layers[$0].attributes.clipsToBounds ? "hidden" : "visible" },
        ]
        if layers.contains(where: { $0.mask != nil }) {
            // A mask is an SVG drawing of its tree, the size of the bounds, whose alpha masks the element.
            let images = try layers.map { layer throws(RenderError) in try Self.cssMaskImage(layer) }
            discrete.append(PlayerSeries(keyframeName: "maskImage", cssName: "mask-image", values: .strings(images)))
            discrete.append(PlayerSeries(keyframeName: "maskSize", cssName: "mask-size", values: .strings(layers.map { _ in "100% 100%" })))
            discrete.append(PlayerSeries(keyframeName: "maskRepeat", cssName: "mask-repeat", values: .strings(layers.map { _ in "no-repeat" })))
            discrete.append(PlayerSeries(keyframeName: "maskMode", cssName: "mask-mode", values: .strings(layers.map { _ in "alpha" })))
        }
        if layers.contains(where: { $0.attributes.borderWidth > 0 }) {
            border = [
                // Like the SVG, never wider than half the shorter side.
                numbers("borderWidth", "border-width") {
                    let attributes = layers[$0].attributes
                    return min(attributes.borderWidth, min(attributes.bounds.width, attributes.bounds.height) / 2)
                },
                strings("borderColor", "border-color") { ColorFormatting.cssRGBA(layers[$0].attributes.borderColor) },
                Self.borderRadius(layers, numbers: numbers, strings: strings),
            ]
        } else {
            border = nil
        }

        var textVariants: [TextLayout?] = []
        var textVariantBySample: [Int] = []
        var imageVariants: [ImageVariant?] = []
        var imageVariantBySample: [Int] = []
        let hasText = layers.contains { if case .text = $0.content { true } else { false } }
        let hasImage = layers.contains { if case .image = $0.content { true } else { false } }
        for layer in layers {
            var text: TextLayout?
            var image: ImageVariant?
            switch layer.content {
            case .text(let layout, _):
                text = layout
            case let .image(decoded, contentMode):
                image = ImageVariant(number: try images.number(of: decoded, layer: layer.name), contentMode: contentMode, size: decoded.size)
            case nil:
                break
            }
            if hasText { textVariantBySample.append(Self.index(of: text, in: &textVariants)) }
            if hasImage { imageVariantBySample.append(Self.index(of: image, in: &imageVariants)) }
        }
        self.textVariants = textVariants
        self.textVariantBySample = textVariantBySample
        self.imageVariants = imageVariants
        self.imageVariantBySample = imageVariantBySample
        // From the content, not the attributes: every sample's own.
        textColor = hasText ? PlayerSeries(keyframeName: "color", cssName: "color", values: .strings(layers.map { layer in
            if case .text(_, let color) = layer.content { ColorFormatting.cssRGBA(color) } else { ColorFormatting.cssRGBA(.black) }
        })) : nil

        properties = RenderedProperties.all.map { property in
            (property.name, property.track(in: attributes, repeatsPrevious: repeatsPrevious))
        }
        presence = element.presenceRuns()
    }

    /// The corner radius: a number series, or strings of four radii when some sample leaves
    /// corners square (``ViewAttributes/maskedCorners``).
    private static func borderRadius(
        _ layers: [PresentationLayer],
        numbers: (String, String, Int, Bool, (Int) -> CGFloat) -> PlayerSeries,
        strings: (String, String, (Int) -> String) -> PlayerSeries
    ) -> PlayerSeries {
        guard layers.contains(where: { $0.attributes.maskedCorners != .all }) else {
            return numbers("borderRadius", "border-radius", 4, true) { layers[$0].attributes.effectiveCornerRadius }
        }
        return strings("borderRadius", "border-radius") { CSSEffects.borderRadius(layers[$0].attributes) }
    }

    /// `url("data:image/svg+xml;base64,…")` of the layer's mask drawn by ``SVGFrameRenderer`` on a
    /// transparent canvas the size of the layer's bounds, or `none`.
    static func cssMaskImage(_ layer: PresentationLayer) throws(RenderError) -> String {
        guard let mask = layer.mask else { return "none" }
        let svg = try SVGFrameRenderer(backgroundColor: nil, canvasSize: layer.attributes.bounds.size).render(mask)
        return "url(\"data:image/svg+xml;base64," + Data(svg.utf8).base64EncodedString() + "\")"
    }

    /// The index of `value` among `variants`, appending it when new.
    private static func index<Value: Equatable>(of value: Value, in variants: inout [Value]) -> Int {
        if let index = variants.firstIndex(of: value) { return index }
        variants.append(value)
        return variants.count - 1
    }

    /// `matrix(a, b, c, d, tx, ty)` of a 2D affine transform.
    static func cssMatrix(_ transform: Transform3D) -> String {
        var output = "matrix("
        for (index, value) in [transform.m11, transform.m12, transform.m21, transform.m22, transform.m41, transform.m42].enumerated() {
            if index > 0 { output += ", " }
            NumberFormatting.appendCompact(Double(value), decimals: 6, to: &output)
        }
        output += ")"
        return output
    }

    /// `matrix3d(…)` with the sixteen entries row by row (the order `Transform3D.entries` lists).
    static func cssMatrix3D(_ transform: Transform3D) -> String {
        var output = "matrix3d("
        for (index, value) in transform.entries.enumerated() {
            if index > 0 { output += ", " }
            NumberFormatting.appendCompact(Double(value), decimals: 6, to: &output)
        }
        output += ")"
        return output
    }

    /// The anchor point as a CSS `transform-origin` in percentages of the box (`50% 50%`).
    static func cssOrigin(_ anchorPoint: CGPoint) -> String {
        var output = ""
        NumberFormatting.appendCompact(Double(anchorPoint.x) * 100, decimals: 4, to: &output)
        output += "% "
        NumberFormatting.appendCompact(Double(anchorPoint.y) * 100, decimals: 4, to: &output)
        output += "%"
        return output
    }

    /// The CSS `background-size` that places an image as `contentMode` does.
    static func cssBackgroundSize(_ variant: ImageVariant) -> String {
        switch variant.contentMode {
        case .scaleToFill: return "100% 100%"
        case .aspectFit: return "contain"
        case .aspectFill: return "cover"
        case .center:
            var output = ""
            NumberFormatting.appendCompact(Double(variant.size.width), decimals: 3, to: &output)
            output += "px "
            NumberFormatting.appendCompact(Double(variant.size.height), decimals: 3, to: &output)
            output += "px"
            return output
        }
    }
}

import Foundation
import Morph

/// Writes a presentation tree as nested SVG groups, one `<g>` per layer, so opacity, transforms
/// and clipping compose down the tree as they do for Core Animation layers.
///
/// Inside a layer's group, in its box coordinates (see `LayerGeometry`): the background, then
/// (inside the clip when the layer clips) its content — text, or an image clipped to the rounded
/// bounds — and its sublayers back to front, then the border on top, inset so it lies inside the
/// bounds as Core Animation draws it. Hidden layers are left out with their subtrees.
///
/// SVG has no perspective: a transform with a perspective part (`m14`, `m24`) is drawn with its
/// closest affine approximation over the layer's bounds (see `PlaneTransform`). The HTML player
/// draws such transforms exactly.
struct SVGTreeWriter {
    /// Prefixes the clip-path ids, so several trees can share one SVG document (the filmstrip).
    let idPrefix: String
    private var clipCount = 0

    init(idPrefix: String) {
        self.idPrefix = idPrefix
    }

    /// A layer whose group is open.
    private struct OpenLayer {
        var index: Int
        /// The indentation level of the layer's group.
        var indent: Int
        /// Whether a clip group is open inside the layer's group.
        var clips: Bool

        /// The indentation level of the sublayers' groups.
        var sublayerIndent: Int { indent + (clips ? 2 : 1) }
    }

    /// Appends the groups of `tree`'s layers, the layer at index `i` marked `data-node-id` with
    /// `labels[i]`, each line indented by `indent` levels; images go into `images`.
    ///
    /// - Throws: ``RenderError/imageEncoding(layer:_:)``.
    /// - Complexity: O(n) for n layers, plus the text and images drawn; no recursion, so any depth
    ///   is drawn.
    mutating func write(_ tree: PresentationTree, labels: [String], images: inout SVGImageTable, indent: Int, to output: inout String) throws(RenderError) {
        var open: [OpenLayer] = []
        var index = 0
        while index < tree.layers.count {
            while let last = open.last, tree.layers[last.index].subtreeEnd <= index {
                close(last, of: tree, to: &output)
                open.removeLast()
            }
            let layer = tree.layers[index]
            guard !layer.attributes.isHidden else {
                index = layer.subtreeEnd
                continue
            }
            let layerIndent = open.last?.sublayerIndent ?? indent
            let clips = try openLayer(at: index, of: tree, label: labels[index], images: &images, indent: layerIndent, to: &output)
            open.append(OpenLayer(index: index, indent: layerIndent, clips: clips))
            index += 1
        }
        while let last = open.popLast() {
            close(last, of: tree, to: &output)
        }
    }

    /// Opens a layer's group: background, the clip group when the layer clips, and its content.
    ///
    /// - Returns: whether a clip group is open.
    private mutating func openLayer(
        at index: Int, of tree: PresentationTree, label: String, images: inout SVGImageTable, indent: Int, to output: inout String
    ) throws(RenderError) -> Bool {
        let layer = tree.layers[index]
        let attributes = layer.attributes
        let pad = String(repeating: "  ", count: indent)
        let size = attributes.bounds.size
        let width = Double(size.width), height = Double(size.height)
        let radius = Double(attributes.effectiveCornerRadius)

        output += pad + "<g data-node-id=\""
        MarkupEscaping.appendXML(label, to: &output)
        output += "\" data-name=\""
        MarkupEscaping.appendXML(layer.name, to: &output)
        output += "\" transform=\""
        appendTransform(ofLayerAt: index, of: tree, to: &output)
        output += "\""
        if attributes.alpha < 1 {
            output += " opacity=\""
            NumberFormatting.appendCompact(Double(attributes.alpha), decimals: 4, to: &output)
            output += "\""
        }
        let blurID = attributes.blurRadius > 0 ? nextID("blur") : nil
        let maskID = layer.mask != nil ? nextID("mask") : nil
        if let blurID { output += " filter=\"url(#" + blurID + ")\"" }
        if let maskID { output += " mask=\"url(#" + maskID + ")\"" }
        output += ">\n"
        if let blurID {
            appendBlurFilter(id: blurID, sigma: Double(attributes.blurRadius), around: attributes.bounds.size, pad: pad + "  ", to: &output)
        }
        if let maskID, let mask = layer.mask {
            try appendMask(mask, id: maskID, label: label, around: attributes.bounds.size, images: &images, indent: indent + 1, to: &output)
        }
        if attributes.drawsShadow {
            appendShadow(attributes, pad: pad + "  ", to: &output)
        }

        if attributes.backgroundColor.alpha > 0 {
            output += pad + "  "
            appendShape("background", x: 0, y: 0, width: width, height: height, radius: radius, corners: attributes.maskedCorners, to: &output)
            ColorFormatting.appendSVGPaint("fill", attributes.backgroundColor, to: &output)
            output += "/>\n"
        }
        if !attributes.backgroundGradient.isNone, width > 0, height > 0 {
            appendGradient(attributes, pad: pad + "  ", to: &output)
        }

        let clips = attributes.clipsToBounds && (layer.content != nil || layer.subtreeEnd > index + 1)
        var contentPad = pad + "  "
        if clips {
            let clipID = nextClipID()
            output += pad + "  <clipPath id=\"" + clipID + "\">"
            appendShape(nil, x: 0, y: 0, width: width, height: height, radius: radius, corners: attributes.maskedCorners, to: &output)
            output += "/></clipPath>\n"
            output += pad + "  <g clip-path=\"url(#" + clipID + ")\">\n"
            contentPad += "  "
        }
        switch layer.content {
        case let .text(layout, color):
            SVGTextWriter.write(layout, color: color, indent: contentPad.count / 2, to: &output)
        case let .image(image, contentMode):
            let id = try images.id(of: image, layer: layer.name)
            let rect = contentMode.drawingRect(forImageOfSize: image.size, in: size)
            // The image is cut at the rounded bounds; inside a clipping layer's clip it already is.
            let needsClip = !clips && (radius > 0 || !CGRect(origin: .zero, size: size).contains(rect))
            var usePad = contentPad
            if needsClip {
                let clipID = nextClipID()
                output += contentPad + "<clipPath id=\"" + clipID + "\">"
                appendShape(nil, x: 0, y: 0, width: width, height: height, radius: radius, corners: attributes.maskedCorners, to: &output)
                output += "/></clipPath>\n"
                output += contentPad + "<g clip-path=\"url(#" + clipID + ")\">\n"
                usePad += "  "
            }
            output += usePad + "<use class=\"image\" href=\"#" + id + "\" transform=\"matrix("
            NumberFormatting.appendCompact(Double(image.size.width > 0 ? rect.width / image.size.width : 0), decimals: 6, to: &output)
            output += " 0 0 "
            NumberFormatting.appendCompact(Double(image.size.height > 0 ? rect.height / image.size.height : 0), decimals: 6, to: &output)
            output += " "
            NumberFormatting.appendCompact(Double(rect.minX), decimals: 3, to: &output)
            output += " "
            NumberFormatting.appendCompact(Double(rect.minY), decimals: 3, to: &output)
            output += ")\"/>\n"
            if needsClip { output += contentPad + "</g>\n" }
        case nil:
            break
        }
        return clips
    }

    /// Closes a layer's group: its clip group, then the border above the sublayers.
    private func close(_ layer: OpenLayer, of tree: PresentationTree, to output: inout String) {
        let pad = String(repeating: "  ", count: layer.indent)
        let attributes = tree.layers[layer.index].attributes
        if layer.clips { output += pad + "  </g>\n" }
        let width = Double(attributes.bounds.width), height = Double(attributes.bounds.height)
        if attributes.borderWidth > 0, attributes.borderColor.alpha > 0, width > 0, height > 0 {
            // A stroke is centred on its path: inset the path by half the width so the border lies
            // inside the bounds with an outer radius of `radius`, like Core Animation's.
            let radius = Double(attributes.effectiveCornerRadius)
            let borderWidth = min(Double(attributes.borderWidth), min(width, height) / 2)
            let half = borderWidth / 2
            output += pad + "  "
            appendShape("border", x: half, y: half, width: width - borderWidth, height: height - borderWidth, radius: max(radius - half, 0), corners: attributes.maskedCorners, to: &output)
            output += " fill=\"none\""
            ColorFormatting.appendSVGPaint("stroke", attributes.borderColor, to: &output)
            output += " stroke-width=\""
            NumberFormatting.appendCompact(borderWidth, decimals: 3, to: &output)
            output += "\"/>\n"
        }
        output += pad + "</g>\n"
    }

    private mutating func nextClipID() -> String {
        nextID("clip")
    }

    /// A new id of `kind` (`clip`, `blur`, …), unique in the document.
    private mutating func nextID(_ kind: String) -> String {
        clipCount += 1
        return idPrefix + kind + "-" + String(clipCount)
    }

    // MARK: Effects

    /// A Gaussian blur filter of standard deviation `sigma`, its region the layer's box grown by a
    /// box's size and 3σ on every side (SVG's default region, 10 % around, would cut a blur off).
    private func appendBlurFilter(id: String, sigma: Double, around size: CGSize, pad: String, to output: inout String) {
        let marginX = Double(size.width) + 3 * sigma, marginY = Double(size.height) + 3 * sigma
        output += pad + "<filter id=\"" + id + "\" filterUnits=\"userSpaceOnUse\""
        for (name, value) in [("x", -marginX), ("y", -marginY), ("width", Double(size.width) + 2 * marginX), ("height", Double(size.height) + 2 * marginY)] {
            output += " " + name + "=\""
            NumberFormatting.appendCompact(value, decimals: 3, to: &output)
            output += "\""
        }
        output += "><feGaussianBlur stdDeviation=\""
        NumberFormatting.appendCompact(sigma, decimals: 3, to: &output)
        output += "\"/></filter>\n"
    }

    /// The layer's shadow: its rounded bounds (or shadow path) moved by the offset, filled in the
    /// shadow colour at the shadow opacity and blurred with the shadow radius as standard
    /// deviation, under the background.
    private mutating func appendShadow(_ attributes: ViewAttributes, pad: String, to output: inout String) {
        let size = attributes.bounds.size
        let filterID = nextID("shadow")
        appendBlurFilter(id: filterID, sigma: Double(attributes.shadowRadius), around: CGSize(width: size.width + abs(attributes.shadowOffset.width), height: size.height + abs(attributes.shadowOffset.height)), pad: pad, to: &output)
        var color = attributes.shadowColor
        color.alpha *= attributes.shadowOpacity
        let dx = Double(attributes.shadowOffset.width), dy = Double(attributes.shadowOffset.height)
        output += pad
        if attributes.shadowPath.isEmpty {
            appendShape("shadow", x: dx, y: dy, width: Double(size.width), height: Double(size.height), radius: Double(attributes.effectiveCornerRadius), corners: attributes.maskedCorners, to: &output)
        } else {
            // The path is in bounds coordinates; the group's origin is the bounds' origin.
            output += "<path class=\"shadow\" d=\"" + attributes.shadowPath.description + "\" transform=\"translate("
            NumberFormatting.appendCompact(dx - Double(attributes.bounds.minX), decimals: 3, to: &output)
            output += " "
            NumberFormatting.appendCompact(dy - Double(attributes.bounds.minY), decimals: 3, to: &output)
            output += ")\""
        }
        ColorFormatting.appendSVGPaint("fill", color, to: &output)
        output += " filter=\"url(#" + filterID + ")\"/>\n"
    }

    /// The background gradient: a linear or radial SVG gradient in the box's coordinates (stops
    /// added where the alpha changes, since SVG blends straight colours), or a conic gradient as
    /// wedges of one degree, inside the rounded bounds.
    private mutating func appendGradient(_ attributes: ViewAttributes, pad: String, to output: inout String) {
        let gradient = attributes.backgroundGradient
        let size = attributes.bounds.size
        let width = Double(size.width), height = Double(size.height)
        let start = (x: Double(gradient.startPoint.x) * width, y: Double(gradient.startPoint.y) * height)
        let end = (x: Double(gradient.endPoint.x) * width, y: Double(gradient.endPoint.y) * height)
        let radius = Double(attributes.effectiveCornerRadius)
        let id = nextID("gradient")
        func number(_ value: Double) -> String { NumberFormatting.compact(value, decimals: 4) }
        switch gradient.kind {
        case .linear, .radial:
            let radiusX = abs(end.x - start.x), radiusY = abs(end.y - start.y)
            let degenerate = gradient.kind == .linear ? (start.x == end.x && start.y == end.y) : (radiusX < 1e-6 || radiusY < 1e-6)
            if degenerate || gradient.stops.count == 1 {
                output += pad
                appendShape("gradient", x: 0, y: 0, width: width, height: height, radius: radius, corners: attributes.maskedCorners, to: &output)
                ColorFormatting.appendSVGPaint("fill", gradient.stops.last!.color, to: &output)
                output += "/>\n"
                return
            }
            if gradient.kind == .linear {
                output += pad + "<linearGradient id=\"" + id + "\" gradientUnits=\"userSpaceOnUse\" x1=\"" + number(start.x) + "\" y1=\"" + number(start.y)
                    + "\" x2=\"" + number(end.x) + "\" y2=\"" + number(end.y) + "\">"
            } else {
                output += pad + "<radialGradient id=\"" + id + "\" gradientUnits=\"userSpaceOnUse\" cx=\"0\" cy=\"0\" r=\"1\" gradientTransform=\"matrix("
                    + number(radiusX) + " 0 0 " + number(radiusY) + " " + number(start.x) + " " + number(start.y) + ")\">"
            }
            for stop in gradient.stopsForStraightBlending() {
                output += "<stop offset=\"" + number(Double(stop.location)) + "\" stop-color=\"" + ColorFormatting.hexRGB(stop.color) + "\""
                if stop.color.alpha < 1 { output += " stop-opacity=\"" + number(Double(stop.color.alpha)) + "\"" }
                output += "/>"
            }
            output += gradient.kind == .linear ? "</linearGradient>\n" : "</radialGradient>\n"
            output += pad
            appendShape("gradient", x: 0, y: 0, width: width, height: height, radius: radius, corners: attributes.maskedCorners, to: &output)
            output += " fill=\"url(#" + id + ")\"/>\n"
        case .conic:
            output += pad + "<clipPath id=\"" + id + "\">"
            appendShape(nil, x: 0, y: 0, width: width, height: height, radius: radius, corners: attributes.maskedCorners, to: &output)
            output += "/></clipPath>\n" + pad + "<g class=\"gradient\" clip-path=\"url(#" + id + ")\">\n"
            let reach = 2 * (width + height)
            let startAngle = atan2(end.x - start.x, -(end.y - start.y))
            let wedges = 360
            for wedge in 0..<wedges {
                // Each wedge reaches a little into the next, so no seam shows between them.
                let from = startAngle + Double(wedge) / Double(wedges) * 2 * .pi
                let to = startAngle + (Double(wedge) + 1.5) / Double(wedges) * 2 * .pi
                let color = gradient.color(at: (CGFloat(wedge) + 0.5) / CGFloat(wedges))
                output += pad + "  <path d=\"M " + number(start.x) + " " + number(start.y)
                    + " L " + number(start.x + reach * sin(from)) + " " + number(start.y - reach * cos(from))
                    + " L " + number(start.x + reach * sin(to)) + " " + number(start.y - reach * cos(to)) + " Z\""
                ColorFormatting.appendSVGPaint("fill", color, to: &output)
                output += "/>\n"
            }
            output += pad + "</g>\n"
        }
    }

    /// The layer's mask: its tree, written as layers are, in a `<mask>` whose alpha masks the
    /// layer's group (`mask-type: alpha`, as `CALayer.mask`).
    private mutating func appendMask(_ mask: PresentationTree, id: String, label: String, around size: CGSize, images: inout SVGImageTable, indent: Int, to output: inout String) throws(RenderError) {
        let pad = String(repeating: "  ", count: indent)
        output += pad + "<mask id=\"" + id + "\" maskUnits=\"userSpaceOnUse\" x=\"-100000\" y=\"-100000\" width=\"200000\" height=\"200000\" style=\"mask-type:alpha\">\n"
        var writer = SVGTreeWriter(idPrefix: id + "-")
        try writer.write(mask, labels: mask.layers.indices.map { label + "-mask-" + String($0 + 1) }, images: &images, indent: indent + 1, to: &output)
        output += pad + "</mask>\n"
    }

    /// `<rect class=… x=… …` for a rounded rectangle whose every corner is rounded, or `<path
    /// class=… d=…` when ``ViewAttributes/maskedCorners`` leaves some square; the element is left
    /// open for its paint. A nil class writes none.
    private func appendShape(_ className: String?, x: Double, y: Double, width: Double, height: Double, radius: Double, corners: CornerMask, to output: inout String) {
        let classAttribute = className.map { " class=\"" + $0 + "\"" } ?? ""
        guard corners != .all, radius > 0 else {
            output += "<rect" + classAttribute
            appendRoundedRect(x: x, y: y, width: width, height: height, radius: radius, to: &output)
            return
        }
        let path = ShapePath(roundedRect: CGRect(x: x, y: y, width: width, height: height), cornerRadius: CGFloat(radius), corners: corners)
        output += "<path" + classAttribute + " d=\"" + path.description + "\""
    }

    /// `translate(x y)` for an untransformed layer, `matrix(a b c d e f)` otherwise.
    private func appendTransform(ofLayerAt index: Int, of tree: PresentationTree, to output: inout String) {
        let attributes = tree.layers[index].attributes
        if attributes.transform.isIdentity {
            let frame = LayerGeometry.boxFrame(ofLayerAt: index, in: tree)
            output += "translate("
            NumberFormatting.appendCompact(Double(frame.minX), decimals: 3, to: &output)
            output += " "
            NumberFormatting.appendCompact(Double(frame.minY), decimals: 3, to: &output)
            output += ")"
            return
        }
        let matrix = LayerGeometry.localToParent(ofLayerAt: index, in: tree)
            .affineApproximation(over: CGRect(origin: .zero, size: attributes.bounds.size))
        output += "matrix("
        for (position, value) in [matrix.a, matrix.b, matrix.c, matrix.d].enumerated() {
            if position > 0 { output += " " }
            NumberFormatting.appendCompact(value, decimals: 6, to: &output)
        }
        output += " "
        NumberFormatting.appendCompact(matrix.e, decimals: 3, to: &output)
        output += " "
        NumberFormatting.appendCompact(matrix.f, decimals: 3, to: &output)
        output += ")"
    }

    /// ` x=… y=… width=… height=… rx=… ry=…` (zero values left out). `radius` is already limited to
    /// half the shorter side; giving both radii stops SVG from drawing elliptical corners.
    private func appendRoundedRect(x: Double, y: Double, width: Double, height: Double, radius: Double, to output: inout String) {
        if x != 0 { output += " x=\""; NumberFormatting.appendCompact(x, decimals: 3, to: &output); output += "\"" }
        if y != 0 { output += " y=\""; NumberFormatting.appendCompact(y, decimals: 3, to: &output); output += "\"" }
        output += " width=\""
        NumberFormatting.appendCompact(width, decimals: 3, to: &output)
        output += "\" height=\""
        NumberFormatting.appendCompact(height, decimals: 3, to: &output)
        output += "\""
        if radius > 0 {
            output += " rx=\""
            NumberFormatting.appendCompact(radius, decimals: 3, to: &output)
            output += "\" ry=\""
            NumberFormatting.appendCompact(radius, decimals: 3, to: &output)
            output += "\""
        }
    }
}

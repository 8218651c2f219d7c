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
        output += ">\n"

        if attributes.backgroundColor.alpha > 0 {
            output += pad + "  <rect class=\"background\""
            appendRoundedRect(x: 0, y: 0, width: width, height: height, radius: radius, to: &output)
            ColorFormatting.appendSVGPaint("fill", attributes.backgroundColor, to: &output)
            output += "/>\n"
        }

        let clips = attributes.clipsToBounds && (layer.content != nil || layer.subtreeEnd > index + 1)
        var contentPad = pad + "  "
        if clips {
            let clipID = nextClipID()
            output += pad + "  <clipPath id=\"" + clipID + "\"><rect"
            appendRoundedRect(x: 0, y: 0, width: width, height: height, radius: radius, to: &output)
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
                output += contentPad + "<clipPath id=\"" + clipID + "\"><rect"
                appendRoundedRect(x: 0, y: 0, width: width, height: height, radius: radius, to: &output)
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
            output += pad + "  <rect class=\"border\""
            appendRoundedRect(x: half, y: half, width: width - borderWidth, height: height - borderWidth, radius: max(radius - half, 0), to: &output)
            output += " fill=\"none\""
            ColorFormatting.appendSVGPaint("stroke", attributes.borderColor, to: &output)
            output += " stroke-width=\""
            NumberFormatting.appendCompact(borderWidth, decimals: 3, to: &output)
            output += "\"/>\n"
        }
        output += pad + "</g>\n"
    }

    private mutating func nextClipID() -> String {
        clipCount += 1
        return idPrefix + "clip-" + String(clipCount)
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

import Foundation
import MorphMotion

/// Writes the presentation tree of one frame as nested SVG groups, one `<g>` per node, so opacity,
/// transforms and clipping compose down the tree as they do for Core Animation layers.
///
/// Inside a node's group, in its own coordinates (origin at its top-left corner): the background,
/// then (inside the clip when the node clips) the text and the children back to front, then the
/// border on top, inset so it lies inside the bounds as Core Animation draws it. Hidden nodes are
/// left out with their subtrees.
///
/// SVG has no perspective: a transform with a perspective part (`m14`, `m24`) is drawn with its
/// closest affine approximation over the node's bounds (see `PlaneTransform`). The HTML player
/// draws such transforms exactly.
struct SVGTreeWriter {
    /// Prefixes the clip-path ids, so several frames can share one SVG document (the filmstrip).
    let idPrefix: String
    private var clipCount = 0

    init(idPrefix: String) {
        self.idPrefix = idPrefix
    }

    /// Appends the groups of every root node of `frame`, each line indented by `indent` levels.
    ///
    /// - Complexity: O(n) for n nodes (the paint order is precomputed by the frame).
    mutating func write(_ frame: TimelineFrame, indent: Int, to output: inout String) {
        for index in frame.tree.children(of: nil) {
            writeNode(at: index, of: frame, indent: indent, to: &output)
        }
    }

    private mutating func writeNode(at index: Int, of frame: TimelineFrame, indent: Int, to output: inout String) {
        let node = frame.nodes[index]
        guard !node.isHidden else { return }
        let pad = String(repeating: "  ", count: indent)
        let width = Double(node.frame.width), height = Double(node.frame.height)
        let radius = Double(node.effectiveCornerRadius)

        output += pad + "<g data-node-id=\""
        MarkupEscaping.appendXML(node.id, to: &output)
        output += "\" data-name=\""
        MarkupEscaping.appendXML(node.name, to: &output)
        output += "\" transform=\""
        appendTransform(of: node, to: &output)
        output += "\""
        if node.alpha < 1 {
            output += " opacity=\""
            NumberFormatting.appendCompact(Double(node.alpha), decimals: 4, to: &output)
            output += "\""
        }
        output += ">\n"

        if let background = node.backgroundColor, background.alpha > 0 {
            output += pad + "  <rect class=\"background\""
            appendRoundedRect(x: 0, y: 0, width: width, height: height, radius: radius, to: &output)
            ColorFormatting.appendSVGPaint("fill", background, to: &output)
            output += "/>\n"
        }

        let children = frame.tree.children(of: index)
        let clips = node.clipsToBounds && (node.text != nil || !children.isEmpty)
        var contentIndent = indent + 1
        if clips {
            clipCount += 1
            let clipID = idPrefix + "clip-" + String(clipCount)
            output += pad + "  <clipPath id=\"" + clipID + "\"><rect"
            appendRoundedRect(x: 0, y: 0, width: width, height: height, radius: radius, to: &output)
            output += "/></clipPath>\n"
            output += pad + "  <g clip-path=\"url(#" + clipID + ")\">\n"
            contentIndent += 1
        }
        if let text = node.text {
            SVGTextWriter.write(text, indent: contentIndent, to: &output)
        }
        for child in children {
            writeNode(at: child, of: frame, indent: contentIndent, to: &output)
        }
        if clips { output += pad + "  </g>\n" }

        if node.borderWidth > 0, node.borderColor.alpha > 0, width > 0, height > 0 {
            // A stroke is centred on its path: inset the path by half the width so the border lies
            // inside the bounds with an outer radius of `radius`, like Core Animation's.
            let borderWidth = min(Double(node.borderWidth), min(width, height) / 2)
            let half = borderWidth / 2
            output += pad + "  <rect class=\"border\""
            appendRoundedRect(x: half, y: half, width: width - borderWidth, height: height - borderWidth, radius: max(radius - half, 0), to: &output)
            output += " fill=\"none\""
            ColorFormatting.appendSVGPaint("stroke", node.borderColor, to: &output)
            output += " stroke-width=\""
            NumberFormatting.appendCompact(borderWidth, decimals: 3, to: &output)
            output += "\"/>\n"
        }
        output += pad + "</g>\n"
    }

    /// `translate(x y)` for an untransformed node, `matrix(a b c d e f)` otherwise.
    private func appendTransform(of node: TimelineNode, to output: inout String) {
        if node.transform.isIdentity {
            output += "translate("
            NumberFormatting.appendCompact(Double(node.frame.minX), decimals: 3, to: &output)
            output += " "
            NumberFormatting.appendCompact(Double(node.frame.minY), decimals: 3, to: &output)
            output += ")"
            return
        }
        let matrix = PlaneTransform.localToParent(frame: node.frame, transform: node.transform)
            .affineApproximation(over: node.bounds)
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

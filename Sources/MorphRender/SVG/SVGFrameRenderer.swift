import Foundation
import Morph

/// Draws one presentation tree as a standalone SVG document the size of the canvas.
///
/// Each layer is a `<g data-node-id="…">` group nested like the tree, so opacity, transforms
/// and clipping compose as they do for Core Animation layers: a layer's alpha fades its whole
/// subtree, its transform (about its anchor point) moves its sublayers with it, and
/// `clipsToBounds` clips its content and sublayers to its rounded bounds. Text is drawn run by run
/// at the positions Morph's text engine measured, in the faces it chose (see the article
/// <doc:PreviewingAndTestingTransitions> for how close a viewer's own shaping comes); images are
/// embedded once per document as PNG data, placed by their content mode and cut at the rounded
/// bounds. Hidden layers are left out with their subtrees.
///
/// Layers are marked with labels: `n1`, `n2`, … in drawing order for a lone tree, the timeline's
/// ``Timeline/layerLabels`` for one of its frames.
///
/// SVG has no perspective: transforms with a perspective part are drawn with their closest affine
/// approximation (exact in the ``HTMLPlayerRenderer``).
public struct SVGFrameRenderer: Hashable, Sendable, PresentationRenderer {
    /// The colour painted under the layers, or `nil` for a transparent canvas. White by default.
    public var backgroundColor: Color?
    /// The canvas, in points; `nil` (the default) sizes it to reach the root layer's frame from
    /// the origin. A timeline's frames are drawn on the timeline's canvas.
    public var canvasSize: CGSize?

    /// Creates a renderer.
    ///
    /// - Parameters:
    ///   - backgroundColor: the canvas colour; white by default, `nil` for transparent.
    ///   - canvasSize: the canvas; by default as large as the root layer's frame's far corner.
    public init(backgroundColor: Color? = .white, canvasSize: CGSize? = nil) {
        self.backgroundColor = backgroundColor
        self.canvasSize = canvasSize
    }

    /// The SVG document of `tree`, its layers labelled `n1`, `n2`, … in drawing order.
    ///
    /// Negative or non-finite canvas dimensions are drawn as 0.
    ///
    /// - Throws: ``RenderError/invalidTree(_:)`` when the tree cannot be drawn (a NaN position, an
    ///   inconsistent structure); ``RenderError/imageEncoding(layer:_:)``.
    /// - Complexity: O(n) for n layers, plus the text and images drawn.
    public func render(_ tree: PresentationTree) throws(RenderError) -> String {
        do {
            _ = try tree.validated()
        } catch {
            throw .invalidTree(error)
        }
        let labels = tree.layers.indices.map { Timeline.label(number: $0 + 1) }
        return try document(of: tree, labels: labels, canvasSize: canvasSize ?? Self.canvasSize(reaching: tree))
    }

    /// The SVG document of `tree`, each layer marked `data-node-id` with its entry in `labels`
    /// (layers without one get `n` and their position in drawing order).
    ///
    /// - Throws: as ``render(_:)``.
    /// - Complexity: O(n) for n layers, plus the text and images drawn.
    public func render(_ tree: PresentationTree, labels: [LayerID: String]) throws(RenderError) -> String {
        do {
            _ = try tree.validated()
        } catch {
            throw .invalidTree(error)
        }
        let marks = tree.layers.enumerated().map { labels[$1.id] ?? Timeline.label(number: $0 + 1) }
        return try document(of: tree, labels: marks, canvasSize: canvasSize ?? Self.canvasSize(reaching: tree))
    }

    /// The SVG document of what `timeline` shows at `time` (the last sample at or before it, see
    /// ``Timeline/frame(at:)``) on the timeline's canvas, labelled as the timeline labels its
    /// layers; an empty canvas for an empty timeline.
    ///
    /// - Throws: ``RenderError/imageEncoding(layer:_:)``.
    /// - Complexity: O(log f + n) for f frames and n layers (plus O(N) for the labels of the N
    ///   layers over all frames).
    public func render(_ timeline: Timeline, at time: TimeInterval) throws(RenderError) -> String {
        guard let tree = timeline.frame(at: time) else {
            return try document(of: nil, labels: [], canvasSize: timeline.canvasSize)
        }
        let labels = timeline.layerLabels
        return try document(of: tree, labels: tree.layers.map { labels[$0.id] ?? "" }, canvasSize: timeline.canvasSize)
    }

    private func document(of tree: PresentationTree?, labels: [String], canvasSize: CGSize) throws(RenderError) -> String {
        let width = Self.drawableLength(canvasSize.width), height = Self.drawableLength(canvasSize.height)
        var output = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\""
        output.reserveCapacity(256 + (tree?.layers.count ?? 0) * 256)
        NumberFormatting.appendCompact(width, decimals: 3, to: &output)
        output += "\" height=\""
        NumberFormatting.appendCompact(height, decimals: 3, to: &output)
        output += "\" viewBox=\"0 0 "
        NumberFormatting.appendCompact(width, decimals: 3, to: &output)
        output += " "
        NumberFormatting.appendCompact(height, decimals: 3, to: &output)
        output += "\""
        if let tree {
            output += " data-time=\""
            NumberFormatting.appendCompact(tree.time, decimals: 6, to: &output)
            output += "\""
        }
        output += ">\n"
        if let backgroundColor, backgroundColor.alpha > 0 {
            output += "  <rect class=\"canvas\" width=\"100%\" height=\"100%\""
            ColorFormatting.appendSVGPaint("fill", backgroundColor, to: &output)
            output += "/>\n"
        }
        if let tree {
            var images = SVGImageTable(idPrefix: "")
            var writer = SVGTreeWriter(idPrefix: "")
            try writer.write(tree, labels: labels, images: &images, indent: 1, to: &output)
            images.appendDefinitions(indent: 1, to: &output)
        }
        output += "</svg>\n"
        return output
    }

    /// A canvas dimension as drawn: negative and non-finite values become 0.
    static func drawableLength(_ value: CGFloat) -> Double {
        value.isFinite ? max(Double(value), 0) : 0
    }

    /// The canvas from the origin to the far corner of the root layer's frame (zero for an empty
    /// tree).
    static func canvasSize(reaching tree: PresentationTree) -> CGSize {
        guard let frame = tree.root?.attributes.frame else { return .zero }
        return CGSize(width: max(frame.maxX, 0), height: max(frame.maxY, 0))
    }
}

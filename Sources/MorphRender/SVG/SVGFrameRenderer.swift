import Foundation
import MorphMotion

/// Draws one moment of a ``Timeline`` as a standalone SVG document the size of the canvas.
///
/// Each node is a `<g data-node-id="…">` group nested like the node tree, so opacity, transforms
/// and clipping compose as they do for Core Animation layers: a node's alpha fades its whole
/// subtree, its transform (about its centre) moves its children with it, and `clipsToBounds` clips
/// its text and children to its rounded bounds. Text is drawn line by line at the baselines Morph
/// laid out, with the font family named in the timeline (`DejaVu Sans` by default). Hidden nodes
/// are left out; so are nodes not present at that moment.
///
/// SVG has no perspective: transforms with a perspective part are drawn with their closest affine
/// approximation (exact in the ``HTMLPlayerRenderer``).
public struct SVGFrameRenderer: Hashable, Sendable {
    /// The colour painted under the nodes, or `nil` for a transparent canvas. White by default.
    public var backgroundColor: Color?

    /// Creates a renderer.
    ///
    /// - Parameter backgroundColor: the canvas colour; white by default, `nil` for transparent.
    public init(backgroundColor: Color? = .white) {
        self.backgroundColor = backgroundColor
    }

    /// The SVG document of `frame` on a canvas of `canvasSize`.
    ///
    /// Negative or non-finite canvas dimensions are drawn as 0.
    ///
    /// - Complexity: O(n) for n nodes.
    public func render(_ frame: TimelineFrame?, canvasSize: CGSize) -> String {
        let width = Self.drawableLength(canvasSize.width), height = Self.drawableLength(canvasSize.height)
        var output = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\""
        output.reserveCapacity(256 + (frame?.nodes.count ?? 0) * 256)
        NumberFormatting.appendCompact(width, decimals: 3, to: &output)
        output += "\" height=\""
        NumberFormatting.appendCompact(height, decimals: 3, to: &output)
        output += "\" viewBox=\"0 0 "
        NumberFormatting.appendCompact(width, decimals: 3, to: &output)
        output += " "
        NumberFormatting.appendCompact(height, decimals: 3, to: &output)
        output += "\""
        if let frame {
            output += " data-time=\""
            NumberFormatting.appendCompact(frame.time, decimals: 6, to: &output)
            output += "\""
        }
        output += ">\n"
        if let backgroundColor, backgroundColor.alpha > 0 {
            output += "  <rect class=\"canvas\" width=\"100%\" height=\"100%\""
            ColorFormatting.appendSVGPaint("fill", backgroundColor, to: &output)
            output += "/>\n"
        }
        if let frame {
            var writer = SVGTreeWriter(idPrefix: "")
            writer.write(frame, indent: 1, to: &output)
        }
        output += "</svg>\n"
        return output
    }

    /// The SVG document of what `timeline` shows at `time` (the last sample at or before it, see
    /// ``Timeline/frame(at:)``); an empty canvas for an empty timeline.
    ///
    /// - Complexity: O(log f + n) for f frames and n nodes.
    public func render(_ timeline: Timeline, at time: TimeInterval) -> String {
        render(timeline.frame(at: time), canvasSize: timeline.canvasSize)
    }

    /// A canvas dimension as drawn: negative and non-finite values become 0.
    static func drawableLength(_ value: CGFloat) -> Double {
        value.isFinite ? max(Double(value), 0) : 0
    }
}

import Foundation
import Morph
import MorphText

/// Draws several presentation trees side by side in one image — a transition at a glance — each
/// with its time written below it.
///
/// ```swift
/// let strip = try FilmstripRenderer(columns: 4, scale: 2).render(trees, canvasSize: CGSize(width: 320, height: 200))
/// try strip.writePNG(to: URL(fileURLWithPath: "transition.png"))
/// ```
///
/// Frames are laid out left to right in rows of ``columns`` (all in one row when 0), each on a
/// cell of the canvas's size filled with ``frameBackgroundColor`` and clipped to it, with
/// ``spacing`` around the cells. Each label is the tree's `time` in seconds ("0.25 s"), laid out by
/// Morph's text engine in ``labelFont`` and drawn by the rasteriser like any text.
public struct FilmstripRenderer: Sendable {
    /// Frames per row; 0 puts every frame in one row.
    public var columns: Int
    /// Pixels per point, in ``Rasterizer/scaleRange``.
    public var scale: CGFloat
    /// Points between cells and around them.
    public var spacing: CGFloat
    /// The colour around the cells.
    public var backgroundColor: Color
    /// The colour of each cell under its frame.
    public var frameBackgroundColor: Color
    /// The font of the time labels.
    public var labelFont: Font
    /// The colour of the time labels.
    public var labelColor: Color

    /// A filmstrip renderer.
    ///
    /// - Parameters:
    ///   - columns: frames per row; 0 (the default) puts every frame in one row.
    ///   - scale: pixels per point; 1 by default.
    ///   - spacing: points between and around the cells; 12 by default.
    ///   - backgroundColor: around the cells; a light grey by default.
    ///   - frameBackgroundColor: under each frame; white by default.
    ///   - labelFont: the time labels' font; DejaVu Sans 11 pt by default.
    ///   - labelColor: the time labels' colour; a dark grey by default.
    public init(
        columns: Int = 0, scale: CGFloat = 1, spacing: CGFloat = 12, backgroundColor: Color = Color(white: 0.92),
        frameBackgroundColor: Color = .white, labelFont: Font = Font(.sans, size: 11), labelColor: Color = Color(white: 0.25)
    ) {
        self.columns = columns
        self.scale = scale
        self.spacing = spacing
        self.backgroundColor = backgroundColor
        self.frameBackgroundColor = frameBackgroundColor
        self.labelFont = labelFont
        self.labelColor = labelColor
    }

    /// The image of `frames`, each drawn on a cell of `canvasSize` points.
    ///
    /// - Throws: ``CanvasError/invalidSize(_:)`` for an empty list of frames or a canvas that is not
    ///   positive and finite; ``CanvasError/invalidPresentation(_:)`` for a frame that is not a
    ///   valid tree; ``CanvasError/surfaceTooLarge(pixelWidth:pixelHeight:)`` when the strip
    ///   exceeds the rasteriser's limits; ``CanvasError/textLayout(_:)`` when the label font is
    ///   missing.
    /// - Complexity: O(total layers + pixels).
    public func render(_ frames: [PresentationTree], canvasSize: CGSize) throws(CanvasError) -> RasterImage {
        guard !frames.isEmpty, canvasSize.width.isFinite, canvasSize.height.isFinite, canvasSize.width > 0, canvasSize.height > 0 else {
            throw .invalidSize(canvasSize)
        }
        for frame in frames {
            do { _ = try frame.validated() } catch { throw .invalidPresentation(error) }
        }
        let spacing = spacing.isFinite ? max(0, spacing) : 0
        let columnCount = columns > 0 ? min(columns, frames.count) : frames.count
        let rowCount = (frames.count + columnCount - 1) / columnCount
        let labelHeight = (labelFont.size * 1.6).rounded(.up)
        let cellWidth = canvasSize.width + spacing
        let cellHeight = canvasSize.height + labelHeight + spacing
        let size = CGSize(width: CGFloat(columnCount) * cellWidth + spacing, height: CGFloat(rowCount) * cellHeight + spacing)
        _ = try Rasterizer.pixelSize(of: size, scale: scale)

        var layers: [PresentationLayer] = []
        layers.append(Self.layer(id: 1, name: "filmstrip", frame: CGRect(origin: .zero, size: size), parent: nil, color: backgroundColor))
        var nextID: UInt64 = 2
        for (index, frame) in frames.enumerated() {
            let origin = CGPoint(
                x: spacing + CGFloat(index % columnCount) * cellWidth,
                y: spacing + CGFloat(index / columnCount) * cellHeight
            )
            let cellIndex = layers.count
            var cell = Self.layer(id: nextID, name: "frame \(index)", frame: CGRect(origin: origin, size: canvasSize), parent: 0, color: frameBackgroundColor)
            cell.attributes.clipsToBounds = true
            cell.subtreeEnd = cellIndex + 1 + frame.layers.count
            layers.append(cell)
            nextID += 1
            for var layer in frame.layers {
                layer.parentIndex = layer.parentIndex.map { $0 + cellIndex + 1 } ?? cellIndex
                layer.subtreeEnd += cellIndex + 1
                layers.append(layer)
            }
            let label: TextLayout
            do {
                label = try TextLayout(Self.label(for: frame.time), style: TextStyle(font: labelFont, alignment: .center), maximumWidth: canvasSize.width)
            } catch {
                throw .textLayout("\(error)")
            }
            let labelFrame = CGRect(
                x: origin.x, y: origin.y + canvasSize.height + (labelHeight - label.size.height) / 2,
                width: canvasSize.width, height: label.size.height
            )
            var labelLayer = Self.layer(id: nextID, name: "label \(index)", frame: labelFrame, parent: 0, color: .clear)
            labelLayer.content = .text(layout: label.aligned(toWidth: canvasSize.width), color: labelColor)
            labelLayer.subtreeEnd = layers.count + 1
            layers.append(labelLayer)
            nextID += 1
        }
        layers[0].subtreeEnd = layers.count
        return try Rasterizer.image(of: PresentationTree(time: 0, layers: layers), size: size, scale: scale)
    }

    /// "0.25 s": a time in seconds with two decimals (three below 0.1 s, except 0).
    static func label(for time: TimeInterval) -> String {
        guard time.isFinite else { return "–" }
        if time != 0, abs(time) < 0.1 { return String(format: "%.3f s", time) }
        return String(format: "%.2f s", time)
    }

    private static func layer(id: UInt64, name: String, frame: CGRect, parent: Int?, color: Color) -> PresentationLayer {
        PresentationLayer(
            id: LayerID(rawValue: id), name: name,
            attributes: ViewAttributes(position: CGPoint(x: frame.midX, y: frame.midY), bounds: CGRect(origin: .zero, size: frame.size), backgroundColor: color),
            parentIndex: parent, subtreeEnd: 0
        )
    }
}

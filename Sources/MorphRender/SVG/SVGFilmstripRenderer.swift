import Foundation
import Morph

/// Draws chosen moments of a ``Timeline`` side by side in one SVG document — a filmstrip — each
/// labelled with its time, so a whole transition can be seen at a glance (in a README, a review,
/// a failing test's attachment).
///
/// Each cell is the canvas as ``SVGFrameRenderer`` draws it, scaled by ``scale`` and clipped to
/// the canvas, with its sample's time above it (`t = 0.250 s`). Cells run left to right and wrap
/// after ``columns`` cells. Layers are labelled as the timeline labels them
/// (``Timeline/layerLabels``), and an image shown in several cells is embedded once.
public struct SVGFilmstripRenderer: Hashable, Sendable {
    /// Which samples become cells.
    public enum Selection: Hashable, Sendable {
        /// Every sample.
        case all
        /// `count` samples nearest to evenly spaced times from the start to the end (first and last
        /// included; a sample is shown once even when it is the nearest to several times). A count
        /// below 1 is treated as 1 (the first sample).
        case evenlySpaced(count: Int)
        /// The samples shown at these times (the last sample at or before each, see
        /// ``Timeline/frame(at:)``), in the order given. NaN times are skipped.
        case times([TimeInterval])
        /// The samples at these indices in ``Timeline/frames``, in the order given. Indices out of
        /// range are skipped.
        case frameIndices([Int])
    }

    /// Which samples are drawn; six evenly spaced ones by default.
    public var selection: Selection
    /// How many cells a row holds before wrapping; `nil` (the default) puts every cell in one row.
    /// Values below 1 are treated as 1.
    public var columns: Int?
    /// The size of a cell's canvas relative to the timeline's canvas; 1 by default. Values that are
    /// not finite and positive are treated as 1.
    public var scale: CGFloat
    /// The gap between cells and around the strip, in points; 16 by default. Negative and
    /// non-finite values are treated as 0.
    public var spacing: CGFloat
    /// The canvas colour of each cell, or `nil` for transparent; white by default.
    public var backgroundColor: Color?

    /// The height of the band above each cell that holds its time label.
    static let labelHeight: Double = 20

    /// Creates a filmstrip renderer.
    public init(
        selection: Selection = .evenlySpaced(count: 6),
        columns: Int? = nil,
        scale: CGFloat = 1,
        spacing: CGFloat = 16,
        backgroundColor: Color? = .white
    ) {
        self.selection = selection
        self.columns = columns
        self.scale = scale
        self.spacing = spacing
        self.backgroundColor = backgroundColor
    }

    /// The indices in `timeline.frames` of the samples drawn, cell by cell.
    ///
    /// - Complexity: O(k log f) for k requested cells and f frames.
    public func frameIndices(in timeline: Timeline) -> [Int] {
        let frames = timeline.frames
        guard !frames.isEmpty else { return [] }
        switch selection {
        case .all:
            return Array(frames.indices)
        case .frameIndices(let indices):
            return indices.filter { frames.indices.contains($0) }
        case .times(let times):
            return times.filter { !$0.isNaN }.compactMap { timeline.frameIndex(at: $0) }
        case .evenlySpaced(let count):
            let count = max(count, 1)
            guard count > 1 else { return [0] }
            let start = frames[0].time, end = timeline.duration
            var indices: [Int] = []
            for step in 0..<count {
                let target = start + (end - start) * Double(step) / Double(count - 1)
                let index = Self.nearestFrameIndex(to: target, in: timeline)
                if indices.last != index { indices.append(index) }
            }
            return indices
        }
    }

    /// The filmstrip SVG. An empty timeline (or a selection that picks nothing) gives a small
    /// document that says so.
    ///
    /// - Throws: ``RenderError/imageEncoding(layer:_:)``.
    /// - Complexity: O(k · n) for k cells of n layers, plus O(N) for the labels of the N layers
    ///   over all frames.
    public func render(_ timeline: Timeline) throws(RenderError) -> String {
        let indices = frameIndices(in: timeline)
        let scale = (scale.isFinite && scale > 0) ? Double(scale) : 1
        let spacing = spacing.isFinite ? max(Double(spacing), 0) : 0
        let canvasWidth = SVGFrameRenderer.drawableLength(timeline.canvasSize.width)
        let canvasHeight = SVGFrameRenderer.drawableLength(timeline.canvasSize.height)
        let cellWidth = canvasWidth * scale, cellHeight = canvasHeight * scale
        let columnCount = max(min(columns ?? indices.count, indices.count), 1)
        let rowCount = indices.isEmpty ? 1 : (indices.count + columnCount - 1) / columnCount
        let totalWidth = indices.isEmpty ? 200 : spacing + Double(columnCount) * (cellWidth + spacing)
        let totalHeight = indices.isEmpty ? 60 : spacing + Double(rowCount) * (Self.labelHeight + cellHeight + spacing)

        var output = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\""
        output.reserveCapacity(512 + indices.count * (timeline.frames.first?.layers.count ?? 0) * 256)
        NumberFormatting.appendCompact(totalWidth, decimals: 3, to: &output)
        output += "\" height=\""
        NumberFormatting.appendCompact(totalHeight, decimals: 3, to: &output)
        output += "\" viewBox=\"0 0 "
        NumberFormatting.appendCompact(totalWidth, decimals: 3, to: &output)
        output += " "
        NumberFormatting.appendCompact(totalHeight, decimals: 3, to: &output)
        output += "\" font-family=\"'DejaVu Sans'\">\n"
        if indices.isEmpty {
            output += "  <text class=\"empty\" x=\"16\" y=\"36\" font-size=\"13\" fill=\"#666666\">no frames</text>\n"
        }
        let labels = indices.isEmpty ? [:] : timeline.layerLabels
        var images = SVGImageTable(idPrefix: "")
        for (cell, frameIndex) in indices.enumerated() {
            let frame = timeline.frames[frameIndex]
            let x = spacing + Double(cell % columnCount) * (cellWidth + spacing)
            let y = spacing + Double(cell / columnCount) * (Self.labelHeight + cellHeight + spacing)
            output += "  <g class=\"cell\" data-frame-index=\"" + String(frameIndex) + "\" data-time=\""
            NumberFormatting.appendCompact(frame.time, decimals: 6, to: &output)
            output += "\" transform=\"translate("
            NumberFormatting.appendCompact(x, decimals: 3, to: &output)
            output += " "
            NumberFormatting.appendCompact(y, decimals: 3, to: &output)
            output += ")\">\n"
            output += "    <text class=\"label\" y=\"14\" font-size=\"12\" fill=\"#555555\">t = "
            NumberFormatting.appendFixed(frame.time, decimals: 3, to: &output)
            output += " s</text>\n"
            output += "    <svg y=\""
            NumberFormatting.appendCompact(Self.labelHeight, decimals: 3, to: &output)
            output += "\" width=\""
            NumberFormatting.appendCompact(cellWidth, decimals: 3, to: &output)
            output += "\" height=\""
            NumberFormatting.appendCompact(cellHeight, decimals: 3, to: &output)
            output += "\" viewBox=\"0 0 "
            NumberFormatting.appendCompact(canvasWidth, decimals: 3, to: &output)
            output += " "
            NumberFormatting.appendCompact(canvasHeight, decimals: 3, to: &output)
            output += "\" overflow=\"hidden\">\n"
            if let backgroundColor, backgroundColor.alpha > 0 {
                output += "      <rect class=\"canvas\" width=\"100%\" height=\"100%\""
                ColorFormatting.appendSVGPaint("fill", backgroundColor, to: &output)
                output += "/>\n"
            }
            var writer = SVGTreeWriter(idPrefix: "c" + String(cell) + "-")
            try writer.write(frame, labels: frame.layers.map { labels[$0.id] ?? "" }, images: &images, indent: 3, to: &output)
            output += "    </svg>\n"
            output += "    <rect class=\"outline\" y=\""
            NumberFormatting.appendCompact(Self.labelHeight - 0.5, decimals: 3, to: &output)
            output += "\" x=\"-0.5\" width=\""
            NumberFormatting.appendCompact(cellWidth + 1, decimals: 3, to: &output)
            output += "\" height=\""
            NumberFormatting.appendCompact(cellHeight + 1, decimals: 3, to: &output)
            output += "\" fill=\"none\" stroke=\"#cccccc\"/>\n"
            output += "  </g>\n"
        }
        images.appendDefinitions(indent: 1, to: &output)
        output += "</svg>\n"
        return output
    }

    /// The index of the sample whose time is nearest to `time` (the earlier one on a tie).
    private static func nearestFrameIndex(to time: TimeInterval, in timeline: Timeline) -> Int {
        guard let index = timeline.frameIndex(at: time) else { return 0 }
        let next = index + 1
        guard next < timeline.frames.count else { return index }
        let before = abs(time - timeline.frames[index].time), after = abs(timeline.frames[next].time - time)
        return after < before ? next : index
    }
}

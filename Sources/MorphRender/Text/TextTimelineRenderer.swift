import Foundation
import Morph

/// Prints a ``Timeline`` as plain text, one line per layer per sampled frame, for snapshot tests
/// and for reading a transition in a terminal or a diff.
///
/// The output is deterministic: numbers have fixed decimals (two for points, three for seconds and
/// every other number), rounded half away from zero, never `-0.00`. For example:
///
/// ```text
/// timeline 320x200 @ 60 fps, 2 frames, 0.250 s
/// frame 0 t=0.000
///   n1 "card" frame=(20.00, 20.00, 120.00, 80.00) backgroundColor=#0000ff cornerRadius=12.000
///     n2 "title" frame=(12.00, 10.00, 96.00, 20.00) text="Hello" textColor=#ffffff
/// frame 1 t=0.250
///   n1 "card" frame=(60.00, 40.00, 160.00, 100.00) alpha=0.800 backgroundColor=#0000ff cornerRadius=12.000
///     n2 "title" frame=(12.00, 10.00, 96.00, 20.00) text="Hello" textColor=#ffffff
/// ```
///
/// Layers are listed in drawing order (depth first, each layer before its sublayers, siblings
/// back to front) and labelled as the timeline labels them (``Timeline/layerLabels``: `n1`, `n2`,
/// … in order of first appearance). Each line is indented by the layer's depth and reads
/// `label "name" frame=(x, y, width, height)`; the name appears only when it differs from the
/// label, and a name that holds spaces, quotes or control characters is quoted with escapes. Then
/// comes every property of the `ViewProperties` table whose value is not its default, in table
/// order, as `name=value` — numbers with three decimals, points and rectangles with two, colours
/// as `#rrggbb` (`#rrggbbaa` when translucent), transforms as `matrix(a, b, c, d, tx, ty)` (or
/// `matrix3d(…)` with all sixteen entries when the transform is not a 2D affine one), a flag that
/// is on as its bare name (`isHidden`, `clipsToBounds`). `position`, and `bounds` when its origin
/// is zero, are left out: the frame shows them. Last comes the content: `text="…"` (lines joined
/// by `\n`) with `textColor=…` when the colour is not black, or `image=WIDTHxHEIGHT@SCALEx MODE`.
/// Because every property of the table is printed the same way, a property added to the table
/// shows up here without changing this renderer.
///
/// A layer absent from the previously printed frame is marked `[enters]`; layers present in the
/// previously printed frame but not in this one are listed on a `left:` line.
public struct TextTimelineRenderer: Hashable, Sendable {
    /// Which coordinates the printed frames are in.
    public enum CoordinateSpace: Hashable, Sendable {
        /// Each layer's frame in its parent's bounds coordinates, before its transform (the
        /// default): the numbers a layout produces.
        case parent
        /// Each layer's box on the canvas after every transform
        /// (`PresentationTree.framesOnCanvas()`): where it is on screen.
        case root
    }

    /// The coordinates frames are printed in; ``CoordinateSpace/parent`` by default.
    public var coordinateSpace: CoordinateSpace
    /// Print every `frameStride`-th frame, starting with the first; the last frame is always
    /// printed. 1 (every frame) by default; values below 1 are treated as 1.
    public var frameStride: Int

    /// Creates a text renderer.
    public init(coordinateSpace: CoordinateSpace = .parent, frameStride: Int = 1) {
        self.coordinateSpace = coordinateSpace
        self.frameStride = frameStride
    }

    /// The text of `timeline`; every line ends with a line feed.
    ///
    /// - Complexity: O(total layers over the printed frames × properties), plus O(N) for the
    ///   labels of the N layers over all frames.
    public func render(_ timeline: Timeline) -> String {
        var output = "timeline "
        NumberFormatting.appendCompact(Double(timeline.canvasSize.width), decimals: 2, to: &output)
        output += "x"
        NumberFormatting.appendCompact(Double(timeline.canvasSize.height), decimals: 2, to: &output)
        output += " @ "
        NumberFormatting.appendCompact(timeline.framesPerSecond, decimals: 3, to: &output)
        output += " fps, " + String(timeline.frames.count) + (timeline.frames.count == 1 ? " frame, " : " frames, ")
        NumberFormatting.appendFixed(timeline.duration, decimals: 3, to: &output)
        output += " s\n"

        let stride = max(frameStride, 1)
        let labels = timeline.layerLabels
        let writer = TextLayerWriter(coordinateSpace: coordinateSpace)
        var previous: (frame: PresentationTree, ids: Set<LayerID>)?
        for (index, frame) in timeline.frames.enumerated()
        where index % stride == 0 || index == timeline.frames.count - 1 {
            output += "frame " + String(index) + " t="
            NumberFormatting.appendFixed(frame.time, decimals: 3, to: &output)
            output += "\n"
            let ids = Set(frame.layers.map(\.id))
            writer.write(frame, labels: frame.layers.map { labels[$0.id] ?? "" }, isEntering: { layer in
                previous.map { !$0.ids.contains(frame.layers[layer].id) } ?? false
            }, to: &output)
            if let previous {
                let left = previous.frame.layers.filter { !ids.contains($0.id) }
                if !left.isEmpty {
                    output += "  left: " + left.map { TextQuoting.quotedIfNeeded(labels[$0.id] ?? "") }.joined(separator: ", ") + "\n"
                }
            }
            previous = (frame, ids)
        }
        return output
    }
}

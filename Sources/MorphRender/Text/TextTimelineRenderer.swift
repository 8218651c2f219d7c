import Foundation
import MorphMotion

/// Prints a ``Timeline`` as plain text, one line per node per sampled frame, for snapshot tests and
/// for reading a transition in a terminal or a diff.
///
/// The output is deterministic: numbers have fixed decimals (two for points, three for seconds,
/// alpha and transform entries), rounded half away from zero, never `-0.00`. For example:
///
/// ```text
/// timeline 320x200 @ 60 fps, 2 frames, 0.250 s
/// frame 0 t=0.000
///   card "Card" frame=(20.00, 20.00, 120.00, 80.00)
///     title frame=(12.00, 10.00, 96.00, 20.00) text="Hello"
/// frame 1 t=0.250
///   card "Card" frame=(60.00, 40.00, 160.00, 100.00) alpha=0.800
///     title frame=(12.00, 10.00, 96.00, 20.00) text="Hello"
/// ```
///
/// Nodes are listed in paint order (depth first, each node before its children, siblings back to
/// front). Each node line is indented by its depth and reads `id "name" frame=(x, y, width, height)`; the
/// name appears only when it differs from the id, and an id that holds spaces, quotes or control
/// characters is quoted with escapes. Then come, only when they are not the default:
/// `alpha=…`, `transform=matrix(a, b, c, d, tx, ty)` (or `matrix3d(…)` with all sixteen entries when
/// the transform is not a 2D affine one), `z=…`, `hidden`, `clips`, and `text="…"`. A node absent
/// from the previously printed frame is marked `[enters]`; nodes present in the previously printed
/// frame but not in this one are listed on a `left:` line.
public struct TextTimelineRenderer: Hashable, Sendable {
    /// Which coordinates the printed frames are in.
    public enum CoordinateSpace: Hashable, Sendable {
        /// Each node's ``TimelineNode/frame`` in its parent, before its transform (the default):
        /// the numbers a layout produces.
        case parent
        /// Each node's ``TimelineNode/frameInRoot``: where it is on the canvas.
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
    /// - Complexity: O(total nodes over the printed frames).
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
        var previous: TimelineFrame?
        for (index, frame) in timeline.frames.enumerated()
        where index % stride == 0 || index == timeline.frames.count - 1 {
            defer { previous = frame }
            output += "frame " + String(index) + " t="
            NumberFormatting.appendFixed(frame.time, decimals: 3, to: &output)
            output += "\n"
            for nodeIndex in frame.tree.paintOrder() {
                appendLine(for: frame.nodes[nodeIndex], depth: frame.depth(ofNodeAt: nodeIndex), previous: previous, to: &output)
            }
            if let previous {
                let left = previous.nodes.filter { !frame.contains(nodeWithID: $0.id) }
                if !left.isEmpty {
                    output += "  left: " + left.map { Self.quotedIfNeeded($0.id) }.joined(separator: ", ") + "\n"
                }
            }
        }
        return output
    }

    private func appendLine(for node: TimelineNode, depth: Int, previous: TimelineFrame?, to output: inout String) {
        output += String(repeating: "  ", count: depth + 1)
        output += Self.quotedIfNeeded(node.id)
        if node.name != node.id {
            output += " "
            Self.appendQuoted(node.name, to: &output)
        }
        let rect = coordinateSpace == .parent ? node.frame : node.frameInRoot
        output += " frame=("
        for (position, value) in [rect.minX, rect.minY, rect.width, rect.height].enumerated() {
            if position > 0 { output += ", " }
            NumberFormatting.appendFixed(Double(value), decimals: 2, to: &output)
        }
        output += ")"
        if node.alpha != 1 {
            output += " alpha="
            NumberFormatting.appendFixed(Double(node.alpha), decimals: 3, to: &output)
        }
        if !node.transform.isIdentity {
            output += " transform="
            Self.appendTransform(node.transform, to: &output)
        }
        if node.zPosition != 0 {
            output += " z="
            NumberFormatting.appendFixed(Double(node.zPosition), decimals: 2, to: &output)
        }
        if node.isHidden { output += " hidden" }
        if node.clipsToBounds { output += " clips" }
        if let text = node.text {
            output += " text="
            Self.appendQuoted(text.string, to: &output)
        }
        if let previous, !previous.contains(nodeWithID: node.id) {
            output += " [enters]"
        }
        output += "\n"
    }

    /// `matrix(a, b, c, d, tx, ty)` for a 2D affine transform, `matrix3d(…)` otherwise.
    static func appendTransform(_ transform: Transform3D, to output: inout String) {
        let isAffine2D = transform.m13 == 0 && transform.m14 == 0 && transform.m23 == 0 && transform.m24 == 0
            && transform.m31 == 0 && transform.m32 == 0 && transform.m33 == 1 && transform.m34 == 0
            && transform.m43 == 0 && transform.m44 == 1
        let entries = isAffine2D
            ? [transform.m11, transform.m12, transform.m21, transform.m22, transform.m41, transform.m42]
            : transform.entries
        output += isAffine2D ? "matrix(" : "matrix3d("
        for (position, value) in entries.enumerated() {
            if position > 0 { output += ", " }
            NumberFormatting.appendFixed(Double(value), decimals: 3, to: &output)
        }
        output += ")"
    }

    /// The id as is when it is a plain word, quoted with escapes otherwise.
    static func quotedIfNeeded(_ id: String) -> String {
        let isPlain = !id.isEmpty && id.unicodeScalars.allSatisfy { scalar in
            scalar.value > 0x20 && scalar.value != 0x7F && scalar != "\"" && scalar != "\\" && scalar != ","
                && !scalar.properties.isWhitespace
        }
        if isPlain { return id }
        var output = ""
        appendQuoted(id, to: &output)
        return output
    }

    /// `"text"` with `\"`, `\\`, `\n`, `\r`, `\t` and `\u{…}` escapes, so every node stays on one line.
    static func appendQuoted(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{2028}" || scalar == "\u{2029}" {
                    output += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}

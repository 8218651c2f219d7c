import Foundation
import Morph

/// Prints one presentation tree as plain text, one line per layer, for tests and for reading a
/// moment in a terminal or a diff; ``TextTimelineRenderer`` prints a whole timeline this way.
///
/// The output starts with `frame t=SECONDS`, then one line per layer in drawing order, indented by
/// depth: `label "name" frame=(x, y, width, height)` followed by every view property that is not
/// at its default (`alpha=0.500`, `cornerRadius=12.000`, `backgroundColor=#3366ff`, `isHidden`, …)
/// and the content (`text="…"`, `image=…`). Labels are `n1`, `n2`, … in drawing order. Numbers
/// have fixed decimals — two for points, three otherwise — rounded half away from zero, never
/// `-0.00`. See ``TextTimelineRenderer`` for the details of a line.
///
/// Every property of the `ViewProperties` table is printed the same way, so a property added to
/// the table shows up here without changing this renderer.
public struct TextFrameRenderer: Hashable, Sendable, PresentationRenderer {
    /// The coordinates frames are printed in; ``TextTimelineRenderer/CoordinateSpace/parent`` by
    /// default.
    public var coordinateSpace: TextTimelineRenderer.CoordinateSpace

    /// Creates a text renderer.
    public init(coordinateSpace: TextTimelineRenderer.CoordinateSpace = .parent) {
        self.coordinateSpace = coordinateSpace
    }

    /// The text of `tree`; every line ends with a line feed. Numbers that are not finite print as
    /// 0 (validate the tree first to refuse them).
    ///
    /// - Complexity: O(n) for n layers (O(n) more for root coordinates).
    public func render(_ tree: PresentationTree) -> String {
        var output = "frame t="
        NumberFormatting.appendFixed(tree.time, decimals: 3, to: &output)
        output += "\n"
        let labels = tree.layers.indices.map { Timeline.label(number: $0 + 1) }
        TextLayerWriter(coordinateSpace: coordinateSpace).write(tree, labels: labels, isEntering: { _ in false }, to: &output)
        return output
    }
}

import Foundation
import Morph

/// Writes the lines of one presentation tree for the text renderers: one line per layer, in
/// drawing order, indented by depth.
///
/// A line reads `label "name" frame=(x, y, width, height)` — the name only when it differs from
/// the label, quoted with escapes when it is not a plain word — followed by every view property of
/// the `ViewProperties` table whose value is not its default, in table order, as `name=value`
/// (a flag that is on as its bare name), then the content (`text="…"` and its colour when not
/// black, or `image=…`), then the mask (`mask="name"(n layers)`). `position` and a `bounds` at the origin are what the frame shows, so
/// they are left out; the frame is in the parent's bounds coordinates before the transform, or
/// on the canvas after every transform (``TextTimelineRenderer/CoordinateSpace/root``).
struct TextLayerWriter {
    let coordinateSpace: TextTimelineRenderer.CoordinateSpace

    /// Appends the lines of `tree`'s layers, labelled `labels[i]`; `isEntering(i)` says which get
    /// `[enters]`.
    func write(_ tree: PresentationTree, labels: [String], isEntering: (Int) -> Bool, to output: inout String) {
        let frames = coordinateSpace == .root ? tree.framesOnCanvas() : tree.layers.map(\.attributes.frame)
        var depths: [Int] = []
        depths.reserveCapacity(tree.layers.count)
        for (index, layer) in tree.layers.enumerated() {
            let depth = layer.parentIndex.map { depths[$0] + 1 } ?? 0
            depths.append(depth)
            output += String(repeating: "  ", count: depth + 1)
            output += TextQuoting.quotedIfNeeded(labels[index])
            if layer.name != labels[index] {
                output += " "
                TextQuoting.appendQuoted(layer.name, to: &output)
            }
            appendFrame(frames[index], to: &output)
            appendProperties(of: layer.attributes, to: &output)
            appendContent(layer.content, to: &output)
            if let mask = layer.mask, let root = mask.root {
                output += " mask="
                TextQuoting.appendQuoted(root.name, to: &output)
                output += "(" + String(mask.layers.count) + (mask.layers.count == 1 ? " layer)" : " layers)")
            }
            if isEntering(index) { output += " [enters]" }
            output += "\n"
        }
    }

    private func appendFrame(_ rect: CGRect, to output: inout String) {
        output += " frame=("
        for (position, value) in [rect.minX, rect.minY, rect.width, rect.height].enumerated() {
            if position > 0 { output += ", " }
            NumberFormatting.appendFixed(Double(value), decimals: 2, to: &output)
        }
        output += ")"
    }

    /// ` name=value` for every property not at its default, but those the frame shows.
    private func appendProperties(of attributes: ViewAttributes, to output: inout String) {
        for property in RenderedProperties.all where !property.hasDefaultValue(in: attributes) {
            if property.name == ViewProperty<CGPoint>.position.name { continue }
            if property.name == ViewProperty<CGRect>.bounds.name, attributes.bounds.origin == .zero { continue }
            let value = property.value(in: attributes)
            output += " " + property.name
            if value == .flag(true) { continue }
            output += "="
            value.appendText(to: &output)
        }
    }

    private func appendContent(_ content: PresentationContent?, to output: inout String) {
        switch content {
        case let .text(layout, color):
            output += " text="
            TextQuoting.appendQuoted(layout.lines.map(\.text).joined(separator: "\n"), to: &output)
            if color != .black {
                output += " textColor=" + ColorFormatting.hexRGBA(color)
            }
        case let .image(image, contentMode):
            output += " image=" + String(image.pixelWidth) + "x" + String(image.pixelHeight) + "@"
            NumberFormatting.appendCompact(Double(image.scale), decimals: 3, to: &output)
            output += "x " + contentMode.rawValue
        case nil:
            break
        }
    }
}

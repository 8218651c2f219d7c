import Foundation
import Morph
import MorphElements

/// The visibility row of the transitions demo: three swatches that appear and disappear with
/// `.fade`, `.scale` and `.scaleAndFade` (0.4 s each), under labels of their own.
struct VisibilityDemoRow: Element {
    var shown: Bool

    var content: ElementContent {
        let transitions: [(String, VisibilityTransition, Color)] = [
            (".fade", .fade, TransitionsDemo.blue),
            (".scale", .scale, TransitionsDemo.orange),
            (".scaleAndFade", .scaleAndFade, TransitionsDemo.green),
        ]
        let columns: [any Element] = transitions.map { title, transition, color in
            var slow = transition
            slow.attributes = .curve(.easeInOut, duration: 0.4)
            let swatch = DemoBox(name: "\(title) swatch", size: CGSize(width: 40, height: 40), color: color, cornerRadius: 12, appearing: slow, disappearing: slow)
            return VisibilityColumn(label: DemoLabel(text: title, width: 100), swatch: shown ? swatch : nil)
        }
        return ElementContent(children: columns) { children in
            StackLayoutSpec(direction: .horizontal, spacing: 10, children: children)
        }
    }
}

/// A label over a swatch that may be absent; the column keeps its height either way.
struct VisibilityColumn: Element {
    var label: DemoLabel
    var swatch: DemoBox?

    var content: ElementContent {
        let children: [any Element] = [label] + (swatch.map { [$0] } ?? [])
        var style = LayoutStyle()
        style.height = .points(64)
        return ElementContent(children: children, style: style) { children in
            StackLayoutSpec(direction: .vertical, spacing: 6, alignItems: .start, children: children)
        }
    }
}

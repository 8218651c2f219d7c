import Foundation
import Morph
import MorphElements

/// The visibility row of the transitions demo: three swatches that appear and disappear with
/// `.fade`, `.scale` and `.scaleAndFade` (0.4 s each), under labels of their own.
struct VisibilityDemoRow: Element {
    var shown: Bool

    /// The three columns side by side, or one under the other at the accessibility text sizes.
    func content(in traits: TraitCollection) -> ElementContent {
        let stacked = traits.preferredContentSizeCategory.isAccessibilityCategory
        // Stacked, a label takes the card's width rather than its column's.
        let columns = stacked ? self.columns.map { column in
            var wide = column
            wide.label.width = nil
            return wide
        } : self.columns
        return ElementContent(children: columns) { children in
            StackLayoutSpec(direction: stacked ? .vertical : .horizontal, spacing: 10, children: children)
        }
    }

    var content: ElementContent {
        content(in: .default)
    }

    private var columns: [VisibilityColumn] {
        let transitions: [(String, VisibilityTransition, DynamicColor)] = [
            (".fade", .fade, TransitionsDemo.blue),
            (".scale", .scale, TransitionsDemo.orange),
            (".scaleAndFade", .scaleAndFade, TransitionsDemo.green),
        ]
        return transitions.map { title, transition, color in
            var slow = transition
            slow.attributes = .curve(.easeInOut, duration: 0.4)
            let swatch = DemoBox(name: "\(title) swatch", size: CGSize(width: 40, height: 40), color: color, cornerRadius: 12, appearing: slow, disappearing: slow)
            return VisibilityColumn(label: DemoLabel(text: title, width: 100), swatch: shown ? swatch : nil)
        }
    }
}

/// A label over a swatch that may be absent; the column keeps its height either way (64 points,
/// more when larger text makes the label taller).
struct VisibilityColumn: Element {
    var label: DemoLabel
    var swatch: DemoBox?

    var content: ElementContent {
        let children: [any Element] = [label] + (swatch.map { [$0] } ?? [])
        var style = LayoutStyle()
        style.minHeight = .points(64)
        return ElementContent(children: children, style: style) { children in
            StackLayoutSpec(direction: .vertical, spacing: 6, alignItems: .start, children: children)
        }
    }
}

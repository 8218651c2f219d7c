import Foundation
import Morph
import MorphElements

/// A row of the transitions demo: a label, and a pill-shaped lane in which a round swatch with
/// `transition` sits on the left or, when `moved`, on the right (a switch's knob in its track).
struct DemoRow: Element {
    static let laneSize = CGSize(width: 170, height: 28)

    var title: String
    var transition: LayoutTransition
    var moved: Bool
    var color: DynamicColor

    /// The label beside the lane, or over it at the accessibility text sizes.
    func content(in traits: TraitCollection) -> ElementContent {
        DemoRow.row(label: DemoLabel(text: title), lane: lane, stacked: traits.preferredContentSizeCategory.isAccessibilityCategory)
    }

    /// The label and a lane side by side, or — `stacked` — the label (full width) over the lane.
    static func row(label: DemoLabel, lane: any Element, stacked: Bool) -> ElementContent {
        guard stacked else {
            return ElementContent(children: [label, lane]) { children in
                StackLayoutSpec(direction: .horizontal, spacing: 8, alignItems: .center, children: children)
            }
        }
        var fullWidth = label
        fullWidth.width = nil
        return ElementContent(children: [fullWidth, lane]) { children in
            StackLayoutSpec(direction: .vertical, spacing: 6, alignItems: .start, children: children)
        }
    }

    var content: ElementContent {
        content(in: .default)
    }

    private var lane: DemoBox {
        let swatch = DemoBox(name: "\(title) swatch", size: CGSize(width: 20, height: 20), color: color, cornerRadius: 10, layoutTransition: transition)
        return DemoBox(
            name: "\(title) lane",
            size: Self.laneSize,
            color: TransitionsDemo.lane,
            cornerRadius: Self.laneSize.height / 2,
            child: Slot(offset: moved ? Self.laneSize.width - 28 : 0, child: swatch)
        )
    }
}

/// Places its child `offset` points from the left (the leading edge: from the right in a
/// right-to-left environment), without a node.
struct Slot: Element {
    var offset: CGFloat
    var child: any Element

    var content: ElementContent {
        ElementContent(child: child) { [offset] child in
            InsetLayoutSpec(insets: EdgeInsets(top: 0, left: offset, bottom: 0, right: .infinity), child: child)
        }
    }
}

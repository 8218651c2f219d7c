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
    var color: Color

    var content: ElementContent {
        let swatch = DemoBox(name: "\(title) swatch", size: CGSize(width: 20, height: 20), color: color, cornerRadius: 10, layoutTransition: transition)
        let lane = DemoBox(
            name: "\(title) lane",
            size: Self.laneSize,
            color: TransitionsDemo.lane,
            cornerRadius: Self.laneSize.height / 2,
            child: Slot(offset: moved ? Self.laneSize.width - 28 : 0, child: swatch)
        )
        return ElementContent(children: [DemoLabel(text: title), lane]) { children in
            StackLayoutSpec(direction: .horizontal, spacing: 8, alignItems: .center, children: children)
        }
    }
}

/// Places its child `offset` points from the left, without a node.
struct Slot: Element {
    var offset: CGFloat
    var child: any Element

    var content: ElementContent {
        ElementContent(child: child) { [offset] child in
            InsetLayoutSpec(insets: EdgeInsets(top: 0, left: offset, bottom: 0, right: .infinity), child: child)
        }
    }
}

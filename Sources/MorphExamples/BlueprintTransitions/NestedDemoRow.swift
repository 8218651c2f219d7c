import Foundation
import Morph
import MorphElements

/// The nested row of the transitions demo: a container with a 1 s linear `.specific` transition
/// slides across its lane; inside it, an `.inherited` swatch follows the container's animation
/// when it moves within the container, and a `.none` swatch jumps.
struct NestedDemoRow: Element {
    var moved: Bool

    /// The label beside the lane, or over it at the accessibility text sizes.
    func content(in traits: TraitCollection) -> ElementContent {
        DemoRow.row(label: DemoLabel(text: "nested: .specific(1 s)"), lane: lane, stacked: traits.preferredContentSizeCategory.isAccessibilityCategory)
    }

    var content: ElementContent {
        content(in: .default)
    }

    private var lane: DemoBox {
        let inherited = DemoBox(name: "nested .inherited swatch", size: CGSize(width: 14, height: 14), color: TransitionsDemo.green, cornerRadius: 7)
        let none = DemoBox(name: "nested .none swatch", size: CGSize(width: 14, height: 14), color: TransitionsDemo.red, cornerRadius: 7, layoutTransition: .none)
        let inner = Pair(first: inherited, second: none, swapped: moved)
        let container = DemoBox(
            name: "nested container",
            size: CGSize(width: 80, height: 40),
            color: TransitionsDemo.purple,
            cornerRadius: 10,
            layoutTransition: .specific(.curve(.linear, duration: 1)),
            child: inner
        )
        return DemoBox(
            name: "nested lane",
            size: CGSize(width: DemoRow.laneSize.width, height: 48),
            color: TransitionsDemo.lane,
            cornerRadius: 14,
            child: Slot(offset: moved ? DemoRow.laneSize.width - 88 : 0, child: container)
        )
    }
}

/// Two elements side by side, in either order.
struct Pair: Element {
    var first: any Element
    var second: any Element
    var swapped: Bool

    var content: ElementContent {
        ElementContent(children: [first, second]) { [swapped] children in
            StackLayoutSpec(direction: .horizontal, spacing: 44, alignItems: .center, children: swapped ? children.reversed() : children)
        }
    }
}

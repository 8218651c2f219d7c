import Foundation
import Morph
import MorphElements

/// A card of the transitions demo (white, a dark grey in dark mode) holding a vertical stack of rows, as a grouped list's
/// section does; it sizes to fit its rows.
struct DemoCard: Element {
    var name: String
    var rows: [any Element]

    var content: ElementContent {
        ElementContent(children: rows) { children in
            InsetLayoutSpec(
                insets: EdgeInsets(all: 12),
                child: StackLayoutSpec(direction: .vertical, spacing: 10, children: children)
            )
        }
    }

    func backingNodeDescription(with context: NodeDescriptionContext) -> NodeDescription? {
        NodeDescription { description in
            description.name = name
            description.backgroundColor = TransitionsDemo.card.resolved(in: context.traitCollection)
            description.cornerRadius = 12
        }
    }
}

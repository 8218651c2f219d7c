import Foundation
import MorphElements

/// A label of the transitions demo: a text node of a fixed size.
struct DemoLabel: Element {
    var text: String
    var width: CGFloat = 150

    var content: ElementContent { ElementContent(intrinsicSize: CGSize(width: width, height: 16)) }

    func backingNodeDescription(with context: NodeDescriptionContext) -> NodeDescription? {
        NodeDescription(kind: TransitionsDemo.labelKind) { $0.name = text }
    }
}

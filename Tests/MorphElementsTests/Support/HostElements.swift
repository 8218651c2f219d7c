import Foundation
import Morph
import MorphElements

/// A node-backed leaf of a fixed size and colour (Blueprint's `TestElement` and
/// `SimpleViewElement`).
struct Swatch: Element {
    var color: Color = .green
    var size = CGSize(width: 100, height: 110)
    var layoutTransition: LayoutTransition = .inherited
    var appearing: VisibilityTransition?
    var disappearing: VisibilityTransition?

    var content: ElementContent { ElementContent(intrinsicSize: size) }

    func backingNodeDescription(with context: NodeDescriptionContext) -> NodeDescription? {
        NodeDescription { description in
            description.backgroundColor = color
            description.layoutTransition = layoutTransition
            description.appearingTransition = appearing
            description.disappearingTransition = disappearing
        }
    }
}

/// Places its child `x` points from the left edge, without a node.
struct Offset: Element {
    var x: CGFloat
    var wrapped: any Element

    var content: ElementContent {
        ElementContent(child: wrapped) { [x] child in
            InsetLayoutSpec(insets: EdgeInsets(top: 0, left: x, bottom: 0, right: 0), child: child)
        }
    }
}

/// A node-backed element that reports its lifecycle to a log, wrapping an optional child.
struct Lifecycle: Element {
    var id: Int
    var log: EventLog
    var wrapped: (any Element)?

    var content: ElementContent {
        if let wrapped { ElementContent(child: wrapped) } else { ElementContent(intrinsicSize: CGSize(width: 10, height: 10)) }
    }

    func backingNodeDescription(with context: NodeDescriptionContext) -> NodeDescription? {
        NodeDescription { [id, log] description in
            description.name = "lifecycle\(id)"
            description.onAppear = { log.record("appear\(id)") }
            description.onDisappear = { log.record("disappear\(id)") }
        }
    }
}

/// Events recorded by test elements, in order.
@MainActor
final class EventLog {
    private var events: [String] = []

    func record(_ event: String) { events.append(event) }

    /// The events since the last call, and clears them.
    func take() -> [String] {
        defer { events = [] }
        return events
    }
}

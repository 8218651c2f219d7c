import Foundation
import MorphElements

/// Plain element types for identifier tests.
struct A: Element {
    var content: ElementContent { ElementContent(intrinsicSize: .zero) }
}

struct B: Element {
    var content: ElementContent { ElementContent(intrinsicSize: .zero) }
}

struct C: Element {
    var content: ElementContent { ElementContent(intrinsicSize: .zero) }
}

/// A node-backed leaf with a tag (its node's name) and optional transitions.
struct Tagged: Element {
    var tag: Int
    var size = CGSize(width: 10, height: 10)
    var kind: NodeKind = .plain
    var layoutTransition: LayoutTransition = .inherited
    var appearing: VisibilityTransition?
    var disappearing: VisibilityTransition?

    var content: ElementContent { ElementContent(intrinsicSize: size) }

    func backingNodeDescription(with context: NodeDescriptionContext) -> NodeDescription? {
        NodeDescription(kind: kind) { description in
            description.name = "tag\(tag)"
            description.layoutTransition = layoutTransition
            description.appearingTransition = appearing
            description.disappearingTransition = disappearing
        }
    }
}

/// A second node-backed element type that uses the same node kind as ``Tagged``.
struct OtherTagged: Element {
    var tag: Int

    var content: ElementContent { ElementContent(intrinsicSize: CGSize(width: 10, height: 10)) }

    func backingNodeDescription(with context: NodeDescriptionContext) -> NodeDescription? {
        NodeDescription { $0.name = "tag\(tag)" }
    }
}

/// A vertical stack without a node; children may carry keys.
struct Column: Element {
    var children: [ElementContent.Child]

    init(_ children: [any Element]) {
        self.children = children.map { ElementContent.Child($0) }
    }

    init(keyed children: [ElementContent.Child]) {
        self.children = children
    }

    var content: ElementContent {
        ElementContent(children: children) { StackLayoutSpec(direction: .vertical, children: $0) }
    }
}

/// Insets its child by `inset` on every side, without a node.
struct Inset: Element {
    var inset: CGFloat = 10
    var wrapped: any Element

    var content: ElementContent {
        ElementContent(child: wrapped) { [inset] child in InsetLayoutSpec(insets: EdgeInsets(all: inset), child: child) }
    }
}

/// A node-backed container with one child filling it.
struct Container: Element {
    var name: String
    var wrapped: any Element
    var layoutTransition: LayoutTransition = .inherited
    var appearing: VisibilityTransition?
    var disappearing: VisibilityTransition?

    var content: ElementContent { ElementContent(child: wrapped) }

    func backingNodeDescription(with context: NodeDescriptionContext) -> NodeDescription? {
        NodeDescription { description in
            description.name = name
            description.layoutTransition = layoutTransition
            description.appearingTransition = appearing
            description.disappearingTransition = disappearing
        }
    }
}

extension ResolvedNode {
    /// The node's name (tests name every node).
    var name: String? { description.name }
}

extension ElementContent.Child {
    /// `element` keyed by `key`.
    init<Key: Hashable & Sendable>(_ element: any Element, keyed key: Key) {
        self.init(element, key: ElementKey(key))
    }
}

import Foundation
import Morph
import MorphElements

/// A node-backed box of the transitions demo: a fixed size, a colour, rounded corners and the
/// transitions it is given; optionally a child laid out inside it.
struct DemoBox: Element {
    var name: String
    var size: CGSize
    var color: DynamicColor
    var cornerRadius: CGFloat = 6
    var layoutTransition: LayoutTransition = .inherited
    var appearing: VisibilityTransition?
    var disappearing: VisibilityTransition?
    var child: (any Element)?

    var content: ElementContent {
        var style = LayoutStyle()
        style.width = .points(size.width)
        style.height = .points(size.height)
        guard let child else { return ElementContent(intrinsicSize: size) }
        return ElementContent(child: child, style: style) { child in
            InsetLayoutSpec(insets: EdgeInsets(all: 4), child: child)
        }
    }

    func backingNodeDescription(with context: NodeDescriptionContext) -> NodeDescription? {
        NodeDescription { description in
            description.name = name
            description.backgroundColor = color.resolved(in: context.traitCollection)
            description.cornerRadius = cornerRadius
            description.layoutTransition = layoutTransition
            description.appearingTransition = appearing
            description.disappearingTransition = disappearing
        }
    }
}

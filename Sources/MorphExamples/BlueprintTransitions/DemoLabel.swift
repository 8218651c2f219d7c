import Foundation
import Morph
import MorphElements

/// A text of the transitions demo: a text node of a fixed size in one of the demo's text styles.
struct DemoLabel: Element {
    /// The demo's text styles, each shown by its own node kind.
    enum Style: CaseIterable {
        /// The page's title: 20-point bold.
        case title
        /// The line under the title: 13-point secondary text.
        case subtitle
        /// A section's header over its card: 11-point secondary capitals.
        case section
        /// A row's label, naming its transition: 13 points.
        case row

        /// The node kind that makes a text node in this style.
        var kind: NodeKind {
            switch self {
            case .title: NodeKind("TextNode.title")
            case .subtitle: NodeKind("TextNode.subtitle")
            case .section: NodeKind("TextNode.section")
            case .row: TransitionsDemo.labelKind
            }
        }

        /// The style whose node kind is `kind`, if any.
        init?(kind: NodeKind) {
            guard let style = Self.allCases.first(where: { $0.kind == kind }) else { return nil }
            self = style
        }

        var font: Font {
            switch self {
            case .title: Font(.sans, size: 20, weight: .bold)
            case .subtitle: Font(.sans, size: 13)
            case .section: Font(.sans, size: 11)
            case .row: Font(.sans, size: 13)
            }
        }

        var color: Color {
            switch self {
            case .title, .row: TransitionsDemo.label
            case .subtitle, .section: TransitionsDemo.secondaryLabel
            }
        }

        /// The line's height: the font's line height, rounded up.
        var height: CGFloat {
            switch self {
            case .title: 24
            case .subtitle, .row: 16
            case .section: 14
            }
        }
    }

    var text: String
    var style: Style = .row
    var width: CGFloat = 156
    /// Extra space above the text in a stack.
    var spacingBefore: CGFloat = 0

    var content: ElementContent {
        var layoutStyle = LayoutStyle()
        layoutStyle.spacingBefore = spacingBefore
        return ElementContent(intrinsicSize: CGSize(width: width, height: style.height), style: layoutStyle)
    }

    func backingNodeDescription(with context: NodeDescriptionContext) -> NodeDescription? {
        NodeDescription(kind: style.kind) { description in
            description.name = text
            // The title and the sections' headers are headings to assistive technology.
            if style == .title || style == .section {
                description.accessibility.traits = [.staticText, .header]
            }
        }
    }
}

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

        /// The style's font: a text style's (title 3 bold, footnote, caption 2), so it follows
        /// the content size category.
        var font: Font {
            switch self {
            case .title:
                var font = Font(textStyle: .title3)
                font.weight = .bold
                return font
            case .subtitle, .row: return Font(textStyle: .footnote)
            case .section: return Font(textStyle: .caption2)
            }
        }

        var color: DynamicColor {
            switch self {
            case .title, .row: TransitionsDemo.label
            case .subtitle, .section: TransitionsDemo.secondaryLabel
            }
        }

        /// The line's height at the default text size: the font's line height, rounded up. A
        /// label is at least this high, and as high as its lines at larger sizes.
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
    /// The label's width, or nil to take the width it is offered.
    var width: CGFloat? = 156
    /// Extra space above the text in a stack.
    var spacingBefore: CGFloat = 0

    /// As wide as ``width`` (or what it is offered), as high as its lines in its traits' text
    /// size — wrapping at that width — and at least ``Style/height``.
    var content: ElementContent {
        var layoutStyle = LayoutStyle()
        layoutStyle.spacingBefore = spacingBefore
        return ElementContent(style: layoutStyle) { [text, style, width] offered, traits in
            let available = width.map { min($0, offered.width) } ?? offered.width
            let boxWidth = available.isFinite ? available : (width ?? 0)
            let textStyle = TextStyle(font: style.font).scaled(for: traits.preferredContentSizeCategory)
            let lines = (try? TextLayout(text, style: textStyle, maximumWidth: boxWidth).size.height) ?? 0
            return CGSize(width: width ?? boxWidth, height: max(style.height, lines))
        }
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

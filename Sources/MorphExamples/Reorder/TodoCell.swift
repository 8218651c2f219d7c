import Foundation
import Morph

/// A row of the reorder example: a coloured tag and the to-do's title.
public final class TodoCell: CellNode {
    /// The to-do's key.
    public let todo: Int
    let tag: DisplayNode
    let title: TextNode

    /// Whether the look was set (the first time the cell entered the display range).
    private var isStyled = false

    /// The tags' colours, by key.
    nonisolated static let colors: [Color] = [
        Color(red: 0.93, green: 0.36, blue: 0.33), Color(red: 0.98, green: 0.66, blue: 0.22), Color(red: 0.35, green: 0.72, blue: 0.42),
        Color(red: 0.24, green: 0.55, blue: 0.9), Color(red: 0.6, green: 0.4, blue: 0.85), Color(red: 0.2, green: 0.7, blue: 0.75),
    ]

    /// A row for to-do `todo`.
    public nonisolated init(todo: Int) {
        self.todo = todo
        tag = DisplayNode(name: "tag")
        title = TextNode(TodoCell.title(of: todo), style: TextStyle(font: Font(.sans, size: 16)), color: Color(white: 0.12), name: "title")
        super.init(name: "todo \(todo)")
        automaticallyManagesSubnodes = true
    }

    /// The title of to-do `todo`.
    nonisolated static func title(of todo: Int) -> String {
        let things = ["Water the plants", "Call Ada", "Write the list article", "Buy coffee", "Book the train", "Fix the bike", "Read chapter 3", "Reply to Grace", "Plan the weekend", "Return the library book"]
        return "\(things[todo % things.count]) #\(todo)"
    }

    override public func didEnterDisplayState() {
        super.didEnterDisplayState()
        guard !isStyled else { return }
        isStyled = true
        performWithoutAnimation {
            setDynamicColor(.secondarySystemGroupedBackground, for: .backgroundColor)
            title.dynamicTextColor = .label
            cornerRadius = 10
            tag.backgroundColor = Self.colors[todo % Self.colors.count]
            tag.cornerRadius = 6
        }
    }

    override public nonisolated func layoutSpecThatFits(_ constrainedSize: SizeRange) -> (any LayoutElement)? {
        let row = StackLayoutSpec(direction: .horizontal, spacing: 12, alignItems: .center, children: [
            tag.styled { $0.preferredSize = CGSize(width: 12, height: 28) },
            title.styled { $0.flexShrink = 1 },
        ])
        return InsetLayoutSpec(insets: EdgeInsets(top: 12, left: 14, bottom: 12, right: 14), child: row)
    }
}

import Foundation
import Morph

/// Records a node tree's presentation values as ``TimelineNode``s, naming each node once.
@MainActor
struct PresentationRecorder {
    /// Each node met so far, kept alive so its identifier is never reused, with its id.
    private var ids: [ObjectIdentifier: (node: DisplayNode, id: String)] = [:]
    /// A reused stack for the depth-first walk.
    private var pending: [(node: DisplayNode, parentID: String?)] = []

    /// The nodes of `root`'s subtree, parents before children, siblings in subnode order.
    mutating func record(_ root: DisplayNode) -> [TimelineNode] {
        var nodes: [TimelineNode] = []
        pending.removeAll(keepingCapacity: true)
        pending.append((root, nil))
        while let (node, parentID) = pending.popLast() {
            let id = identifier(of: node)
            nodes.append(Self.timelineNode(node, id: id, parentID: parentID))
            // Reversed, so the first subnode is visited first.
            for subnode in node.subnodes.reversed() { pending.append((subnode, id)) }
        }
        return nodes
    }

    private mutating func identifier(of node: DisplayNode) -> String {
        let key = ObjectIdentifier(node)
        if let known = ids[key] { return known.id }
        let id = "n\(ids.count + 1)"
        ids[key] = (node, id)
        return id
    }

    private static func timelineNode(_ node: DisplayNode, id: String, parentID: String?) -> TimelineNode {
        let presentation = node.presentation
        return TimelineNode(
            id: id,
            name: node.name ?? String(describing: type(of: node)),
            parentID: parentID,
            frame: presentation.frame,
            alpha: presentation.alpha,
            transform: presentation.transform,
            backgroundColor: presentation.backgroundColor.alpha > 0 ? presentation.backgroundColor : nil,
            borderColor: presentation.borderColor,
            borderWidth: presentation.borderWidth,
            cornerRadius: presentation.cornerRadius,
            clipsToBounds: presentation.clipsToBounds,
            zPosition: presentation.zPosition,
            isHidden: presentation.isHidden,
            text: (node as? TextNode).flatMap(text(of:))
        )
    }

    private static func text(of node: TextNode) -> TimelineText? {
        guard let layout = node.displayedTextLayout, !layout.lines.isEmpty else { return nil }
        let font = node.font
        return TimelineText(
            lines: layout.lines.map { TimelineText.Line($0.text, x: $0.x, baseline: $0.baseline) },
            font: TimelineText.Font(
                family: familyName(of: font, in: node.library),
                size: font.size,
                weight: weight(font.weight),
                isItalic: font.isItalic
            ),
            color: node.presentationTextColor
        )
    }

    /// The CSS family name of `font`: the family name stored in the face the node's library
    /// resolves (`DejaVu Sans Mono`), so the browser picks the very font Morph measured with; the
    /// requested family name when the face cannot be resolved.
    static func familyName(of font: Font, in library: FontLibrary) -> String {
        (try? library.face(for: font).familyName) ?? font.family.name
    }

    private static func weight(_ weight: FontWeight) -> Int {
        switch weight {
        case .light: 300
        case .regular: 400
        case .bold: 700
        }
    }
}

import Foundation
import Morph

/// A scrolling list of keyed rows for element trees: a Morph `CollectionNode` underneath, so
/// only the rows near the viewport exist as nodes, and rows that come, go and move between
/// updates animate — appearing and disappearing with Blueprint's ``VisibilityTransition``s, moving
/// to their new places.
///
/// ```swift
/// let list = List(rows: todos.map { todo in
///     List.Row(key: todo.id, element: TodoRow(todo), appearing: .scaleAndFade, disappearing: .fade)
/// })
/// ```
///
/// Rows are identified by their keys (``ElementKey``): a row whose key is in both updates is the
/// same row — its element is updated in place, and it moves if its place changed. Keys must be
/// unique; a repeated key is reported to the host's error handler and the update is not shown.
/// As in Blueprint, nothing animates on the list's first update. The list takes the size its
/// parent offers (give it a size: along its axis it does not measure its rows).
public struct List: Element {
    /// One row: its key, its element and how it comes and goes.
    public struct Row: Sendable {
        /// The row's identity across updates.
        public var key: ElementKey
        /// What the row shows; measured at the list's width (a vertical list).
        public var element: any Element
        /// How the row appears when an update inserts it; none (it fades in) by default.
        public var appearing: VisibilityTransition?
        /// How the row disappears when an update removes it; none (it fades out) by default.
        public var disappearing: VisibilityTransition?

        /// A row.
        public init<Key: Hashable & Sendable>(key: Key, element: any Element, appearing: VisibilityTransition? = nil, disappearing: VisibilityTransition? = nil) {
            self.key = ElementKey(key)
            self.element = element
            self.appearing = appearing
            self.disappearing = disappearing
        }
    }

    /// The rows, in order.
    public var rows: [Row]
    /// How the rows are placed (a vertical list by default).
    public var layout: CollectionLayout

    /// A list of `rows`.
    public init(rows: [Row], layout: CollectionLayout = .verticalList()) {
        self.rows = rows
        self.layout = layout
    }

    /// The node kind of a list's node.
    public static let nodeKind = NodeKind("MorphElements.List")

    /// The size offered (a list fills its space); 320 × 480 points on an axis left open.
    public var content: ElementContent {
        ElementContent { size in
            CGSize(width: size.width.isFinite ? size.width : 320, height: size.height.isFinite ? size.height : 480)
        }
    }

    /// A ``ListElementNode``.
    public func backingNodeDescription(with context: NodeDescriptionContext) -> NodeDescription? {
        NodeDescription(kind: Self.nodeKind) { $0.name = "List" }
    }
}

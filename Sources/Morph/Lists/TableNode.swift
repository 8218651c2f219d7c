import Foundation

/// A vertical list with sections whose headers stick to the top (Texture's `ASTableNode`, with
/// UITableView's plain style): a ``CollectionNode`` with a ``CollectionLayout/verticalList(spacing:insets:)``
/// layout and ``CollectionNode/stickySectionHeaders`` on, plus the row-named calls table users
/// know.
///
/// ```swift
/// let table = TableNode()
/// table.dataSource = contacts
/// ```
open class TableNode: CollectionNode {
    /// A table whose rows are `spacing` points apart.
    public init(spacing: CGFloat = 0, name: String? = nil, animator: Animator? = nil) {
        super.init(layout: .verticalList(spacing: spacing), name: name, animator: animator)
        stickySectionHeaders = true
    }

    /// The cell of the row at `indexPath`, if it exists (``CollectionNode/nodeForItem(at:)``).
    public func nodeForRow(at indexPath: IndexPath) -> CellNode? { nodeForItem(at: indexPath) }
    /// The rows on screen (``CollectionNode/indexPathsForVisibleItems``).
    public var indexPathsForVisibleRows: [IndexPath] { indexPathsForVisibleItems }
    /// The number of rows the table knows in `section`.
    public func numberOfRows(inSection section: Int) -> Int { numberOfItems(inSection: section) }
    /// Records inserted rows (``CollectionNode/insertItems(at:)``).
    public func insertRows(at indexPaths: [IndexPath]) { insertItems(at: indexPaths) }
    /// Records deleted rows (``CollectionNode/deleteItems(at:)``).
    public func deleteRows(at indexPaths: [IndexPath]) { deleteItems(at: indexPaths) }
    /// Records reloaded rows (``CollectionNode/reloadItems(at:)``).
    public func reloadRows(at indexPaths: [IndexPath]) { reloadItems(at: indexPaths) }
    /// Records a moved row (``CollectionNode/moveItem(at:to:)``).
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { moveItem(at: indexPath, to: newIndexPath) }
    /// Scrolls to a row (``CollectionNode/scrollToItem(at:position:animated:)``).
    public func scrollToRow(at indexPath: IndexPath, position: ScrollPosition, animated: Bool) throws(ListError) {
        try scrollToItem(at: indexPath, position: position, animated: animated)
    }
}

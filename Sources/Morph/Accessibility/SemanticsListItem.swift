import Foundation

/// Where an item of a list (a ``CollectionNode`` or ``TableNode``) lies, as a semantics tree shows
/// it: what a screen reader says as "4 of 120". A list makes cells only for the items near its
/// viewport, so the count is the list's, not the number of items in the tree.
public struct SemanticsListItem: Hashable, Sendable {
    /// The item's index path in its list.
    public var indexPath: IndexPath
    /// The item's place among all the list's items, sections one after the other, from 0.
    public var position: Int
    /// The number of items in the list, in all its sections, whether their cells exist or not.
    public var count: Int

    /// An item at `indexPath`, the `position`th of `count`.
    public init(indexPath: IndexPath, position: Int, count: Int) {
        self.indexPath = indexPath
        self.position = position
        self.count = count
    }
}

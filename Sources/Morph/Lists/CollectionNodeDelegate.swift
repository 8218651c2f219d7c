import Foundation
import MorphLayout

/// Hears what happens to a list's items (Texture's `ASCollectionDelegate` and
/// `ASTableDelegate`) and answers its questions; it hears the scroll events too
/// (``ScrollNodeDelegate``). Every method has a default.
@MainActor
public protocol CollectionNodeDelegate: ScrollNodeDelegate {
    /// Whether a press on the item highlights it; true by default.
    func collectionNode(_ collectionNode: CollectionNode, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// Whether a tap (or Return, or an arrow key) may select the item; true by default.
    func collectionNode(_ collectionNode: CollectionNode, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// The item was selected by the user.
    func collectionNode(_ collectionNode: CollectionNode, didSelectItemAt indexPath: IndexPath)
    /// The item was deselected by the user (another one was selected, in a list without
    /// multiple selection).
    func collectionNode(_ collectionNode: CollectionNode, didDeselectItemAt indexPath: IndexPath)
    /// The item's cell came on screen.
    func collectionNode(_ collectionNode: CollectionNode, willDisplayItemWith node: CellNode)
    /// The item's cell went off screen (or was removed while on screen).
    func collectionNode(_ collectionNode: CollectionNode, didEndDisplayingItemWith node: CellNode)
    /// The size range the item's cell is measured in, or nil for the default: the item's exact
    /// extent across the scroll axis and any extent along it.
    func collectionNode(_ collectionNode: CollectionNode, constrainedSizeForItemAt indexPath: IndexPath) -> SizeRange?
    /// Whether the list may fetch another batch now; false by default. Return true (while there
    /// is more to load) and implement ``collectionNode(_:willBeginBatchFetchWith:)`` to fetch.
    func shouldBatchFetch(for collectionNode: CollectionNode) -> Bool
    /// The user came within ``CollectionNode/leadingScreensForBatching`` screens of the end: load
    /// more items, tell the list (a batch update), and call
    /// ``BatchContext/completeBatchFetching(_:)``. No other fetch starts until then.
    func collectionNode(_ collectionNode: CollectionNode, willBeginBatchFetchWith context: BatchContext)
}

extension CollectionNodeDelegate {
    public func collectionNode(_ collectionNode: CollectionNode, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionNode(_ collectionNode: CollectionNode, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionNode(_ collectionNode: CollectionNode, didSelectItemAt indexPath: IndexPath) {}
    public func collectionNode(_ collectionNode: CollectionNode, didDeselectItemAt indexPath: IndexPath) {}
    public func collectionNode(_ collectionNode: CollectionNode, willDisplayItemWith node: CellNode) {}
    public func collectionNode(_ collectionNode: CollectionNode, didEndDisplayingItemWith node: CellNode) {}
    public func collectionNode(_ collectionNode: CollectionNode, constrainedSizeForItemAt indexPath: IndexPath) -> SizeRange? { nil }
    public func shouldBatchFetch(for collectionNode: CollectionNode) -> Bool { false }
    public func collectionNode(_ collectionNode: CollectionNode, willBeginBatchFetchWith context: BatchContext) {
        context.completeBatchFetching(false)
    }
}

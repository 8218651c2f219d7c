import Foundation

/// The kind of a supplementary node of a section.
public enum SupplementaryKind: Hashable, Sendable, CaseIterable {
    /// Above the section's items (to their left in a horizontal list).
    case header
    /// Below the section's items.
    case footer
}

/// What a list shows (Texture's `ASCollectionDataSource` and `ASTableDataSource`): its sections,
/// their item counts, and a block that makes each item's cell.
///
/// The list asks for counts when it loads (``CollectionNode/reloadData()``) and after each batch
/// update, and for a node block only for the items its ranges reach. Change what the data
/// source reports only together with the update that tells the list
/// (``CollectionNode/performBatchUpdates(animated:_:completion:)``): a count that changed
/// without one is reported as ``ListError/dataSourceChangedWithoutUpdate(section:known:reported:)``
/// and the list keeps what it knows.
@MainActor
public protocol CollectionNodeDataSource: AnyObject {
    /// The number of sections; 1 by default.
    func numberOfSections(in collectionNode: CollectionNode) -> Int
    /// The number of items in `section`.
    func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int
    /// A block that makes the cell of the item at `indexPath`. The block may run on another
    /// thread (the list prepares cells ahead off the main actor): capture the item's data, not
    /// the index path's meaning.
    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> CellNodeBlock
    /// A block that makes the header or footer of `section`, or nil for none (the default).
    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForSupplementaryElementOf kind: SupplementaryKind, inSection section: Int) -> CellNodeBlock?
}

extension CollectionNodeDataSource {
    public func numberOfSections(in collectionNode: CollectionNode) -> Int { 1 }
    public func collectionNode(_ collectionNode: CollectionNode, nodeBlockForSupplementaryElementOf kind: SupplementaryKind, inSection section: Int) -> CellNodeBlock? { nil }
}

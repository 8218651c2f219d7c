import Foundation

/// A data source that holds a ``ListSnapshot`` and turns each new snapshot into an animated
/// update of its list (UIKit's `UICollectionViewDiffableDataSource`).
///
/// ```swift
/// let dataSource = ListDataSource<String, Int>(collectionNode: list) { _, _, number in
///     { TodoCell(number) }
/// }
/// var snapshot = ListSnapshot<String, Int>()
/// snapshot.appendSections(["all"])
/// snapshot.appendItems(Array(1...20))
/// try dataSource.apply(snapshot, animatingDifferences: true)
/// ```
///
/// The list holds its data source weakly: keep the data source (a screen's controller does).
@MainActor
public final class ListDataSource<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: CollectionNodeDataSource {
    /// Makes the node block of an item's cell.
    public typealias CellProvider = @MainActor (CollectionNode, IndexPath, ItemID) -> CellNodeBlock
    /// Makes the node block of a section's header or footer, or nil for none.
    public typealias SupplementaryProvider = @MainActor (CollectionNode, SupplementaryKind, SectionID) -> CellNodeBlock?

    /// The snapshot the list shows.
    public private(set) var snapshot = ListSnapshot<SectionID, ItemID>()
    /// The list.
    public private(set) weak var collectionNode: CollectionNode?
    private let cellProvider: CellProvider
    /// Makes headers and footers; none when nil (the default). Set it before the first `apply`.
    public var supplementaryProvider: SupplementaryProvider?

    /// A data source for `collectionNode` (it becomes the list's ``CollectionNode/dataSource``).
    public init(collectionNode: CollectionNode, cellProvider: @escaping CellProvider) {
        self.cellProvider = cellProvider
        self.collectionNode = collectionNode
        collectionNode.dataSource = self
    }

    /// The key of the item at `indexPath`, if there is one.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemID? {
        guard indexPath.count == 2, snapshot.itemsBySection.indices.contains(indexPath.section),
              snapshot.itemsBySection[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return snapshot.itemsBySection[indexPath.section][indexPath.item]
    }

    /// Where the item with `identifier` is, if it is in the snapshot.
    ///
    /// - Complexity: O(n).
    public func indexPath(for identifier: ItemID) -> IndexPath? {
        for (section, items) in snapshot.itemsBySection.enumerated() {
            if let item = items.firstIndex(of: identifier) { return IndexPath(item: item, section: section) }
        }
        return nil
    }

    /// Shows `newSnapshot`: the items whose keys are new are inserted, those whose keys are gone
    /// deleted, those whose place changed moved, those marked with
    /// ``ListSnapshot/reloadItems(_:)`` reloaded — found with ``IdentityDiff`` in O(n) — and the
    /// list animates the change as a batch update (when `animatingDifferences`).
    ///
    /// - Throws: ``ListError/duplicateKey(_:firstSection:secondSection:)`` for a key given twice,
    ///   ``ListError/unknownSection(_:)`` for items added to a section the snapshot lacks. The
    ///   list and the data source's snapshot are unchanged then.
    /// - Complexity: O(n) for n items in both snapshots, plus the cells made.
    public func apply(_ newSnapshot: ListSnapshot<SectionID, ItemID>, animatingDifferences: Bool = true, completion: ((Bool) -> Void)? = nil) throws(ListError) {
        if let unknown = newSnapshot.unknownSection { throw .unknownSection("\(unknown)") }
        var sectionKeys = Set<SectionID>(minimumCapacity: newSnapshot.sectionIdentifiers.count)
        for key in newSnapshot.sectionIdentifiers where !sectionKeys.insert(key).inserted {
            throw .duplicateKey("\(key)", firstSection: -1, secondSection: -1)
        }
        var itemSections = [ItemID: Int](minimumCapacity: newSnapshot.numberOfItems)
        for (section, items) in newSnapshot.itemsBySection.enumerated() {
            for key in items {
                if let first = itemSections.updateValue(section, forKey: key) {
                    throw .duplicateKey("\(key)", firstSection: first, secondSection: section)
                }
            }
        }
        guard let list = collectionNode, list.dataSource === self, list.hasLoadedData else {
            snapshot = newSnapshot
            collectionNode?.reloadData()
            completion?(true)
            return
        }
        let old = list.model
        guard old.sections.count == snapshot.sectionIdentifiers.count,
              zip(old.sections, snapshot.itemsBySection).allSatisfy({ $0.items.count == $1.count }) else {
            // The list does not show the old snapshot (it was never loaded from it): load anew.
            snapshot = newSnapshot
            list.reloadData()
            completion?(true)
            return
        }
        var fresh = ListModel()
        fresh.nextID = old.nextID
        // Sections by key.
        var oldSections = [SectionID: ListSectionRecord](minimumCapacity: old.sections.count)
        for (index, key) in snapshot.sectionIdentifiers.enumerated() { oldSections[key] = old.sections[index] }
        // Items by key, through the keyed diff of the flattened orderings.
        let oldRecords = old.sections.flatMap(\.items.records)
        let diff = IdentityDiff(from: snapshot.itemIdentifiers, to: newSnapshot.itemIdentifiers)
        var position = 0
        for (index, key) in newSnapshot.sectionIdentifiers.enumerated() {
            let keys = newSnapshot.itemsBySection[index]
            var items: [ListItemRecord] = []
            items.reserveCapacity(keys.count)
            for itemKey in keys {
                let source = diff.sourceIndexes[position]
                position += 1
                if source >= 0, !newSnapshot.reloadedItemIdentifiers.contains(itemKey) {
                    items.append(oldRecords[source])
                } else {
                    items.append(ListItemRecord(id: fresh.makeID()))
                }
            }
            if var section = oldSections[key] {
                section.items = ListItems(items)
                fresh.sections.append(section)
            } else {
                fresh.sections.append(ListSectionRecord(
                    id: fresh.makeID(), items: ListItems(items),
                    header: supplementaryProvider?(list, .header, key) != nil ? .nan : nil,
                    footer: supplementaryProvider?(list, .footer, key) != nil ? .nan : nil
                ))
            }
        }
        var applied = newSnapshot
        applied.reloadedItemIdentifiers = []
        snapshot = applied
        list.commit(fresh, animated: animatingDifferences, completion: completion)
    }

    // MARK: - CollectionNodeDataSource

    public func numberOfSections(in collectionNode: CollectionNode) -> Int {
        snapshot.numberOfSections
    }

    public func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int {
        snapshot.itemsBySection.indices.contains(section) ? snapshot.itemsBySection[section].count : 0
    }

    public func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> CellNodeBlock {
        cellProvider(collectionNode, indexPath, snapshot.itemsBySection[indexPath.section][indexPath.item])
    }

    public func collectionNode(_ collectionNode: CollectionNode, nodeBlockForSupplementaryElementOf kind: SupplementaryKind, inSection section: Int) -> CellNodeBlock? {
        guard snapshot.sectionIdentifiers.indices.contains(section) else { return nil }
        return supplementaryProvider?(collectionNode, kind, snapshot.sectionIdentifiers[section])
    }
}

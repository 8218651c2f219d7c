import Foundation

/// The state of a list's data as sections and items identified by keys (UIKit's
/// `NSDiffableDataSourceSnapshot`, Listable's content): build one, hand it to
/// ``ListDataSource/apply(_:animatingDifferences:completion:)``, and the list animates from what
/// it shows to it — inserts, deletes and moves found by key in O(n).
///
/// ```swift
/// var snapshot = ListSnapshot<String, Int>()
/// snapshot.appendSections(["todo"])
/// snapshot.appendItems([3, 1, 2], toSection: "todo")
/// ```
///
/// Keys identify items across snapshots: an item whose key is in both is the same item (moved
/// if its place changed). Mark an item whose content changed with ``reloadItems(_:)``: it gets a
/// new cell. Keys must be unique — sections among sections, items among all items; a snapshot
/// that repeats one is refused by `apply` with ``ListError/duplicateKey(_:firstSection:secondSection:)``.
public struct ListSnapshot<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
    /// The sections' keys, in order.
    public private(set) var sectionIdentifiers: [SectionID] = []
    /// Each section's items' keys.
    var itemsBySection: [[ItemID]] = []
    /// The items marked as changed.
    public internal(set) var reloadedItemIdentifiers: Set<ItemID> = []
    /// A section key that items were appended to without being in the snapshot.
    var unknownSection: SectionID?

    /// An empty snapshot.
    public init() {}

    /// The number of sections.
    public var numberOfSections: Int { sectionIdentifiers.count }
    /// The number of items in all sections.
    public var numberOfItems: Int { itemsBySection.reduce(0) { $0 + $1.count } }
    /// Every item's key, section after section.
    public var itemIdentifiers: [ItemID] { itemsBySection.flatMap { $0 } }

    /// The keys of the items in `section` (empty for a section the snapshot lacks).
    public func itemIdentifiers(inSection section: SectionID) -> [ItemID] {
        sectionIdentifiers.firstIndex(of: section).map { itemsBySection[$0] } ?? []
    }

    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [SectionID]) {
        sectionIdentifiers += identifiers
        itemsBySection += identifiers.map { _ in [] }
    }

    /// Adds items at the end of `section` (the last section when nil). Items added to a section
    /// the snapshot lacks make `apply` fail with ``ListError/unknownSection(_:)``.
    public mutating func appendItems(_ identifiers: [ItemID], toSection section: SectionID? = nil) {
        let index = section.flatMap { sectionIdentifiers.firstIndex(of: $0) } ?? (section == nil ? sectionIdentifiers.indices.last : nil)
        guard let index else {
            if let section { unknownSection = section }
            return
        }
        itemsBySection[index] += identifiers
    }

    /// Removes the items with these keys, wherever they are.
    public mutating func deleteItems(_ identifiers: [ItemID]) {
        let removed = Set(identifiers)
        for index in itemsBySection.indices { itemsBySection[index].removeAll { removed.contains($0) } }
    }

    /// Removes sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionID]) {
        let removed = Set(identifiers)
        for index in sectionIdentifiers.indices.reversed() where removed.contains(sectionIdentifiers[index]) {
            sectionIdentifiers.remove(at: index)
            itemsBySection.remove(at: index)
        }
    }

    /// Marks items whose content changed: `apply` gives them new cells.
    public mutating func reloadItems(_ identifiers: [ItemID]) {
        reloadedItemIdentifiers.formUnion(identifiers)
    }

    /// Sets the items of `section` to `identifiers`, in order (a sort or a shuffle).
    public mutating func setItems(_ identifiers: [ItemID], inSection section: SectionID) {
        guard let index = sectionIdentifiers.firstIndex(of: section) else {
            unknownSection = section
            return
        }
        itemsBySection[index] = identifiers
    }
}

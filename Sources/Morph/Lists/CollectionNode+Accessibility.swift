import Foundation

/// A list is the selection container of its item cells (AT-SPI's `Selection` interface): a
/// screen reader reads which items are selected and selects one as a tap does — the delegate is
/// asked (`shouldSelectItemAt`) and told (`didSelectItemAt`, `didDeselectItemAt`). Headers and
/// footers cannot be selected.
extension CollectionNode: AccessibilitySelectionContainer {
    /// ``AccessibilitySelectionMode/multiple`` with ``allowsMultipleSelection``, else
    /// ``AccessibilitySelectionMode/single``.
    public var accessibilitySelectionMode: AccessibilitySelectionMode {
        allowsMultipleSelection ? .multiple : .single
    }

    /// Whether `item` is a cell of one of the list's items while the list allows selection.
    public func accessibilityIsSelectable(_ item: DisplayNode) -> Bool {
        allowsSelection && accessibilityItem(item) != nil
    }

    /// Whether `item` is the cell of a selected item.
    public func accessibilityIsSelected(_ item: DisplayNode) -> Bool {
        guard let (_, id) = accessibilityItem(item) else { return false }
        return selectedItemIDs.contains(id)
    }

    /// Selects `item`'s item as a tap does (asking the delegate), or deselects it (telling the
    /// delegate); returns whether the item's selection is now as asked.
    public func accessibilitySetSelected(_ selected: Bool, for item: DisplayNode) -> Bool {
        guard allowsSelection, let (indexPath, id) = accessibilityItem(item) else { return false }
        guard selectedItemIDs.contains(id) != selected else { return true }
        if selected {
            userSelectItem(at: indexPath)
        } else {
            selectedItemIDs.remove(id)
            cells[id]?.isSelected = false
            collectionDelegate?.collectionNode(self, didDeselectItemAt: indexPath)
        }
        return selectedItemIDs.contains(id) == selected
    }

    /// The index path and identity of the item whose live cell `node` is.
    private func accessibilityItem(_ node: DisplayNode) -> (IndexPath, UInt64)? {
        guard let cell = node as? CellNode, cell.owningList === self, let indexPath = cell.indexPath, model.contains(indexPath) else { return nil }
        let id = model.sections[indexPath.section].items[indexPath.item].id
        guard cells[id] === cell else { return nil }
        return (indexPath, id)
    }

    // MARK: - Reading order and counts for assistive technology

    /// The live headers, items and footers in the list's order, then the other subnodes in
    /// subnode order.
    ///
    /// - Complexity: O(k log k) in the live cells.
    var accessibilityReadingOrder: [DisplayNode] {
        var ordered: [(key: (Int, Int, Int), node: CellNode)] = []
        ordered.reserveCapacity(cells.count + supplementaries.count)
        for cell in cells.values {
            guard let indexPath = cell.indexPath else { continue }
            ordered.append(((indexPath.section, 1, indexPath.item), cell))
        }
        for live in supplementaries.values {
            ordered.append(((live.section, live.kind == .header ? 0 : 2, 0), live.node))
        }
        ordered.sort { $0.key < $1.key }
        var result: [DisplayNode] = ordered.map(\.node)
        let listed = Set(result.map(ObjectIdentifier.init))
        result += subnodes.filter { !listed.contains(ObjectIdentifier($0)) }
        return result
    }

    /// The number of items in all sections (the list's total for assistive technology).
    ///
    /// - Complexity: O(sections).
    var totalItemCount: Int {
        model.sections.reduce(0) { $0 + $1.items.count }
    }

    /// The place of `indexPath` among all items, sections one after the other.
    ///
    /// - Complexity: O(sections).
    func flatPosition(of indexPath: IndexPath) -> Int {
        model.sections.prefix(indexPath.section).reduce(0) { $0 + $1.items.count } + indexPath.item
    }
}

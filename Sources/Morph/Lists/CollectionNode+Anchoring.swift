import Foundation

/// The item that keeps its place on screen while extents above it change: its identity and the
/// distance from the viewport's start to its start.
struct ListAnchor {
    let itemID: UInt64
    let distance: Double
}

extension CollectionNode {
    // MARK: - Anchoring

    /// The first visible item and where it is on screen, if a cell is visible.
    func currentAnchor() -> ListAnchor? {
        var best: (indexPath: IndexPath, id: UInt64)?
        for id in visibleItemIDs {
            guard let indexPath = cells[id]?.indexPath, model.contains(indexPath) else { continue }
            if best == nil || indexPath < best!.indexPath { best = (indexPath, id) }
        }
        guard let best else { return nil }
        let start = axisSpan(geometry.frame(ofItem: best.indexPath, in: model)).start
        return ListAnchor(itemID: best.id, distance: start - Double(contentOffset[scrollAxis]))
    }

    /// Moves the offset so that the anchor's item is where it was on screen (nothing when the
    /// item has no cell any more, or the list is at its start).
    func restore(_ anchor: ListAnchor?) {
        guard let anchor, let indexPath = cells[anchor.itemID]?.indexPath, model.contains(indexPath) else { return }
        let offset = Double(contentOffset[scrollAxis])
        guard offset > Double(minimumContentOffset[scrollAxis]) else { return }
        let start = axisSpan(geometry.frame(ofItem: indexPath, in: model)).start
        shiftContent(along: scrollAxis, by: CGFloat(start - anchor.distance - offset))
    }

    // MARK: - Following a new model

    /// After a model swap: gives each live cell and supplementary node its new index path and
    /// section, and returns the cells and supplementary nodes whose items or sections are gone
    /// (taken out of the live sets, still subnodes). Selection and the keyboard focus follow
    /// their items; those of items gone are dropped.
    ///
    /// - Complexity: O(n) in the items (one hash lookup each while live cells remain unfound).
    func remapLiveNodes() -> (cells: [CellNode], supplementaries: [CellNode]) {
        for cell in cells.values { cell.indexPath = nil }
        var unfound = cells.count
        var selected: Set<UInt64> = []
        let tracksSelection = !selectedItemIDs.isEmpty
        var focusFound = false
        var liveSections: [SupplementaryKey: Int] = [:]
        let live = ListIDFilter(cells.keys)
        let selectedFilter = ListIDFilter(selectedItemIDs)
        for (sectionIndex, section) in model.sections.enumerated() {
            for kind in SupplementaryKind.allCases {
                let key = SupplementaryKey(sectionID: section.id, kind: kind)
                if supplementaries[key] != nil, (kind == .header ? section.header : section.footer) != nil { liveSections[key] = sectionIndex }
            }
            guard unfound > 0 || tracksSelection || (focusedItemID != nil && !focusFound) else { continue }
            for itemIndex in section.items.indices {
                let id = section.items.id(at: itemIndex)
                if unfound > 0, live.mayContain(id), let cell = cells[id] {
                    cell.indexPath = IndexPath(item: itemIndex, section: sectionIndex)
                    unfound -= 1
                }
                if tracksSelection, selectedFilter.mayContain(id), selectedItemIDs.contains(id) { selected.insert(id) }
                if id == focusedItemID { focusFound = true }
            }
        }
        selectedItemIDs = selected
        if !focusFound { focusedItemID = nil }
        var goneCells: [CellNode] = []
        for (id, cell) in cells where cell.indexPath == nil {
            goneCells.append(cell)
            cells[id] = nil
            cellItemIDs[ObjectIdentifier(cell)] = nil
            if visibleItemIDs.remove(id) != nil { collectionDelegate?.collectionNode(self, didEndDisplayingItemWith: cell) }
        }
        var goneSupplementaries: [CellNode] = []
        for (key, live) in supplementaries {
            if let section = liveSections[key] {
                supplementaries[key]?.section = section
            } else {
                goneSupplementaries.append(live.node)
                supplementaries[key] = nil
            }
        }
        return (goneCells, goneSupplementaries)
    }
}

import Foundation

extension CollectionNode {
    // MARK: - Selection

    /// The selected items, in order.
    ///
    /// - Complexity: O(n) in the items while something is selected.
    public var indexPathsForSelectedItems: [IndexPath] {
        guard !selectedItemIDs.isEmpty else { return [] }
        var result: [IndexPath] = []
        for (sectionIndex, section) in model.sections.enumerated() {
            for itemIndex in section.items.indices where selectedItemIDs.contains(section.items.id(at: itemIndex)) {
                result.append(IndexPath(item: itemIndex, section: sectionIndex))
            }
        }
        return result
    }

    /// The item the arrow keys are on, if any.
    public var indexPathForFocusedItem: IndexPath? {
        guard let focusedItemID else { return nil }
        if let indexPath = cells[focusedItemID]?.indexPath { return indexPath }
        for (sectionIndex, section) in model.sections.enumerated() {
            if let itemIndex = section.items.index(ofID: focusedItemID) { return IndexPath(item: itemIndex, section: sectionIndex) }
        }
        return nil
    }

    /// Selects the item at `indexPath` from code (UIKit's `selectItem(at:animated:scrollPosition:)`):
    /// without multiple selection the others are deselected; the delegate hears nothing. With a
    /// `scrollPosition`, the list scrolls the item there.
    ///
    /// - Throws: ``ListError/indexPathOutOfRange(_:operation:sectionCount:itemCount:)``.
    public func selectItem(at indexPath: IndexPath, animated: Bool = false, scrollPosition: ScrollPosition? = nil) throws(ListError) {
        loadDataIfNeeded()
        try checkItem(indexPath, operation: .select)
        let id = model.sections[indexPath.section].items[indexPath.item].id
        if !allowsMultipleSelection { clearSelection(except: id) }
        selectedItemIDs.insert(id)
        cells[id]?.isSelected = true
        if let scrollPosition { try scrollToItem(at: indexPath, position: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath` from code; the delegate hears nothing. Nothing happens
    /// for an index path outside the list.
    public func deselectItem(at indexPath: IndexPath, animated: Bool = false) {
        guard model.contains(indexPath) else { return }
        let id = model.sections[indexPath.section].items[indexPath.item].id
        selectedItemIDs.remove(id)
        cells[id]?.isSelected = false
    }

    /// Deselects every item but `kept`, telling the delegate when `notifying`.
    private func clearSelection(except kept: UInt64?, notifying: Bool = false) {
        guard !selectedItemIDs.isEmpty else { return }
        let deselected = selectedItemIDs.subtracting(kept.map { [$0] } ?? [])
        guard !deselected.isEmpty else { return }
        let paths = notifying ? indexPathsForSelectedItems : []
        selectedItemIDs.subtract(deselected)
        for id in deselected { cells[id]?.isSelected = false }
        for indexPath in paths where model.contains(indexPath) && deselected.contains(model.sections[indexPath.section].items[indexPath.item].id) {
            collectionDelegate?.collectionNode(self, didDeselectItemAt: indexPath)
        }
    }

    /// A selection by the user (a tap, Return, an arrow key): asks the delegate, deselects the
    /// others (or toggles, with multiple selection) and tells it.
    func userSelectItem(at indexPath: IndexPath) {
        guard allowsSelection, model.contains(indexPath) else { return }
        guard collectionDelegate?.collectionNode(self, shouldSelectItemAt: indexPath) ?? true else { return }
        let id = model.sections[indexPath.section].items[indexPath.item].id
        if allowsMultipleSelection, selectedItemIDs.contains(id) {
            selectedItemIDs.remove(id)
            cells[id]?.isSelected = false
            collectionDelegate?.collectionNode(self, didDeselectItemAt: indexPath)
            return
        }
        if !allowsMultipleSelection { clearSelection(except: id, notifying: true) }
        guard selectedItemIDs.insert(id).inserted else { return }
        cells[id]?.isSelected = true
        collectionDelegate?.collectionNode(self, didSelectItemAt: indexPath)
    }

    // MARK: - Presses

    /// A press on a cell (see ``CellNode/pointerEvent(_:)``): highlighted while down and inside,
    /// selected when it ends inside. The scroll node's delayed content touches make a drag
    /// scroll instead: the cell then gets `.cancelled`, or nothing.
    func cellPointerEvent(_ event: PointerEvent, cell: CellNode) -> Bool {
        switch event.phase {
        case .began:
            guard allowsSelection, let indexPath = cell.indexPath else { return false }
            if collectionDelegate?.collectionNode(self, shouldHighlightItemAt: indexPath) ?? true {
                cell.isHighlighted = true
            }
            highlightedCell = cell
            return true
        case .moved:
            guard highlightedCell === cell, let indexPath = cell.indexPath else { return highlightedCell === cell }
            let inside = CGRect(origin: .zero, size: cell.bounds.size).contains(event.locationInNode)
            cell.isHighlighted = inside && (collectionDelegate?.collectionNode(self, shouldHighlightItemAt: indexPath) ?? true)
            return true
        case .ended:
            guard highlightedCell === cell else { return false }
            highlightedCell = nil
            cell.isHighlighted = false
            let inside = CGRect(origin: .zero, size: cell.bounds.size).contains(event.locationInNode)
            if inside, let indexPath = cell.indexPath {
                focusRingVisible = false
                moveFocus(to: cellItemIDs[ObjectIdentifier(cell)])
                userSelectItem(at: indexPath)
            }
            return true
        case .cancelled:
            guard highlightedCell === cell else { return false }
            highlightedCell = nil
            cell.isHighlighted = false
            return true
        case .hovered:
            return false
        }
    }

    // MARK: - Keys

    /// The arrow keys move the selection (and the focus ring) to the neighbouring item, across
    /// sections, and scroll it into view; Return selects the focused item. Other keys scroll.
    func handleSelectionKey(_ event: KeyEvent) -> Bool {
        guard event.phase == .down, allowsSelection, hasLoadedData, model.itemCount > 0 else { return false }
        let columns = layoutStorage.resolvedColumns
        let step: Int
        switch (event.key, layoutStorage.axis) {
        case (.down, .vertical): step = columns
        case (.up, .vertical): step = -columns
        case (.right, .vertical) where columns > 1: step = 1
        case (.left, .vertical) where columns > 1: step = -1
        case (.right, .horizontal): step = 1
        case (.left, .horizontal): step = -1
        case (.return, _):
            guard let indexPath = indexPathForFocusedItem else { return false }
            userSelectItem(at: indexPath)
            return true
        default: return false
        }
        let target: IndexPath
        if let current = indexPathForFocusedItem {
            guard let next = neighbour(of: current, step: step) else { return true }
            target = next
        } else {
            guard let first = indexPathsForVisibleItems.first ?? firstItem() else { return false }
            target = first
        }
        focusRingVisible = true
        moveFocus(to: model.sections[target.section].items[target.item].id)
        userSelectItem(at: target)
        try? scrollToItem(at: target, position: .nearest, animated: true)
        return true
    }

    /// The first item of the list.
    private func firstItem() -> IndexPath? {
        guard let section = model.sections.firstIndex(where: { !$0.items.isEmpty }) else { return nil }
        return IndexPath(item: 0, section: section)
    }

    /// The item `step` places from `indexPath`, across sections (nil past either end).
    private func neighbour(of indexPath: IndexPath, step: Int) -> IndexPath? {
        var section = indexPath.section
        var item = indexPath.item + step
        while section >= 0, section < model.sections.count {
            let count = model.sections[section].items.count
            if item >= 0, item < count { return IndexPath(item: item, section: section) }
            if item < 0 {
                section -= 1
                guard section >= 0 else { return nil }
                item += model.sections[section].items.count
            } else {
                item -= count
                section += 1
            }
        }
        return nil
    }

    /// Moves the keyboard focus (and its ring) to an item.
    func moveFocus(to id: UInt64?) {
        if let old = focusedItemID { cells[old]?.showsFocusRing = false }
        focusedItemID = id
        if let id { cells[id]?.showsFocusRing = focusRingVisible }
    }

    // MARK: - Scrolling to an item

    /// Scrolls so that the item at `indexPath` is at `position` in the viewport (less the
    /// content insets), within the scrollable range (UIKit's `scrollToItem(at:at:animated:)`).
    /// An item never measured is measured on the way: not animated, the list lands on its
    /// measured frame; animated, the motion follows the corrections.
    ///
    /// - Throws: ``ListError/indexPathOutOfRange(_:operation:sectionCount:itemCount:)`` for an
    ///   index path outside the list (nothing moves).
    public func scrollToItem(at indexPath: IndexPath, position: ScrollPosition, animated: Bool) throws(ListError) {
        loadDataIfNeeded()
        try checkItem(indexPath, operation: .scroll)
        guard animated else {
            // Twice: the first jump measures the items around the target.
            for _ in 0..<2 {
                performWithoutAnimation { contentOffset = offset(showing: indexPath, at: position) }
                updateRanges()
            }
            return
        }
        setContentOffset(offset(showing: indexPath, at: position), animated: true)
    }

    /// The offset that shows the item at `position`, clamped.
    private func offset(showing indexPath: IndexPath, at position: ScrollPosition) -> CGPoint {
        let span = axisSpan(geometry.frame(ofItem: indexPath, in: model))
        let axis = scrollAxis
        let length = Double(bounds.size[axis])
        let before = Double(axis == .vertical ? contentInset.top : contentInset.left)
        let after = Double(axis == .vertical ? contentInset.bottom : contentInset.right)
        let current = Double((motionTarget ?? contentOffset)[axis])
        let along: Double
        switch position {
        case .start: along = span.start - before
        case .center: along = (span.start + span.end) / 2 - (length - before - after) / 2 - before
        case .end: along = span.end - length + after
        case .nearest:
            if span.start < current + before || span.end - span.start > length - before - after {
                along = span.start - before
            } else if span.end > current + length - after {
                along = span.end - length + after
            } else {
                along = current
            }
        }
        var offset = contentOffset
        offset[axis] = CGFloat(along)
        return clampedOffset(offset)
    }

    // MARK: - Size changes of cells

    /// A cell asked to be measured again (``CellNode/invalidateSize(animated:)``): the list
    /// animates it and its neighbours to their new frames.
    func cellDidInvalidateSize(_ cell: CellNode, animated: Bool) {
        guard let id = cellItemIDs[ObjectIdentifier(cell)], let indexPath = cell.indexPath, model.contains(indexPath),
              let size = measure(cell, at: indexPath) else { return }
        var fresh = model
        fresh.sections[indexPath.section].items[indexPath.item].extent = Double(layoutStorage.axis == .vertical ? size.height : size.width)
        _ = id
        commit(fresh, animated: animated, completion: nil)
    }
}

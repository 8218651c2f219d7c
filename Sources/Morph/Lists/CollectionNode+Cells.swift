import Foundation
@_spi(MorphInternals) import MorphLayout

extension CollectionNode {
    // MARK: - Making and measuring cells

    /// Makes (or takes the prepared) cell of the item at `indexPath` and measures it, or measures
    /// its live cell again when its measurement was dropped. Returns whether an extent changed.
    @discardableResult
    func materialiseItem(_ indexPath: IndexPath) -> Bool {
        let record = model.sections[indexPath.section].items[indexPath.item]
        if let cell = cells[record.id] {
            guard !record.isMeasured, let size = measure(cell, at: indexPath) else { return false }
            return recordExtent(of: size, at: indexPath)
        }
        guard !failedItemIDs.contains(record.id) else { return false }
        let node: CellNode
        let size: CGSize
        if let prepared = preparedCells.removeValue(forKey: record.id), prepared.generation == modelGeneration {
            node = prepared.node
            size = prepared.size
        } else {
            guard let made = makeCell(at: indexPath, id: record.id), let measured = measure(made, at: indexPath) else {
                failedItemIDs.insert(record.id)
                return false
            }
            node = made
            size = measured
        }
        if let existing = cellItemIDs[ObjectIdentifier(node)] {
            reportError(ListError.duplicateNode(indexPath, existing: cells[existing]?.indexPath ?? indexPath))
            failedItemIDs.insert(record.id)
            return false
        }
        let changed = recordExtent(of: size, at: indexPath)
        install(node, id: record.id, at: indexPath)
        return changed
    }

    /// The cell the data source makes for `indexPath`, after checking that the data source still
    /// agrees with the list about the section's count.
    private func makeCell(at indexPath: IndexPath, id: UInt64) -> CellNode? {
        guard let block = nodeBlock(at: indexPath) else { return nil }
        return DisplayNode.withAnimator(animator) { block() }
    }

    /// The data source's node block for `indexPath`, or nil (reported) when the data source's
    /// count for the section differs from the list's.
    func nodeBlock(at indexPath: IndexPath) -> CellNodeBlock? {
        guard let dataSource else { return nil }
        let known = model.sections[indexPath.section].items.count
        let reported = dataSource.collectionNode(self, numberOfItemsInSection: indexPath.section)
        guard reported == known else {
            reportError(ListError.dataSourceChangedWithoutUpdate(section: indexPath.section, known: known, reported: reported))
            return nil
        }
        return dataSource.collectionNode(self, nodeBlockForItemAt: indexPath)
    }

    /// The size range an item's cell is measured in: the delegate's, else the item's exact extent
    /// across the axis and any extent along it.
    func constrainedSize(forItemAt indexPath: IndexPath) -> SizeRange {
        if let range = collectionDelegate?.collectionNode(self, constrainedSizeForItemAt: indexPath) { return range }
        return constrainedSize(acrossExtent: geometry.layout.itemCrossExtent(in: geometry.crossExtent))
    }

    /// Exactly `cross` across the axis, anything along it.
    func constrainedSize(acrossExtent cross: Double) -> SizeRange {
        let cross = CGFloat(cross)
        return layoutStorage.axis == .vertical
            ? SizeRange(uncheckedMin: CGSize(width: cross, height: 0), max: CGSize(width: cross, height: .infinity))
            : SizeRange(uncheckedMin: CGSize(width: 0, height: cross), max: CGSize(width: .infinity, height: cross))
    }

    /// Measures a cell on the main actor; nil (reported) for a failed measurement or a size that
    /// is not finite.
    func measure(_ node: CellNode, at indexPath: IndexPath) -> CGSize? {
        let size: CGSize
        do {
            size = try node.layoutThatFits(constrainedSize(forItemAt: indexPath), parentSize: bounds.size, context: rootLayoutContext).size
        } catch {
            reportError(ListError.cellMeasurementFailed(indexPath, reason: "\(error)"))
            return nil
        }
        return checkedSize(size, at: indexPath)
    }

    /// `size` when it is finite and not negative, else nil (reported).
    func checkedSize(_ size: CGSize, at indexPath: IndexPath) -> CGSize? {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            reportError(ListError.invalidCellSize(indexPath, width: size.width, height: size.height))
            return nil
        }
        return size
    }

    /// Records an item's measured size along the axis; returns whether its line's extent changed.
    func recordExtent(of size: CGSize, at indexPath: IndexPath) -> Bool {
        let extent = Double(layoutStorage.axis == .vertical ? size.height : size.width)
        let wasMeasured = model.sections[indexPath.section].items[indexPath.item].isMeasured
        let (slot, delta) = geometry.setExtent(extent, ofItem: indexPath, in: &model)
        if !wasMeasured { recordMeasuredExtent(extent) }
        return applyExtentChange(slot: slot, delta: delta)
    }

    /// After slot `slot` changed by `delta`: the content size follows, and when the slot starts
    /// above the viewport the offset moves by `delta`, so what is on screen stays still.
    func applyExtentChange(slot: Int, delta: Double) -> Bool {
        guard delta != 0 else { return false }
        updateContentSize()
        let start = geometry.span(ofSlot: slot).start
        let offset = Double(contentOffset[scrollAxis])
        if start < offset {
            shiftContent(along: scrollAxis, by: CGFloat(delta))
            lastRangeStart = lastRangeStart.map { $0 + delta }
        }
        return true
    }

    /// Adds a made cell to the list.
    private func install(_ node: CellNode, id: UInt64, at indexPath: IndexPath) {
        node.owner = WeakNode(self)
        node.indexPath = indexPath
        node.isSelected = selectedItemIDs.contains(id)
        node.showsFocusRing = focusedItemID == id
        cells[id] = node
        cellItemIDs[ObjectIdentifier(node)] = id
        node.setInterfaceState(.preload)
        performWithoutAnimation { node.frame = geometry.frame(ofItem: indexPath, in: model) }
        do {
            try addSubnode(node)
            try node.layoutIfNeeded()
        } catch {
            reportError(error)
        }
    }

    /// Releases an item's cell: it leaves the ranges (downloads cancelled), leaves the list and,
    /// unless kept elsewhere, is freed.
    func releaseCell(_ id: UInt64) {
        guard let cell = cells.removeValue(forKey: id) else { return }
        cellItemIDs[ObjectIdentifier(cell)] = nil
        if visibleItemIDs.remove(id) != nil { collectionDelegate?.collectionNode(self, didEndDisplayingItemWith: cell) }
        detach(cell)
    }

    /// Takes a node out of the list: no state, no supernode, no owner.
    func detach(_ node: CellNode) {
        if highlightedCell === node {
            highlightedCell = nil
            node.isHighlighted = false
        }
        node.setInterfaceState(.none)
        do { try node.removeFromSupernode() } catch { reportError(error) }
        node.owner = WeakNode(nil)
        node.indexPath = nil
    }

    // MARK: - Supplementary nodes

    /// Makes and measures a section's header or footer when it has one and it is missing or
    /// unmeasured; returns whether an extent changed.
    @discardableResult
    func materialiseSupplementary(_ kind: SupplementaryKind, section: Int) -> Bool {
        let record = model.sections[section]
        guard let extent = kind == .header ? record.header : record.footer else { return false }
        let key = SupplementaryKey(sectionID: record.id, kind: kind)
        let node: CellNode
        if let live = supplementaries[key] {
            guard extent.isNaN else { return false }
            node = live.node
        } else {
            guard !failedSupplementaries.contains(key),
                  let block = dataSource?.collectionNode(self, nodeBlockForSupplementaryElementOf: kind, inSection: section) else { return false }
            node = DisplayNode.withAnimator(animator) { block() }
            if cellItemIDs[ObjectIdentifier(node)] != nil || supplementaries.values.contains(where: { $0.node === node }) {
                reportError(ListError.duplicateNode(IndexPath(item: -1, section: section), existing: IndexPath(item: -1, section: section)))
                failedSupplementaries.insert(key)
                return false
            }
        }
        let size: CGSize
        do {
            size = try node.layoutThatFits(constrainedSize(acrossExtent: geometry.crossExtent), parentSize: bounds.size, context: rootLayoutContext).size
        } catch {
            reportError(ListError.cellMeasurementFailed(IndexPath(item: -1, section: section), reason: "\(error)"))
            failedSupplementaries.insert(key)
            return false
        }
        guard let size = checkedSize(size, at: IndexPath(item: -1, section: section)) else {
            failedSupplementaries.insert(key)
            return false
        }
        let along = Double(layoutStorage.axis == .vertical ? size.height : size.width)
        guard let (slot, delta) = geometry.setExtent(along, of: kind, section: section, in: &model) else { return false }
        let changed = applyExtentChange(slot: slot, delta: delta)
        if supplementaries[key] == nil {
            supplementaries[key] = LiveSupplementary(node: node, section: section, kind: kind)
            node.owner = WeakNode(self)
            node.supplementaryKind = kind
            node.setInterfaceState(.preload)
            performWithoutAnimation {
                if kind == .header { node.zPosition = 1 }
                if let frame = geometry.frame(of: kind, section: section, in: model) { node.frame = frame }
            }
            do {
                try addSubnode(node)
                try node.layoutIfNeeded()
            } catch {
                reportError(error)
            }
        }
        return changed
    }

    /// Releases a header or footer.
    func releaseSupplementary(_ key: SupplementaryKey) {
        guard let live = supplementaries.removeValue(forKey: key) else { return }
        detach(live.node)
        live.node.supplementaryKind = nil
    }

    // MARK: - Preparing ahead, off the main actor

    /// Makes and measures the cell of `indexPath` off the main actor; the range controller
    /// installs it when it arrives (if the model did not change meanwhile).
    func startPreparation(of indexPath: IndexPath, id: UInt64) {
        guard let block = nodeBlock(at: indexPath) else {
            failedItemIDs.insert(id)
            return
        }
        let range = constrainedSize(forItemAt: indexPath)
        let parentSize = bounds.size
        let context = rootLayoutContext
        let animator = self.animator
        let generation = modelGeneration
        preparations[id] = Task { [weak self] in
            let prepared = await Self.prepare(block, range: range, parentSize: parentSize, context: context, animator: animator)
            guard let self, !Task.isCancelled, generation == modelGeneration else { return }
            preparations[id] = nil
            guard let size = prepared.size else {
                failedItemIDs.insert(id)
                reportError(ListError.invalidCellSize(indexPath, width: .nan, height: .nan))
                return
            }
            preparedCells[id] = PreparedCell(node: prepared.node, size: size, generation: generation)
            setNeedsRangeUpdate()
        }
    }

    /// Makes a cell and measures it on a background thread.
    private nonisolated static func prepare(_ block: @escaping CellNodeBlock, range: SizeRange, parentSize: CGSize, context: LayoutContext, animator: Animator) async -> (node: CellNode, size: CGSize?) {
        await Task.detached(priority: .userInitiated) {
            let node = DisplayNode.withAnimator(animator) { block() }
            // A failed measurement comes back as no size: the list reports it on the main actor.
            let size = try? node.layoutThatFits(range, parentSize: parentSize, context: context).size
            let valid = size.flatMap { $0.width.isFinite && $0.height.isFinite && $0.width >= 0 && $0.height >= 0 ? $0 : nil }
            return (node, valid)
        }.value
    }

    /// Waits until no preparation is in flight (tests and tools that want the preload range
    /// filled before they look).
    public func waitForPreparedCells() async {
        while let task = preparations.values.first {
            await task.value
            // A finished task removed itself; a cancelled one may not have.
            if let id = preparations.first(where: { $0.value == task })?.key { preparations[id] = nil }
        }
        updateRanges()
    }
}

import Foundation

extension CollectionNode {
    // MARK: - Batch updates

    /// Applies the changes that `updates` records — ``insertItems(at:)``, ``deleteItems(at:)``,
    /// ``reloadItems(at:)``, ``moveItem(at:to:)`` and their section counterparts — after checking
    /// them against the data source, which must already hold the new data (UIKit's and Texture's
    /// `performBatchUpdates`).
    ///
    /// Deletions, reloads and move sources name index paths before the update; insertions and
    /// move destinations after it. Animated, inserted cells fade in, deleted ones fade out and
    /// are removed after the animation, and every other cell moves to its new frame — moves are
    /// moves, not a deletion and an insertion (see ``animateListUpdate(_:)``). The content offset
    /// stays (within the new content).
    ///
    /// - Parameters:
    ///   - animated: whether the change animates (true by default).
    ///   - updates: records the changes; it runs at once, before the method returns.
    ///   - completion: called with true when the animation ended (at once when not animated),
    ///     false when another update replaced it first. Not called after an error.
    /// - Throws: a ``ListError`` when the changes do not add up with the data source's counts, an
    ///   index path or section is out of range, an item appears twice, or an item change falls in
    ///   a section the update inserts or deletes. The list is then exactly as it was.
    /// - Complexity: O(n + u log u) for n items and u changes, plus the cells made for the new
    ///   ranges.
    public func performBatchUpdates(animated: Bool = true, _ updates: () -> Void, completion: ((Bool) -> Void)? = nil) throws(ListError) {
        loadDataIfNeeded()
        let outer = recordingBatch
        recordingBatch = ListBatch()
        updates()
        let batch = recordingBatch ?? ListBatch()
        recordingBatch = outer
        let fresh = try validatedModel(applying: batch)
        commit(fresh, animated: animated, completion: completion)
    }

    /// Records the insertion of items at `indexPaths` (after the update). Outside
    /// ``performBatchUpdates(animated:_:completion:)`` it is applied at once, animated, and an
    /// error goes to the ``DisplayNode/errorHandler``.
    public func insertItems(at indexPaths: [IndexPath]) {
        record { $0.insertedItems += indexPaths }
    }

    /// Records the deletion of the items at `indexPaths` (before the update).
    public func deleteItems(at indexPaths: [IndexPath]) {
        record { $0.deletedItems += indexPaths }
    }

    /// Records that the items at `indexPaths` (before the update) changed: each gets a new cell,
    /// which cross-fades with the old one and takes its new size.
    public func reloadItems(at indexPaths: [IndexPath]) {
        record { $0.reloadedItems += indexPaths }
    }

    /// Records the move of the item at `indexPath` (before) to `newIndexPath` (after); its cell
    /// moves there.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedItems.append((indexPath, newIndexPath)) }
    }

    /// Records the insertion of `sections` (after the update).
    public func insertSections(_ sections: [Int]) {
        record { $0.insertedSections += sections }
    }

    /// Records the deletion of `sections` (before the update).
    public func deleteSections(_ sections: [Int]) {
        record { $0.deletedSections += sections }
    }

    /// Records that `sections` (before the update) changed as a whole: their items and
    /// supplementary nodes are made anew.
    public func reloadSections(_ sections: [Int]) {
        record { $0.reloadedSections += sections }
    }

    /// Records the move of section `section` (before) to `newSection` (after).
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append((section, newSection)) }
    }

    /// Adds to the batch being recorded, or applies a batch of this change alone.
    private func record(_ change: (inout ListBatch) -> Void) {
        if recordingBatch != nil {
            change(&recordingBatch!)
            return
        }
        do {
            try performBatchUpdates({ change(&self.recordingBatch!) })
        } catch {
            reportError(error)
        }
    }

    // MARK: - Checking a batch

    /// The model after `batch`, checked against the data source; throws without touching
    /// anything when it does not add up.
    func validatedModel(applying batch: ListBatch) throws(ListError) -> ListModel {
        let old = model
        guard let dataSource else { return old }
        let oldCount = old.sections.count

        // Sections.
        func checkOld(_ section: Int, _ operation: ListError.Operation) throws(ListError) {
            guard (0..<oldCount).contains(section) else { throw .sectionOutOfRange(section, operation: operation, sectionCount: oldCount) }
        }
        var deletedSections = Set<Int>(), reloadedSections = Set<Int>(), movedOutSections = Set<Int>()
        for section in batch.deletedSections {
            try checkOld(section, .delete)
            guard deletedSections.insert(section).inserted else { throw .duplicateIndexPath(IndexPath(item: -1, section: section), operation: .delete) }
        }
        for section in batch.reloadedSections {
            try checkOld(section, .reload)
            guard !deletedSections.contains(section), reloadedSections.insert(section).inserted else { throw .duplicateIndexPath(IndexPath(item: -1, section: section), operation: .reload) }
        }
        for move in batch.movedSections {
            try checkOld(move.from, .moveSource)
            guard !deletedSections.contains(move.from), !reloadedSections.contains(move.from), movedOutSections.insert(move.from).inserted else {
                throw .duplicateIndexPath(IndexPath(item: -1, section: move.from), operation: .moveSource)
            }
        }
        let newCount = dataSource.numberOfSections(in: self)
        guard newCount >= 0 else { throw .negativeCount(section: -1, count: newCount) }
        let insertedSectionCount = Set(batch.insertedSections).count
        guard oldCount - deletedSections.count + insertedSectionCount == newCount else {
            if batch.insertedSections.isEmpty, deletedSections.isEmpty {
                throw .dataSourceChangedWithoutUpdate(section: -1, known: oldCount, reported: newCount)
            }
            throw .sectionCountMismatch(before: oldCount, inserted: insertedSectionCount, deleted: deletedSections.count, reported: newCount)
        }
        // The old section at each new position: −1 for an insertion.
        var sectionSource = [Int](repeating: -2, count: newCount)
        for section in batch.insertedSections {
            guard (0..<newCount).contains(section) else { throw .sectionOutOfRange(section, operation: .insert, sectionCount: newCount) }
            guard sectionSource[section] == -2 else { throw .duplicateIndexPath(IndexPath(item: -1, section: section), operation: .insert) }
            sectionSource[section] = -1
        }
        for move in batch.movedSections {
            guard (0..<newCount).contains(move.to) else { throw .sectionOutOfRange(move.to, operation: .moveDestination, sectionCount: newCount) }
            guard sectionSource[move.to] == -2 else { throw .duplicateIndexPath(IndexPath(item: -1, section: move.to), operation: .moveDestination) }
            sectionSource[move.to] = move.from
        }
        var nextOld = 0
        for index in 0..<newCount where sectionSource[index] == -2 {
            while deletedSections.contains(nextOld) || movedOutSections.contains(nextOld) { nextOld += 1 }
            sectionSource[index] = nextOld
            nextOld += 1
        }
        var newIndexOfOld = [Int](repeating: -1, count: oldCount)
        for (index, source) in sectionSource.enumerated() where source >= 0 { newIndexOfOld[source] = index }

        // Items, grouped by section.
        var oldChanges: [Int: SectionItemChanges] = [:]
        var newChanges: [Int: SectionItemChanges] = [:]
        func checkOldItem(_ indexPath: IndexPath, _ operation: ListError.Operation) throws(ListError) {
            guard indexPath.count == 2, (0..<oldCount).contains(indexPath.section) else {
                throw .indexPathOutOfRange(indexPath, operation: operation, sectionCount: oldCount, itemCount: nil)
            }
            let items = old.sections[indexPath.section].items.count
            guard (0..<items).contains(indexPath.item) else {
                throw .indexPathOutOfRange(indexPath, operation: operation, sectionCount: oldCount, itemCount: items)
            }
            guard !deletedSections.contains(indexPath.section), !reloadedSections.contains(indexPath.section) else {
                throw .itemInChangedSection(indexPath, operation: operation)
            }
        }
        var newItemCounts: [Int: Int] = [:]
        func reportedCount(_ section: Int) throws(ListError) -> Int {
            if let count = newItemCounts[section] { return count }
            let count = dataSource.collectionNode(self, numberOfItemsInSection: section)
            guard count >= 0 else { throw .negativeCount(section: section, count: count) }
            newItemCounts[section] = count
            return count
        }
        func checkNewItem(_ indexPath: IndexPath, _ operation: ListError.Operation) throws(ListError) {
            guard indexPath.count == 2, (0..<newCount).contains(indexPath.section) else {
                throw .indexPathOutOfRange(indexPath, operation: operation, sectionCount: newCount, itemCount: nil)
            }
            let items = try reportedCount(indexPath.section)
            guard (0..<items).contains(indexPath.item) else {
                throw .indexPathOutOfRange(indexPath, operation: operation, sectionCount: newCount, itemCount: items)
            }
            let source = sectionSource[indexPath.section]
            guard source >= 0, !reloadedSections.contains(source) else { throw .itemInChangedSection(indexPath, operation: operation) }
        }
        func removedAlready(_ indexPath: IndexPath) -> Bool {
            guard let changes = oldChanges[indexPath.section] else { return false }
            return changes.deleted.contains(indexPath.item) || changes.reloaded.contains(indexPath.item) || changes.movedOut.contains(indexPath.item)
        }
        for indexPath in batch.deletedItems {
            try checkOldItem(indexPath, .delete)
            guard !removedAlready(indexPath) else { throw .duplicateIndexPath(indexPath, operation: .delete) }
            oldChanges[indexPath.section, default: SectionItemChanges()].deleted.insert(indexPath.item)
        }
        for indexPath in batch.reloadedItems {
            try checkOldItem(indexPath, .reload)
            guard !removedAlready(indexPath) else { throw .duplicateIndexPath(indexPath, operation: .reload) }
            oldChanges[indexPath.section, default: SectionItemChanges()].reloaded.insert(indexPath.item)
        }
        for move in batch.movedItems {
            try checkOldItem(move.from, .moveSource)
            guard !removedAlready(move.from) else { throw .duplicateIndexPath(move.from, operation: .moveSource) }
            oldChanges[move.from.section, default: SectionItemChanges()].movedOut.insert(move.from.item)
        }
        func placedAlready(_ indexPath: IndexPath) -> Bool {
            guard let changes = newChanges[indexPath.section] else { return false }
            return changes.inserted.contains(indexPath.item) || changes.movedIn[indexPath.item] != nil
        }
        for indexPath in batch.insertedItems {
            try checkNewItem(indexPath, .insert)
            guard !placedAlready(indexPath) else { throw .duplicateIndexPath(indexPath, operation: .insert) }
            newChanges[indexPath.section, default: SectionItemChanges()].inserted.insert(indexPath.item)
        }
        for move in batch.movedItems {
            try checkNewItem(move.to, .moveDestination)
            guard !placedAlready(move.to) else { throw .duplicateIndexPath(move.to, operation: .moveDestination) }
            newChanges[move.to.section, default: SectionItemChanges()].movedIn[move.to.item] = move.from
        }

        // The new model.
        var fresh = ListModel()
        fresh.nextID = old.nextID
        fresh.sections.reserveCapacity(newCount)
        for newIndex in 0..<newCount {
            let source = sectionSource[newIndex]
            if source < 0 || reloadedSections.contains(source) {
                fresh.sections.append(try readSection(newIndex, from: dataSource, model: &fresh))
                continue
            }
            let oldSection = old.sections[source]
            let removed = oldChanges[source] ?? SectionItemChanges()
            let added = newChanges[newIndex] ?? SectionItemChanges()
            let reported = try reportedCount(newIndex)
            let movedIn = added.movedIn.count
            let expected = oldSection.items.count - removed.deleted.count - removed.movedOut.count + added.inserted.count + movedIn
            guard expected == reported else {
                if removed.isEmpty, added.isEmpty {
                    throw .dataSourceChangedWithoutUpdate(section: newIndex, known: oldSection.items.count, reported: reported)
                }
                throw .itemCountMismatch(
                    section: newIndex, before: oldSection.items.count, inserted: added.inserted.count, deleted: removed.deleted.count,
                    movedIn: movedIn, movedOut: removed.movedOut.count, reported: reported
                )
            }
            var section = oldSection
            if removed.isEmpty, added.isEmpty {
                fresh.sections.append(section)
                continue
            }
            // What becomes of each old item (0 stays, 1 leaves, 2 is reloaded) and which new
            // places are taken: flat arrays, so the pass over the items does no hashing.
            var fate = [UInt8](repeating: 0, count: oldSection.items.count)
            for index in removed.deleted { fate[index] = 1 }
            for index in removed.movedOut { fate[index] = 1 }
            for index in removed.reloaded { fate[index] = 2 }
            var taken = [Bool](repeating: false, count: reported)
            var items = [ListItemRecord](repeating: ListItemRecord(id: 0), count: reported)
            for index in added.inserted {
                items[index] = ListItemRecord(id: fresh.makeID())
                taken[index] = true
            }
            for (index, from) in added.movedIn {
                items[index] = old.sections[from.section].items[from.item]
                taken[index] = true
            }
            var next = 0
            // One pass over the records (fresh items make theirs here).
            let records = oldSection.items.records
            for index in records.indices where fate[index] != 1 {
                while taken[next] { next += 1 }
                items[next] = fate[index] == 2 ? ListItemRecord(id: fresh.makeID()) : records[index]
                next += 1
            }
            section.items = ListItems(items)
            fresh.sections.append(section)
        }
        return fresh
    }
}

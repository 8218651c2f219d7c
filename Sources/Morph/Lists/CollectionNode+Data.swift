import Foundation

extension CollectionNode {
    // MARK: - Loading

    /// Reads the data source again and makes every cell anew (Texture's `reloadData`). The old
    /// cells stay on screen until the new ones of the display range are made and measured, in the
    /// same main-actor turn, so nothing flashes (Texture #2536); the offset is kept within the new
    /// content. A data source that reports a negative count is reported to the
    /// ``DisplayNode/errorHandler`` (``ListError/negativeCount(section:count:)``) and the list
    /// keeps what it showed.
    public func reloadData() {
        guard let dataSource else {
            replaceModel(with: ListModel())
            return
        }
        do {
            let fresh = try readModel(from: dataSource)
            replaceModel(with: fresh)
        } catch {
            reportError(error)
        }
    }

    /// Reads the data source once, before the first range pass.
    func loadDataIfNeeded() {
        guard !hasLoadedData, dataSource != nil else { return }
        reloadData()
    }

    /// A model of fresh items for what `dataSource` reports.
    ///
    /// - Complexity: O(s + n) for s sections and n items.
    func readModel(from dataSource: any CollectionNodeDataSource) throws(ListError) -> ListModel {
        var fresh = ListModel()
        fresh.nextID = model.nextID
        let sectionCount = dataSource.numberOfSections(in: self)
        guard sectionCount >= 0 else { throw .negativeCount(section: -1, count: sectionCount) }
        fresh.sections.reserveCapacity(sectionCount)
        for section in 0..<sectionCount {
            fresh.sections.append(try readSection(section, from: dataSource, model: &fresh))
        }
        return fresh
    }

    /// A fresh section record for what `dataSource` reports of `section`.
    func readSection(_ section: Int, from dataSource: any CollectionNodeDataSource, model: inout ListModel) throws(ListError) -> ListSectionRecord {
        let count = dataSource.collectionNode(self, numberOfItemsInSection: section)
        guard count >= 0 else { throw .negativeCount(section: section, count: count) }
        return ListSectionRecord(
            id: model.makeID(),
            items: model.makeItems(count: count),
            header: dataSource.collectionNode(self, nodeBlockForSupplementaryElementOf: .header, inSection: section) != nil ? .nan : nil,
            footer: dataSource.collectionNode(self, nodeBlockForSupplementaryElementOf: .footer, inSection: section) != nil ? .nan : nil
        )
    }

    /// Swaps in a new model without animation: every cell and supplementary node whose item is
    /// gone is released, and the range controller runs.
    func replaceModel(with fresh: ListModel) {
        hasLoadedData = true
        modelGeneration += 1
        cancelPreparations()
        model = fresh
        failedItemIDs.removeAll()
        geometry.rebuild(for: model)
        let gone = remapLiveNodes()
        for node in gone.cells + gone.supplementaries { detach(node) }
        updateContentSize()
        setNeedsRangeUpdate()
    }

    /// Marks every item unmeasured (the cross extent or the layout changed) and runs the ranges.
    func invalidateMeasurements() {
        guard hasLoadedData else { return }
        let anchor = currentAnchor()
        for section in model.sections.indices {
            model.sections[section].items.removeAllExtents()
            if model.sections[section].header != nil { model.sections[section].header = .nan }
            if model.sections[section].footer != nil { model.sections[section].footer = .nan }
        }
        measuredExtentSum = 0
        measuredExtentCount = 0
        nextEstimateRevision = 1
        cancelPreparations()
        modelGeneration += 1
        geometry.rebuild(for: model)
        updateContentSize()
        restore(anchor)
        setNeedsRangeUpdate()
    }

    /// Drops the cells prepared off the main actor and cancels those in flight.
    func cancelPreparations() {
        for task in preparations.values { task.cancel() }
        preparations.removeAll()
        preparedCells.removeAll()
    }

    /// Runs a range pass now (or after the running one).
    func setNeedsRangeUpdate() {
        updateRanges()
    }

    // MARK: - Estimates

    /// Counts a measured item toward the adaptive estimate.
    func recordMeasuredExtent(_ extent: Double) {
        measuredExtentSum += extent
        measuredExtentCount += 1
        if measuredExtentCount >= nextEstimateRevision {
            nextEstimateRevision = measuredExtentCount * 2
            // Inside a range pass the revision waits for the pass's end: one rebuild of the
            // geometry for the whole pass rather than one per doubling.
            if isUpdatingRanges {
                needsEstimateRevision = true
            } else {
                reviseEstimate(force: false)
            }
        }
    }

    /// Sets the geometry's estimate from ``estimatedItemExtent`` or the measured mean; when it
    /// changed, the unmeasured items move (all at once: the geometry counts them, it does not
    /// store them) and the content on screen stays where it is.
    func reviseEstimate(force: Bool) {
        let estimate: Double
        if let fixed = estimatedItemExtentStorage {
            estimate = Double(fixed)
        } else if measuredExtentCount > 0 {
            estimate = (measuredExtentSum / Double(measuredExtentCount)).rounded()
        } else {
            estimate = 44
        }
        guard estimate != geometry.estimate || force else { return }
        guard hasLoadedData else {
            geometry.setEstimate(estimate, in: model)
            return
        }
        let anchor = currentAnchor()
        geometry.setEstimate(estimate, in: model)
        updateContentSize()
        restore(anchor)
    }

    /// Sets the content size from the geometry.
    func updateContentSize() {
        let total = CGFloat(geometry.totalExtent)
        let size = bounds.size
        contentSize = layoutStorage.axis == .vertical
            ? CGSize(width: size.width, height: total)
            : CGSize(width: total, height: size.height)
    }
}

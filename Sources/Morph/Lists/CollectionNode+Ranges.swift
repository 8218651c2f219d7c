import Foundation
@_spi(MorphInternals) import MorphLayout

/// The extents of the visible, display and preload ranges along a list's axis.
struct ListRanges {
    var visible: (start: Double, end: Double)
    var display: (start: Double, end: Double)
    var preload: (start: Double, end: Double)

    static func overlaps(_ span: (start: Double, end: Double), _ range: (start: Double, end: Double)) -> Bool {
        span.end > range.start && span.start < range.end || (span.start == span.end && span.start >= range.start && span.start <= range.end)
    }
}

extension CollectionNode {
    // MARK: - The range controller

    /// The ranges around the visible rect, each reaching further on the leading side (the side
    /// the list last scrolled toward).
    func currentRanges() -> ListRanges {
        let visible = visibleRect
        let vertical = layoutStorage.axis == .vertical
        let start = Double(vertical ? visible.minY : visible.minX)
        let length = Double(vertical ? visible.height : visible.width)
        func range(_ parameters: RangeTuningParameters) -> (start: Double, end: Double) {
            let (leading, trailing) = parameters.cleaned
            let before = (scrollSign > 0 ? trailing : leading) * length
            let after = (scrollSign > 0 ? leading : trailing) * length
            return (start - before, start + length + after)
        }
        let display = range(tuningParameters(for: .display))
        let preload = range(tuningParameters(for: .preload))
        return ListRanges(
            visible: (start, start + length),
            display: display,
            preload: (min(display.start, preload.start), max(display.end, preload.end))
        )
    }

    /// The span of a frame along the axis.
    func axisSpan(_ frame: CGRect) -> (start: Double, end: Double) {
        layoutStorage.axis == .vertical ? (Double(frame.minY), Double(frame.maxY)) : (Double(frame.minX), Double(frame.maxX))
    }

    /// The scroll axis as the scroll node's.
    var scrollAxis: ScrollAxis { layoutStorage.axis == .vertical ? .vertical : .horizontal }

    /// Runs the range controller: makes and measures the cells of the display range, prepares
    /// those of the preload range, releases those outside it, places every node and sets its
    /// interface state, then checks for a batch fetch. A request during a pass runs another pass
    /// after it.
    ///
    /// - Complexity: O(k log n) for k live cells of n items, plus the cells made.
    func updateRanges() {
        if isUpdatingRanges {
            needsAnotherRangePass = true
            return
        }
        isUpdatingRanges = true
        var passes = 0
        repeat {
            needsAnotherRangePass = false
            runRangePass()
            if needsEstimateRevision {
                needsEstimateRevision = false
                reviseEstimate(force: false)
                needsAnotherRangePass = true
            }
            passes += 1
        } while needsAnotherRangePass && passes < 4
        isUpdatingRanges = false
        checkBatchFetch()
    }

    /// One pass of ``updateRanges()``.
    private func runRangePass() {
        loadDataIfNeeded()
        guard hasLoadedData else { return }
        let size = bounds.size
        guard size.width > 0, size.height > 0 else { return }
        syncCrossExtent(size)
        trackScrollDirection()
        var rounds = 0
        while rounds < 8, materialiseDisplayRange() { rounds += 1 }
        let ranges = currentRanges()
        releaseNodes(outside: ranges.preload)
        prepareAhead(ranges)
        placeNodes(ranges)
    }

    /// Follows the list's cross extent: a new width (in a vertical list) measures every item again.
    private func syncCrossExtent(_ size: CGSize) {
        let cross = Double(layoutStorage.axis == .vertical ? size.width : size.height)
        guard cross != geometry.crossExtent else { return }
        geometry.crossExtent = cross
        if measuredExtentCount > 0 || !cells.isEmpty || !supplementaries.isEmpty {
            invalidateMeasurements()
        } else {
            geometry.rebuild(for: model)
            updateContentSize()
        }
    }

    /// Notes which way the list moved since the last pass.
    private func trackScrollDirection() {
        let visible = visibleRect
        let start = Double(layoutStorage.axis == .vertical ? visible.minY : visible.minX)
        if let last = lastRangeStart, start != last { scrollSign = start > last ? 1 : -1 }
        lastRangeStart = start
    }

    /// Makes and measures, on the main actor, every node of the display range that is missing or
    /// unmeasured (and the pinned header). Returns whether an extent changed (the ranges may then
    /// reach other items: the caller runs it again).
    private func materialiseDisplayRange() -> Bool {
        let ranges = currentRanges()
        var changed = false
        for slotIndex in geometry.slots(overlapping: ranges.display.start, ranges.display.end) {
            changed = materialiseSlot(slotIndex) || changed
        }
        if stickySectionHeaders, let section = sectionAtViewportStart(ranges) {
            changed = materialiseSupplementary(.header, section: section) || changed
        }
        return changed
    }

    /// Makes and measures the nodes of one slot; returns whether an extent changed.
    func materialiseSlot(_ slotIndex: Int) -> Bool {
        let slot = geometry.slot(at: slotIndex)
        let section = Int(slot.section)
        switch slot.line {
        case ListGeometry.headerLine:
            return materialiseSupplementary(.header, section: section)
        case ListGeometry.footerLine:
            return materialiseSupplementary(.footer, section: section)
        default:
            let columns = layoutStorage.resolvedColumns
            let first = Int(slot.line) * columns
            let end = min(first + columns, model.sections[section].items.count)
            var changed = false
            for item in first..<end {
                changed = materialiseItem(IndexPath(item: item, section: section)) || changed
            }
            return changed
        }
    }

    /// The section whose span holds the viewport's start (after the content inset).
    func sectionAtViewportStart(_ ranges: ListRanges) -> Int? {
        let inset = Double(layoutStorage.axis == .vertical ? contentInset.top : contentInset.left)
        guard let slot = geometry.slot(containing: ranges.visible.start + inset) else { return nil }
        return Int(geometry.slot(at: slot).section)
    }

    /// Prepares the items of the preload range that have no cell: off the main actor (or on it,
    /// without ``preparesCellsAsynchronously``); installs those already prepared; measures live
    /// cells that lost their measurement.
    private func prepareAhead(_ ranges: ListRanges) {
        if preparedCells.count > 256 { preparedCells.removeAll() }
        let columns = layoutStorage.resolvedColumns
        for slotIndex in geometry.slots(overlapping: ranges.preload.start, ranges.preload.end) {
            let slot = geometry.slot(at: slotIndex)
            guard slot.line >= 0 else {
                _ = materialiseSlot(slotIndex)
                continue
            }
            let section = Int(slot.section)
            let first = Int(slot.line) * columns
            let end = min(first + columns, model.sections[section].items.count)
            for item in first..<end {
                let record = model.sections[section].items[item]
                let indexPath = IndexPath(item: item, section: section)
                if cells[record.id] != nil {
                    if !record.isMeasured { _ = materialiseItem(indexPath) }
                    continue
                }
                if preparedCells[record.id] != nil || !preparesCellsAsynchronously {
                    _ = materialiseItem(indexPath)
                } else if preparations[record.id] == nil, !failedItemIDs.contains(record.id) {
                    startPreparation(of: indexPath, id: record.id)
                }
            }
        }
    }

    /// Releases the cells and supplementary nodes that lie outside `preload` (the pinned header
    /// stays while its section shows).
    private func releaseNodes(outside preload: (start: Double, end: Double)) {
        releaseBuffer.removeAll(keepingCapacity: true)
        for (id, cell) in cells {
            guard let indexPath = cell.indexPath, model.contains(indexPath) else {
                releaseBuffer.append(id)
                continue
            }
            if !ListRanges.overlaps(axisSpan(geometry.frame(ofItem: indexPath, in: model)), preload) {
                releaseBuffer.append(id)
            }
        }
        for id in releaseBuffer { releaseCell(id) }
        supplementaryReleaseBuffer.removeAll(keepingCapacity: true)
        for (key, live) in supplementaries where key != pinnedHeader {
            guard model.sections.indices.contains(live.section),
                  let frame = geometry.frame(of: key.kind, section: live.section, in: model),
                  ListRanges.overlaps(axisSpan(frame), preload) else {
                supplementaryReleaseBuffer.append(key)
                continue
            }
        }
        for key in supplementaryReleaseBuffer { releaseSupplementary(key) }
    }

    /// Sets every live node's frame (without animation) and interface state, and tells the
    /// delegate which cells came on screen and which left it.
    private func placeNodes(_ ranges: ListRanges) {
        for (id, cell) in cells {
            guard let indexPath = cell.indexPath, model.contains(indexPath) else { continue }
            let frame = geometry.frame(ofItem: indexPath, in: model)
            if !defersPlacement { place(cell, at: frame) }
            let span = axisSpan(frame)
            let state = Self.interfaceState(of: span, in: ranges)
            if cell.interfaceState != state { cell.setInterfaceState(state) }
            if state.contains(.visible) {
                if visibleItemIDs.insert(id).inserted { displayChanges.append((cell, true)) }
            } else if visibleItemIDs.remove(id) != nil {
                displayChanges.append((cell, false))
            }
        }
        // The delegate hears the cells that left, then those that came, each in item order.
        if !displayChanges.isEmpty {
            displayChanges.sort { lhs, rhs in
                lhs.appears != rhs.appears ? !lhs.appears : (lhs.cell.indexPath ?? IndexPath()) < (rhs.cell.indexPath ?? IndexPath())
            }
            for (cell, appears) in displayChanges {
                if appears {
                    collectionDelegate?.collectionNode(self, willDisplayItemWith: cell)
                } else {
                    collectionDelegate?.collectionNode(self, didEndDisplayingItemWith: cell)
                }
            }
            displayChanges.removeAll(keepingCapacity: true)
        }
        pinnedHeader = nil
        let pinnedSection = stickySectionHeaders ? sectionAtViewportStart(ranges) : nil
        for (key, live) in supplementaries {
            guard var frame = geometry.frame(of: key.kind, section: live.section, in: model) else { continue }
            if key.kind == .header, live.section == pinnedSection {
                frame = pinnedFrame(of: frame, section: live.section, ranges: ranges)
                pinnedHeader = key
            }
            if !defersPlacement || key == pinnedHeader { place(live.node, at: frame) }
            let state = Self.interfaceState(of: axisSpan(frame), in: ranges)
            if live.node.interfaceState != state { live.node.setInterfaceState(state) }
        }
    }

    /// A header's frame pinned to the viewport's start, pushed up by its section's end.
    private func pinnedFrame(of natural: CGRect, section: Int, ranges: ListRanges) -> CGRect {
        let inset = Double(layoutStorage.axis == .vertical ? contentInset.top : contentInset.left)
        let span = axisSpan(natural)
        let extent = span.end - span.start
        let sectionEnd = geometry.span(ofSection: section).end
        let start = min(max(span.start, ranges.visible.start + inset), sectionEnd - extent)
        var frame = natural
        if layoutStorage.axis == .vertical { frame.origin.y = CGFloat(start) } else { frame.origin.x = CGFloat(start) }
        return frame
    }

    /// The state of a node whose span is `span`.
    static func interfaceState(of span: (start: Double, end: Double), in ranges: ListRanges) -> InterfaceState {
        var state = InterfaceState.preload
        if ListRanges.overlaps(span, ranges.display) { state.insert(.display) }
        if ListRanges.overlaps(span, ranges.visible) { state.insert(.visible) }
        return state
    }

    /// Sets a node's frame without animation, laying it out again when its size changed (unless
    /// an update animates it there).
    func place(_ node: CellNode, at frame: CGRect) {
        guard node.frame != frame else { return }
        let resized = node.frame.size != frame.size
        performWithoutAnimation { node.frame = frame }
        if resized {
            do { try node.layoutIfNeeded() } catch { reportError(error) }
        }
    }
}

import Foundation

/// Where a list's items, headers and footers lie along its scroll axis: the model's sections cut
/// into slots — a header, lines of items, a footer — each with the spacing and insets before and
/// after its content.
///
/// Nothing is stored per slot that was not measured: a slot's place is worked out from the
/// sections' shapes (the spacing and insets of the slots before it), the estimate times the
/// unmeasured slots before it, and the measured ones' extents in a ``MeasuredSlotTree``. So a
/// list of 100,000 unmeasured items is placed in O(sections) and revising the estimate moves
/// every unmeasured item at once, in O(1) (plus the few partly measured lines of a grid).
///
/// Rebuilt when the model or the layout changes, in O(s + m) for s sections and m measured items
/// (O(n) for sections whose items a batch update rearranged); an item's measured extent updates
/// one slot in O(log n + columns).
struct ListGeometry {
    /// A slot's place in the model: a header (`line` −1), a line of items, or a footer (−2).
    struct Slot {
        var section: Int32
        var line: Int32
        /// Space before and after the slot's content along the axis.
        var lead: Double
        var trail: Double
    }

    static let headerLine: Int32 = -1
    static let footerLine: Int32 = -2

    /// A section's slots.
    private struct SectionShape {
        /// The section's first slot.
        var firstSlot: Int
        var hasHeader: Bool
        var lines: Int
        var hasFooter: Bool
        /// The spacing and insets of the slots of the sections before it.
        var fixedStart: Double

        var slotCount: Int { (hasHeader ? 1 : 0) + lines + (hasFooter ? 1 : 0) }
    }

    var layout = CollectionLayout()
    /// The list's extent across the axis.
    var crossExtent: Double = 0
    /// The extent an unmeasured item counts at (set with ``setEstimate(_:in:)``).
    private(set) var estimate: Double = 44
    private var sections: [SectionShape] = []
    /// The number of slots.
    private(set) var slotCount = 0
    /// The content extents of the measured slots.
    private var measured = MeasuredSlotTree()
    /// Lines of a grid with some items measured and some not: their content is the larger of the
    /// measured items' and the estimate, so it follows the estimate.
    private var partialLines: Set<Int> = []
    /// The layout's insets and spacing along the axis, cleaned.
    private var insets = (before: 0.0, after: 0.0)
    private var spacing = 0.0
    private var columns = 1

    /// Cuts `model` into slots and places its measured items.
    ///
    /// - Complexity: O(s + m log n) for s sections and m measured items (O(n) for sections
    ///   whose items have records, after a batch update).
    mutating func rebuild(for model: ListModel) {
        columns = layout.resolvedColumns
        insets = layout.insetsAlongAxis
        spacing = CollectionLayout.clean(layout.lineSpacing)
        sections.removeAll(keepingCapacity: true)
        sections.reserveCapacity(model.sections.count)
        var firstSlot = 0
        var fixedStart = 0.0
        for section in model.sections {
            let shape = SectionShape(
                firstSlot: firstSlot, hasHeader: section.header != nil, lines: (section.items.count + columns - 1) / columns,
                hasFooter: section.footer != nil, fixedStart: fixedStart
            )
            sections.append(shape)
            firstSlot += shape.slotCount
            fixedStart += sectionFixedExtent(shape)
        }
        slotCount = firstSlot
        measured = MeasuredSlotTree(count: slotCount)
        partialLines.removeAll()
        for (sectionIndex, section) in model.sections.enumerated() {
            let shape = sections[sectionIndex]
            if let header = section.header, !header.isNaN { measured.set(shape.firstSlot, to: header) }
            if let footer = section.footer, !footer.isNaN { measured.set(shape.firstSlot + shape.slotCount - 1, to: footer) }
            if columns == 1 {
                let first = shape.firstSlot + (shape.hasHeader ? 1 : 0)
                section.items.forEachMeasured { index, extent in measured.set(first + index, to: extent) }
            } else {
                var lines: Set<Int> = []
                section.items.forEachMeasured { index, _ in lines.insert(index / columns) }
                for line in lines { updateLine(line, section: sectionIndex, in: model) }
            }
        }
    }

    /// Sets the extent unmeasured items count at: they all move at once.
    ///
    /// - Complexity: O(p log n) for the p partly measured lines of a grid.
    mutating func setEstimate(_ estimate: Double, in model: ListModel) {
        guard estimate != self.estimate else { return }
        self.estimate = estimate
        for slot in partialLines {
            let place = self.slot(at: slot)
            updateLine(Int(place.line), section: Int(place.section), in: model)
        }
    }

    /// The spacing and insets of all of a section's slots.
    private func sectionFixedExtent(_ shape: SectionShape) -> Double {
        shape.lines == 0 ? 0 : insets.before + Double(shape.lines - 1) * spacing + insets.after
    }

    /// Records a line's content extent from its items: the tallest measured one's, or nothing
    /// when none is measured; a line with unmeasured items counts at least the estimate.
    private mutating func updateLine(_ line: Int, section: Int, in model: ListModel) {
        let items = model.sections[section].items
        let start = line * columns
        let end = min(start + columns, items.count)
        var extent = -Double.infinity
        var unmeasured = false
        for index in start..<end {
            let item = items[index].extent
            if item.isNaN { unmeasured = true } else { extent = max(extent, item) }
        }
        let slot = sections[section].firstSlot + (sections[section].hasHeader ? 1 : 0) + line
        if extent == -.infinity {
            partialLines.remove(slot)
            measured.set(slot, to: nil)
        } else if unmeasured {
            partialLines.insert(slot)
            measured.set(slot, to: max(extent, estimate))
        } else {
            partialLines.remove(slot)
            measured.set(slot, to: extent)
        }
    }

    // MARK: - Finding slots

    /// The section that holds slot `index` (the last section starting at or before it).
    private func section(ofSlot index: Int) -> Int {
        var low = 0, high = sections.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sections[middle].firstSlot <= index { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Slot `index`'s place in the model and its spacing.
    ///
    /// - Complexity: O(log s).
    func slot(at index: Int) -> Slot {
        let sectionIndex = section(ofSlot: index)
        let shape = sections[sectionIndex]
        var local = index - shape.firstSlot
        if shape.hasHeader {
            if local == 0 { return Slot(section: Int32(sectionIndex), line: Self.headerLine, lead: 0, trail: 0) }
            local -= 1
        }
        guard local < shape.lines else { return Slot(section: Int32(sectionIndex), line: Self.footerLine, lead: 0, trail: 0) }
        return Slot(
            section: Int32(sectionIndex), line: Int32(local), lead: local == 0 ? insets.before : spacing,
            trail: local == shape.lines - 1 ? insets.after : 0
        )
    }

    /// The spacing and insets of the slots before slot `index`, in section `sectionIndex` (which
    /// holds it, or starts at it).
    private func fixedPrefix(_ index: Int, section sectionIndex: Int) -> Double {
        guard sectionIndex < sections.count else { return 0 }
        let shape = sections[sectionIndex]
        let linesBefore = min(max(index - shape.firstSlot - (shape.hasHeader ? 1 : 0), 0), shape.lines)
        guard linesBefore > 0 else { return shape.fixedStart }
        return shape.fixedStart + insets.before + Double(linesBefore - 1) * spacing + (linesBefore == shape.lines ? insets.after : 0)
    }

    /// Where slot `index` starts: the extents of the slots before it.
    ///
    /// - Complexity: O(log n).
    func prefix(_ index: Int) -> Double {
        prefix(index, section: section(ofSlot: index))
    }

    /// ``prefix(_:)`` with the section that holds the slot known.
    private func prefix(_ index: Int, section sectionIndex: Int) -> Double {
        let index = min(max(index, 0), slotCount)
        let (count, sum) = measured.prefix(index)
        return fixedPrefix(index, section: sectionIndex) + estimate * (Double(index) - count) + sum
    }

    /// The extent of slot `index`: its spacing and insets, and its measured content or the estimate.
    func extent(ofSlot index: Int) -> Double {
        let place = self.slot(at: index)
        return place.lead + (measured.extent(ofSlot: index) ?? estimate) + place.trail
    }

    /// The content's extent along the axis.
    var totalExtent: Double { slotCount == 0 ? 0 : prefix(slotCount, section: sections.count - 1) }

    /// The slot that contains `offset`: the last slot that starts at or before it (0 for offsets
    /// before the first; the last slot for offsets past the end); nil when there are no slots.
    ///
    /// - Complexity: O(log² n).
    func slot(containing offset: Double) -> Int? {
        guard slotCount > 0 else { return nil }
        // The most slots whose extents sum to at most `offset`: the offset lies in the next one.
        var low = 0, high = slotCount
        while low < high {
            let middle = (low + high + 1) / 2
            if prefix(middle) <= offset { low = middle } else { high = middle - 1 }
        }
        return min(low, slotCount - 1)
    }

    /// The slot of the line that holds `indexPath`'s item.
    func slotIndex(ofItem indexPath: IndexPath, in model: ListModel) -> Int {
        let shape = sections[indexPath.section]
        return shape.firstSlot + (shape.hasHeader ? 1 : 0) + indexPath.item / columns
    }

    /// The slot of a section's header or footer, if it has one.
    func slotIndex(of kind: SupplementaryKind, section: Int, in model: ListModel) -> Int? {
        let shape = sections[section]
        switch kind {
        case .header: return shape.hasHeader ? shape.firstSlot : nil
        case .footer: return shape.hasFooter ? shape.firstSlot + shape.slotCount - 1 : nil
        }
    }

    /// The slots that overlap `start..<end` along the axis (at least partly), as a range.
    func slots(overlapping start: Double, _ end: Double) -> Range<Int> {
        guard let first = slot(containing: max(start, 0)), end > start else { return 0..<0 }
        guard let last = slot(containing: end) else { return 0..<0 }
        // A slot that starts exactly at `end` does not overlap.
        let upper = (last > first && prefix(last) >= end) ? last : last + 1
        return first..<max(upper, first + 1)
    }

    /// Where slot `index` starts and its extent.
    func span(ofSlot index: Int) -> (start: Double, extent: Double) {
        (prefix(index), extent(ofSlot: index))
    }

    // MARK: - Frames

    /// The frame of the item at `indexPath` (in content coordinates).
    func frame(ofItem indexPath: IndexPath, in model: ListModel) -> CGRect {
        let slotIndex = slotIndex(ofItem: indexPath, in: model)
        let line = indexPath.item / columns
        let start = prefix(slotIndex, section: indexPath.section) + (line == 0 ? insets.before : spacing)
        let column = indexPath.item % columns
        let cross = layout.itemCrossExtent(in: crossExtent)
        let crossStart = layout.insetsAcrossAxis.before + Double(column) * (cross + CollectionLayout.clean(layout.interitemSpacing))
        let item = model.sections[indexPath.section].items[indexPath.item].extent
        let along = item.isNaN ? estimate : item
        return rect(along: start, alongExtent: along, across: crossStart, acrossExtent: cross)
    }

    /// The frame of a section's header or footer, spanning the cross axis.
    func frame(of kind: SupplementaryKind, section: Int, in model: ListModel) -> CGRect? {
        guard let slot = slotIndex(of: kind, section: section, in: model) else { return nil }
        let start = prefix(slot, section: section)
        return rect(along: start, alongExtent: measured.extent(ofSlot: slot) ?? estimate, across: 0, acrossExtent: crossExtent)
    }

    /// The span of a section along the axis (header to footer).
    func span(ofSection section: Int) -> (start: Double, end: Double) {
        let shape = sections[section]
        let start = prefix(shape.firstSlot, section: section)
        let endSlot = shape.firstSlot + shape.slotCount
        let end = section + 1 < sections.count ? prefix(endSlot, section: section + 1) : totalExtent
        return (start, end)
    }

    /// A rect from extents along and across the axis.
    func rect(along: Double, alongExtent: Double, across: Double, acrossExtent: Double) -> CGRect {
        layout.axis == .vertical
            ? CGRect(x: across, y: along, width: acrossExtent, height: alongExtent)
            : CGRect(x: along, y: across, width: alongExtent, height: acrossExtent)
    }

    // MARK: - Measurements

    /// Records an item's measured extent in `model` and updates its line; returns the slot and
    /// by how much it changed.
    ///
    /// - Complexity: O(log n + columns).
    mutating func setExtent(_ extent: Double, ofItem indexPath: IndexPath, in model: inout ListModel) -> (slot: Int, delta: Double) {
        model.sections[indexPath.section].items.setExtent(extent, at: indexPath.item)
        let slotIndex = slotIndex(ofItem: indexPath, in: model)
        let before = self.extent(ofSlot: slotIndex)
        if columns == 1 {
            measured.set(slotIndex, to: extent)
        } else {
            updateLine(indexPath.item / columns, section: indexPath.section, in: model)
        }
        return (slotIndex, self.extent(ofSlot: slotIndex) - before)
    }

    /// Records a header's or footer's measured extent.
    mutating func setExtent(_ extent: Double, of kind: SupplementaryKind, section: Int, in model: inout ListModel) -> (slot: Int, delta: Double)? {
        guard let slotIndex = slotIndex(of: kind, section: section, in: model) else { return nil }
        switch kind {
        case .header: model.sections[section].header = extent
        case .footer: model.sections[section].footer = extent
        }
        let before = self.extent(ofSlot: slotIndex)
        measured.set(slotIndex, to: extent)
        return (slotIndex, self.extent(ofSlot: slotIndex) - before)
    }
}

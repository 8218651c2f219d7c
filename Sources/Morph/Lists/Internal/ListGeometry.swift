import Foundation

/// Where a list's items, headers and footers lie along its scroll axis: the model's sections cut
/// into slots — a header, lines of items, a footer — whose extents (with the spacing and insets
/// before and after them) sit in an ``ExtentTree``. Unmeasured items count at the estimate.
///
/// Rebuilt in O(n) when the model or the layout changes; an item's measured extent updates one
/// slot in O(log n + columns).
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

    var layout = CollectionLayout()
    /// The list's extent across the axis.
    var crossExtent: Double = 0
    /// The extent an unmeasured item counts at.
    var estimate: Double = 44
    private(set) var slots: [Slot] = []
    /// The first slot of each section.
    private(set) var sectionFirstSlot: [Int] = []
    private(set) var tree = ExtentTree([])

    /// Cuts `model` into slots and measures them.
    ///
    /// - Complexity: O(n) in the items.
    mutating func rebuild(for model: ListModel) {
        let columns = layout.resolvedColumns
        let insets = layout.insetsAlongAxis
        let spacing = CollectionLayout.clean(layout.lineSpacing)
        slots.removeAll(keepingCapacity: true)
        sectionFirstSlot.removeAll(keepingCapacity: true)
        var extents: [Double] = []
        extents.reserveCapacity(model.itemCount / columns + model.sections.count * 3)
        for (sectionIndex, section) in model.sections.enumerated() {
            let s = Int32(sectionIndex)
            sectionFirstSlot.append(slots.count)
            if let header = section.header {
                slots.append(Slot(section: s, line: Self.headerLine, lead: 0, trail: 0))
                extents.append(header.isNaN ? estimate : header)
            }
            let lines = (section.items.count + columns - 1) / columns
            for line in 0..<lines {
                let slot = Slot(section: s, line: Int32(line), lead: line == 0 ? insets.before : spacing, trail: line == lines - 1 ? insets.after : 0)
                slots.append(slot)
                extents.append(slot.lead + lineContentExtent(section.items, line: line, columns: columns) + slot.trail)
            }
            if let footer = section.footer {
                slots.append(Slot(section: s, line: Self.footerLine, lead: 0, trail: 0))
                extents.append(footer.isNaN ? estimate : footer)
            }
        }
        tree = ExtentTree(extents)
    }

    /// The extent of a line's content: its tallest item's.
    private func lineContentExtent(_ items: [ListItemRecord], line: Int, columns: Int) -> Double {
        let start = line * columns
        let end = min(start + columns, items.count)
        var extent = 0.0
        for index in start..<end {
            let item = items[index].extent
            extent = max(extent, item.isNaN ? estimate : item)
        }
        return extent
    }

    /// The extent an item counts at.
    func extent(of item: ListItemRecord) -> Double {
        item.isNaN ? estimate : item.extent
    }

    // MARK: - Finding slots

    /// The content's extent along the axis.
    var totalExtent: Double { tree.total }

    /// The slot of the line that holds `indexPath`'s item.
    func slotIndex(ofItem indexPath: IndexPath, in model: ListModel) -> Int {
        let section = model.sections[indexPath.section]
        return sectionFirstSlot[indexPath.section] + (section.header != nil ? 1 : 0) + indexPath.item / layout.resolvedColumns
    }

    /// The slot of a section's header or footer, if it has one.
    func slotIndex(of kind: SupplementaryKind, section: Int, in model: ListModel) -> Int? {
        let record = model.sections[section]
        switch kind {
        case .header:
            return record.header != nil ? sectionFirstSlot[section] : nil
        case .footer:
            guard record.footer != nil else { return nil }
            let end = section + 1 < sectionFirstSlot.count ? sectionFirstSlot[section + 1] : slots.count
            return end - 1
        }
    }

    /// The slots that overlap `start..<end` along the axis (at least partly), as a range.
    func slots(overlapping start: Double, _ end: Double) -> Range<Int> {
        guard let first = tree.slot(containing: max(start, 0)), end > start else { return 0..<0 }
        guard let last = tree.slot(containing: end) else { return 0..<0 }
        // A slot that starts exactly at `end` does not overlap.
        let upper = (last > first && tree.prefix(last) >= end) ? last : last + 1
        return first..<max(upper, first + 1)
    }

    /// Where slot `index` starts and its extent.
    func span(ofSlot index: Int) -> (start: Double, extent: Double) {
        (tree.prefix(index), tree.extents[index])
    }

    // MARK: - Frames

    /// The frame of the item at `indexPath` (in content coordinates).
    func frame(ofItem indexPath: IndexPath, in model: ListModel) -> CGRect {
        let slotIndex = slotIndex(ofItem: indexPath, in: model)
        let slot = slots[slotIndex]
        let start = tree.prefix(slotIndex) + slot.lead
        let columns = layout.resolvedColumns
        let column = indexPath.item % columns
        let cross = layout.itemCrossExtent(in: crossExtent)
        let crossStart = layout.insetsAcrossAxis.before + Double(column) * (cross + CollectionLayout.clean(layout.interitemSpacing))
        let along = extent(of: model.sections[indexPath.section].items[indexPath.item])
        return rect(along: start, alongExtent: along, across: crossStart, acrossExtent: cross)
    }

    /// The frame of a section's header or footer, spanning the cross axis.
    func frame(of kind: SupplementaryKind, section: Int, in model: ListModel) -> CGRect? {
        guard let slot = slotIndex(of: kind, section: section, in: model) else { return nil }
        let (start, extent) = span(ofSlot: slot)
        return rect(along: start, alongExtent: extent, across: 0, acrossExtent: crossExtent)
    }

    /// The span of a section along the axis (header to footer).
    func span(ofSection section: Int) -> (start: Double, end: Double) {
        let first = sectionFirstSlot[section]
        let end = section + 1 < sectionFirstSlot.count ? sectionFirstSlot[section + 1] : slots.count
        return (tree.prefix(first), tree.prefix(end))
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
        model.sections[indexPath.section].items[indexPath.item].extent = extent
        let slotIndex = slotIndex(ofItem: indexPath, in: model)
        let slot = slots[slotIndex]
        let content = lineContentExtent(model.sections[indexPath.section].items, line: Int(slot.line), columns: layout.resolvedColumns)
        return (slotIndex, tree.set(slotIndex, to: slot.lead + content + slot.trail))
    }

    /// Records a header's or footer's measured extent.
    mutating func setExtent(_ extent: Double, of kind: SupplementaryKind, section: Int, in model: inout ListModel) -> (slot: Int, delta: Double)? {
        guard let slotIndex = slotIndex(of: kind, section: section, in: model) else { return nil }
        switch kind {
        case .header: model.sections[section].header = extent
        case .footer: model.sections[section].footer = extent
        }
        return (slotIndex, tree.set(slotIndex, to: extent))
    }
}

extension ListItemRecord {
    fileprivate var isNaN: Bool { extent.isNaN }
}

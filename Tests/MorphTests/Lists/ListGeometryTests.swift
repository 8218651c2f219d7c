import Foundation
@testable import Morph
import MorphTestSupport
import Testing

/// The list's geometry keeps nothing per unmeasured slot: these tests check it against the sum
/// of every slot's extent, worked out one by one.
@Suite("Lists: where items lie without a record per unmeasured item")
struct ListGeometryTests {
    /// Reproducible random models.
    typealias Random = SplitMix64

    /// Every slot's start and extent, from the model item by item.
    static func bruteForceSlots(_ model: ListModel, layout: CollectionLayout, estimate: Double) -> [(start: Double, extent: Double)] {
        let columns = layout.resolvedColumns
        let insets = layout.insetsAlongAxis
        let spacing = CollectionLayout.clean(layout.lineSpacing)
        var extents: [Double] = []
        for section in model.sections {
            if let header = section.header { extents.append(header.isNaN ? estimate : header) }
            let lines = (section.items.count + columns - 1) / columns
            for line in 0..<lines {
                var content = 0.0
                for item in line * columns..<min(line * columns + columns, section.items.count) {
                    let extent = section.items[item].extent
                    content = max(content, extent.isNaN ? estimate : extent)
                }
                extents.append((line == 0 ? insets.before : spacing) + content + (line == lines - 1 ? insets.after : 0))
            }
            if let footer = section.footer { extents.append(footer.isNaN ? estimate : footer) }
        }
        var start = 0.0
        return extents.map { extent in
            defer { start += extent }
            return (start, extent)
        }
    }

    /// A random model: sections of 0 to 2,500 items (some past a chunk of the measured tree), with
    /// and without headers and footers, a few items measured.
    static func randomModel(_ random: inout Random) -> ListModel {
        var model = ListModel()
        for _ in 0..<(1 + random.next(4)) {
            let count = random.next(3) == 0 ? random.next(3) : random.next(2_500)
            var section = ListSectionRecord(
                id: model.makeID(), items: model.makeItems(count: count),
                header: random.next(2) == 0 ? .nan : nil, footer: random.next(3) == 0 ? 12 : nil
            )
            for _ in 0..<(count / 40) { section.items.setExtent(Double(20 + random.next(60)), at: random.next(count)) }
            model.sections.append(section)
        }
        return model
    }

    static func check(_ geometry: ListGeometry, _ model: ListModel, layout: CollectionLayout, random: inout Random) {
        let slots = bruteForceSlots(model, layout: layout, estimate: geometry.estimate)
        #expect(geometry.slotCount == slots.count)
        let total = slots.last.map { $0.start + $0.extent } ?? 0
        #expect(abs(geometry.totalExtent - total) < 1e-6, "total \(geometry.totalExtent) against \(total)")
        for (index, slot) in slots.enumerated() where index % 97 == 0 || index == slots.count - 1 {
            let span = geometry.span(ofSlot: index)
            #expect(abs(span.start - slot.start) < 1e-6 && abs(span.extent - slot.extent) < 1e-6, "slot \(index)")
        }
        for _ in 0..<50 where total > 0 {
            let offset = Double(random.next(Int(total) + 200)) - 100
            let expected = slots.lastIndex { $0.start <= offset } ?? 0
            // Zero-extent slots share a start: the last slot starting at or before the offset.
            #expect(geometry.slot(containing: offset) == expected, "offset \(offset)")
        }
        let columns = layout.resolvedColumns
        for (sectionIndex, section) in model.sections.enumerated() where !section.items.isEmpty {
            for item in [0, section.items.count / 2, section.items.count - 1] {
                let indexPath = IndexPath(item: item, section: sectionIndex)
                let slot = geometry.slotIndex(ofItem: indexPath, in: model)
                let line = item / columns
                let lead = line == 0 ? layout.insetsAlongAxis.before : CollectionLayout.clean(layout.lineSpacing)
                let frame = geometry.frame(ofItem: indexPath, in: model)
                #expect(abs(Double(frame.minY) - (slots[slot].start + lead)) < 1e-6, "\(indexPath)")
                let extent = section.items[item].extent
                #expect(Double(frame.height) == (extent.isNaN ? geometry.estimate : extent))
            }
        }
    }

    @Test("slots, spans, frames and the slot at an offset agree with the slots summed one by one", arguments: [1, 3])
    func agreesWithBruteForce(columns: Int) {
        var random = Random(seed: UInt64(columns))
        for _ in 0..<12 {
            var model = Self.randomModel(&random)
            let layout = CollectionLayout(columns: columns, lineSpacing: CGFloat(random.next(10)), sectionInsets: EdgeInsets(top: 5, left: 0, bottom: 7, right: 0))
            var geometry = ListGeometry()
            geometry.layout = layout
            geometry.crossExtent = 390
            geometry.rebuild(for: model)
            Self.check(geometry, model, layout: layout, random: &random)
            // Measurements one at a time, then a new estimate: every unmeasured item moves.
            for _ in 0..<40 {
                guard let section = model.sections.indices.filter({ !model.sections[$0].items.isEmpty }).randomElement(using: &random) else { break }
                let item = random.next(model.sections[section].items.count)
                let before = geometry.extent(ofSlot: geometry.slotIndex(ofItem: IndexPath(item: item, section: section), in: model))
                let change = geometry.setExtent(Double(10 + random.next(90)), ofItem: IndexPath(item: item, section: section), in: &model)
                #expect(abs(geometry.extent(ofSlot: change.slot) - before - change.delta) < 1e-9)
            }
            if let section = model.sections.firstIndex(where: { $0.header != nil }) {
                _ = geometry.setExtent(30, of: .header, section: section, in: &model)
            }
            Self.check(geometry, model, layout: layout, random: &random)
            geometry.setEstimate(Double(20 + random.next(100)), in: model)
            Self.check(geometry, model, layout: layout, random: &random)
            // A rebuild from the model gives the same geometry.
            var rebuilt = ListGeometry()
            rebuilt.layout = layout
            rebuilt.crossExtent = 390
            rebuilt.setEstimate(geometry.estimate, in: model)
            rebuilt.rebuild(for: model)
            #expect(abs(rebuilt.totalExtent - geometry.totalExtent) < 1e-6)
            Self.check(rebuilt, model, layout: layout, random: &random)
        }
    }

    @Test("fresh items keep their identities and extents without a record each, and get records when rearranged")
    func freshItems() {
        var model = ListModel()
        var items = model.makeItems(count: 100_000)
        #expect(items.count == 100_000)
        #expect(items.id(at: 99_999) == items.id(at: 0) + 99_999)
        #expect(items.index(ofID: items.id(at: 70_000)) == 70_000)
        #expect(items.index(ofID: items.id(at: 0) + 100_000) == nil)
        items.setExtent(50, at: 3)
        #expect(items[3].extent == 50 && !items[4].isMeasured)
        var measured: [Int] = []
        items.forEachMeasured { index, _ in measured.append(index) }
        #expect(measured == [3])
        // Setting a record of another identity gives every item its record.
        let other = ListItemRecord(id: 7, extent: 9)
        items[5] = other
        #expect(items[5].id == 7 && items[5].extent == 9 && items[3].extent == 50 && items[6].id == items.id(at: 0) + 6)
        items.removeAllExtents()
        #expect(!items[3].isMeasured && !items[5].isMeasured)
    }
}

extension SplitMix64 {
    /// A number in `0..<bound`.
    fileprivate mutating func next(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}

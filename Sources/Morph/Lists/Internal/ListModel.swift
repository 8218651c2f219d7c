import Foundation

/// One item as a list knows it: an identity that survives batch updates (cells and pending
/// measurements are keyed by it) and the extent its cell measured along the scroll axis, if it
/// was measured.
struct ListItemRecord {
    let id: UInt64
    /// The measured extent along the scroll axis, or NaN for an item measured never (or not
    /// since the list's width changed): it counts at the estimate.
    var extent: Double = .nan

    var isMeasured: Bool { !extent.isNaN }
}

/// One section as a list knows it.
struct ListSectionRecord {
    let id: UInt64
    var items: ListItems
    /// The header's and footer's measured extents (NaN unmeasured), when the section has them.
    var header: Double?
    var footer: Double?
}

/// What a list knows of its data: the sections and items in order, with identities and measured
/// extents. A value: a batch update builds a new one and swaps it in only when it is valid.
struct ListModel {
    var sections: [ListSectionRecord] = []
    /// The next identity to give out.
    var nextID: UInt64 = 1

    mutating func makeID() -> UInt64 {
        defer { nextID &+= 1 }
        return nextID
    }

    /// Items made fresh for a section of `count` items: consecutive identities, none measured,
    /// held without a record per item (reading a data source of 100,000 items costs nothing per
    /// item).
    ///
    /// - Complexity: O(1).
    mutating func makeItems(count: Int) -> ListItems {
        let first = nextID
        nextID &+= UInt64(count)
        return ListItems(freshFrom: first, count: count)
    }

    var itemCount: Int { sections.reduce(0) { $0 + $1.items.count } }

    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && sections.indices.contains(indexPath.section) && sections[indexPath.section].items.indices.contains(indexPath.item)
    }
}

/// A section's items. Items read fresh from a data source have consecutive identities and are
/// held as a range (with their few measured extents by index), so a section of any size costs
/// O(1) until a batch update rearranges it; after one, every item has its record.
struct ListItems: RandomAccessCollection {
    private enum Storage {
        /// Identities `first ..< first + count`, in order; the measured extents by index.
        case fresh(first: UInt64, count: Int, measured: [Int: Double])
        /// A record per item.
        case records([ListItemRecord])
    }

    private var storage: Storage

    /// `count` fresh items whose identities start at `first`.
    init(freshFrom first: UInt64, count: Int) {
        storage = .fresh(first: first, count: count, measured: [:])
    }

    /// The items of `records`, in order.
    init(_ records: [ListItemRecord]) {
        storage = .records(records)
    }

    var startIndex: Int { 0 }

    var endIndex: Int {
        switch storage {
        case let .fresh(_, count, _): count
        case let .records(records): records.count
        }
    }

    /// The item at `index`; setting a record with another identity stores a record per item.
    subscript(index: Int) -> ListItemRecord {
        get {
            switch storage {
            case let .fresh(first, count, measured):
                precondition(index >= 0 && index < count, "ListItems index out of range")
                return ListItemRecord(id: first + UInt64(index), extent: measured.isEmpty ? .nan : measured[index] ?? .nan)
            case let .records(records):
                return records[index]
            }
        }
        set {
            if case let .fresh(first, _, _) = storage, newValue.id == first + UInt64(index) {
                setExtent(newValue.extent, at: index)
                return
            }
            var records = self.records
            records[index] = newValue
            storage = .records(records)
        }
    }

    /// The identity of the item at `index` (without its extent).
    func id(at index: Int) -> UInt64 {
        switch storage {
        case let .fresh(first, count, _):
            precondition(index >= 0 && index < count, "ListItems index out of range")
            return first + UInt64(index)
        case let .records(records):
            return records[index].id
        }
    }

    /// The index of the item whose identity is `id`, if it is one of these.
    ///
    /// - Complexity: O(1) for fresh items, O(n) once they have records.
    func index(ofID id: UInt64) -> Int? {
        switch storage {
        case let .fresh(first, count, _):
            return id >= first && id - first < UInt64(count) ? Int(id - first) : nil
        case let .records(records):
            return records.firstIndex { $0.id == id }
        }
    }

    /// Sets the measured extent of the item at `index` (NaN: unmeasured).
    mutating func setExtent(_ extent: Double, at index: Int) {
        switch storage {
        case .fresh(let first, let count, var measured):
            precondition(index >= 0 && index < count, "ListItems index out of range")
            // Taken out of the enum while it changes, so the dictionary is not copied.
            storage = .records([])
            if extent.isNaN { measured[index] = nil } else { measured[index] = extent }
            storage = .fresh(first: first, count: count, measured: measured)
        case var .records(records):
            storage = .records([])
            records[index].extent = extent
            storage = .records(records)
        }
    }

    /// Forgets every measured extent.
    ///
    /// - Complexity: O(1) for fresh items, O(n) once they have records.
    mutating func removeAllExtents() {
        switch storage {
        case let .fresh(first, count, _):
            storage = .fresh(first: first, count: count, measured: [:])
        case var .records(records):
            storage = .records([])
            for index in records.indices { records[index].extent = .nan }
            storage = .records(records)
        }
    }

    /// Calls `body` with the index and extent of every measured item (in no particular order).
    ///
    /// - Complexity: O(m) for m measured fresh items, O(n) once they have records.
    func forEachMeasured(_ body: (Int, Double) -> Void) {
        switch storage {
        case let .fresh(_, _, measured):
            for (index, extent) in measured { body(index, extent) }
        case let .records(records):
            for (index, record) in records.enumerated() where record.isMeasured { body(index, record.extent) }
        }
    }

    /// A record per item.
    ///
    /// - Complexity: O(n).
    var records: [ListItemRecord] {
        switch storage {
        case let .fresh(first, count, measured):
            var records = (0..<count).map { ListItemRecord(id: first + UInt64($0)) }
            for (index, extent) in measured { records[index].extent = extent }
            return records
        case let .records(records):
            return records
        }
    }
}

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
    var items: [ListItemRecord]
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

    /// Items made fresh for a section of `count` items.
    mutating func makeItems(count: Int) -> [ListItemRecord] {
        let first = nextID
        nextID &+= UInt64(count)
        return (0..<count).map { ListItemRecord(id: first + UInt64($0)) }
    }

    var itemCount: Int { sections.reduce(0) { $0 + $1.items.count } }

    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && sections.indices.contains(indexPath.section) && sections[indexPath.section].items.indices.contains(indexPath.item)
    }
}

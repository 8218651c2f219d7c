import Foundation

/// The extents of a list's slots (headers, lines of items, footers) along its scroll axis, in a
/// Fenwick tree: where a slot starts, which slot holds an offset, and a change of one extent all
/// cost O(log n), so a list of 100,000 items corrects an estimate near the viewport without
/// walking the rest.
struct ExtentTree {
    /// The extents, by slot.
    private(set) var extents: [Double]
    /// The Fenwick tree over the extents: `tree[i]` (1-based) sums the `i & -i` extents ending at
    /// slot `i - 1`.
    private var tree: [Double]
    /// The highest power of two not above the count, for the search.
    private var topBit: Int

    /// A tree over `extents`.
    ///
    /// - Complexity: O(n).
    init(_ extents: [Double]) {
        self.extents = extents
        var tree = [Double](repeating: 0, count: extents.count + 1)
        for index in extents.indices {
            let position = index + 1
            tree[position] += extents[index]
            let parent = position + (position & -position)
            if parent < tree.count { tree[parent] += tree[position] }
        }
        self.tree = tree
        var bit = 1
        while bit * 2 <= extents.count { bit *= 2 }
        topBit = extents.isEmpty ? 0 : bit
    }

    /// The number of slots.
    var count: Int { extents.count }

    /// The sum of all extents.
    ///
    /// - Complexity: O(log n).
    var total: Double { prefix(extents.count) }

    /// The sum of the extents of the slots before `index` (where slot `index` starts).
    ///
    /// - Complexity: O(log n).
    func prefix(_ index: Int) -> Double {
        var position = min(max(index, 0), extents.count)
        var sum = 0.0
        while position > 0 {
            sum += tree[position]
            position -= position & -position
        }
        return sum
    }

    /// Sets slot `index`'s extent and returns by how much it changed.
    ///
    /// - Complexity: O(log n).
    @discardableResult
    mutating func set(_ index: Int, to extent: Double) -> Double {
        let delta = extent - extents[index]
        guard delta != 0 else { return 0 }
        extents[index] = extent
        var position = index + 1
        while position < tree.count {
            tree[position] += delta
            position += position & -position
        }
        return delta
    }

    /// The slot that contains `offset`: the last slot that starts at or before it (0 for offsets
    /// before the first; the last slot for offsets past the end); nil when there are no slots.
    ///
    /// - Complexity: O(log n).
    func slot(containing offset: Double) -> Int? {
        guard !extents.isEmpty else { return nil }
        // The largest position whose prefix sum is ≤ offset, by binary lifting.
        var position = 0
        var remaining = offset
        var bit = topBit
        while bit > 0 {
            let next = position + bit
            if next < tree.count, tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            bit >>= 1
        }
        // `position` slots end at or before the offset: the offset lies in slot `position`.
        return min(position, extents.count - 1)
    }
}

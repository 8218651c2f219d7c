import Foundation

/// The measured slots of a list (headers, lines of items, footers): for each, whether it was
/// measured and its measured content extent, with the count and sum of the measured slots before
/// any slot in O(log n).
///
/// Slots are grouped in chunks of ``chunkSize``; a chunk's Fenwick tree exists only once one of
/// its slots is measured, and a Fenwick tree over the chunks sums them. A list of 100,000 items
/// whose first screenful was measured holds one chunk and an array of 98 empty ones: opening it
/// costs the same as opening a list of 1,000 (the unmeasured slots are counted at the estimate
/// by ``ListGeometry``, not stored).
struct MeasuredSlotTree {
    /// Slots per chunk: a power of two.
    static let chunkShift = 10
    static let chunkSize = 1 << chunkShift

    /// A Fenwick tree of (count, sum) pairs: `counts[i]` and `sums[i]` (1-based) sum the `i & -i`
    /// entries ending at entry `i - 1`.
    struct PairFenwick {
        private var counts: [Double]
        private var sums: [Double]

        init(count: Int) {
            counts = [Double](repeating: 0, count: count + 1)
            sums = [Double](repeating: 0, count: count + 1)
        }

        /// Adds to entry `index`.
        mutating func add(_ index: Int, count: Double, sum: Double) {
            var position = index + 1
            while position < counts.count {
                counts[position] += count
                sums[position] += sum
                position += position & -position
            }
        }

        /// The count and sum of the entries before `index`.
        func prefix(_ index: Int) -> (count: Double, sum: Double) {
            var position = min(max(index, 0), counts.count - 1)
            var count = 0.0, sum = 0.0
            while position > 0 {
                count += counts[position]
                sum += sums[position]
                position -= position & -position
            }
            return (count, sum)
        }
    }

    /// One chunk's measured extents (NaN: not measured) and their tree.
    struct Chunk {
        var extents: [Double]
        var tree: PairFenwick

        init() {
            extents = [Double](repeating: .nan, count: MeasuredSlotTree.chunkSize)
            tree = PairFenwick(count: MeasuredSlotTree.chunkSize)
        }
    }

    /// The number of slots.
    private(set) var count = 0
    private var chunks: [Chunk?] = []
    private var top = PairFenwick(count: 0)

    /// No slot measured, `count` slots.
    ///
    /// - Complexity: O(n / chunkSize).
    init(count: Int = 0) {
        self.count = max(count, 0)
        let chunkCount = (self.count + Self.chunkSize - 1) >> Self.chunkShift
        chunks = [Chunk?](repeating: nil, count: chunkCount)
        top = PairFenwick(count: chunkCount)
    }

    /// The measured content extent of slot `index`, or nil when it is not measured.
    ///
    /// - Complexity: O(1).
    func extent(ofSlot index: Int) -> Double? {
        guard index >= 0, index < count, let chunk = chunks[index >> Self.chunkShift] else { return nil }
        let extent = chunk.extents[index & (Self.chunkSize - 1)]
        return extent.isNaN ? nil : extent
    }

    /// Sets slot `index`'s measured content extent (nil or NaN: not measured).
    ///
    /// - Complexity: O(log n) (plus a chunk's allocation the first time one of its slots is
    ///   measured).
    mutating func set(_ index: Int, to extent: Double?) {
        guard index >= 0, index < count else { return }
        let new = extent ?? .nan
        let old = self.extent(ofSlot: index)
        let chunkIndex = index >> Self.chunkShift
        let local = index & (Self.chunkSize - 1)
        var countDelta = 0.0, sumDelta = 0.0
        if let old { countDelta -= 1; sumDelta -= old }
        if !new.isNaN { countDelta += 1; sumDelta += new }
        if chunks[chunkIndex] == nil {
            guard !new.isNaN else { return }
            chunks[chunkIndex] = Chunk()
        }
        chunks[chunkIndex]!.extents[local] = new
        guard countDelta != 0 || sumDelta != 0 else { return }
        chunks[chunkIndex]!.tree.add(local, count: countDelta, sum: sumDelta)
        top.add(chunkIndex, count: countDelta, sum: sumDelta)
    }

    /// The number of measured slots before slot `index` and the sum of their extents.
    ///
    /// - Complexity: O(log n).
    func prefix(_ index: Int) -> (count: Double, sum: Double) {
        let index = min(max(index, 0), count)
        let chunkIndex = index >> Self.chunkShift
        var result = top.prefix(chunkIndex)
        if chunkIndex < chunks.count, let chunk = chunks[chunkIndex] {
            let inner = chunk.tree.prefix(index & (Self.chunkSize - 1))
            result.count += inner.count
            result.sum += inner.sum
        }
        return result
    }
}

import Foundation

/// The ranges a ``LayoutBox`` was measured with, oldest first.
///
/// The first two are stored inline, later ones in an array: a box is measured once or twice per
/// layout pass (a stack's first pass and its flex or stretch pass), so logging a pass allocates
/// nothing, as a layout pass should not.
struct MeasurementLog: Sendable {
    private var first: SizeRange?
    private var second: SizeRange?
    private var later: [SizeRange] = []

    /// How many ranges were logged.
    private(set) var count = 0

    /// Logs `range` after the others.
    ///
    /// - Complexity: O(1) amortised.
    mutating func append(_ range: SizeRange) {
        switch count {
        case 0: first = range
        case 1: second = range
        default: later.append(range)
        }
        count += 1
    }

    /// The logged ranges, oldest first.
    ///
    /// - Complexity: O(n).
    var ranges: [SizeRange] {
        var ranges: [SizeRange] = []
        ranges.reserveCapacity(count)
        if let first { ranges.append(first) }
        if let second { ranges.append(second) }
        ranges.append(contentsOf: later)
        return ranges
    }

    /// Forgets every logged range.
    mutating func removeAll() {
        self = MeasurementLog()
    }
}

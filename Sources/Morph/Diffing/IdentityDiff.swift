import Foundation

/// The difference between two orderings of identities: which positions of the new ordering are
/// insertions, which positions of the old one are removals, and which identities moved.
///
/// This is the diff a layout transition runs between the subnodes of its *from* and *to*
/// layouts, by node identity. Texture's `NSArray+Diffing` finds a longest common subsequence in
/// O(n·m) time and reports a node that keeps its index but leaves that subsequence as both
/// removed and inserted, so its transitions can lose the node (see <doc:LayoutTransitions>).
/// `IdentityDiff` matches identities directly with one hash table, in O(n + m):
///
/// - An identity present in both orderings is *matched*; the k-th occurrence of a repeated
///   identity in the old ordering matches its k-th occurrence in the new one (node layouts never
///   repeat a node; the rule makes the diff total for any input).
/// - ``insertions`` are the new positions without a match, ``removals`` the old positions without
///   one, both ascending.
/// - ``moves`` are the matched identities whose position changed, `(from, to)`, in ascending order
///   of destination — Texture's definition ("every surviving element whose index changes").
/// - ``stationaryIndexes`` are the old positions of matched identities whose position did not
///   change.
///
/// Rebuilding the new ordering from the old one with these lists (an insertion takes the new
/// element, a move destination takes the old element at its source, any other position keeps the
/// old element at that position) gives the new ordering exactly.
///
/// - Complexity: O(n + m) time and memory for orderings of n and m identities (expected, as for
///   any hash table).
public struct IdentityDiff: Hashable, Sendable {
    /// One matched identity whose position changed.
    public struct Move: Hashable, Sendable {
        /// Its position in the old ordering.
        public let from: Int
        /// Its position in the new ordering.
        public let to: Int

        /// A move from `from` to `to`.
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
    }

    /// For each position of the new ordering, the old position it matches, or -1 for an insertion.
    public let sourceIndexes: [Int]
    /// New positions without a match in the old ordering, ascending.
    public let insertions: [Int]
    /// Old positions without a match in the new ordering, ascending.
    public let removals: [Int]
    /// Matched identities whose position changed, in ascending order of destination.
    public let moves: [Move]
    /// Old positions of matched identities that kept their position, ascending.
    public let stationaryIndexes: [Int]

    /// The difference from `old` to `new`, matching equal identities.
    ///
    /// Inlinable, so a caller in another module gets a copy specialised for its identity type:
    /// unspecialised generic code would allocate for every element.
    ///
    /// - Complexity: O(n + m).
    @inlinable
    public init<Old: Collection, New: Collection>(from old: Old, to new: New)
    where Old.Element: Hashable, New.Element == Old.Element {
        let oldCount = old.count
        // For every identity, the chain of its old positions, in order: `firstOld[id]` is the next
        // unmatched position, `nextOld[i]` the position after `i` with the same identity.
        var firstOld: [Old.Element: Int] = [:]
        firstOld.reserveCapacity(oldCount)
        var nextOld = [Int](repeating: -1, count: oldCount)
        var index = oldCount
        for element in old.reversed() {
            index -= 1
            if let following = firstOld.updateValue(index, forKey: element) {
                nextOld[index] = following
            }
        }

        var sourceIndexes = [Int]()
        sourceIndexes.reserveCapacity(new.count)
        var insertions = [Int]()
        var moves = [Move]()
        var stationaryIndexes = [Int]()
        var matchedOld = [Bool](repeating: false, count: oldCount)
        var newIndex = 0
        for element in new {
            if let source = firstOld[element] {
                let next = nextOld[source]
                if next >= 0 {
                    firstOld[element] = next
                } else {
                    firstOld.removeValue(forKey: element)
                }
                matchedOld[source] = true
                sourceIndexes.append(source)
                if source == newIndex {
                    stationaryIndexes.append(source)
                } else {
                    moves.append(Move(from: source, to: newIndex))
                }
            } else {
                sourceIndexes.append(-1)
                insertions.append(newIndex)
            }
            newIndex += 1
        }
        var removals = [Int]()
        removals.reserveCapacity(oldCount - (sourceIndexes.count - insertions.count))
        for position in 0..<oldCount where !matchedOld[position] {
            removals.append(position)
        }
        // Stationary positions arrive in ascending order of new position, which equals the old one.
        self.sourceIndexes = sourceIndexes
        self.insertions = insertions
        self.removals = removals
        self.moves = moves
        self.stationaryIndexes = stationaryIndexes
    }

    /// Whether the orderings are the same (no insertion, removal or move).
    public var isEmpty: Bool {
        insertions.isEmpty && removals.isEmpty && moves.isEmpty
    }

    /// The new ordering rebuilt from `old` by this diff, taking inserted elements from `new`
    /// (Texture's rebuild check: an insertion takes `new[i]`, a move destination takes
    /// `old[move.from]`, any other position keeps `old[i]`).
    ///
    /// Returns nil when the arrays do not fit the diff (other lengths than it was computed for).
    /// - Complexity: O(n + m).
    @inlinable
    public func rebuild<Element>(_ old: [Element], insertingFrom new: [Element]) -> [Element]? {
        guard new.count == sourceIndexes.count,
              old.count == removals.count + sourceIndexes.count - insertions.count
        else { return nil }
        var result: [Element] = []
        result.reserveCapacity(new.count)
        var nextInsertion = 0
        var nextMove = 0
        for position in 0..<new.count {
            if nextInsertion < insertions.count, insertions[nextInsertion] == position {
                result.append(new[position])
                nextInsertion += 1
            } else if nextMove < moves.count, moves[nextMove].to == position {
                result.append(old[moves[nextMove].from])
                nextMove += 1
            } else {
                guard position < old.count else { return nil }
                result.append(old[position])
            }
        }
        return result
    }
}

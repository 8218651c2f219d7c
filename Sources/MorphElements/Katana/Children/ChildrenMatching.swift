import Foundation

/// Which current child's node each new child description reuses (Katana's
/// `update(newChildrenDescriptions:animation:)`): the first unused current child with the same
/// ``ReplaceKey``, in order; children without one get new nodes, and current children left over
/// are removed. The new nodes are appended, then the children are put in the new list's order.
///
/// - Complexity: O(n + m).
public struct ChildrenMatching: Hashable, Sendable {
    /// Where a new child's node comes from.
    public enum Source: Hashable, Sendable {
        /// The node of the current child at this index.
        case reused(currentIndex: Int)
        /// A new node.
        case created
    }

    /// The source of each new child's node, in new order.
    public let sources: [Source]
    /// The indices of the current children whose nodes are removed, ascending.
    public let removedIndices: [Int]
    /// Whether the host must reorder its subnodes: the nodes, taken in new order, are not in
    /// their current order, new nodes counting as appended after the current ones (Katana's
    /// `viewIndexes.isSorted`).
    public let needsReordering: Bool

    /// Matches `new` replace keys against `current` ones.
    public init(current: [ReplaceKey], new: [ReplaceKey]) {
        var queues: [ReplaceKey: [Int]] = [:]
        queues.reserveCapacity(current.count)
        for (index, key) in current.enumerated() {
            queues[key, default: []].append(index)
        }
        var heads: [ReplaceKey: Int] = [:]
        var reused = [Bool](repeating: false, count: current.count)
        sources = new.map { key in
            let head = heads[key, default: 0]
            guard let queue = queues[key], head < queue.count else { return .created }
            heads[key] = head + 1
            reused[queue[head]] = true
            return .reused(currentIndex: queue[head])
        }
        removedIndices = reused.indices.filter { !reused[$0] }
        var created = 0
        var previous = -1
        var reorders = false
        for source in sources {
            let position: Int
            switch source {
            case .reused(let currentIndex):
                position = currentIndex
            case .created:
                position = current.count + created
                created += 1
            }
            if position < previous { reorders = true }
            previous = position
        }
        needsReordering = reorders
    }

    /// Matches `new` descriptions against `current` ones by replace key.
    public init(current: [ChildDescription], new: [ChildDescription]) {
        self.init(current: current.map(\.replaceKey), new: new.map(\.replaceKey))
    }
}

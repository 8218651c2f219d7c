/// The tree structure of one ``TimelineFrame``, resolved once when the frame is built: where each
/// id is, each node's parent, and every node's children in paint order.
///
/// Children lists are stored back to back in one array (`childOrder`), node `i`'s list being
/// `childOrder[childStart[i] ..< childStart[i + 1]]` and the roots' list the last one, so a frame
/// costs two arrays instead of one array per node.
struct FrameTree: Sendable {
    /// The index in `nodes` of each id.
    let indexByID: [String: Int]
    /// The index of each node's parent, or `nil` for a root.
    let parentIndex: [Int?]
    /// Every children list in paint order (back to front), node by node, then the roots.
    let childOrder: [Int]
    /// Where each list starts in `childOrder`; `count == nodes.count + 2`.
    let childStart: [Int]

    /// Resolves the structure of nodes already validated (unique ids, parents listed first).
    ///
    /// - Complexity: O(n log n) for n nodes (sorting siblings by z position).
    init(nodes: [TimelineNode], indexByID: [String: Int]) {
        let count = nodes.count
        let parentIndex: [Int?] = nodes.map { node in node.parentID.flatMap { indexByID[$0] } }
        // Bucket n holds the roots.
        var listSizes = [Int](repeating: 0, count: count + 1)
        for parent in parentIndex { listSizes[parent ?? count] += 1 }
        var childStart = [Int](repeating: 0, count: count + 2)
        for bucket in 0...count { childStart[bucket + 1] = childStart[bucket] + listSizes[bucket] }
        var childOrder = [Int](repeating: 0, count: count)
        var fill = Array(childStart.dropLast())
        for (index, parent) in parentIndex.enumerated() {
            let bucket = parent ?? count
            childOrder[fill[bucket]] = index
            fill[bucket] += 1
        }
        // Core Animation sorts sublayers by zPosition, keeping their order among equal values.
        for bucket in 0...count where listSizes[bucket] > 1 {
            let range = childStart[bucket]..<childStart[bucket + 1]
            let needsSorting = range.dropFirst().contains { nodes[childOrder[$0]].zPosition < nodes[childOrder[$0 - 1]].zPosition }
            if needsSorting {
                childOrder[range].sort { left, right in
                    let leftZ = nodes[left].zPosition, rightZ = nodes[right].zPosition
                    return leftZ != rightZ ? leftZ < rightZ : left < right
                }
            }
        }
        self.indexByID = indexByID
        self.parentIndex = parentIndex
        self.childOrder = childOrder
        self.childStart = childStart
    }

    /// The children of node `index` (or the roots for `nil`), back to front.
    func children(of index: Int?) -> ArraySlice<Int> {
        let bucket = index ?? (childStart.count - 2)
        return childOrder[childStart[bucket]..<childStart[bucket + 1]]
    }

    /// Every node index in paint order: depth first, each node before its children, siblings back
    /// to front.
    ///
    /// - Complexity: O(n).
    func paintOrder() -> [Int] {
        var order: [Int] = []
        order.reserveCapacity(childOrder.count)
        var stack: [Int] = children(of: nil).reversed()
        while let index = stack.popLast() {
            order.append(index)
            stack.append(contentsOf: children(of: index).reversed())
        }
        return order
    }
}

import Foundation

/// The presentation tree at one moment of a ``Timeline``: every node on screen with the values
/// Core Animation would draw.
///
/// A frame is validated when it is built: ids are unique, every parent is in the frame and listed
/// before its children (tree order does this), and all numbers are finite. Out-of-range values
/// that have an obvious meaning are clamped instead (documented on each ``TimelineNode``
/// property). Building a frame also computes each node's ``TimelineNode/frameInRoot`` and the
/// paint order.
public struct TimelineFrame: Sendable {
    /// Seconds since the start of the timeline.
    public let time: TimeInterval
    /// The nodes, parents before their children. Among siblings this order is the order of the
    /// parent's subnodes; ``nodesInPaintOrder`` adds the z-position sort.
    public let nodes: [TimelineNode]
    /// Ids, parents and paint-ordered children, resolved once.
    let tree: FrameTree

    /// Creates and validates the presentation tree at `time`.
    ///
    /// - Parameters:
    ///   - time: seconds since the start of the timeline; finite and not negative.
    ///   - nodes: the nodes on screen, each parent before its children.
    /// - Throws: ``TimelineError`` naming the first node or value at fault.
    /// - Complexity: O(n log n) for n nodes.
    public init(time: TimeInterval, nodes: [TimelineNode]) throws {
        guard time.isFinite, time >= 0 else { throw TimelineError.invalidTime(time) }
        var validated: [TimelineNode] = []
        validated.reserveCapacity(nodes.count)
        var indexByID: [String: Int] = [:]
        indexByID.reserveCapacity(nodes.count)
        var localToRoot: [PlaneTransform] = []
        localToRoot.reserveCapacity(nodes.count)
        for (index, node) in nodes.enumerated() {
            var node = try node.validated(at: time)
            guard indexByID[node.id] == nil else { throw TimelineError.duplicateNodeID(node.id, time: time) }
            var toRoot = PlaneTransform.localToParent(frame: node.frame, transform: node.transform)
            if let parentID = node.parentID {
                guard parentID != node.id else { throw TimelineError.nodeIsItsOwnParent(nodeID: node.id, time: time) }
                guard let parent = indexByID[parentID] else {
                    let listedLater = nodes[(index + 1)...].contains { $0.id == parentID }
                    throw listedLater
                        ? TimelineError.parentListedAfterChild(nodeID: node.id, parentID: parentID, time: time)
                        : TimelineError.unknownParent(nodeID: node.id, parentID: parentID, time: time)
                }
                toRoot = toRoot.concatenating(localToRoot[parent])
            }
            node.frameInRoot = toRoot.boundingBox(of: node.bounds)
            indexByID[node.id] = index
            localToRoot.append(toRoot)
            validated.append(node)
        }
        self.time = time
        self.nodes = validated
        self.tree = FrameTree(nodes: validated, indexByID: indexByID)
    }

    /// The node with `id`, or `nil` when it is not on screen at this moment.
    ///
    /// - Complexity: O(1) on average.
    public func node(withID id: String) -> TimelineNode? {
        tree.indexByID[id].map { nodes[$0] }
    }

    /// Whether the node with `id` is on screen at this moment.
    public func contains(nodeWithID id: String) -> Bool {
        tree.indexByID[id] != nil
    }

    /// The children of the node with `id` back to front (paint order), or the root nodes for `nil`;
    /// empty when the id is not in the frame.
    ///
    /// - Complexity: O(k) for k children.
    public func children(ofNodeWithID id: String?) -> [TimelineNode] {
        guard let id else { return tree.children(of: nil).map { nodes[$0] } }
        guard let index = tree.indexByID[id] else { return [] }
        return tree.children(of: index).map { nodes[$0] }
    }

    /// Every node in the order it is drawn: depth first, each node before its subtree, siblings
    /// back to front (list order, then a stable sort by z position).
    ///
    /// - Complexity: O(n).
    public var nodesInPaintOrder: [TimelineNode] {
        tree.paintOrder().map { nodes[$0] }
    }

    /// The number of ancestors of the node at `index` in ``nodes``.
    func depth(ofNodeAt index: Int) -> Int {
        var depth = 0
        var current = tree.parentIndex[index]
        while let parent = current {
            depth += 1
            current = tree.parentIndex[parent]
        }
        return depth
    }
}

extension TimelineFrame: Hashable {
    /// Frames are equal when their times and nodes are (the derived structure follows from those).
    public static func == (left: TimelineFrame, right: TimelineFrame) -> Bool {
        left.time == right.time && left.nodes == right.nodes
    }

    /// Hashes the time and the nodes.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(time)
        hasher.combine(nodes)
    }
}

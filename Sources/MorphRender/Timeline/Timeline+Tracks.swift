import Foundation

extension Timeline {
    /// One track per node, in order of first appearance: when each node is on screen and when it
    /// moves, resizes, fades, transforms or changes style (see ``NodeTrack``).
    ///
    /// - Complexity: O(total nodes over all frames).
    public var tracks: [NodeTrack] {
        var builders: [TrackBuilder] = []
        var builderIndexByID: [String: Int] = [:]
        for (frameIndex, frame) in frames.enumerated() {
            let previous = frameIndex > 0 ? frames[frameIndex - 1] : nil
            for (nodeIndex, node) in frame.nodes.enumerated() {
                let builderIndex: Int
                if let existing = builderIndexByID[node.id] {
                    builderIndex = existing
                } else {
                    builderIndex = builders.count
                    builderIndexByID[node.id] = builderIndex
                    builders.append(TrackBuilder(id: node.id, name: node.name, depth: frame.depth(ofNodeAt: nodeIndex)))
                }
                if let previous, let before = previous.node(withID: node.id) {
                    for kind in Self.changes(from: before, to: node) {
                        builders[builderIndex].record(kind, from: previous.time, to: frame.time)
                    }
                } else {
                    builders[builderIndex].enter(at: frame.time, isInitial: frameIndex == 0)
                }
            }
            if let previous {
                for node in previous.nodes where !frame.contains(nodeWithID: node.id) {
                    builders[builderIndexByID[node.id]!].leave(at: frame.time)
                }
            }
        }
        if let last = frames.last {
            for node in last.nodes {
                builders[builderIndexByID[node.id]!].close(at: last.time)
            }
        }
        return builders.map { $0.track() }
    }

    /// The kinds of change between two samples of one node.
    static func changes(from before: TimelineNode, to after: TimelineNode) -> [NodeTrack.Activity.Kind] {
        var kinds: [NodeTrack.Activity.Kind] = []
        if before.parentID != after.parentID
            || differs(before.frame.midX, after.frame.midX) || differs(before.frame.midY, after.frame.midY) {
            kinds.append(.moving)
        }
        if differs(before.frame.width, after.frame.width) || differs(before.frame.height, after.frame.height) {
            kinds.append(.resizing)
        }
        if differs(before.alpha, after.alpha) { kinds.append(.fading) }
        if before.transform != after.transform { kinds.append(.transforming) }
        if before.backgroundColor != after.backgroundColor || before.borderColor != after.borderColor
            || before.borderWidth != after.borderWidth || before.cornerRadius != after.cornerRadius
            || before.clipsToBounds != after.clipsToBounds || before.zPosition != after.zPosition
            || before.isHidden != after.isHidden || before.text != after.text {
            kinds.append(.restyling)
        }
        return kinds
    }

    /// Whether two samples of a value differ by more than floating-point noise.
    private static func differs(_ left: CGFloat, _ right: CGFloat) -> Bool {
        abs(left - right) > 1e-9
    }
}

/// Accumulates one ``NodeTrack`` while ``Timeline/tracks`` walks the frames.
private struct TrackBuilder {
    let id: String
    let name: String
    let depth: Int
    var presence: [NodeTrack.TimeSpan] = []
    var presenceStart: TimeInterval?
    var activities: [NodeTrack.Activity] = []
    /// Where the latest activity of each kind is in `activities`, to extend it.
    var latestActivity: [NodeTrack.Activity.Kind: Int] = [:]
    var entries: [TimeInterval] = []
    var exits: [TimeInterval] = []

    init(id: String, name: String, depth: Int) {
        self.id = id
        self.name = name
        self.depth = depth
    }

    mutating func enter(at time: TimeInterval, isInitial: Bool) {
        presenceStart = time
        if !isInitial { entries.append(time) }
    }

    mutating func leave(at time: TimeInterval) {
        close(at: time)
        exits.append(time)
    }

    mutating func close(at time: TimeInterval) {
        guard let start = presenceStart else { return }
        presence.append(NodeTrack.TimeSpan(start: start, end: time))
        presenceStart = nil
    }

    mutating func record(_ kind: NodeTrack.Activity.Kind, from start: TimeInterval, to end: TimeInterval) {
        if let index = latestActivity[kind], activities[index].span.end == start {
            activities[index].span.end = end
        } else {
            latestActivity[kind] = activities.count
            activities.append(NodeTrack.Activity(kind: kind, span: NodeTrack.TimeSpan(start: start, end: end)))
        }
    }

    func track() -> NodeTrack {
        NodeTrack(id: id, name: name, depth: depth, presence: presence, activities: activities, entries: entries, exits: exits)
    }
}

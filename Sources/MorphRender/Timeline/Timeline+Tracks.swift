import Foundation
import Morph

extension Timeline {
    /// One track per layer, in order of first appearance: when each layer is on screen and which
    /// of its properties change when (see ``NodeTrack``).
    ///
    /// Two samples of a layer differ in a view property when the property's values differ
    /// (`AnyViewProperty.isEqual`), for every property of the `ViewProperties` table.
    ///
    /// - Complexity: O(total layers over all frames × properties), plus comparing contents.
    public var tracks: [NodeTrack] {
        var builders: [TrackBuilder] = []
        var builderIndexByID: [LayerID: Int] = [:]
        var previousIndexByID: [LayerID: Int] = [:]
        var currentIndexByID: [LayerID: Int] = [:]
        for (frameIndex, frame) in frames.enumerated() {
            let previous = frameIndex > 0 ? frames[frameIndex - 1] : nil
            currentIndexByID.removeAll(keepingCapacity: true)
            var depths: [Int] = []
            depths.reserveCapacity(frame.layers.count)
            for (layerIndex, layer) in frame.layers.enumerated() {
                currentIndexByID[layer.id] = layerIndex
                depths.append(layer.parentIndex.map { depths[$0] + 1 } ?? 0)
                let builderIndex: Int
                if let existing = builderIndexByID[layer.id] {
                    builderIndex = existing
                } else {
                    builderIndex = builders.count
                    builderIndexByID[layer.id] = builderIndex
                    builders.append(TrackBuilder(
                        id: layer.id, label: Self.label(number: builderIndex + 1), name: layer.name, depth: depths[layerIndex]
                    ))
                }
                if let previous, let beforeIndex = previousIndexByID[layer.id] {
                    for property in Self.changes(from: beforeIndex, in: previous, to: layerIndex, in: frame) {
                        builders[builderIndex].record(property, from: previous.time, to: frame.time)
                    }
                } else {
                    builders[builderIndex].enter(at: frame.time, isInitial: frameIndex == 0)
                }
            }
            if let previous {
                for layer in previous.layers where currentIndexByID[layer.id] == nil {
                    builders[builderIndexByID[layer.id]!].leave(at: frame.time)
                }
            }
            swap(&previousIndexByID, &currentIndexByID)
        }
        if let last = frames.last {
            for layer in last.layers {
                builders[builderIndexByID[layer.id]!].close(at: last.time)
            }
        }
        return builders.map { $0.track() }
    }

    /// The properties that differ between two samples of one layer, in track-view order.
    static func changes(from beforeIndex: Int, in before: PresentationTree, to afterIndex: Int, in after: PresentationTree) -> [String] {
        let old = before.layers[beforeIndex], new = after.layers[afterIndex]
        var properties: [String] = []
        // Most layers stand still from one sample to the next: one comparison of the whole
        // attributes spares a type-erased key-path read per property.
        if old.attributes != new.attributes {
            for property in ViewProperties.all where !property.isEqual(old.attributes, new.attributes) {
                properties.append(property.name)
            }
        }
        if old.content != new.content { properties.append(NodeTrack.Activity.content) }
        let oldParent = old.parentIndex.map { before.layers[$0].id }, newParent = new.parentIndex.map { after.layers[$0].id }
        if oldParent != newParent { properties.append(NodeTrack.Activity.parent) }
        return properties
    }
}

/// Accumulates one ``NodeTrack`` while ``Timeline/tracks`` walks the frames.
private struct TrackBuilder {
    let id: LayerID
    let label: String
    let name: String
    let depth: Int
    var presence: [NodeTrack.TimeSpan] = []
    var presenceStart: TimeInterval?
    var activities: [NodeTrack.Activity] = []
    /// Where the latest activity of each property is in `activities`, to extend it.
    var latestActivity: [String: Int] = [:]
    var entries: [TimeInterval] = []
    var exits: [TimeInterval] = []

    init(id: LayerID, label: String, name: String, depth: Int) {
        self.id = id
        self.label = label
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

    mutating func record(_ property: String, from start: TimeInterval, to end: TimeInterval) {
        if let index = latestActivity[property], activities[index].span.end == start {
            activities[index].span.end = end
        } else {
            latestActivity[property] = activities.count
            activities.append(NodeTrack.Activity(property: property, span: NodeTrack.TimeSpan(start: start, end: end)))
        }
    }

    func track() -> NodeTrack {
        NodeTrack(id: id, label: label, name: name, depth: depth, presence: presence, activities: activities, entries: entries, exits: exits)
    }
}

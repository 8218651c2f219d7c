import Foundation
import Morph

/// What one layer does over a ``Timeline``: when it is on screen and which of its properties
/// change when — derived from the samples, one row of the HTML player's track view.
///
/// Presence follows the timeline's sample-and-hold rule: a layer present in samples `a…b` is on
/// screen from the time of sample `a` until the time of sample `b + 1` (or the end).
/// An activity covers every interval between two consecutive samples, both having the layer, in
/// which one property's value changed. The properties are those of the `ViewProperties` table,
/// by name (`"alpha"`, `"position"`, …), plus ``Activity/content`` (the text or image changed) and
/// ``Activity/parent`` (the layer moved to another supernode), so a property added to the table
/// gets its own activities without any change here.
public struct NodeTrack: Equatable, Sendable, Identifiable {
    /// The layer's id.
    public var id: LayerID
    /// The layer's label in the timeline (`n3`, see ``Timeline/layerLabels``).
    public var label: String
    /// The layer's name in the first frame that has it.
    public var name: String
    /// The layer's depth (number of ancestors) in the first frame that has it, for indenting rows.
    public var depth: Int
    /// When the layer is on screen, in time order, non-overlapping.
    public var presence: [TimeSpan]
    /// When the layer changes, per property, in time order; spans of one property never overlap
    /// or touch.
    public var activities: [Activity]
    /// The times at which the layer appears after the first frame (an insertion).
    public var entries: [TimeInterval]
    /// The times at which the layer disappears before the end (a removal).
    public var exits: [TimeInterval]

    /// Creates a track; timelines compute theirs with ``Timeline/tracks``.
    public init(
        id: LayerID, label: String, name: String, depth: Int, presence: [TimeSpan], activities: [Activity],
        entries: [TimeInterval], exits: [TimeInterval]
    ) {
        self.id = id
        self.label = label
        self.name = name
        self.depth = depth
        self.presence = presence
        self.activities = activities
        self.entries = entries
        self.exits = exits
    }

    /// The spans in which `property` changes (a view property's name, ``Activity/content`` or
    /// ``Activity/parent``).
    public func spans(of property: String) -> [TimeSpan] {
        activities.filter { $0.property == property }.map(\.span)
    }

    /// Whether `property` ever changes.
    public func changes(_ property: String) -> Bool {
        activities.contains { $0.property == property }
    }
}

extension NodeTrack {
    /// A closed interval of timeline time, in seconds.
    public struct TimeSpan: Hashable, Sendable {
        /// Where the span starts.
        public var start: TimeInterval
        /// Where the span ends; never before ``start``.
        public var end: TimeInterval

        /// Creates a span; `end` below `start` is raised to `start`.
        public init(start: TimeInterval, end: TimeInterval) {
            self.start = start
            self.end = max(start, end)
        }

        /// How long the span lasts.
        public var duration: TimeInterval { end - start }
    }

    /// A span of time in which one property of a layer changes.
    public struct Activity: Hashable, Sendable {
        /// The activity of a layer whose content (text or image) changes.
        public static let content = "content"
        /// The activity of a layer that moves to another supernode.
        public static let parent = "parent"

        /// The property that changes: the name of a view property (`ViewProperty.name`),
        /// ``content`` or ``parent``.
        public var property: String
        /// When it changes.
        public var span: TimeSpan

        /// Creates an activity.
        public init(property: String, span: TimeSpan) {
            self.property = property
            self.span = span
        }

        /// Every property an activity can name, in the order the track view lists them: the
        /// `ViewProperties` table's names, then ``content`` and ``parent``.
        public static var properties: [String] {
            ViewProperties.all.map(\.name) + [content, parent]
        }
    }
}

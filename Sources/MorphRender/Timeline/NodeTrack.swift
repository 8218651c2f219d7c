import Foundation

/// What one node does over a ``Timeline``: when it is on screen and when it moves, resizes, fades,
/// transforms or changes style — derived from the samples, one row of the HTML player's track view.
///
/// Presence follows the timeline's sample-and-hold rule: a node present in samples `a…b` is on
/// screen from the time of sample `a` until the time of sample `b + 1` (or the end).
/// An activity covers every interval between two consecutive samples, both having the node, in
/// which the corresponding value changed.
public struct NodeTrack: Hashable, Sendable, Identifiable {
    /// The node's id.
    public var id: String
    /// The node's name in the first frame that has it.
    public var name: String
    /// The node's depth (number of ancestors) in the first frame that has it, for indenting rows.
    public var depth: Int
    /// When the node is on screen, in time order, non-overlapping.
    public var presence: [TimeSpan]
    /// When the node changes, per kind, in time order; spans of one kind never overlap or touch.
    public var activities: [Activity]
    /// The times at which the node appears after the first frame (an insertion).
    public var entries: [TimeInterval]
    /// The times at which the node disappears before the end (a removal).
    public var exits: [TimeInterval]

    /// Creates a track; timelines compute theirs with ``Timeline/tracks``.
    public init(id: String, name: String, depth: Int, presence: [TimeSpan], activities: [Activity], entries: [TimeInterval], exits: [TimeInterval]) {
        self.id = id
        self.name = name
        self.depth = depth
        self.presence = presence
        self.activities = activities
        self.entries = entries
        self.exits = exits
    }

    /// The spans in which the node does `kind`.
    public func spans(of kind: Activity.Kind) -> [TimeSpan] {
        activities.filter { $0.kind == kind }.map(\.span)
    }

    /// Whether the node ever does `kind`.
    public func does(_ kind: Activity.Kind) -> Bool {
        activities.contains { $0.kind == kind }
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

    /// A span of time in which a node's value of one kind changes.
    public struct Activity: Hashable, Sendable {
        /// The kinds of change a track records.
        public enum Kind: String, CaseIterable, Hashable, Sendable {
            /// The centre of the frame in the parent moves (Core Animation's `position`). Motion
            /// inherited from an ancestor shows on the ancestor's row.
            case moving
            /// The frame's size changes.
            case resizing
            /// The alpha changes.
            case fading
            /// The transform changes.
            case transforming
            /// The background colour, border, corner radius, clipping, z position, visibility or
            /// text changes.
            case restyling
        }

        /// What changes.
        public var kind: Kind
        /// When it changes.
        public var span: TimeSpan

        /// Creates an activity.
        public init(kind: Kind, span: TimeSpan) {
            self.kind = kind
            self.span = span
        }
    }
}

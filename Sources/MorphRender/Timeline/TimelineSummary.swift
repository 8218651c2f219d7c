import Foundation
import Morph

/// What happens in a ``Timeline``, in numbers: the table `morph` prints for each example.
public struct TimelineSummary: Hashable, Sendable {
    /// Distinct layers that are on screen at some moment.
    public let nodes: Int
    /// Insertions: times a layer appears after the first frame (``NodeTrack/entries``).
    public let inserted: Int
    /// Removals: times a layer disappears before the end (``NodeTrack/exits``).
    public let removed: Int
    /// Layers whose place in their supernode changes at some moment: their `position` changes, or
    /// they move to another supernode (``NodeTrack/Activity/parent``).
    public let moved: Int
    /// The timeline's duration in seconds.
    public let duration: TimeInterval

    /// Summarises `timeline`.
    ///
    /// - Complexity: the cost of ``Timeline/tracks``.
    public init(_ timeline: Timeline) {
        self.init(timeline, tracks: timeline.tracks)
    }

    /// Summarises `timeline` from its `tracks` (``Timeline/tracks``, computed once by a caller
    /// that needs them for something else too, such as ``HTMLPlayerRenderer/render(_:tracks:)``).
    ///
    /// - Complexity: O(tracks and their activities).
    public init(_ timeline: Timeline, tracks: [NodeTrack]) {
        nodes = tracks.count
        inserted = tracks.reduce(0) { $0 + $1.entries.count }
        removed = tracks.reduce(0) { $0 + $1.exits.count }
        moved = tracks.count { $0.changes(ViewProperty<CGPoint>.position.name) || $0.changes(NodeTrack.Activity.parent) }
        duration = timeline.duration
    }
}

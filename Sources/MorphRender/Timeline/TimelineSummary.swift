import Foundation

/// What happens in a ``Timeline``, in numbers: the table `morph` prints for each example.
public struct TimelineSummary: Hashable, Sendable {
    /// Distinct nodes that are on screen at some moment.
    public let nodes: Int
    /// Insertions: times a node appears after the first frame (``NodeTrack/entries``).
    public let inserted: Int
    /// Removals: times a node disappears before the end (``NodeTrack/exits``).
    public let removed: Int
    /// Nodes whose position in their parent changes at some moment (``NodeTrack/Activity/Kind/moving``).
    public let moved: Int
    /// The timeline's duration in seconds.
    public let duration: TimeInterval

    /// Summarises `timeline`.
    ///
    /// - Complexity: O(frames × nodes), the cost of ``Timeline/tracks``.
    public init(_ timeline: Timeline) {
        let tracks = timeline.tracks
        nodes = tracks.count
        inserted = tracks.reduce(0) { $0 + $1.entries.count }
        removed = tracks.reduce(0) { $0 + $1.exits.count }
        moved = tracks.count { $0.does(.moving) }
        duration = timeline.duration
    }
}

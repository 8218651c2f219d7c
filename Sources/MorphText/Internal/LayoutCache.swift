import Foundation
import MorphLayout

/// A bounded cache of finished text layouts with approximately least-recently-used eviction.
///
/// Two generations: new entries go to `recent`; when it holds half the capacity it becomes
/// `older` and the previous `older` is dropped. A hit in `older` moves the entry back to `recent`.
/// Every operation is O(1) amortized and the cache never holds more than `capacity` entries.
struct LayoutCache: Sendable {
    /// What a layout depends on.
    struct Key: Hashable, Sendable {
        var text: AttributedText
        var style: TextStyle
        var maximumWidth: CGFloat
    }

    let capacity: Int
    private var recent: [Key: TextLayout] = [:]
    private var older: [Key: TextLayout] = [:]
    private(set) var hits = 0
    private(set) var misses = 0

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The number of layouts held.
    var count: Int { recent.count + older.count }

    /// The layout of `key`, moved to the recent generation when found in the older one.
    /// Returns what that move dropped, for the caller to release after leaving its lock.
    mutating func layout(for key: Key) -> (layout: TextLayout?, dropped: [Key: TextLayout]) {
        if let layout = recent[key] {
            hits += 1
            return (layout, [:])
        }
        if let layout = older.removeValue(forKey: key) {
            hits += 1
            return (layout, insert(layout, for: key))
        }
        misses += 1
        return (nil, [:])
    }

    /// Keeps `layout`; when the recent generation is full it becomes the older one, and the
    /// previous older generation is returned, for the caller to release after leaving its lock.
    mutating func insert(_ layout: TextLayout, for key: Key) -> [Key: TextLayout] {
        guard capacity > 0 else { return [:] }
        recent[key] = layout
        var dropped: [Key: TextLayout] = [:]
        if recent.count >= max(1, capacity / 2) {
            dropped = older
            older = recent
            recent = [:]
        }
        return dropped
    }

    /// Empties the cache and returns both generations, for the caller to release after leaving
    /// its lock.
    mutating func removeAll() -> (recent: [Key: TextLayout], older: [Key: TextLayout]) {
        defer {
            recent = [:]
            older = [:]
        }
        return (recent, older)
    }
}

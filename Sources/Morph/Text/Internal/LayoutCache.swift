import Foundation

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

    mutating func layout(for key: Key) -> TextLayout? {
        if let layout = recent[key] {
            hits += 1
            return layout
        }
        if let layout = older.removeValue(forKey: key) {
            hits += 1
            insert(layout, for: key)
            return layout
        }
        misses += 1
        return nil
    }

    mutating func insert(_ layout: TextLayout, for key: Key) {
        guard capacity > 0 else { return }
        recent[key] = layout
        if recent.count >= max(1, capacity / 2) {
            older = recent
            recent = [:]
        }
    }

    mutating func removeAll() {
        recent.removeAll()
        older.removeAll()
    }
}

/// Values by key, ordered from the least to the most recently used: the bookkeeping of a bounded
/// cache, shared by every layer of the package (`package` access) — the image cache, the font
/// caches.
///
/// A dictionary from key to a slot, and the slots linked in order of use (a doubly linked list
/// kept in one array, with a free list), so a lookup, an insertion, a removal and the eviction of
/// the least recently used entry are each O(1) (amortised, as a dictionary's are). The cache
/// itself never evicts: its owner decides when (by count, by bytes) and receives what it removed,
/// so it can release the values after leaving its lock.
package struct LeastRecentlyUsedCache<Key: Hashable, Value> {
    fileprivate struct Slot {
        var key: Key?
        var value: Value?
        /// The slot used just before this one (towards the least recent), or -1.
        var older = -1
        /// The slot used just after this one (towards the most recent), or -1.
        var newer = -1
    }

    fileprivate var slots: [Slot] = []
    private var indices: [Key: Int] = [:]
    /// Slots without an entry, reused before the array grows.
    private var freeSlots: [Int] = []
    /// The least recently used slot, or -1 when empty.
    private var oldest = -1
    /// The most recently used slot, or -1 when empty.
    private var newest = -1

    /// An empty cache.
    package init() {}

    /// The number of entries.
    package var count: Int { indices.count }

    /// Whether there are no entries.
    package var isEmpty: Bool { indices.isEmpty }

    /// The keys, in no particular order.
    package var keys: Dictionary<Key, Int>.Keys { indices.keys }

    /// The value of `key`, which becomes the most recently used; nil when absent.
    ///
    /// - Complexity: O(1).
    package mutating func value(for key: Key) -> Value? {
        guard let index = indices[key] else { return nil }
        moveToNewest(index)
        return slots[index].value
    }

    /// The value of `key` without changing the order of use.
    ///
    /// - Complexity: O(1).
    package func peekValue(for key: Key) -> Value? {
        indices[key].flatMap { slots[$0].value }
    }

    /// Stores `value` for `key` as the most recently used entry; returns the value it replaces.
    ///
    /// - Complexity: O(1) amortised.
    @discardableResult
    package mutating func insert(_ value: Value, for key: Key) -> Value? {
        if let index = indices[key] {
            let previous = slots[index].value
            slots[index].value = value
            moveToNewest(index)
            return previous
        }
        let index: Int
        if let free = freeSlots.popLast() {
            index = free
            slots[index] = Slot(key: key, value: value)
        } else {
            index = slots.count
            slots.append(Slot(key: key, value: value))
        }
        indices[key] = index
        link(index)
        return nil
    }

    /// Keeps `value` for `key` unless the cache has a value for it already — the first value kept
    /// wins, and becomes the most recently used — then removes the least recently used entries
    /// until at most `capacity` remain, appending their values to `removed` (for the caller to
    /// release after leaving its lock). Returns the value kept.
    ///
    /// - Complexity: O(1) amortised, plus O(1) per entry removed.
    package mutating func keepFirst(_ value: Value, for key: Key, capacity: Int, removing removed: inout [Value]) -> Value {
        if let existing = self.value(for: key) { return existing }
        insert(value, for: key)
        while count > capacity, let oldest = removeLeastRecentlyUsed() {
            removed.append(oldest.value)
        }
        return value
    }

    /// Removes the entry of `key` and returns its value.
    ///
    /// - Complexity: O(1).
    @discardableResult
    package mutating func removeValue(forKey key: Key) -> Value? {
        guard let index = indices.removeValue(forKey: key) else { return nil }
        return free(index).value
    }

    /// The least recently used entry, without removing it.
    package var leastRecentlyUsed: (key: Key, value: Value)? {
        guard oldest >= 0, let key = slots[oldest].key, let value = slots[oldest].value else { return nil }
        return (key, value)
    }

    /// Removes the least recently used entry and returns it.
    ///
    /// - Complexity: O(1).
    package mutating func removeLeastRecentlyUsed() -> (key: Key, value: Value)? {
        guard oldest >= 0 else { return nil }
        let index = oldest
        let removed = free(index)
        guard let key = removed.key, let value = removed.value else { return nil }
        indices.removeValue(forKey: key)
        return (key, value)
    }

    /// Checks the links against the dictionary, for tests: every entry is reachable from both
    /// ends in opposite orders, and every slot is either an entry or free.
    package func assertInvariants() {
        var forward: [Int] = []
        var index = oldest
        while index >= 0 {
            forward.append(index)
            precondition(forward.count <= slots.count, "a cycle in the order of use")
            index = slots[index].newer
        }
        var backward: [Int] = []
        index = newest
        while index >= 0 {
            backward.append(index)
            precondition(backward.count <= slots.count, "a cycle in the order of use")
            index = slots[index].older
        }
        precondition(forward == backward.reversed(), "the order of use differs between its two directions")
        precondition(forward.count == indices.count, "\(forward.count) linked slots for \(indices.count) entries")
        for (key, slot) in indices {
            precondition(slots[slot].key == key && slots[slot].value != nil, "an entry's slot holds another key")
        }
        precondition(forward.count + freeSlots.count == slots.count, "a slot is neither used nor free")
    }

    // MARK: - The order of use

    /// Empties slot `index` (unlinked, added to the free slots) and returns what it held.
    private mutating func free(_ index: Int) -> Slot {
        unlink(index)
        let removed = slots[index]
        slots[index] = Slot()
        freeSlots.append(index)
        return removed
    }

    private mutating func moveToNewest(_ index: Int) {
        guard index != newest else { return }
        unlink(index)
        link(index)
    }

    /// Links slot `index` as the most recently used.
    private mutating func link(_ index: Int) {
        slots[index].older = newest
        slots[index].newer = -1
        if newest >= 0 { slots[newest].newer = index } else { oldest = index }
        newest = index
    }

    private mutating func unlink(_ index: Int) {
        let older = slots[index].older
        let newer = slots[index].newer
        if older >= 0 { slots[older].newer = newer } else { oldest = newer }
        if newer >= 0 { slots[newer].older = older } else { newest = older }
        slots[index].older = -1
        slots[index].newer = -1
    }
}

extension LeastRecentlyUsedCache: Sendable where Key: Sendable, Value: Sendable {}

extension LeastRecentlyUsedCache.Slot: Sendable where Key: Sendable, Value: Sendable {}

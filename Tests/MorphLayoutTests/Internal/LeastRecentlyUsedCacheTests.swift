@testable import MorphLayout
import MorphTestSupport
import Testing

@Suite("Least recently used cache")
struct LeastRecentlyUsedCacheTests {
    @Test("entries leave in the order they were last used, and a lookup counts as a use")
    func order() {
        var cache = LeastRecentlyUsedCache<String, Int>()
        cache.insert(1, for: "a")
        cache.insert(2, for: "b")
        cache.insert(3, for: "c")
        #expect(cache.value(for: "a") == 1)
        #expect(cache.peekValue(for: "b") == 2)  // a peek is not a use
        #expect(cache.leastRecentlyUsed?.key == "b")
        #expect(cache.removeLeastRecentlyUsed()?.key == "b")
        #expect(cache.removeLeastRecentlyUsed()?.key == "c")
        #expect(cache.insert(10, for: "a") == 1)  // a replacement returns the value it replaces
        #expect(cache.count == 1 && cache.value(for: "a") == 10)
        #expect(cache.removeValue(forKey: "a") == 10)
        #expect(cache.isEmpty && cache.removeLeastRecentlyUsed() == nil)
        cache.assertInvariants()
    }

    @Test("keepFirst keeps the first value for a key and removes the least recently used beyond the capacity")
    func keepFirst() {
        var cache = LeastRecentlyUsedCache<String, Int>()
        var removed: [Int] = []
        #expect(cache.keepFirst(1, for: "a", capacity: 2, removing: &removed) == 1)
        #expect(cache.keepFirst(2, for: "b", capacity: 2, removing: &removed) == 2)
        #expect(cache.keepFirst(10, for: "a", capacity: 2, removing: &removed) == 1)  // the first one wins
        #expect(cache.keepFirst(3, for: "c", capacity: 2, removing: &removed) == 3)
        #expect(removed == [2])  // "a" was used after "b"
        #expect(cache.count == 2 && cache.peekValue(for: "a") == 1 && cache.peekValue(for: "c") == 3)
        cache.assertInvariants()
    }

    @Test("random insertions, lookups and removals agree with a model and keep the links consistent")
    func model() {
        var generator = SplitMix64(seed: 27)
        var cache = LeastRecentlyUsedCache<Int, Int>()
        // The model: keys from least to most recently used.
        var order: [Int] = []
        var values: [Int: Int] = [:]
        for step in 0..<5_000 {
            let key = Int.random(in: 0..<64, using: &generator)
            switch Int.random(in: 0..<4, using: &generator) {
            case 0:
                #expect(cache.insert(step, for: key) == values[key])
                values[key] = step
                order.removeAll { $0 == key }
                order.append(key)
            case 1:
                #expect(cache.value(for: key) == values[key])
                if values[key] != nil {
                    order.removeAll { $0 == key }
                    order.append(key)
                }
            case 2:
                #expect(cache.removeValue(forKey: key) == values.removeValue(forKey: key))
                order.removeAll { $0 == key }
            default:
                let removed = cache.removeLeastRecentlyUsed()
                #expect(removed?.key == order.first)
                if let first = order.first {
                    #expect(removed?.value == values.removeValue(forKey: first))
                    order.removeFirst()
                }
            }
            #expect(cache.count == values.count)
            #expect(cache.leastRecentlyUsed?.key == order.first)
            if step % 100 == 0 { cache.assertInvariants() }
        }
        cache.assertInvariants()
    }
}

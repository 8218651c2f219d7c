import Foundation
@testable import MorphText
import Testing

@Suite("Layout cache")
struct LayoutCacheTests {
    @Test("a repeated measurement is a cache hit returning the same layout")
    func repeatedMeasurementHits() throws {
        let library = FontLibrary()
        let style = TextStyle(font: Font(.sans, size: 12))
        let first = try TextLayout("Cached text", style: style, maximumWidth: 50, library: library)
        let second = try TextLayout("Cached text", style: style, maximumWidth: 50, library: library)
        #expect(first == second)
        #expect(library.layoutCacheStatistics == (hits: 1, misses: 1))
        // Another width is another entry.
        _ = try TextLayout("Cached text", style: style, maximumWidth: 60, library: library)
        #expect(library.layoutCacheStatistics == (hits: 1, misses: 2))
        library.removeCachedLayouts()
        #expect(try TextLayout("Cached text", style: style, maximumWidth: 50, library: library) == first)
        #expect(library.layoutCacheStatistics == (hits: 1, misses: 3))
    }

    @Test("the cache never holds more than its capacity and keeps recently used entries")
    func boundedCache() throws {
        let library = FontLibrary()
        let layout = try TextLayout("x", style: TextStyle(font: Font(.sans, size: 12)), library: library)
        var cache = LayoutCache(capacity: 8)
        func key(_ index: Int) -> LayoutCache.Key {
            LayoutCache.Key(text: AttributedText("\(index)", attributes: TextAttributes(font: layout.style.font)), style: layout.style, maximumWidth: 10)
        }
        for index in 0..<100 {
            _ = cache.insert(layout, for: key(index))
            // Entry 0 is used all the time, so it survives.
            #expect(cache.layout(for: key(0)).layout != nil)
            #expect(cache.count <= 8)
        }
        #expect(cache.layout(for: key(99)).layout != nil)
        #expect(cache.layout(for: key(1)).layout == nil)
    }

    @Test("a zero capacity caches nothing and long strings are not cached")
    func uncached() throws {
        let none = FontLibrary(layoutCacheCapacity: 0)
        let style = TextStyle(font: Font(.sans, size: 12))
        _ = try TextLayout("a", style: style, library: none)
        _ = try TextLayout("a", style: style, library: none)
        #expect(none.layoutCacheStatistics == (hits: 0, misses: 0))
        #expect(FontLibrary(layoutCacheCapacity: -5).layoutCacheCapacity == 0)
        #expect(FontLibrary(usingWordCache: false).usesWordCache == false)

        let library = FontLibrary()
        let long = String(repeating: "a", count: FontLibrary.longestCachedString + 1)
        _ = try TextLayout(long, style: style, library: library)
        _ = try TextLayout(long, style: style, library: library)
        #expect(library.layoutCacheStatistics == (hits: 0, misses: 0))
    }
}

import Foundation
@testable import MorphImage
import MorphTestSupport
import Testing

@Suite("Image cache")
struct ImageCacheTests {
    typealias F = ImageFixtures

    @Test("a repeated request is a hit returning the same pixels; another scale is another entry")
    func hits() throws {
        let cache = ImageCache(byteLimit: 16 << 20)
        let url = try F.url("chelsea.png")
        let first = try cache.image(contentsOf: url)
        let second = try cache.image(contentsOf: url)
        #expect(first == second)
        #expect(cache.statistics == (hits: 1, misses: 1))
        #expect(cache.byteCount == 451 * 300 * 4 && cache.count == 1)
        let retina = try cache.image(contentsOf: url, scale: 2)
        #expect(retina.scale == 2 && cache.count == 2)
        cache.removeImage(contentsOf: url, scale: 2)
        #expect(cache.count == 1)
        cache.removeAll()
        #expect(cache.count == 0 && cache.byteCount == 0)
    }

    @Test("the cache stays within its byte limit, evicting the least recently used images")
    func bounded() throws {
        // Room for chelsea (541,200 bytes) and coffee (960,000 bytes), not astronaut (1,048,576) too.
        let cache = ImageCache(byteLimit: 1_600_000)
        let chelsea = try F.url("chelsea.png")
        _ = try cache.image(contentsOf: chelsea)
        _ = try cache.image(contentsOf: try F.url("coffee.png"))
        _ = try cache.image(contentsOf: chelsea)
        _ = try cache.image(contentsOf: try F.url("astronaut.png"))
        #expect(cache.byteCount <= 1_600_000)
        // Coffee was used least recently, so it went; chelsea stayed.
        let before = cache.statistics.hits
        _ = try cache.image(contentsOf: chelsea)
        #expect(cache.statistics.hits == before + 1)
        // An image larger than the whole limit is returned but not kept.
        let tiny = ImageCache(byteLimit: 100)
        #expect(try tiny.image(contentsOf: chelsea).pixelWidth == 451)
        #expect(tiny.count == 0)
        #expect(ImageCache(byteLimit: -1).byteLimit == 0)
    }

    @Test("eviction removes the least recently used images first, one at a time, and keeps the bookkeeping consistent")
    func evictionOrder() throws {
        // Each image is 10×10 pixels (400 bytes); the cache holds five.
        let cache = ImageCache(byteLimit: 2_000)
        func key(_ index: Int) -> ImageCacheKey { ImageCacheKey(source: .remote(url: "https://example.com/\(index).png"), scale: 1) }
        let image = try DecodedImage(pixelWidth: 10, pixelHeight: 10, pixels: [UInt32](repeating: 0xFF00_0000, count: 100))
        for index in 0..<5 { cache.insert(image, for: key(index)) }
        _ = cache.cachedImage(for: key(0))  // 0 becomes the most recently used
        cache.insert(image, for: key(5))
        #expect(cache.cachedImage(for: key(1)) == nil)  // the least recently used went
        #expect(cache.cachedImage(for: key(0)) != nil)
        #expect(cache.count == 5 && cache.byteCount == 2_000)
        cache.assertInvariants()

        // A file's entries (scales, modified versions) are forgotten together, through the
        // index of sources, and the others stay.
        for index in 0..<100 { cache.insert(image, for: ImageCacheKey(source: .remote(url: "https://example.com/many/\(index)"), scale: 1)) }
        cache.assertInvariants()
        let url = URL(string: "https://example.com/many/99")!
        cache.removeImage(contentsOf: url)
        #expect(cache.cachedImage(for: ImageCacheKey(source: ImageCacheKey.Source(url), scale: 1)) == nil)
        #expect(cache.count == 4)
        cache.assertInvariants()
    }

    @Test("when two threads decode the same new image, the first one kept is the one both get")
    func firstInsertWins() throws {
        let cache = ImageCache(byteLimit: 1 << 20)
        let key = ImageCacheKey(source: .file(path: "/images/a.png"), scale: 1)
        let first = try DecodedImage(pixelWidth: 1, pixelHeight: 1, pixels: [0xFFFF_0000])
        let second = try DecodedImage(pixelWidth: 1, pixelHeight: 1, pixels: [0xFF00_00FF])
        #expect(cache.insert(first, for: key) == first)
        #expect(cache.insert(second, for: key) == first)
        #expect(cache.cachedImage(for: key) == first)
        #expect(cache.count == 1 && cache.byteCount == 4)
        cache.assertInvariants()
    }

    @Test("errors are thrown, not cached")
    func errors() throws {
        let cache = ImageCache(byteLimit: 1 << 20)
        let missing = URL(fileURLWithPath: "/nonexistent/morph/image.png")
        #expect(throws: ImageError.self) { try cache.image(contentsOf: missing) }
        #expect(throws: ImageError.self) { try cache.image(contentsOf: missing) }
        #expect(cache.count == 0)
    }

    @Test("many tasks asking at once get the same image and the cache stays consistent")
    func concurrent() async throws {
        let cache = ImageCache(byteLimit: 4 << 20)
        let names = ["chelsea.png", "rgba.png", "palette.png", "halves.jpg", "rocket.jpg"]
        let urls = try names.map { try F.url($0) }
        let results = try await withThrowingTaskGroup(of: (Int, DecodedImage).self) { group in
            for _ in 0..<8 {
                for (index, url) in urls.enumerated() {
                    group.addTask { (index, try cache.image(contentsOf: url)) }
                }
            }
            var results: [(Int, DecodedImage)] = []
            for try await result in group { results.append(result) }
            return results
        }
        for (index, image) in results {
            #expect(image == (try DecodedImage(contentsOf: urls[index])))
        }
        #expect(cache.count == urls.count)
        #expect(cache.byteCount == results.reduce(into: [Int: Int]()) { $0[$1.0] = $1.1.pixels.count * 4 }.values.reduce(0, +))
    }
}

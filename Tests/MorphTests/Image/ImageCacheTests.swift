import Foundation
import Testing
@testable import Morph

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

import Foundation
@testable import MorphImage
import MorphTestSupport
import Synchronization
import Testing

private struct Refusal: Error, CustomStringConvertible {
    var description: String { "refused on purpose" }
}

@Suite("Image modification")
struct ImageModificationTests {
    typealias F = ImageFixtures

    @Test("a modification is equal to another by its identifier, and apply wraps what it throws")
    func identityAndErrors() throws {
        let a = ImageModification("same") { $0 }
        let b = ImageModification("same") { _ in throw Refusal() }
        #expect(a == b && a.hashValue == b.hashValue)
        #expect(a != ImageModification("other") { $0 })
        let image = try DecodedImage(pixelWidth: 1, pixelHeight: 1, pixels: [0xFF00_0000])
        #expect(try a.apply(to: image) == image)
        #expect(throws: ImageError(path: nil, reason: .modificationFailed(modification: "same", message: "refused on purpose"))) {
            try b.apply(to: image)
        }
        #expect("\(b)" == "ImageModification(same)")
    }

    @Test("the cache keeps a file's modified versions beside it and forgets them with it")
    func cacheEntries() throws {
        let cache = ImageCache(byteLimit: 16 << 20)
        let url = try F.url("chelsea.png")
        let runs = Mutex(0)
        // Every pixel made opaque black: a result that differs from the photo.
        let modification = ImageModification("black") { image in
            runs.withLock { $0 += 1 }
            let pixels = [UInt32](repeating: 0xFF00_0000, count: image.pixels.count)
            return try DecodedImage(pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight, scale: image.scale, pixels: pixels)
        }
        let modified = try cache.image(contentsOf: url, modifiedBy: modification)
        #expect(cache.count == 2 && runs.withLock { $0 } == 1)
        #expect(try cache.image(contentsOf: url, modifiedBy: modification) == modified)
        #expect(runs.withLock { $0 } == 1)
        #expect(try cache.image(contentsOf: url) != modified)

        // Errors are thrown with the file's path and not kept.
        let failing = ImageModification("fails") { _ in throw Refusal() }
        #expect(throws: ImageError(path: url.path, reason: .modificationFailed(modification: "fails", message: "refused on purpose"))) {
            try cache.image(contentsOf: url, modifiedBy: failing)
        }
        #expect(cache.count == 2)

        cache.removeImage(contentsOf: url)
        #expect(cache.count == 0 && cache.byteCount == 0)
    }
}

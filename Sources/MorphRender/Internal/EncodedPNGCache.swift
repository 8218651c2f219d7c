import Foundation
import MorphImage
import MorphLayout
import Synchronization

/// The base64 PNGs of the images rendered lately, shared by every rendering of the process: the
/// player page and the SVG filmstrip of a timeline embed the same photos, and `morph` renders
/// both for every example, so each photo is compressed once rather than once per document
/// (compressing a photo costs more than the rest of its document).
///
/// An image is found by its pixel buffer's identity (the entry keeps the image, so the buffer
/// cannot be freed and its address reused while it is kept) and its size: O(1), without
/// comparing pixels under the lock. Equal pixels in another buffer are encoded again.
///
/// **Bounds.** At most ``maximumEntryCount`` images and ``maximumByteCount`` bytes of base64; the
/// least recently used go first, freed after the lock is released. Encoding runs outside the
/// lock, so two threads that meet a new image at once may both encode it.
final class EncodedPNGCache: Sendable {
    /// The cache of the process.
    static let shared = EncodedPNGCache()
    /// The most images kept.
    static let maximumEntryCount = 256
    /// The most bytes of base64 kept: 64 MiB.
    static let maximumByteCount = 64 << 20

    private struct Entry {
        var image: DecodedImage
        var base64: String
        var byteCount: Int
    }

    private struct State {
        /// By pixel buffer address, in order of use: looking up, adding and evicting are O(1).
        var entries = LeastRecentlyUsedCache<Int, Entry>()
        var byteCount = 0
    }

    private let state = Mutex(State())

    /// The PNG of `image` in base64, from the cache or encoded now.
    ///
    /// - Throws: the encoder's `ImageError`.
    func base64PNG(of image: DecodedImage) throws(ImageError) -> String {
        let key = Self.key(of: image)
        let kept = state.withLock { state -> String? in
            guard let entry = state.entries.value(for: key), entry.image.pixelWidth == image.pixelWidth, entry.image.pixelHeight == image.pixelHeight else { return nil }
            return entry.base64
        }
        if let kept { return kept }
        let base64 = try image.pngData().base64EncodedString()
        let bytes = base64.utf8.count
        guard bytes <= Self.maximumByteCount else { return base64 }
        // Dropped after the lock is released: freeing large strings is not done under it.
        let dropped = state.withLock { state -> [Entry] in
            var dropped: [Entry] = []
            if let old = state.entries.removeValue(forKey: key) {
                state.byteCount -= old.byteCount
                dropped.append(old)
            }
            while state.entries.count >= Self.maximumEntryCount || state.byteCount + bytes > Self.maximumByteCount,
                  let oldest = state.entries.removeLeastRecentlyUsed() {
                state.byteCount -= oldest.value.byteCount
                dropped.append(oldest.value)
            }
            state.entries.insert(Entry(image: image, base64: base64, byteCount: bytes), for: key)
            state.byteCount += bytes
            return dropped
        }
        _ = dropped
        return base64
    }

    /// The number of images kept.
    var count: Int { state.withLock { $0.entries.count } }

    /// Whether `image` (its pixel buffer) is kept.
    func holds(_ image: DecodedImage) -> Bool {
        let key = Self.key(of: image)
        return state.withLock { $0.entries.peekValue(for: key) != nil }
    }

    /// The address of the image's pixel buffer.
    private static func key(of image: DecodedImage) -> Int {
        image.pixels.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
    }
}

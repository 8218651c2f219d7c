import Foundation

/// A memory cache of decoded images, keyed by file path and scale, safe to use from any thread.
///
/// ```swift
/// let icon = try ImageCache.shared.image(contentsOf: URL(fileURLWithPath: "icon@2x.png"))
/// ```
///
/// **Bounds.** The cache holds at most ``byteLimit`` bytes of pixels (4 per pixel); adding an image
/// evicts the least recently used ones until the total fits. An image larger than the whole limit
/// is decoded and returned but not kept. ``shared`` keeps 128 MiB.
///
/// **Keys and staleness.** Entries are keyed by the URL's path as given (`a/../b.png` and `b.png`
/// are two entries) and the scale, not by the file's contents: a file changed on disk keeps its old
/// pixels until ``removeImage(contentsOf:scale:)`` or ``removeAll()``.
///
/// **Concurrency.** Lookups and insertions take a lock; decoding happens outside it, so two tasks
/// asking for the same new image at once may both decode it (the second result is kept).
public final class ImageCache: Sendable {
    /// The cache every image node uses unless told otherwise: 128 MiB.
    public static let shared = ImageCache(byteLimit: 128 << 20)

    /// The most bytes of pixels kept.
    public let byteLimit: Int

    private let state: Locked<State>

    private struct Key: Hashable, Sendable {
        var path: String
        var scale: CGFloat
    }

    private struct Entry: Sendable {
        var image: DecodedImage
        var lastUse: UInt64
    }

    private struct State: Sendable {
        var entries: [Key: Entry] = [:]
        var byteCount = 0
        var clock: UInt64 = 0
        var hits = 0
        var misses = 0
    }

    /// A cache that keeps at most `byteLimit` bytes of pixels (negative limits count as 0, which
    /// keeps nothing).
    public init(byteLimit: Int) {
        self.byteLimit = max(0, byteLimit)
        state = Locked(State())
    }

    /// The bytes of pixels kept now.
    public var byteCount: Int {
        state.withLock { $0.byteCount }
    }

    /// The number of images kept now.
    public var count: Int {
        state.withLock { $0.entries.count }
    }

    /// The image at `url` at `scale`, decoded on first use (see ``DecodedImage/init(contentsOf:scale:maximumPixelCount:)``).
    ///
    /// - Parameters:
    ///   - url: a file URL.
    ///   - scale: pixels per point; by default from the file name (`@2x`), else 1.
    /// - Throws: the ``ImageError`` of decoding (errors are not cached).
    /// - Complexity: O(1) for a cached image; decoding is O(pixels); an insertion that evicts is
    ///   O(images kept).
    public func image(contentsOf url: URL, scale: CGFloat? = nil) throws(ImageError) -> DecodedImage {
        let resolvedScale = scale ?? DecodedImage.scale(ofFileNamed: url.lastPathComponent)
        let key = Key(path: url.path, scale: resolvedScale)
        if let cached = state.withLock({ state -> DecodedImage? in
            state.clock += 1
            guard var entry = state.entries[key] else {
                state.misses += 1
                return nil
            }
            state.hits += 1
            entry.lastUse = state.clock
            state.entries[key] = entry
            return entry.image
        }) {
            return cached
        }
        let image = try DecodedImage(contentsOf: url, scale: resolvedScale)
        insert(image, for: key)
        return image
    }

    /// Forgets the image of `url` at `scale` (every scale when `nil`).
    public func removeImage(contentsOf url: URL, scale: CGFloat? = nil) {
        let path = url.path
        state.withLock { state in
            for key in state.entries.keys where key.path == path && (scale == nil || key.scale == scale) {
                if let removed = state.entries.removeValue(forKey: key) {
                    state.byteCount -= removed.image.pixels.count * 4
                }
            }
        }
    }

    /// Forgets every image.
    public func removeAll() {
        state.withLock { state in
            state.entries.removeAll()
            state.byteCount = 0
        }
    }

    /// Hits and misses, for tests.
    var statistics: (hits: Int, misses: Int) {
        state.withLock { ($0.hits, $0.misses) }
    }

    private func insert(_ image: DecodedImage, for key: Key) {
        let bytes = image.pixels.count * 4
        guard bytes <= byteLimit else { return }
        state.withLock { state in
            if let previous = state.entries.removeValue(forKey: key) {
                state.byteCount -= previous.image.pixels.count * 4
            }
            while state.byteCount + bytes > byteLimit,
                  let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
                state.entries.removeValue(forKey: oldest.key)
                state.byteCount -= oldest.value.image.pixels.count * 4
            }
            state.clock += 1
            state.entries[key] = Entry(image: image, lastUse: state.clock)
            state.byteCount += bytes
        }
    }
}

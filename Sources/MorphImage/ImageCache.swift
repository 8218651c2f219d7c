import Foundation
@_spi(MorphInternals) import MorphLayout

/// A memory cache of decoded images — files, downloads and their modified versions — safe to use
/// from any thread.
///
/// ```swift
/// let icon = try ImageCache.shared.image(contentsOf: URL(fileURLWithPath: "icon@2x.png"))
/// ```
///
/// **Bounds.** The cache holds at most ``byteLimit`` bytes of pixels (4 per pixel); adding an image
/// evicts the least recently used ones until the total fits. An image larger than the whole limit
/// is decoded and returned but not kept. ``shared`` keeps 128 MiB.
///
/// **What is kept.** Decoded files (``image(contentsOf:scale:)``), images a `NetworkImageNode`
/// downloaded, and images an ``ImageModification`` made of either
/// (``image(contentsOf:scale:modifiedBy:)``), each in one budget. An entry's key is its source — a
/// file by its path as given (`a/../b.png` and `b.png` are two entries), a download by its absolute
/// URL — its scale, and the modification's ``ImageModification/identifier``, not the contents: a
/// file changed on disk keeps its old pixels until ``removeImage(contentsOf:scale:)`` or
/// ``removeAll()``.
///
/// **Concurrency.** Lookups and insertions take a lock for O(1) work (eviction is O(1) per image
/// evicted, and evicted pixels are released after the lock); decoding and modifying happen outside
/// it, so two tasks asking for the same new image at once may both make it: the first one kept
/// wins, and both get it.
public final class ImageCache: Sendable {
    /// The cache every image node uses unless told otherwise: 128 MiB.
    public static let shared = ImageCache(byteLimit: 128 << 20)

    /// The most bytes of pixels kept.
    public let byteLimit: Int

    private let state: Locked<State>

    private struct State: Sendable {
        /// The images, least recently used first out.
        var entries = LeastRecentlyUsedCache<ImageCacheKey, DecodedImage>()
        /// The keys of each source (its scales and modified versions), so forgetting a file
        /// touches only its own entries.
        var keysBySource: [ImageCacheKey.Source: Set<ImageCacheKey>] = [:]
        var byteCount = 0
        var hits = 0
        var misses = 0

        /// Removes the entry of `key`, keeping the byte count and the index of sources; returns
        /// the image for the caller to release after unlocking.
        mutating func remove(_ key: ImageCacheKey) -> DecodedImage? {
            guard let removed = entries.removeValue(forKey: key) else { return nil }
            byteCount -= removed.pixels.count * 4
            forget(key)
            return removed
        }

        /// Removes `key` from the index of sources.
        mutating func forget(_ key: ImageCacheKey) {
            keysBySource[key.source]?.remove(key)
            if keysBySource[key.source]?.isEmpty == true { keysBySource[key.source] = nil }
        }
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
    /// - Complexity: O(1) for a cached image; decoding is O(pixels); an insertion is O(1) per image
    ///   it evicts.
    public func image(contentsOf url: URL, scale: CGFloat? = nil) throws(ImageError) -> DecodedImage {
        let resolvedScale = scale ?? DecodedImage.scale(ofFileNamed: url.lastPathComponent)
        let key = ImageCacheKey(source: .file(path: url.path), scale: resolvedScale)
        if let cached = cachedImage(for: key) {
            return cached
        }
        let image = try DecodedImage(contentsOf: url, scale: resolvedScale)
        return insert(image, for: key)
    }

    /// The image at `url` at `scale` as `modification` makes it: decoded and modified on first use,
    /// on the calling thread (call it off the main actor), both kept.
    ///
    /// - Throws: the ``ImageError`` of decoding, or
    ///   ``ImageError/Reason/modificationFailed(modification:message:)`` (errors are not cached).
    /// - Complexity: O(1) for a cached result; else decoding and the modification's own cost.
    public func image(contentsOf url: URL, scale: CGFloat? = nil, modifiedBy modification: ImageModification) throws(ImageError) -> DecodedImage {
        let resolvedScale = scale ?? DecodedImage.scale(ofFileNamed: url.lastPathComponent)
        let key = ImageCacheKey(source: .file(path: url.path), scale: resolvedScale)
        if let cached = cachedImage(for: key.modified(by: modification)) {
            return cached
        }
        let source = try image(contentsOf: url, scale: resolvedScale)
        return try modifiedImage(of: source, sourceKey: key, modification: modification)
    }

    /// Forgets the image of `url` — a file, or a URL a `NetworkImageNode` loaded — at
    /// `scale` (every scale when `nil`), and its modified versions.
    ///
    /// - Complexity: O(entries of that source); their pixels are released after the cache's lock.
    public func removeImage(contentsOf url: URL, scale: CGFloat? = nil) {
        let source = ImageCacheKey.Source(url)
        // The removed pixels are released when `removed` goes, after the lock.
        let removed = state.withLock { state -> [DecodedImage] in
            let keys = state.keysBySource[source] ?? []
            return keys.filter { scale == nil || $0.scale == scale }.compactMap { state.remove($0) }
        }
        _ = removed
    }

    /// Forgets every image.
    ///
    /// - Complexity: O(1) under the cache's lock; the pixels are released after it.
    public func removeAll() {
        let removed = state.withLock { state -> State in
            var emptied = State()
            emptied.hits = state.hits
            emptied.misses = state.misses
            swap(&state, &emptied)
            return emptied
        }
        _ = removed
    }

    /// Hits and misses, for tests.
    var statistics: (hits: Int, misses: Int) {
        state.withLock { ($0.hits, $0.misses) }
    }

    // MARK: - Keys (for image nodes and the downloader)

    /// The image kept under `key`, counting a hit or a miss.
    package func cachedImage(for key: ImageCacheKey) -> DecodedImage? {
        state.withLock { state -> DecodedImage? in
            guard let image = state.entries.value(for: key) else {
                state.misses += 1
                return nil
            }
            state.hits += 1
            return image
        }
    }

    /// `source` (the image kept under `sourceKey`) as `modification` makes it: the kept result, or
    /// the modification run on the calling thread and its result kept.
    ///
    /// - Throws: ``ImageError/Reason/modificationFailed(modification:message:)``, with the path of a
    ///   file source.
    package func modifiedImage(of source: DecodedImage, sourceKey: ImageCacheKey, modification: ImageModification) throws(ImageError) -> DecodedImage {
        let key = sourceKey.modified(by: modification)
        if let cached = cachedImage(for: key) {
            return cached
        }
        let modified: DecodedImage
        do {
            modified = try modification.apply(to: source)
        } catch {
            guard error.path == nil, case .file(let path) = sourceKey.source else { throw error }
            throw error.at(path)
        }
        return insert(modified, for: key)
    }

    /// Keeps `image` under `key`, evicting the least recently used images until it fits, and
    /// returns the image kept: when another thread kept one under `key` first (both decoded the
    /// same new file at once), that one, and `image` is dropped after the lock. An image larger
    /// than the limit is returned but not kept.
    ///
    /// - Complexity: O(1) per image evicted, under the cache's lock; the evicted pixels are
    ///   released after it.
    @discardableResult
    package func insert(_ image: DecodedImage, for key: ImageCacheKey) -> DecodedImage {
        let bytes = image.pixels.count * 4
        guard bytes <= byteLimit else { return image }
        let (kept, evicted) = state.withLock { state -> (DecodedImage, [DecodedImage]) in
            if let existing = state.entries.value(for: key) { return (existing, []) }
            var evicted: [DecodedImage] = []
            state.entries.insert(image, for: key)
            state.keysBySource[key.source, default: []].insert(key)
            state.byteCount += bytes
            while state.byteCount > byteLimit, let oldest = state.entries.removeLeastRecentlyUsed() {
                state.byteCount -= oldest.value.pixels.count * 4
                state.forget(oldest.key)
                evicted.append(oldest.value)
            }
            return (image, evicted)
        }
        _ = evicted
        return kept
    }

    /// Checks the cache's bookkeeping, for tests: the order of use, the byte count and the index
    /// of sources agree with the entries.
    func assertInvariants() {
        state.withLock { state in
            state.entries.assertInvariants()
            let bytes = state.entries.keys.reduce(0) { $0 + (state.entries.peekValue(for: $1)?.pixels.count ?? 0) * 4 }
            precondition(bytes == state.byteCount, "byte count \(state.byteCount), entries hold \(bytes)")
            precondition(bytes <= byteLimit, "\(bytes) bytes kept over the limit \(byteLimit)")
            let indexed = state.keysBySource.values.reduce(into: Set<ImageCacheKey>()) { $0.formUnion($1) }
            precondition(indexed == Set(state.entries.keys), "the index of sources differs from the entries")
        }
    }
}

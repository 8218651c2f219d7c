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
/// **What is kept.** Decoded files (``image(contentsOf:scale:)``), images a ``NetworkImageNode``
/// downloaded, and images an ``ImageModification`` made of either
/// (``image(contentsOf:scale:modifiedBy:)``), each in one budget. An entry's key is its source — a
/// file by its path as given (`a/../b.png` and `b.png` are two entries), a download by its absolute
/// URL — its scale, and the modification's ``ImageModification/identifier``, not the contents: a
/// file changed on disk keeps its old pixels until ``removeImage(contentsOf:scale:)`` or
/// ``removeAll()``.
///
/// **Concurrency.** Lookups and insertions take a lock; decoding and modifying happen outside it,
/// so two tasks asking for the same new image at once may both make it (the second result is kept).
public final class ImageCache: Sendable {
    /// The cache every image node uses unless told otherwise: 128 MiB.
    public static let shared = ImageCache(byteLimit: 128 << 20)

    /// The most bytes of pixels kept.
    public let byteLimit: Int

    private let state: Locked<State>

    private struct Entry: Sendable {
        var image: DecodedImage
        var lastUse: UInt64
    }

    private struct State: Sendable {
        var entries: [ImageCacheKey: Entry] = [:]
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
        let key = ImageCacheKey(source: .file(path: url.path), scale: resolvedScale)
        if let cached = cachedImage(for: key) {
            return cached
        }
        let image = try DecodedImage(contentsOf: url, scale: resolvedScale)
        insert(image, for: key)
        return image
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

    /// Forgets the image of `url` — a file, or a URL a ``NetworkImageNode`` loaded — at
    /// `scale` (every scale when `nil`), and its modified versions.
    ///
    /// - Complexity: O(images kept).
    public func removeImage(contentsOf url: URL, scale: CGFloat? = nil) {
        let source = ImageCacheKey.Source(url)
        state.withLock { state in
            for key in state.entries.keys where key.source == source && (scale == nil || key.scale == scale) {
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

    // MARK: - Keys (for image nodes and the downloader)

    /// The image kept under `key`, counting a hit or a miss.
    func cachedImage(for key: ImageCacheKey) -> DecodedImage? {
        state.withLock { state -> DecodedImage? in
            state.clock += 1
            guard var entry = state.entries[key] else {
                state.misses += 1
                return nil
            }
            state.hits += 1
            entry.lastUse = state.clock
            state.entries[key] = entry
            return entry.image
        }
    }

    /// `source` (the image kept under `sourceKey`) as `modification` makes it: the kept result, or
    /// the modification run on the calling thread and its result kept.
    ///
    /// - Throws: ``ImageError/Reason/modificationFailed(modification:message:)``, with the path of a
    ///   file source.
    func modifiedImage(of source: DecodedImage, sourceKey: ImageCacheKey, modification: ImageModification) throws(ImageError) -> DecodedImage {
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
        insert(modified, for: key)
        return modified
    }

    /// Keeps `image` under `key`, evicting the least recently used images until it fits; an image
    /// larger than the limit is not kept.
    func insert(_ image: DecodedImage, for key: ImageCacheKey) {
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

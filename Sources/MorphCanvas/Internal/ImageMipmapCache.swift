import CCairo
import Foundation
import MorphImage

/// Smaller copies of the images a rasteriser draws shrunk, so that an image drawn at a fraction
/// of its size is filtered from a copy near that size rather than from all of its pixels. The
/// copies are the image's mipmap levels: each level is half the size of the one before.
///
/// **Why.** Cairo's good filter shrinks an image with a box filter as wide as the shrinking. A
/// photo drawn at a quarter of its width reads about 6 × 6 of its pixels for every pixel drawn,
/// in every frame the photo is repainted, and a thumbnail that moves or grows is repainted in
/// every frame. The painter instead takes the smallest level still at least as large as the
/// drawing and samples it bilinearly. Skia does the same for Chromium's "medium" image quality,
/// and GPUs do it with mipmaps. Texture's image nodes reach a similar cost by drawing an image
/// once at its node's size.
///
/// **Levels.** Level *n* is ⌊width / 2ⁿ⌋ × ⌊height / 2ⁿ⌋ pixels (at least 1). Cairo makes it from
/// level *n − 1* with its good filter at one half, a 2 × 2 box, so each pixel is close to the mean
/// of the pixels it covers.
///
/// **Identity.** An entry is found by the address of the image's pixel buffer, and it holds that
/// buffer (`DecodedImage.pixels`, an immutable array). While the entry lives, no other buffer
/// can have that address, so a buffer found at an entry's address is the entry's pixels.
///
/// **Bounds.** The cache holds at most ``maximumByteCount`` bytes (64 MiB), counting the images
/// it holds as well as their levels. When a new image does not fit, the entries not used in the
/// current frame are dropped first. An image that still does not fit gets no levels; it is
/// drawn from its own pixels with Cairo's good filter.
struct ImageMipmapCache {
    /// The most bytes held: the images kept and their levels, 64 MiB.
    static let maximumByteCount = 64 << 20

    private struct Entry {
        /// The image's pixels, held so that their address stays theirs (see the type's discussion).
        let source: [UInt32]
        /// Levels 1, 2, … as far as they were needed.
        var levels: [CairoSurface]
        /// The bytes of the image and of its levels.
        var byteCount: Int
        var lastFrame: Int
    }

    private var entries: [Int: Entry] = [:]
    /// The bytes held: the images kept and their levels.
    private(set) var byteCount = 0
    private var frame = 0
    /// How many levels were made (the rest of the drawings found theirs here).
    private(set) var madeCount = 0

    /// The number of images whose levels are kept.
    var count: Int { entries.count }

    mutating func beginFrame() {
        frame &+= 1
    }

    /// How many halvings of an image of `width × height` pixels stay at least as large as a
    /// drawing that shrinks it by `shrink` along each axis (image pixels per device pixel): 0
    /// when it is shrunk by less than 2 along either axis.
    static func depth(width: Int, height: Int, shrink: (x: CGFloat, y: CGFloat)) -> Int {
        var depth = 0
        var factor = min(shrink.x, shrink.y)
        var (width, height) = (width, height)
        while factor >= 2, width >= 2, height >= 2 {
            factor /= 2
            width /= 2
            height /= 2
            depth += 1
        }
        return depth
    }

    /// Level `depth` (1 or more; see ``depth(width:height:shrink:)``) of `image`, or nil when the
    /// image and its levels down to it do not fit in the cache (draw it from its own pixels).
    ///
    /// - Complexity: O(1) when the level is kept; else the level's pixels and those of the
    ///   levels above it not yet made (Cairo's filtering).
    mutating func level(_ depth: Int, of image: DecodedImage) -> CairoSurface? {
        precondition(depth > 0, "level 0 is the image itself")
        let key = image.pixels.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
        if var entry = entries[key], entry.levels.count >= depth {
            entry.lastFrame = frame
            entries[key] = entry
            return entry.levels[depth - 1]
        }
        // The bytes the image and all its levels down to `depth` take.
        var needed = image.pixelWidth * image.pixelHeight * 4
        var (width, height) = (image.pixelWidth, image.pixelHeight)
        for _ in 0..<depth {
            (width, height) = (max(width / 2, 1), max(height / 2, 1))
            needed += width * height * 4
        }
        var entry = entries.removeValue(forKey: key) ?? Entry(source: image.pixels, levels: [], byteCount: 0, lastFrame: frame)
        byteCount -= entry.byteCount
        if byteCount + needed > Self.maximumByteCount {
            for (key, old) in entries where old.lastFrame != frame {
                entries[key] = nil
                byteCount -= old.byteCount
            }
        }
        guard byteCount + needed <= Self.maximumByteCount else { return nil }
        while entry.levels.count < depth {
            guard let made = makeLevel(below: entry.levels.last, of: image) else { break }
            entry.levels.append(made)
            madeCount += 1
        }
        guard entry.levels.count == depth else { return nil }
        entry.byteCount = needed
        entry.lastFrame = frame
        entries[key] = entry
        byteCount += needed
        return entry.levels[depth - 1]
    }

    /// The level below `level` (below `image` itself when nil), or nil when Cairo cannot make it.
    private func makeLevel(below level: CairoSurface?, of image: DecodedImage) -> CairoSurface? {
        if let level {
            return Self.halve(level.surface, width: level.pixelWidth, height: level.pixelHeight)
        }
        return image.withCairoSurface { Self.halve($0, width: image.pixelWidth, height: image.pixelHeight) }
    }

    /// `source` (`width × height` pixels) at half its size, filtered by Cairo's good filter.
    private static func halve(_ source: OpaquePointer, width: Int, height: Int) -> CairoSurface? {
        let (levelWidth, levelHeight) = (max(width / 2, 1), max(height / 2, 1))
        guard let level = try? CairoSurface(pixelWidth: levelWidth, pixelHeight: levelHeight),
              let pattern = cairo_pattern_create_for_surface(source)
        else { return nil }
        defer { cairo_pattern_destroy(pattern) }
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, Double(width) / Double(levelWidth), Double(height) / Double(levelHeight))
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_operator(level.context, CAIRO_OPERATOR_SOURCE)
        cairo_set_source(level.context, pattern)
        cairo_paint(level.context)
        cairo_surface_flush(level.surface)
        guard cairo_status(level.context) == CAIRO_STATUS_SUCCESS else { return nil }
        return level
    }
}

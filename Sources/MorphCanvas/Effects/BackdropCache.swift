import CCairo
import Foundation

/// Blurred backdrops kept with the pixels they were blurred from, so a frosted layer over a
/// still backdrop is blurred once rather than every frame its region is repainted (a sheet that
/// fades in over a grid while a photo flies above it, a frosted bar over a list at rest).
///
/// An entry is reused only when the region, the blur and every pixel read from the surface are
/// those it was blurred from: the blur is a function of exactly these, so a reused backdrop is
/// the very pixels a new blur gives. Comparing the pixels costs one read of the region, a small
/// part of the blur's passes over it.
///
/// **Bounds.** At most ``maximumEntryCount`` entries and ``maximumByteCount`` bytes (the source
/// and the blurred copy of each); a backdrop larger than that is blurred in scratch memory for
/// its frame and not kept. The least recently used entry makes room for a new one.
struct BackdropCache {
    /// The most backdrops kept.
    static let maximumEntryCount = 4
    /// The most bytes kept, sources and blurred copies together: 64 MiB (a full 2× window of
    /// 1,280×800 points takes 32 MiB).
    static let maximumByteCount = 64 << 20

    private struct Entry {
        var region: PixelBox
        var sigma: CGFloat
        /// The surface's pixels of `region` before the blur, rows packed.
        var source: [UInt32]
        /// The blurred pixels, rows packed.
        var blurred: [UInt32]
        var lastUse: Int
        var byteCount: Int { (source.count + blurred.count) * 4 }
    }

    private var entries: [Entry] = []
    /// The pixels of a backdrop too large to keep.
    private var scratch: [UInt32] = []
    private var use = 0
    /// How many backdrops were blurred since the count was last reset (the rest came from the
    /// cache).
    var blurCount = 0

    /// Where the blurred pixels of the last ``blurred(_:sigma:from:blur:)`` are.
    enum Slot {
        case entry(Int)
        case scratch
    }

    /// The pixels of `region` of `target` blurred with standard deviation `sigma` and mirrored
    /// edges: from the cache when the same region of the same pixels was blurred with the same
    /// σ, else blurred now (and kept when it fits). Read them with ``withPixels(_:_:)``.
    ///
    /// - Precondition: `region` is not empty and lies within `target`, whose surface is flushed.
    mutating func blurred(_ region: PixelBox, sigma: CGFloat, from target: PixelTarget, blur: GaussianBlur) -> Slot {
        use &+= 1
        let width = region.maxX - region.minX, height = region.maxY - region.minY
        let count = width * height
        if let index = entries.firstIndex(where: { $0.region == region && $0.sigma == sigma }) {
            entries[index].lastUse = use
            let same = entries[index].source.withUnsafeBufferPointer { source in
                (0..<height).allSatisfy { row in
                    memcmp(source.baseAddress! + row * width, Self.row(row, of: region, in: target), width * 4) == 0
                }
            }
            if same { return .entry(index) }
            var source: [UInt32]? = entries[index].source
            entries[index].source = []
            Self.blur(region, from: target, source: &source, into: &entries[index].blurred, sigma: sigma, blur: blur)
            entries[index].source = source!
            blurCount += 1
            return .entry(index)
        }
        blurCount += 1
        let bytes = count * 8
        guard bytes <= Self.maximumByteCount else {
            var unkept: [UInt32]? = nil
            Self.blur(region, from: target, source: &unkept, into: &scratch, sigma: sigma, blur: blur)
            return .scratch
        }
        var total = entries.reduce(0) { $0 + $1.byteCount }
        while !entries.isEmpty, entries.count >= Self.maximumEntryCount || total + bytes > Self.maximumByteCount {
            let oldest = entries.indices.min { entries[$0].lastUse < entries[$1].lastUse }!
            total -= entries[oldest].byteCount
            entries.remove(at: oldest)
        }
        var source: [UInt32]? = []
        var blurred: [UInt32] = []
        Self.blur(region, from: target, source: &source, into: &blurred, sigma: sigma, blur: blur)
        entries.append(Entry(region: region, sigma: sigma, source: source!, blurred: blurred, lastUse: use))
        return .entry(entries.count - 1)
    }

    /// Calls `body` with the blurred pixels of `slot`, rows packed. Cairo only reads them.
    mutating func withPixels<Result>(_ slot: Slot, _ body: (UnsafeMutableBufferPointer<UInt32>) -> Result) -> Result {
        switch slot {
        case let .entry(index): entries[index].blurred.withUnsafeMutableBufferPointer { body($0) }
        case .scratch: scratch.withUnsafeMutableBufferPointer { body($0) }
        }
    }

    /// The first pixel of row `row` of `region` in `target`.
    private static func row(_ row: Int, of region: PixelBox, in target: PixelTarget) -> UnsafeMutablePointer<UInt32> {
        target.pixels + (region.minY + row) * target.wordsPerRow + region.minX
    }

    /// Copies `region` of `target` into `blurred` and blurs it there; keeps the pixels before the
    /// blur in `source`, unless it is nil (a backdrop not kept).
    private static func blur(_ region: PixelBox, from target: PixelTarget, source: inout [UInt32]?, into blurred: inout [UInt32], sigma: CGFloat, blur: GaussianBlur) {
        let width = region.maxX - region.minX, height = region.maxY - region.minY
        let count = width * height
        if blurred.count < count { blurred = [UInt32](repeating: 0, count: count) }
        blurred.withUnsafeMutableBufferPointer { buffer in
            let pixels = buffer.baseAddress!
            for row in 0..<height {
                (pixels + row * width).update(from: Self.row(row, of: region, in: target), count: width)
            }
        }
        if source != nil {
            // Reuses the array's memory when it already holds a region of this size.
            source!.removeAll(keepingCapacity: true)
            source!.append(contentsOf: blurred[0..<count])
        }
        blurred.withUnsafeMutableBufferPointer { buffer in
            blur.blurARGB(buffer.baseAddress!, wordsPerRow: width, box: PixelBox(minX: 0, minY: 0, maxX: width, maxY: height), sigmaX: sigma, sigmaY: sigma, edge: .mirror)
        }
    }
}

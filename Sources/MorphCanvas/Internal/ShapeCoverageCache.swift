import CCairo
import Foundation

/// The coverage of the rounded shapes the painter fills again and again — the same card in every
/// row, the same card in the next frame — by their size in whole pixels and their radii, so each
/// is rasterised by Cairo once and then painted from its runs (``ShapeCoverage``).
///
/// Only shapes with whole-pixel edges are kept (snapped layers: their outline is the same
/// wherever they lie, moved by whole pixels), and only once a shape has been asked for twice: a
/// shape seen once (a size in the middle of an animation) is cheaper to fill directly.
///
/// **Bounds.** The runs kept take at most ``maximumByteCount`` bytes (4 MiB; a rounded card's runs
/// and its border's take under 3 KiB each), shapes of more than ``maximumArea`` pixels are never
/// kept (their rasterisation into a temporary 8-bit surface would cost more than it saves), and at
/// most ``maximumSeenCount`` keys seen once are remembered. When a new shape does not fit, the
/// shapes not used in the current frame are dropped; if it still does not fit, it is not kept.
struct ShapeCoverageCache {
    /// The most bytes of runs kept: 4 MiB.
    static let maximumByteCount = 4 << 20
    /// The largest shape kept, in pixels: 4 Mi (2,048 × 2,048).
    static let maximumArea = 1 << 22
    /// The most keys remembered as seen once before the memory of them is cleared.
    static let maximumSeenCount = 4_096
    /// The bookkeeping counted per shape kept, beyond its runs, in bytes.
    static let entryOverhead = 128

    /// A shape at the origin in whole pixels: a rounded rectangle, or a ring (a border, filled
    /// even-odd) with its inner edge.
    struct Key: Hashable {
        var width: Int
        var height: Int
        var radiusX: CGFloat
        var radiusY: CGFloat
        var isRing: Bool
        /// The inner edge of a ring: its rectangle from the outer top left corner, and its radii.
        var innerMinX: CGFloat = 0
        var innerMinY: CGFloat = 0
        var innerWidth: CGFloat = 0
        var innerHeight: CGFloat = 0
        var innerRadiusX: CGFloat = 0
        var innerRadiusY: CGFloat = 0
    }

    private struct Entry {
        var coverage: ShapeCoverage
        var lastFrame: Int
    }

    /// The most bytes of runs kept by this cache (``maximumByteCount`` unless a test asks for less).
    let byteLimit: Int
    private var entries: [Key: Entry] = [:]
    private var seen: Set<Key> = []
    /// The bytes of the entries, counted as ``ShapeCoverage/byteCount`` plus ``entryOverhead``.
    private(set) var byteCount = 0
    private var frame = 0

    /// The number of shapes kept.
    var count: Int { entries.count }
    /// The number of shapes seen once and remembered.
    var seenCount: Int { seen.count }

    /// An empty cache that keeps at most `byteLimit` bytes of runs.
    init(byteLimit: Int = maximumByteCount) {
        self.byteLimit = byteLimit
    }

    /// Starts a frame: shapes used from now on are the current frame's.
    mutating func beginFrame() {
        frame &+= 1
    }

    /// The key of a snapped shape (the outer edge of a ring when `inner` is given, or of a border
    /// that fills the whole shape when `isRing` is true without `inner`); nil for shapes that are
    /// not kept: not snapped, rectangles of whole pixels (Cairo fills those exactly and fast),
    /// empty or larger than ``maximumArea``.
    static func key(for shape: LayerShape, inner: LayerShape?, isRing: Bool) -> Key? {
        guard shape.isSnapped, !shape.isPixelRectangle, shape.corners == .all, inner.map({ $0.corners == .all }) ?? true else { return nil }
        let width = Int(shape.rect.width)
        let height = Int(shape.rect.height)
        guard width > 0, height > 0, width <= maximumArea / height else { return nil }
        var key = Key(width: width, height: height, radiusX: shape.radiusX, radiusY: shape.radiusY, isRing: isRing)
        if let inner {
            key.innerMinX = inner.rect.minX - shape.rect.minX
            key.innerMinY = inner.rect.minY - shape.rect.minY
            key.innerWidth = inner.rect.width
            key.innerHeight = inner.rect.height
            key.innerRadiusX = inner.radiusX
            key.innerRadiusY = inner.radiusY
        }
        return key
    }

    /// The coverage of `key`'s shape, rasterised now if this is the second time it is asked for;
    /// nil the first time, when it does not fit the budget, or when Cairo cannot rasterise it.
    ///
    /// - Complexity: O(1) for a shape kept; rasterising one costs a Cairo fill of its size.
    mutating func coverage(for key: Key) -> ShapeCoverage? {
        if let index = entries.index(forKey: key) {
            entries.values[index].lastFrame = frame
            return entries.values[index].coverage
        }
        guard seen.contains(key) else {
            if seen.count >= Self.maximumSeenCount { seen.removeAll(keepingCapacity: true) }
            seen.insert(key)
            return nil
        }
        guard let coverage = Self.rasterize(key) else { return nil }
        let bytes = coverage.byteCount + Self.entryOverhead
        if byteCount + bytes > byteLimit { dropEntries(unusedSince: frame) }
        guard byteCount + bytes <= byteLimit else { return coverage }
        seen.remove(key)
        entries[key] = Entry(coverage: coverage, lastFrame: frame)
        byteCount += bytes
        return coverage
    }

    /// Forgets every shape.
    mutating func removeAll() {
        entries.removeAll()
        seen.removeAll()
        byteCount = 0
    }

    /// Drops the shapes last used before `frame`.
    private mutating func dropEntries(unusedSince frame: Int) {
        entries = entries.filter { $0.value.lastFrame >= frame }
        byteCount = entries.values.reduce(0) { $0 + $1.coverage.byteCount + Self.entryOverhead }
    }

    /// Has Cairo rasterise the shape of `key` at the origin, as ``LayerShape/addPath(to:)`` draws
    /// a snapped shape (the same path, moved by whole pixels).
    private static func rasterize(_ key: Key) -> ShapeCoverage? {
        let outer = LayerShape(pixelRect: CGRect(x: 0, y: 0, width: key.width, height: key.height), radiusX: key.radiusX, radiusY: key.radiusY)
        let inner = key.innerWidth > 0 && key.innerHeight > 0
            ? LayerShape(
                pixelRect: CGRect(x: key.innerMinX, y: key.innerMinY, width: key.innerWidth, height: key.innerHeight),
                radiusX: key.innerRadiusX, radiusY: key.innerRadiusY
            )
            : nil
        return ShapeCoverage(width: key.width, height: key.height, fillRule: key.isRing ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING) { context in
            outer.addPath(to: context)
            inner?.addPath(to: context)
        }
    }
}

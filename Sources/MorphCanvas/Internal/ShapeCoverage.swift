import CCairo
import Foundation

/// The coverage of one antialiased shape as Cairo's scan converter computes it — the fraction of
/// each pixel the shape covers, 0 to 255 — kept as runs of equal coverage, so the shape can be
/// painted again in an opaque colour without rasterising its curves again.
///
/// Cairo fills a path by converting it to spans of equal coverage and, for an opaque solid colour,
/// writing each span into the surface itself: pixels of full coverage get the colour, others the
/// colour blended over what is there (its `_fill_xrgb32_lerp_opaque_spans`).
/// ``composite(_:into:x:y:)`` writes the same runs with the same arithmetic, so a shape painted from
/// its coverage is pixel for pixel what `cairo_fill` paints. (That is the arithmetic of Cairo 1.16;
/// `ShapeCoverageTests` compares the two over noisy backgrounds, so a Cairo that changed it would be
/// noticed.) Rows that repeat the row above (the straight middle of a rounded rectangle) are kept
/// once with a count, so the size grows with the corners, not the area.
struct ShapeCoverage {
    /// A run of pixels of one coverage in a row, from `x` (pixels from the shape's left edge).
    struct Span {
        var x: Int32
        var length: Int32
        var coverage: UInt8
    }

    /// Consecutive rows with the same spans.
    struct RowGroup {
        /// The first row, in pixels from the shape's top edge.
        var y: Int32
        /// How many rows repeat the spans.
        var count: Int32
        /// The range of the group's spans in ``spans``.
        var firstSpan: Int32
        var spanCount: Int32
    }

    /// The shape's width and height in pixels.
    let width: Int
    let height: Int
    private(set) var rowGroups: [RowGroup] = []
    /// The runs of non-zero coverage, row group after row group, left to right.
    private(set) var spans: [Span] = []

    /// The memory the runs take, in bytes (their arrays' capacity).
    var byteCount: Int {
        rowGroups.capacity * MemoryLayout<RowGroup>.stride + spans.capacity * MemoryLayout<Span>.stride
    }

    /// Rasterises a path with Cairo into an 8-bit alpha surface of `width` × `height` pixels and
    /// keeps its coverage; nil when Cairo cannot allocate the surface.
    ///
    /// - Parameters:
    ///   - addPath: adds the path, in pixels from the shape's top left corner, to a context.
    ///   - fillRule: how Cairo fills the path (even-odd for a border's ring).
    init?(width: Int, height: Int, fillRule: cairo_fill_rule_t, addPath: (OpaquePointer) -> Void) {
        guard width > 0, height > 0, let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface) else { return nil }
        defer { cairo_destroy(context) }
        guard cairo_status(context) == CAIRO_STATUS_SUCCESS else { return nil }
        // An opaque fill of a blank 8-bit surface stores each span's coverage as it is: Cairo's
        // `_fill_a8_lerp_opaque_spans` writes `mul8_8(coverage, 255)`, which is the coverage.
        addPath(context)
        cairo_set_fill_rule(context, fillRule)
        cairo_set_source_rgba(context, 0, 0, 0, 1)
        cairo_fill(context)
        guard cairo_status(context) == CAIRO_STATUS_SUCCESS else { return nil }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        self.width = width
        self.height = height
        collectRuns(from: data, bytesPerRow: Int(cairo_image_surface_get_stride(surface)))
    }

    /// Turns rows of coverage bytes into row groups of runs.
    private mutating func collectRuns(from data: UnsafeMutablePointer<UInt8>, bytesPerRow: Int) {
        for y in 0..<height {
            let row = data + y * bytesPerRow
            let first = spans.count
            var x = 0
            while x < width {
                let coverage = row[x]
                var end = x + 1
                while end < width, row[end] == coverage { end += 1 }
                if coverage > 0 { spans.append(Span(x: Int32(x), length: Int32(end - x), coverage: coverage)) }
                x = end
            }
            let count = spans.count - first
            if let last = rowGroups.last, Int(last.spanCount) == count,
               (0..<count).allSatisfy({ Self.equal(spans[Int(last.firstSpan) + $0], spans[first + $0]) }) {
                spans.removeLast(count)
                rowGroups[rowGroups.count - 1].count += 1
            } else {
                rowGroups.append(RowGroup(y: Int32(y), count: 1, firstSpan: Int32(first), spanCount: Int32(count)))
            }
        }
        // Kept for long: no room to grow.
        rowGroups = Self.compacted(rowGroups)
        spans = Self.compacted(spans)
    }

    /// `elements` in an array of just their size.
    private static func compacted<Element>(_ elements: [Element]) -> [Element] {
        var compact: [Element] = []
        compact.reserveCapacity(elements.count)
        compact.append(contentsOf: elements)
        return compact
    }

    private static func equal(_ a: Span, _ b: Span) -> Bool {
        a.x == b.x && a.length == b.length && a.coverage == b.coverage
    }

    /// Paints the shape in an opaque premultiplied ARGB32 `pixel` with its top left corner at
    /// `target`'s pixel (`x`, `y`), as Cairo fills it with the operator OVER: full coverage
    /// replaces the pixel, partial coverage blends (``blend(_:_:_:)``).
    ///
    /// The caller makes sure that the shape lies inside the target's pixels.
    ///
    /// - Complexity: O(pixels covered).
    func composite(_ pixel: UInt32, into target: PixelTarget, x: Int, y: Int) {
        forEachSpan(in: target, x: x, y: y) { start, span in
            let length = Int(span.length)
            if span.coverage == 0xFF {
                start.update(repeating: pixel, count: length)
            } else {
                for index in 0..<length {
                    start[index] = Self.blend(pixel, span.coverage, start[index])
                }
            }
        }
    }

    /// Paints the shape in a translucent premultiplied ARGB32 `pixel` with its top left corner at
    /// `target`'s pixel (`x`, `y`), as Cairo fills it with the operator OVER: Cairo hands each run
    /// of coverage to pixman as an 8-bit mask over a solid source, and pixman composites
    /// `source × coverage` over the pixel (``over(_:_:_:)``).
    ///
    /// The caller makes sure that the shape lies inside the target's pixels.
    ///
    /// - Complexity: O(pixels covered).
    func compositeTranslucent(_ pixel: UInt32, into target: PixelTarget, x: Int, y: Int) {
        forEachSpan(in: target, x: x, y: y) { start, span in
            for index in 0..<Int(span.length) {
                start[index] = Self.over(pixel, span.coverage, start[index])
            }
        }
    }

    /// Calls `body` with each span of the shape placed with its top left corner at `target`'s
    /// pixel (`x`, `y`), and the target pixel where the span starts: every row of every row group,
    /// top to bottom, its spans left to right.
    private func forEachSpan(in target: PixelTarget, x: Int, y: Int, _ body: (UnsafeMutablePointer<UInt32>, Span) -> Void) {
        spans.withUnsafeBufferPointer { spans in
            for group in rowGroups {
                let groupSpans = spans[Int(group.firstSpan)..<Int(group.firstSpan + group.spanCount)]
                for row in 0..<Int(group.count) {
                    let line = target.pixels + (y + Int(group.y) + row) * target.wordsPerRow + x
                    for span in groupSpans {
                        body(line + Int(span.x), span)
                    }
                }
            }
        }
    }

    /// pixman's OVER of a solid `source` through a mask of `coverage` (its `over_n_8_8888`):
    /// the source times the coverage, then that plus the destination times the inverse of its
    /// alpha, each product rounded as pixman rounds it (`t = x × a + 0x80`, `(t + (t >> 8)) >> 8`)
    /// and the sums saturated.
    static func over(_ source: UInt32, _ coverage: UInt8, _ destination: UInt32) -> UInt32 {
        let masked = coverage == 0xFF ? source : pixmanMultiply(source, UInt32(coverage))
        let inverse = 255 - (masked >> 24)
        let low = add(masked & 0x00FF_00FF, pixmanMultiply(destination, inverse) & 0x00FF_00FF)
        let high = add((masked >> 8) & 0x00FF_00FF, pixmanMultiply(destination >> 8, inverse) & 0x00FF_00FF)
        return low | (high << 8)
    }

    /// The four 8-bit channels of `pixel` times `factor` / 255, rounded as pixman rounds them.
    private static func pixmanMultiply(_ pixel: UInt32, _ factor: UInt32) -> UInt32 {
        func pair(_ channels: UInt32) -> UInt32 {
            let t = (channels & 0x00FF_00FF) &* factor &+ 0x0080_0080
            return ((t &+ ((t >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        }
        return pair(pixel) | (pair(pixel >> 8) << 8)
    }

    /// `source` × `coverage` + `destination` × (255 − `coverage`), each channel rounded as
    /// Cairo's `lerp8x4` rounds it (two channels at a time, `(t + (t >> 8)) >> 8` with
    /// `t = product + 0x7f`, the sums saturated), so a blended pixel equals Cairo's.
    static func blend(_ source: UInt32, _ coverage: UInt8, _ destination: UInt32) -> UInt32 {
        let a = UInt32(coverage)
        let inverse = UInt32(~coverage)
        let low = add(multiply(source, a), multiply(destination, inverse))
        let high = add(multiply(source >> 8, a), multiply(destination >> 8, inverse))
        return low | (high << 8)
    }

    /// Two 8-bit channels (bits 0–7 and 16–23) times `factor` / 255, rounded as Cairo does.
    private static func multiply(_ channels: UInt32, _ factor: UInt32) -> UInt32 {
        let t = (channels & 0x00FF_00FF) &* factor &+ 0x007F_007F
        return ((t &+ ((t >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    }

    /// Two pairs of 8-bit channels added, each sum saturated at 255.
    private static func add(_ a: UInt32, _ b: UInt32) -> UInt32 {
        var t = a &+ b
        t |= 0x0100_0100 &- ((t >> 8) & 0x00FF_00FF)
        return t & 0x00FF_00FF
    }
}

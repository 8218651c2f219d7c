import CPixelLoops

/// Turns frames of premultiplied ARGB32 pixels into palette indices for a GIF — the frames
/// `GIFAnimationWriter` writes — keeping the indices of the previous frame, so only the pixels a
/// frame repainted are looked at again.
///
/// **Dithering.** A pixel whose exact colour is in the palette (a flat fill, a text colour) takes
/// it. Other pixels (photos, gradients, antialiased edges) are dithered with an 8×8 Bayer matrix
/// (±8 levels per channel, ffmpeg's `paletteuse=dither=bayer:bayer_scale=2`) before the nearest
/// palette colour is found: an ordered dither depends only on the pixel's place and colour, so a
/// pixel that does not change keeps its index from frame to frame and the writer can skip it —
/// an error-diffusing dither would make the whole picture shimmer.
///
/// **Nearest colours.** Found by Euclidean distance in RGB for each bin of 5 bits per channel the
/// first time it is met, then looked up (32,768 entries at most).
///
/// **Transparency.** With `reservesTransparency`, pixels less than half opaque take the last
/// palette index, whose colour is transparent.
struct PaletteIndexer {
    /// The palette as ARGB32 words: the colours, then the transparent entry (if any) with alpha
    /// 0, then opaque black up to 256 entries (the GIF's colour table is the used prefix, padded
    /// to a power of two).
    let paletteWords: [UInt32]
    /// The indices of the last frame, rows packed (`width × height`).
    private(set) var indices: [UInt8]
    let width: Int
    let height: Int
    /// The straight colours (0xRRGGBB) that pixels map to.
    private let colors: [UInt32]
    /// The index of transparent pixels, when the palette keeps one.
    private let transparentIndex: UInt8?
    /// The nearest palette index of each colour bin (5 bits per channel), or `unknown`.
    private var nearest: [UInt16]
    /// The number of bins of ``nearest``.
    private static let binCount = 1 << 15
    /// The palette's colours by exact value: an open-addressed table of ``exactSlotCount``
    /// colours (``emptySlot`` where none) and their indices.
    private let exactColors: [UInt32]
    private let exactIndices: [UInt8]
    /// The palette's colours as a filter of 32,768 bits (`morph_palette_filter_bit`): a pixel
    /// whose bit is clear is not in the palette, told by one look at 4 KiB, and only the others
    /// are looked up in the exact table.
    private let exactFilter: [UInt64]
    /// The words of ``exactFilter``: one bit for each of the 2¹⁵ values of the filter's hash.
    private static let exactFilterWordCount = (1 << 15) / 64
    private static let exactSlotCount = 1 << 10
    private static let emptySlot = UInt32.max

    private static let unknown = UInt16.max

    /// The offsets of the 8×8 Bayer matrix, row by row, from −8 to +7.
    private static let bayerOffsets: [Int32] = {
        let matrix: [Int32] = [
            0, 32, 8, 40, 2, 34, 10, 42,
            48, 16, 56, 24, 50, 18, 58, 26,
            12, 44, 4, 36, 14, 46, 6, 38,
            60, 28, 52, 20, 62, 30, 54, 22,
            3, 35, 11, 43, 1, 33, 9, 41,
            51, 19, 59, 27, 49, 17, 57, 25,
            15, 47, 7, 39, 13, 45, 5, 37,
            63, 31, 55, 23, 61, 29, 53, 21,
        ]
        return matrix.map { $0 / 4 - 8 }
    }()

    /// An indexer for `width × height` frames mapping to `colors` (at most 255 with
    /// `reservesTransparency`, else 256).
    init(colors: [UInt32], width: Int, height: Int, reservesTransparency: Bool) {
        precondition(!colors.isEmpty && colors.count <= (reservesTransparency ? 255 : 256), "a GIF palette holds 1 to 256 entries")
        self.colors = colors
        self.width = width
        self.height = height
        transparentIndex = reservesTransparency ? UInt8(colors.count) : nil
        var words = colors.map { 0xFF00_0000 | $0 }
        if reservesTransparency { words.append(0) }
        words += [UInt32](repeating: 0xFF00_0000, count: 256 - words.count)
        paletteWords = words
        indices = [UInt8](repeating: 0, count: width * height)
        var exactColors = [UInt32](repeating: Self.emptySlot, count: Self.exactSlotCount)
        var exactIndices = [UInt8](repeating: 0, count: Self.exactSlotCount)
        var exactFilter = [UInt64](repeating: 0, count: Self.exactFilterWordCount)
        for (index, color) in colors.enumerated() {
            // Filtered and hashed by the functions `morph_palette_map_row` looks colours up
            // with; a repeated colour keeps its first index.
            let bit = Int(morph_palette_filter_bit(color))
            exactFilter[bit / 64] |= 1 << UInt64(bit % 64)
            var slot = Int(morph_palette_slot(color, UInt32(Self.exactSlotCount - 1)))
            while exactColors[slot] != Self.emptySlot, exactColors[slot] != color { slot = (slot + 1) & (Self.exactSlotCount - 1) }
            if exactColors[slot] == Self.emptySlot {
                exactColors[slot] = color
                exactIndices[slot] = UInt8(index)
            }
        }
        self.exactColors = exactColors
        self.exactIndices = exactIndices
        self.exactFilter = exactFilter
        nearest = [UInt16](repeating: Self.unknown, count: Self.binCount)
    }

    /// Maps the pixels of `rects` (all of them for nil) of a frame — `height` rows of `width`
    /// premultiplied ARGB32 words, `wordsPerRow` apart — into ``indices``.
    ///
    /// Each row is mapped by `morph_palette_map_row` (the C target `CPixelLoops`): one loop
    /// over the row with two caches — a run of one exact colour maps once, and a run of one
    /// dithered colour (a translucent or blended flat area the palette lacks) maps once for each
    /// of the 8 columns of the dither matrix — and a pixel's colour told exact or not by a filter
    /// (the exact table searched only for the colours it lets through). It is C because it
    /// runs for every repainted pixel of every frame, in debug builds too (the main job's GIFs),
    /// where Swift's unoptimised code spent several times what the mapping costs optimised.
    ///
    /// **Safety.** The C loop reads `argb` and writes ``indices`` only in the columns of each
    /// rectangle, clipped here to the frame, on rows inside it; `wordsPerRow` is at least
    /// `width`; the tables are arrays of the sizes the C header names, borrowed for the call.
    ///
    /// - Complexity: O(pixels in `rects`), plus O(palette size) for each colour bin met for the
    ///   first time.
    mutating func map(argb: UnsafePointer<UInt32>, wordsPerRow: Int, rects: [PixelRect]?) {
        precondition(wordsPerRow >= width, "a row holds at least width pixels")
        let (width, height) = (self.width, self.height)
        let transparent = transparentIndex.map(Int32.init) ?? -1
        colors.withUnsafeBufferPointer { colors in
            exactColors.withUnsafeBufferPointer { exactColors in
                exactIndices.withUnsafeBufferPointer { exactIndices in
                    exactFilter.withUnsafeBufferPointer { exactFilter in
                        Self.bayerOffsets.withUnsafeBufferPointer { offsets in
                            indices.withUnsafeMutableBufferPointer { indices in
                                nearest.withUnsafeMutableBufferPointer { nearest in
                                    var tables = morph_palette_tables(
                                        colors: colors.baseAddress, color_count: Int32(colors.count),
                                        exact_colors: exactColors.baseAddress, exact_indices: exactIndices.baseAddress,
                                        exact_slot_mask: UInt32(Self.exactSlotCount - 1), exact_filter: exactFilter.baseAddress,
                                        offsets: offsets.baseAddress, nearest: nearest.baseAddress, transparent_index: transparent
                                    )
                                    for rect in rects ?? [PixelRect(x: 0, y: 0, width: width, height: height)] {
                                        let minX = max(rect.x, 0), maxX = min(rect.x + rect.width, width)
                                        let minY = max(rect.y, 0), maxY = min(rect.y + rect.height, height)
                                        guard minX < maxX, minY < maxY else { continue }
                                        for row in minY..<maxY {
                                            morph_palette_map_row(argb + row * wordsPerRow, Int64(row), Int64(minX), Int64(maxX), indices.baseAddress! + row * width, &tables)
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

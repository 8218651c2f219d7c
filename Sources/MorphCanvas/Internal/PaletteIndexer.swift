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
    /// 1 for each colour bin (5 bits per channel) that holds a palette colour, else 0: a pixel
    /// whose bin holds none is not looked up in the exact table.
    private let exactBins: [UInt8]
    private static let exactSlotCount = 1 << 10
    private static let emptySlot = UInt32.max

    /// The first slot of `color` in the exact table (``mapRow(_:row:columns:into:_:)`` computes
    /// it inline).
    private static func slot(of color: UInt32) -> Int {
        Int((color &* 2_654_435_761) >> 22)
    }
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
        var exactBins = [UInt8](repeating: 0, count: Self.binCount)
        for (index, color) in colors.enumerated() {
            exactBins[Int(color >> 19 & 0x1F) << 10 | Int(color >> 11 & 0x1F) << 5 | Int(color >> 3 & 0x1F)] = 1
            var slot = Self.slot(of: color)
            while exactColors[slot] != Self.emptySlot, exactColors[slot] != color { slot = (slot + 1) & (Self.exactSlotCount - 1) }
            if exactColors[slot] == Self.emptySlot {
                exactColors[slot] = color
                exactIndices[slot] = UInt8(index)
            }
        }
        self.exactColors = exactColors
        self.exactIndices = exactIndices
        self.exactBins = exactBins
        nearest = [UInt16](repeating: Self.unknown, count: Self.binCount)
    }

    /// Maps the pixels of `rects` (all of them for nil) of a frame — `height` rows of `width`
    /// premultiplied ARGB32 words, `wordsPerRow` apart — into ``indices``.
    ///
    /// - Complexity: O(pixels in `rects`), plus O(palette size) for each colour bin met for the
    ///   first time.
    mutating func map(argb: UnsafePointer<UInt32>, wordsPerRow: Int, rects: [PixelRect]?) {
        let (width, height) = (self.width, self.height)
        let transparent = transparentIndex
        colors.withUnsafeBufferPointer { colors in
            exactColors.withUnsafeBufferPointer { exactColors in
                exactIndices.withUnsafeBufferPointer { exactIndices in
                    exactBins.withUnsafeBufferPointer { exactBins in
                        Self.bayerOffsets.withUnsafeBufferPointer { offsets in
                            indices.withUnsafeMutableBufferPointer { indices in
                                nearest.withUnsafeMutableBufferPointer { nearest in
                                    let tables = Tables(
                                        colors: colors, exactColors: exactColors.baseAddress!, exactIndices: exactIndices.baseAddress!,
                                        exactBins: exactBins.baseAddress!, offsets: offsets.baseAddress!, nearest: nearest.baseAddress!,
                                        transparent: transparent
                                    )
                                    for rect in rects ?? [PixelRect(x: 0, y: 0, width: width, height: height)] {
                                        let minX = max(rect.x, 0), maxX = min(rect.x + rect.width, width)
                                        let minY = max(rect.y, 0), maxY = min(rect.y + rect.height, height)
                                        guard minX < maxX, minY < maxY else { continue }
                                        for row in minY..<maxY {
                                            Self.mapRow(argb + row * wordsPerRow, row: row, columns: minX..<maxX, into: indices.baseAddress! + row * width, tables)
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

    /// The tables ``mapRow(_:row:columns:into:_:)`` reads, as pointers (valid during ``map(argb:wordsPerRow:rects:)``).
    private struct Tables {
        let colors: UnsafeBufferPointer<UInt32>
        let exactColors: UnsafePointer<UInt32>
        let exactIndices: UnsafePointer<UInt8>
        let exactBins: UnsafePointer<UInt8>
        let offsets: UnsafePointer<Int32>
        let nearest: UnsafeMutablePointer<UInt16>
        let transparent: UInt8?
    }

    /// Maps the pixels of `columns` of one row.
    ///
    /// One loop over pointers, the tables' constants in locals, nothing called per pixel but the
    /// nearest-colour search of a bin met for the first time: it runs for every repainted pixel
    /// of every frame, in debug builds too (the main job's GIFs), where each call, static
    /// property read or array access costs many times what it does optimised. Two caches skip
    /// most of the work: a run of one exact colour maps once, and a run of one dithered colour
    /// (a translucent or blended flat area whose colour the palette lacks) maps once for each of
    /// the 8 columns of the dither matrix. A colour whose bin holds no palette colour skips the
    /// search for an exact match.
    private static func mapRow(_ line: UnsafePointer<UInt32>, row: Int, columns: Range<Int>, into output: UnsafeMutablePointer<UInt8>, _ tables: Tables) {
        let (colors, exactColors, exactIndices, offsets, nearest, exactBins) = (tables.colors, tables.exactColors, tables.exactIndices, tables.offsets, tables.nearest, tables.exactBins)
        let unknown = UInt16.max, emptySlot = UInt32.max, slotMask = exactSlotCount - 1
        let bayerRow = offsets + (row & 7) << 3
        // A run of one exact colour maps once.
        var runPixel: UInt32 = 0, runIndex: UInt8 = 0, hasRun = false
        // The indices of one dithered colour at the 8 columns of the matrix (a byte each), and
        // which of them are known (a bit each).
        var ditherPixel: UInt32 = 0, ditherIndices: UInt64 = 0, ditherKnown: UInt8 = 0
        // A `while` over the columns rather than `for … in`: unoptimised, a range's iterator is
        // a generic call per pixel, which cost more than the mapping itself in debug builds.
        var column = columns.lowerBound - 1
        let end = columns.upperBound
        while true {
            column &+= 1
            guard column < end else { break }
            let pixel = line[column]
            if hasRun, pixel == runPixel {
                output[column] = runIndex
                continue
            }
            // Shifts by a value of the shifted type: unoptimised, mixed types call a generic.
            let phase = column & 7
            let phaseBit = UInt8(1) &<< UInt8(truncatingIfNeeded: phase)
            let phaseShift = UInt64(truncatingIfNeeded: phase &<< 3)
            if pixel == ditherPixel, ditherKnown & phaseBit != 0 {
                output[column] = UInt8(truncatingIfNeeded: ditherIndices &>> phaseShift)
                continue
            }
            hasRun = false
            let alpha = pixel >> 24
            var red = pixel >> 16 & 0xFF, green = pixel >> 8 & 0xFF, blue = pixel & 0xFF
            if alpha < 128 {
                if let transparent = tables.transparent {
                    output[column] = transparent
                    continue
                }
                (red, green, blue) = (0, 0, 0)
            } else if alpha < 255 {
                (red, green, blue) = ColorHistogram.straightComponents(of: pixel)
            }
            // An exact palette colour: in the open-addressed table, hashed as slot(of:) hashes
            // (only when the colour's bin holds one of the palette's colours).
            let color = red << 16 | green << 8 | blue
            if exactBins[Int(red >> 3) << 10 | Int(green >> 3) << 5 | Int(blue >> 3)] != 0 {
                var slot = Int((color &* 2_654_435_761) >> 22)
                var exact = exactColors[slot]
                while exact != emptySlot, exact != color {
                    slot = (slot + 1) & slotMask
                    exact = exactColors[slot]
                }
                if exact == color {
                    runIndex = exactIndices[slot]
                    output[column] = runIndex
                    (runPixel, hasRun) = (pixel, true)
                    continue
                }
            }
            // Otherwise dithered, then the nearest colour of its bin.
            let offset = bayerRow[phase]
            var r = Int32(red) + offset, g = Int32(green) + offset, b = Int32(blue) + offset
            if r < 0 { r = 0 } else if r > 255 { r = 255 }
            if g < 0 { g = 0 } else if g > 255 { g = 255 }
            if b < 0 { b = 0 } else if b > 255 { b = 255 }
            let bin = Int(r >> 3) << 10 | Int(g >> 3) << 5 | Int(b >> 3)
            var index = nearest[bin]
            if index == unknown {
                index = UInt16(Self.nearest(to: bin, in: colors))
                nearest[bin] = index
            }
            let mapped = UInt8(truncatingIfNeeded: index)
            output[column] = mapped
            if pixel != ditherPixel {
                (ditherPixel, ditherIndices, ditherKnown) = (pixel, 0, 0)
            }
            ditherIndices |= UInt64(mapped) &<< phaseShift
            ditherKnown |= phaseBit
        }
    }

    /// The index of the colour of `colors` nearest the centre of `bin` (5 bits per channel).
    private static func nearest(to bin: Int, in colors: UnsafeBufferPointer<UInt32>) -> UInt8 {
        let red = Int32(bin >> 10 & 0x1F) << 3 | 4, green = Int32(bin >> 5 & 0x1F) << 3 | 4, blue = Int32(bin & 0x1F) << 3 | 4
        var best = 0, bestDistance = Int32.max
        for index in 0..<colors.count {
            let color = colors[index]
            let dr = Int32(color >> 16) - red, dg = Int32(color >> 8 & 0xFF) - green, db = Int32(color & 0xFF) - blue
            let distance = dr * dr + dg * dg + db * db
            if distance < bestDistance {
                bestDistance = distance
                best = index
            }
        }
        return UInt8(truncatingIfNeeded: best)
    }
}

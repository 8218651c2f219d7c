/// How often each colour occurs in some frames: the statistics a GIF's palette is made from.
///
/// Colours are counted in bins of 6 bits per channel (262,144 bins). Each bin also sums the exact
/// colours it received, so its mean is exact for a flat colour, and remembers whether it saw more
/// than one exact colour (then a palette entry made from it alone is an approximation).
/// Translucent pixels count by their straight (unpremultiplied) colour; pixels less than half
/// opaque are not counted, only noted (``hasTransparentPixels``): a GIF shows them transparent.
struct ColorHistogram {
    /// The number of bins: 2⁶ per channel.
    static let binCount = 1 << 18
    /// The most pixels a histogram counts: the sums of a bin stay within 32 bits
    /// (16,777,216 × 255 < 2³²).
    static let maximumPixelCount = 1 << 24

    /// One bin: the pixels counted in it, the sums of their components, and its first exact
    /// colour with a flag set once another one followed.
    struct Bin {
        /// Pixels counted.
        var count: UInt32 = 0
        /// The sums of the red, green and blue components counted.
        var redSum: UInt32 = 0
        var greenSum: UInt32 = 0
        var blueSum: UInt32 = 0
        /// The first exact colour (0xRRGGBB), with ``ColorHistogram/mixedFlag`` once another one
        /// followed.
        var firstColorAndFlag: UInt32 = 0

        /// The first exact colour counted (0xRRGGBB).
        var firstColor: UInt32 { firstColorAndFlag & 0xFF_FFFF }
        /// Whether the bin saw more than one exact colour.
        var isMixed: Bool { firstColorAndFlag & ColorHistogram.mixedFlag != 0 }
    }

    /// The flag of ``Bin/firstColorAndFlag`` for a bin that saw more than one exact colour.
    static let mixedFlag: UInt32 = 1 << 24

    /// The bins, each its counts and sums together: a pixel touches one place in memory rather
    /// than one in each of six arrays of a megabyte (the histogram is larger than the
    /// processor's caches, so each place is a cache miss).
    private(set) var bins: [Bin]
    /// The pixels counted so far.
    private(set) var pixelCount = 0
    /// Whether a pixel less than half opaque was seen.
    private(set) var hasTransparentPixels = false

    init() {
        bins = [Bin](repeating: Bin(), count: Self.binCount)
    }

    /// Counts the pixels of a frame — `height` rows of `width` premultiplied ARGB32 words,
    /// `wordsPerRow` apart — taking every `step`-th pixel of every `step`-th row, until
    /// ``maximumPixelCount`` pixels have been counted.
    ///
    /// One loop over pointers with its constants in locals and nothing called per pixel, for the
    /// same reason as ``PaletteIndexer``'s.
    ///
    /// - Complexity: O(width × height / step²).
    mutating func add(argb: UnsafePointer<UInt32>, width: Int, height: Int, wordsPerRow: Int, step: Int) {
        let step = max(step, 1)
        var counted = pixelCount, sawTransparent = hasTransparentPixels
        let limit = Self.maximumPixelCount
        bins.withUnsafeMutableBufferPointer { bins in
            let bins = bins.baseAddress!
            var row = 0
            while row < height, counted < limit {
                let line = argb + row * wordsPerRow
                var column = 0
                while column < width {
                    let pixel = line[column]
                    column += step
                    let alpha = pixel >> 24
                    var red = pixel >> 16 & 0xFF, green = pixel >> 8 & 0xFF, blue = pixel & 0xFF
                    if alpha < 128 {
                        sawTransparent = true
                        continue
                    } else if alpha < 255 {
                        (red, green, blue) = Self.straightComponents(of: pixel)
                    }
                    let color = red << 16 | green << 8 | blue
                    let bin = bins + Int((red >> 2) << 12 | (green >> 2) << 6 | blue >> 2)
                    if bin.pointee.count == 0 {
                        bin.pointee.firstColorAndFlag = color
                    } else if bin.pointee.firstColorAndFlag != color {
                        bin.pointee.firstColorAndFlag |= Self.mixedFlag
                    }
                    bin.pointee.count += 1
                    bin.pointee.redSum += red
                    bin.pointee.greenSum += green
                    bin.pointee.blueSum += blue
                    counted += 1
                }
                row += step
            }
        }
        pixelCount = counted
        hasTransparentPixels = sawTransparent
    }

    /// The straight (unpremultiplied) components of a translucent premultiplied ARGB32 pixel,
    /// with Cairo's rounding, as ``PixelConversion/unpremultiply(argb:width:height:wordsPerRow:into:)``
    /// divides.
    static func straightComponents(of pixel: UInt32) -> (red: UInt32, green: UInt32, blue: UInt32) {
        let alpha = pixel >> 24
        guard alpha > 0 else { return (0, 0, 0) }
        func divide(_ shift: UInt32) -> UInt32 {
            min(255, ((pixel >> shift & 0xFF) * 255 + alpha / 2) / alpha)
        }
        return (divide(16), divide(8), divide(0))
    }
}

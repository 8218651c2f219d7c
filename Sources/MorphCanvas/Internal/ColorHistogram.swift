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

    /// Pixels counted per bin.
    private(set) var counts: [UInt32]
    /// The sums of the red, green and blue components counted per bin.
    private(set) var redSums: [UInt32]
    private(set) var greenSums: [UInt32]
    private(set) var blueSums: [UInt32]
    /// The first exact colour (0xRRGGBB) of each bin, and whether another one followed.
    private(set) var firstColors: [UInt32]
    private(set) var isMixed: [Bool]
    /// The pixels counted so far.
    private(set) var pixelCount = 0
    /// Whether a pixel less than half opaque was seen.
    private(set) var hasTransparentPixels = false

    init() {
        counts = [UInt32](repeating: 0, count: Self.binCount)
        redSums = counts
        greenSums = counts
        blueSums = counts
        firstColors = counts
        isMixed = [Bool](repeating: false, count: Self.binCount)
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
        counts.withUnsafeMutableBufferPointer { counts in
            redSums.withUnsafeMutableBufferPointer { reds in
                greenSums.withUnsafeMutableBufferPointer { greens in
                    blueSums.withUnsafeMutableBufferPointer { blues in
                        firstColors.withUnsafeMutableBufferPointer { firsts in
                            isMixed.withUnsafeMutableBufferPointer { mixed in
                                let (counts, reds, greens, blues, firsts, mixed) = (
                                    counts.baseAddress!, reds.baseAddress!, greens.baseAddress!, blues.baseAddress!, firsts.baseAddress!, mixed.baseAddress!
                                )
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
                                        let bin = Int((red >> 2) << 12 | (green >> 2) << 6 | blue >> 2)
                                        if counts[bin] == 0 {
                                            firsts[bin] = color
                                        } else if firsts[bin] != color {
                                            mixed[bin] = true
                                        }
                                        counts[bin] += 1
                                        reds[bin] += red
                                        greens[bin] += green
                                        blues[bin] += blue
                                        counted += 1
                                    }
                                    row += step
                                }
                            }
                        }
                    }
                }
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

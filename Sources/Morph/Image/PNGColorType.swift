/// How a PNG stores each pixel (the IHDR colour type), which fixes the allowed bit depths.
///
/// | colour type | value | channels | bit depths |
/// |---|---|---|---|
/// | ``grayscale`` | 0 | 1 | 1, 2, 4, 8, 16 |
/// | ``truecolor`` | 2 | 3 | 8, 16 |
/// | ``indexed`` | 3 | 1 (palette index) | 1, 2, 4, 8 |
/// | ``grayscaleAlpha`` | 4 | 2 | 8, 16 |
/// | ``truecolorAlpha`` | 6 | 4 | 8, 16 |
public enum PNGColorType: UInt8, Sendable, Hashable, CaseIterable, Codable {
    /// One grey sample per pixel.
    case grayscale = 0
    /// Red, green and blue samples.
    case truecolor = 2
    /// A palette index per pixel (the palette is in the PLTE chunk).
    case indexed = 3
    /// A grey sample and an alpha sample.
    case grayscaleAlpha = 4
    /// Red, green, blue and alpha samples.
    case truecolorAlpha = 6

    /// The bit depths the PNG specification allows for this colour type (table 11.1).
    public var allowedBitDepths: [UInt8] {
        switch self {
        case .grayscale: [1, 2, 4, 8, 16]
        case .indexed: [1, 2, 4, 8]
        case .truecolor, .grayscaleAlpha, .truecolorAlpha: [8, 16]
        }
    }

    /// The number of samples per pixel.
    public var channelCount: Int {
        switch self {
        case .grayscale, .indexed: 1
        case .grayscaleAlpha: 2
        case .truecolor: 3
        case .truecolorAlpha: 4
        }
    }

    /// Whether every pixel carries an alpha sample (a `tRNS` chunk can still add transparency to
    /// the other types; reading it needs more than the header).
    public var hasAlphaChannel: Bool {
        self == .grayscaleAlpha || self == .truecolorAlpha
    }
}

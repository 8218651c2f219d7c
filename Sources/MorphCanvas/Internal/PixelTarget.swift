import Foundation

/// The pixels of a Cairo image surface that the painter writes into directly: premultiplied
/// ARGB32 words in native byte order, rows `wordsPerRow` words apart.
struct PixelTarget {
    /// The Cairo surface (told about the pixels written).
    let surface: OpaquePointer
    let pixels: UnsafeMutablePointer<UInt32>
    let wordsPerRow: Int
}

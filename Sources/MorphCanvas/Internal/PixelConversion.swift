/// Conversions between Cairo's premultiplied ARGB32 words (native byte order) and straight RGBA
/// bytes, with Cairo's own rounding.
enum PixelConversion {
    /// Divides each colour by its alpha: `(c × 255 + a / 2) / a`, as Cairo's PNG writer does.
    ///
    /// - Parameters:
    ///   - argb: `width × height` words, rows `wordsPerRow` apart.
    ///   - rgba: receives `4 × width × height` bytes, rows packed.
    static func unpremultiply(
        argb: UnsafePointer<UInt32>, width: Int, height: Int, wordsPerRow: Int, into rgba: UnsafeMutablePointer<UInt8>
    ) {
        var output = rgba
        for row in 0..<height {
            let line = argb + row * wordsPerRow
            for column in 0..<width {
                let pixel = line[column]
                let alpha = pixel >> 24
                switch alpha {
                case 0:
                    output[0] = 0; output[1] = 0; output[2] = 0; output[3] = 0
                case 255:
                    output[0] = UInt8(truncatingIfNeeded: pixel >> 16)
                    output[1] = UInt8(truncatingIfNeeded: pixel >> 8)
                    output[2] = UInt8(truncatingIfNeeded: pixel)
                    output[3] = 255
                default:
                    func divide(_ shift: UInt32) -> UInt8 {
                        UInt8(min(255, ((pixel >> shift & 0xFF) * 255 + alpha / 2) / alpha))
                    }
                    output[0] = divide(16)
                    output[1] = divide(8)
                    output[2] = divide(0)
                    output[3] = UInt8(alpha)
                }
                output += 4
            }
        }
    }

    /// Multiplies each colour by its alpha (`(c × a + 128) × 257 >> 16`, Cairo's rounding) into
    /// native ARGB32 words.
    static func premultiply(rgba: [UInt8], into argb: inout [UInt32]) {
        rgba.withUnsafeBufferPointer { bytes in
            argb.withUnsafeMutableBufferPointer { words in
                for index in words.indices {
                    let offset = index * 4
                    let alpha = UInt32(bytes[offset + 3])
                    func multiply(_ component: UInt8) -> UInt32 {
                        let product = UInt32(component) * alpha + 0x80
                        return (product + (product >> 8)) >> 8
                    }
                    switch alpha {
                    case 0: words[index] = 0
                    case 255: words[index] = 0xFF00_0000 | UInt32(bytes[offset]) << 16 | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2])
                    default: words[index] = alpha << 24 | multiply(bytes[offset]) << 16 | multiply(bytes[offset + 1]) << 8 | multiply(bytes[offset + 2])
                    }
                }
            }
        }
    }
}

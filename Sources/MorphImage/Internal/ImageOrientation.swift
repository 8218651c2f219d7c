/// An EXIF orientation (TIFF tag 0x0112): how the stored pixels must be turned to be upright.
///
/// | value | stored image, to show it upright |
/// |---|---|
/// | 1 | as is |
/// | 2 | mirror horizontally |
/// | 3 | rotate 180° |
/// | 4 | mirror vertically |
/// | 5 | mirror along the main diagonal (transpose) |
/// | 6 | rotate 90° clockwise |
/// | 7 | mirror along the other diagonal (transverse) |
/// | 8 | rotate 90° counter-clockwise |
struct ImageOrientation: Sendable, Hashable {
    /// 1…8; other values (0 for "none") mean 1.
    let value: Int

    init(exifValue: Int) {
        value = (1...8).contains(exifValue) ? exifValue : 1
    }

    /// Whether width and height swap.
    var swapsAxes: Bool { value >= 5 }

    /// The upright pixels.
    ///
    /// - Complexity: O(pixels); no work for orientation 1.
    func apply(to image: DecodedPixels) -> DecodedPixels {
        guard value != 1 else { return image }
        let width = image.width
        let height = image.height
        let outputWidth = swapsAxes ? height : width
        let outputHeight = swapsAxes ? width : height
        var output = [UInt32](repeating: 0, count: image.pixels.count)
        image.pixels.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                for y in 0..<height {
                    for x in 0..<width {
                        let (targetX, targetY): (Int, Int)
                        switch value {
                        case 2: (targetX, targetY) = (width - 1 - x, y)
                        case 3: (targetX, targetY) = (width - 1 - x, height - 1 - y)
                        case 4: (targetX, targetY) = (x, height - 1 - y)
                        case 5: (targetX, targetY) = (y, x)
                        case 6: (targetX, targetY) = (height - 1 - y, x)
                        case 7: (targetX, targetY) = (height - 1 - y, width - 1 - x)
                        default: (targetX, targetY) = (y, width - 1 - x)
                        }
                        target[targetY * outputWidth + targetX] = source[y * width + x]
                    }
                }
            }
        }
        return DecodedPixels(width: outputWidth, height: outputHeight, pixels: output)
    }
}

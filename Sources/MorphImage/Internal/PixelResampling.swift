import Foundation
import MorphLayout

/// Resizes premultiplied ARGB32 pixels by area averaging (a box filter): each destination pixel is
/// the average of the source area it covers, weighted by how much of each source pixel it covers.
///
/// Downscaling a photo to an icon (the common case for image modifications) keeps every source
/// pixel's contribution, so no detail aliases; upscaling blends only at source pixel edges. The
/// two axes are resized one after the other (horizontal, then vertical), each reading its input
/// once. Averaging premultiplied values is what compositing libraries do (Cairo's filters too), so
/// transparent pixels never bleed colour.
enum PixelResampling {
    /// The source pixels one destination pixel averages on one axis, and their weights (sum 1).
    private struct Footprint {
        var first: Int
        var weights: [Float]
    }

    /// `pixels` (`width × height`) resized to `newWidth × newHeight`; unchanged when the sizes
    /// are equal.
    ///
    /// - Complexity: O(width × height + newWidth × height + newWidth × newHeight).
    static func resize(_ pixels: [UInt32], width: Int, height: Int, toWidth newWidth: Int, height newHeight: Int) -> [UInt32] {
        if width == newWidth, height == newHeight { return pixels }
        let columns = footprints(from: width, to: newWidth)
        let rows = footprints(from: height, to: newHeight)

        // Horizontal pass: height rows of newWidth pixels, 4 float channels each.
        var horizontal = [Float](repeating: 0, count: newWidth * height * 4)
        for y in 0..<height {
            let sourceRow = y * width
            let targetRow = y * newWidth * 4
            for x in 0..<newWidth {
                let footprint = columns[x]
                var a: Float = 0, r: Float = 0, g: Float = 0, b: Float = 0
                for (offset, weight) in footprint.weights.enumerated() {
                    let pixel = pixels[sourceRow + footprint.first + offset]
                    a += weight * Float(pixel >> 24)
                    r += weight * Float(pixel >> 16 & 0xFF)
                    g += weight * Float(pixel >> 8 & 0xFF)
                    b += weight * Float(pixel & 0xFF)
                }
                let index = targetRow + x * 4
                horizontal[index] = a
                horizontal[index + 1] = r
                horizontal[index + 2] = g
                horizontal[index + 3] = b
            }
        }

        // Vertical pass.
        var result = [UInt32](repeating: 0, count: newWidth * newHeight)
        for y in 0..<newHeight {
            let footprint = rows[y]
            for x in 0..<newWidth {
                var a: Float = 0, r: Float = 0, g: Float = 0, b: Float = 0
                for (offset, weight) in footprint.weights.enumerated() {
                    let index = ((footprint.first + offset) * newWidth + x) * 4
                    a += weight * horizontal[index]
                    r += weight * horizontal[index + 1]
                    g += weight * horizontal[index + 2]
                    b += weight * horizontal[index + 3]
                }
                result[y * newWidth + x] = pack(alpha: a, red: r, green: g, blue: b)
            }
        }
        return result
    }

    /// A premultiplied ARGB32 pixel from float channels (0…255), rounded; colour channels are kept
    /// at or below alpha, as premultiplication requires.
    static func pack(alpha: Float, red: Float, green: Float, blue: Float) -> UInt32 {
        let a = UInt32(min(255, max(0, alpha.rounded())))
        func channel(_ value: Float) -> UInt32 {
            min(a, UInt32(min(255, max(0, value.rounded()))))
        }
        return a << 24 | channel(red) << 16 | channel(green) << 8 | channel(blue)
    }

    /// For each of `count` destination pixels on an axis, the source pixels (of `sourceCount`) its
    /// area covers and how much of it each covers.
    private static func footprints(from sourceCount: Int, to count: Int) -> [Footprint] {
        let step = Double(sourceCount) / Double(count)
        return (0..<count).map { index in
            let start = Double(index) * step
            let end = min(Double(sourceCount), start + step)
            let first = min(sourceCount - 1, Int(start))
            let last = max(first, min(sourceCount - 1, Int((end - 1e-9).rounded(.down))))
            let weights = (first...last).map { pixel -> Float in
                let covered = min(end, Double(pixel + 1)) - max(start, Double(pixel))
                return Float(max(0, covered) / step)
            }
            return Footprint(first: first, weights: weights)
        }
    }
}

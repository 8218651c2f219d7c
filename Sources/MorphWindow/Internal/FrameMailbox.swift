import Foundation
import Synchronization

/// The pixels handed from the main actor (which draws) to the SDL thread (which uploads them to
/// the window's texture): one staging buffer and the rectangles changed since the last upload,
/// behind a mutex. The buffer is reused from frame to frame; only a size change reallocates it.
final class FrameMailbox: Sendable {
    struct Frame {
        var pixelWidth = 0
        var pixelHeight = 0
        /// Premultiplied ARGB32, native byte order (SDL's ARGB8888, Cairo's ARGB32).
        var pixels: [UInt32] = []
        /// The changed rectangles (x, y, width, height) in pixels; empty means nothing changed.
        var dirty: [(x: Int, y: Int, width: Int, height: Int)] = []
        /// Whether a frame waits for upload.
        var isPending = false
    }

    let frame = Mutex(Frame())

    /// Copies the rows of `rects` from `source` (stride `bytesPerRow`) into the staging buffer,
    /// resizing it (and marking everything dirty) when the size changed.
    func post(
        pixelWidth: Int,
        pixelHeight: Int,
        bytesPerRow: Int,
        source: UnsafeRawPointer,
        rects: [(x: Int, y: Int, width: Int, height: Int)]
    ) {
        frame.withLock { frame in
            var rects = rects
            if frame.pixelWidth != pixelWidth || frame.pixelHeight != pixelHeight {
                frame.pixelWidth = pixelWidth
                frame.pixelHeight = pixelHeight
                frame.pixels = Array(repeating: 0, count: pixelWidth * pixelHeight)
                frame.dirty.removeAll()
                rects = [(0, 0, pixelWidth, pixelHeight)]
            }
            frame.pixels.withUnsafeMutableBytes { destination in
                for rect in rects {
                    let x = max(0, rect.x), y = max(0, rect.y)
                    let right = min(pixelWidth, rect.x + rect.width), bottom = min(pixelHeight, rect.y + rect.height)
                    guard right > x, bottom > y else { continue }
                    for row in y..<bottom {
                        let from = source.advanced(by: row * bytesPerRow + x * 4)
                        let to = destination.baseAddress!.advanced(by: (row * pixelWidth + x) * 4)
                        to.copyMemory(from: from, byteCount: (right - x) * 4)
                    }
                    frame.dirty.append((x, y, right - x, bottom - y))
                }
            }
            frame.isPending = true
        }
    }
}

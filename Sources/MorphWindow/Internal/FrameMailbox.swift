import Foundation
import MorphCanvas
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

    /// Copies the rows of the rectangles `rects` gives (it calls its argument with each) from
    /// `source` (stride `bytesPerRow`) into the staging buffer, resizing it (and marking
    /// everything dirty) when the size changed.
    func post(
        pixelWidth: Int,
        pixelHeight: Int,
        bytesPerRow: Int,
        source: UnsafeRawPointer,
        rects forEachRect: ((PixelRect) -> Void) -> Void
    ) {
        frame.withLock { frame in
            var resized = false
            if frame.pixelWidth != pixelWidth || frame.pixelHeight != pixelHeight {
                frame.pixelWidth = pixelWidth
                frame.pixelHeight = pixelHeight
                frame.pixels = Array(repeating: 0, count: pixelWidth * pixelHeight)
                frame.dirty.removeAll()
                resized = true
            }
            let all = PixelRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
            func clipped(_ rect: PixelRect) -> PixelRect? {
                let x = max(0, rect.x), y = max(0, rect.y)
                let right = min(pixelWidth, rect.x + rect.width), bottom = min(pixelHeight, rect.y + rect.height)
                return right > x && bottom > y ? PixelRect(x: x, y: y, width: right - x, height: bottom - y) : nil
            }
            frame.pixels.withUnsafeMutableBytes { destination in
                func copy(_ rect: PixelRect) {
                    guard let rect = clipped(rect) else { return }
                    for row in rect.y..<(rect.y + rect.height) {
                        let from = source.advanced(by: row * bytesPerRow + rect.x * 4)
                        let to = destination.baseAddress!.advanced(by: (row * pixelWidth + rect.x) * 4)
                        to.copyMemory(from: from, byteCount: rect.width * 4)
                    }
                }
                if resized { copy(all) } else { forEachRect(copy) }
            }
            func markDirty(_ rect: PixelRect) {
                guard let rect = clipped(rect) else { return }
                frame.dirty.append((rect.x, rect.y, rect.width, rect.height))
            }
            if resized { markDirty(all) } else { forEachRect(markDirty) }
            frame.isPending = true
        }
    }
}

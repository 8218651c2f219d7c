import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes the frames of an animation — each a full canvas of palette indices — as the images a
/// GIF holds, each as small and as few as they can be while the GIF shows every frame exactly:
///
/// - **Only what changed.** On an opaque background, an image covers only the rows and columns
///   whose indices differ from what the GIF shows at that moment, and is left in place for the
///   next one to draw over (GIF's "do not dispose"). The repainted rectangles of a frame bound
///   the search, and rows are compared whole (`memcmp`), so the unchanged parts of a frame cost
///   next to nothing.
/// - **Repeats lengthen.** A frame that shows the same indices as the one before is not written:
///   the image before it shows longer (GIF's delays are per image), so a still second costs no
///   bytes. An image shows at most ``GIFEncoder/maximumDelay`` hundredths of a second: a longer
///   stillness writes the image once more, which draws the very same pixels.
/// - **Translucent backgrounds** (the palette's transparent entry in use): each changed frame is
///   written whole and cleared before the next (GIF's "restore to background"), because an image
///   can only add pixels over the previous one, never make one transparent again.
///
/// An image is written once the frame after it is known (its delay depends on the repeats that
/// follow); ``finish()`` writes the last one and closes the file.
struct GIFAnimationWriter {
    private let encoder: GIFEncoder
    private let width: Int
    private let height: Int
    /// How long one frame shows, in hundredths of a second.
    private let frameDelay: Int
    /// The palette's transparent index on a translucent background, else nil (images over the
    /// previous ones).
    private let transparentIndex: Int?
    /// The indices the GIF shows after the images written or pending (rows packed).
    private var shown: [UInt8]
    /// The image not yet written: its rectangle, its indices (rows packed) and how long it shows.
    private var pending: (rect: PixelRect, pixels: [UInt8], delay: Int)?
    /// The number of images written.
    private(set) var imageCount = 0

    /// Creates the GIF at `path` (see ``GIFEncoder/init(path:width:height:palette:)``) for frames
    /// of `width × height` indices into `palette`, each shown `frameDelay` hundredths of a second;
    /// `transparentIndex` is the palette's transparent entry when the background is translucent.
    init(path: String, width: Int, height: Int, palette: [UInt32], frameDelay: Int, transparentIndex: Int?) throws(VideoExportError) {
        encoder = try GIFEncoder(path: path, width: width, height: height, palette: palette)
        self.width = width
        self.height = height
        self.frameDelay = frameDelay
        self.transparentIndex = transparentIndex
        shown = []
    }

    /// Adds a frame: `indices` (`width × height`, rows packed), which differ from the previous
    /// frame's only inside `changed` (anywhere when nil: the first frame must be nil).
    ///
    /// - Complexity: O(rows of `changed`) row comparisons, plus O(pixels of the image) to copy
    ///   it; the previous image's compression when it is written.
    mutating func addFrame(_ indices: [UInt8], changed: [PixelRect]?) throws(VideoExportError) {
        precondition(indices.count == width * height, "a frame holds width × height indices")
        guard !shown.isEmpty else {
            // The first frame: the whole canvas.
            shown = indices
            pending = (PixelRect(x: 0, y: 0, width: width, height: height), indices, frameDelay)
            return
        }
        guard let rect = changedRect(indices, within: changed) else {
            repeatFrame()
            return
        }
        try writePending()
        if transparentIndex != nil {
            shown = indices
            pending = (PixelRect(x: 0, y: 0, width: width, height: height), indices, frameDelay)
            return
        }
        var pixels = [UInt8](repeating: 0, count: rect.area)
        let width = self.width
        indices.withUnsafeBufferPointer { source in
            shown.withUnsafeMutableBufferPointer { shown in
                pixels.withUnsafeMutableBufferPointer { pixels in
                    for row in 0..<rect.height {
                        let offset = (rect.y + row) * width + rect.x
                        (pixels.baseAddress! + row * rect.width).update(from: source.baseAddress! + offset, count: rect.width)
                        (shown.baseAddress! + offset).update(from: source.baseAddress! + offset, count: rect.width)
                    }
                }
            }
        }
        pending = (rect, pixels, frameDelay)
    }

    /// Adds a frame that shows what the previous one showed: the pending image shows longer.
    mutating func repeatFrame() {
        pending?.delay += frameDelay
    }

    /// Writes the last image and the trailer, and closes the file.
    ///
    /// - Throws: ``VideoExportError/gifEncoding(_:)``.
    mutating func finish() throws(VideoExportError) {
        try writePending()
        pending = nil
        try encoder.finish()
    }

    /// Writes the pending image (in parts of at most ``GIFEncoder/maximumDelay`` each, the same
    /// image again for the rest).
    private mutating func writePending() throws(VideoExportError) {
        guard let image = pending else { return }
        pending = nil
        var delay = image.delay
        let disposal: GIFEncoder.Disposal = transparentIndex == nil ? .keep : .clear
        repeat {
            let shownDelay = min(delay, GIFEncoder.maximumDelay)
            try encoder.writeImage(image.pixels, at: image.rect, delay: shownDelay, disposal: disposal, transparentIndex: transparentIndex)
            imageCount += 1
            delay -= shownDelay
        } while delay > 0
    }

    /// The bounds of the indices that differ from ``shown`` inside `changed` (the whole canvas
    /// when nil), or nil when none does.
    private func changedRect(_ indices: [UInt8], within changed: [PixelRect]?) -> PixelRect? {
        let (width, height) = (self.width, self.height)
        var minX = width, maxX = 0, minY = height, maxY = 0
        indices.withUnsafeBufferPointer { current in
            shown.withUnsafeBufferPointer { shown in
                let current = current.baseAddress!, shown = shown.baseAddress!
                for rect in changed ?? [PixelRect(x: 0, y: 0, width: width, height: height)] {
                    let left = max(rect.x, 0), right = min(rect.x + rect.width, width)
                    let top = max(rect.y, 0), bottom = min(rect.y + rect.height, height)
                    guard left < right, top < bottom else { continue }
                    for row in top..<bottom {
                        let start = row * width
                        guard memcmp(current + start + left, shown + start + left, right - left) != 0 else { continue }
                        minY = min(minY, row)
                        maxY = max(maxY, row + 1)
                        // Only columns outside the bounds found so far need looking at.
                        var column = left
                        while column < min(minX, right), current[start + column] == shown[start + column] { column += 1 }
                        minX = min(minX, column)
                        column = right
                        while column > max(maxX, left), current[start + column - 1] == shown[start + column - 1] { column -= 1 }
                        maxX = max(maxX, column)
                    }
                }
            }
        }
        guard minY < maxY, minX < maxX else { return nil }
        return PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

import Foundation
import MorphTestSupport

/// What a GIF shows over time, decoded by ffmpeg (its images composited, each held for its delay)
/// and sampled at a fixed rate: the independent check of what Morph's GIF writer encodes.
enum GIFDisplay {
    /// The GIF at `url` as straight RGBA frames of `width × height` pixels, one every
    /// `1 / framesPerSecond` seconds from the start, or nil when ffmpeg cannot read it.
    /// Transparent pixels read (0, 0, 0, 0), whatever colour their palette entry has.
    static func frames(of url: URL, framesPerSecond: Int, width: Int, height: Int) throws -> [[UInt8]]? {
        let arguments = ["ffmpeg", "-v", "error", "-i", url.path, "-vf", "fps=\(framesPerSecond)", "-f", "rawvideo", "-pix_fmt", "rgba", "-"]
        let frameSize = width * height * 4
        guard let data = try VideoProbe.output(of: arguments), data.count % frameSize == 0 else { return nil }
        var bytes = [UInt8](data)
        for offset in stride(from: 0, to: bytes.count, by: 4) where bytes[offset + 3] == 0 {
            bytes.replaceSubrange(offset..<(offset + 4), with: [0, 0, 0, 0])
        }
        return stride(from: 0, to: bytes.count, by: frameSize).map { Array(bytes[$0..<($0 + frameSize)]) }
    }

    /// The number of pixels (4 bytes each) where `a` and `b` differ, counting a length
    /// difference as that many pixels: a count to expect 0 of, so a failure prints a number
    /// rather than two frames.
    static func differingPixels(_ a: [UInt8], _ b: [UInt8]) -> Int {
        let common = min(a.count, b.count) / 4
        var count = abs(a.count - b.count) / 4
        for pixel in 0..<common where a[(pixel * 4)..<(pixel * 4 + 4)] != b[(pixel * 4)..<(pixel * 4 + 4)] { count += 1 }
        return count
    }
}

/// The animated formats ``VideoExporter`` writes, through the `ffmpeg` program.
public enum VideoFormat: String, Hashable, Sendable, CaseIterable {
    /// An animated GIF that loops forever: a palette computed from all frames (ffmpeg's
    /// `palettegen`/`paletteuse`), at most 50 frames per second (browsers slow down GIF frames
    /// shorter than 20 ms to 100 ms, so faster samplings are thinned to 50 fps).
    case gif
    /// An H.264 video (libx264, yuv420p, CRF 18) in an MP4 container with its index at the start
    /// (`+faststart`), playable in browsers. H.264 has no alpha: translucent pixels are composited
    /// over the exporter's background colour. Odd pixel sizes are padded to even ones.
    case mp4

    /// The file extension: `gif` or `mp4`.
    public var fileExtension: String { rawValue }

    /// The frame rate written for a sampling at `framesPerSecond`.
    func outputFrameRate(for framesPerSecond: Double) -> Double {
        switch self {
        case .gif: min(framesPerSecond, 50)
        case .mp4: framesPerSecond
        }
    }
}

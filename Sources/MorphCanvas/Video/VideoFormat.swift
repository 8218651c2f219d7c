/// The animated formats ``VideoExporter`` writes: GIF through giflib, in process; MP4 through the
/// `ffmpeg` program.
public enum VideoFormat: String, Hashable, Sendable, CaseIterable {
    /// An animated GIF that loops forever, each frame shown for a whole number of hundredths of a
    /// second — GIF's unit of time — and at least two (browsers slow frames shorter than 20 ms
    /// down to 100 ms): 50 fps at most (see ``outputFrameRate(for:)``). One palette of 256
    /// colours, made from frames across the whole run; exact colours kept, others dithered. Each
    /// image holds only what changed, and a repeated frame lengthens the image before it.
    case gif
    /// An H.264 video (libx264, yuv420p, CRF 18) in an MP4 container with its index at the start
    /// (`+faststart`), playable in browsers. H.264 has no alpha: translucent pixels are composited
    /// over the exporter's background colour. Odd pixel sizes are padded to even ones.
    case mp4

    /// The file extension: `gif` or `mp4`.
    public var fileExtension: String { rawValue }

    /// The frame rate written for a sampling at `framesPerSecond`: for MP4 the same; for GIF the
    /// highest rate up to `framesPerSecond` and 50 whose frames last a whole number of hundredths
    /// of a second — 50, 33⅓, 25, 20, 16⅔ … fps (a sampling at 60 fps is shown at 50, one at 30
    /// at 25).
    public func outputFrameRate(for framesPerSecond: Double) -> Double {
        switch self {
        case .gif: 100 / Double(frameDelayCentiseconds(for: framesPerSecond))
        case .mp4: framesPerSecond
        }
    }

    /// How long a GIF frame shows, in hundredths of a second, for a sampling at
    /// `framesPerSecond`: the fewest (at least 2) that are not shorter than a sampled frame.
    func frameDelayCentiseconds(for framesPerSecond: Double) -> Int {
        guard framesPerSecond.isFinite, framesPerSecond > 0 else { return 100 }
        // A hair of tolerance: 100 / 25 must give 4, not 5 after rounding error.
        return max(2, Int((100 / framesPerSecond - 1e-9).rounded(.up)))
    }
}

import Foundation

/// Why a ``VideoExporter`` could not write a video. Whatever the reason, nothing is left at the
/// destination (the video is written to a temporary file that is renamed only once complete).
public enum VideoExportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The `ffmpeg` program was not found (an MP4 needs it): neither at the path given nor in any
    /// folder of `PATH`. Install it (Debian: `apt-get install ffmpeg`).
    case encoderNotFound(searched: [String])
    /// `ffmpeg` ran but failed (a missing codec such as libx264, a full disk …); carries its exit
    /// status and the end of what it printed.
    case encoderFailed(status: Int32, message: String)
    /// giflib could not write the GIF (a full disk, no memory …); carries what went wrong.
    case gifEncoding(String)
    /// A frame rate that is NaN, infinite, or outside 1…1000.
    case invalidFrameRate(Double)
    /// The sequence of frames was empty.
    case noFrames
    /// A frame could not be drawn (an invalid tree, a surface too large …).
    case canvas(CanvasError)
    /// The destination cannot be written (missing or read-only folder, a folder at the path …).
    case unwritableFile(path: String, reason: String)
    /// The video would hold more than ``VideoExporter/maximumPixelCount`` pixels in all: `frameCount`
    /// frames (at least, for a sequence that had not ended) of `pixelWidth × pixelHeight` pixels.
    /// Checked before the first frame is drawn when the number of frames is known.
    case tooLarge(frameCount: Int, pixelWidth: Int, pixelHeight: Int, limit: Int)
    /// The export's ``VideoExporter/cancellation`` was cancelled.
    case cancelled

    /// A sentence saying what was wrong.
    public var description: String {
        switch self {
        case let .encoderNotFound(searched):
            "the ffmpeg program was not found (looked in \(searched.joined(separator: ", "))); install ffmpeg to export MP4"
        case let .encoderFailed(status, message):
            "ffmpeg failed with exit status \(status)\(message.isEmpty ? "" : ": \(message)")"
        case let .gifEncoding(message):
            "the GIF could not be written: \(message)"
        case let .invalidFrameRate(rate):
            "frame rate \(rate) is not a number of frames per second from 1 to 1000"
        case .noFrames:
            "there are no frames to export"
        case let .canvas(error):
            "\(error)"
        case let .unwritableFile(path, reason):
            "cannot write \(path): \(reason)"
        case let .tooLarge(frameCount, pixelWidth, pixelHeight, limit):
            "\(frameCount) frames of \(pixelWidth)×\(pixelHeight) pixels are \(frameCount * pixelWidth * pixelHeight) pixels in all, more than the limit of \(limit)"
        case .cancelled:
            "the export was cancelled"
        }
    }
}

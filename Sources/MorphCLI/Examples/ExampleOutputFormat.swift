import Foundation
import ArgumentParser

/// What `morph render` writes.
enum ExampleOutputFormat: String, CaseIterable, ExpressibleByArgument {
    /// The self-contained HTML player.
    case html
    /// An SVG of one frame: the last (settled) one, or the one at `--time`.
    case svg
    /// An SVG filmstrip of evenly spaced frames.
    case filmstrip
    /// The plain-text timeline.
    case text
    /// A PNG of one frame drawn by MorphCanvas: the last (settled) one, or the one at `--time`.
    case png
    /// An animated GIF of the whole run, drawn by MorphCanvas and encoded by giflib, in process.
    case gif
    /// An H.264 MP4 video of the whole run, drawn by MorphCanvas and encoded by ffmpeg.
    case mp4

    /// The file extension of the format's output.
    var fileExtension: String {
        switch self {
        case .html: "html"
        case .svg: "svg"
        case .filmstrip: "filmstrip.svg"
        case .text: "txt"
        case .png: "png"
        case .gif: "gif"
        case .mp4: "mp4"
        }
    }

    /// Whether the format is pixels (drawn by MorphCanvas) rather than text.
    var isRaster: Bool {
        switch self {
        case .png, .gif, .mp4: true
        case .html, .svg, .filmstrip, .text: false
        }
    }

    /// The screen scale used when `--scale` is not given: 2 for a PNG, 1 for video (smaller files).
    var defaultScale: CGFloat {
        self == .png ? 2 : 1
    }
}

import Foundation
import Morph

/// Writes a sequence of presentation trees — a transition sampled frame by frame — as an animated
/// GIF or an H.264 MP4, through the `ffmpeg` program.
///
/// ```swift
/// let exporter = VideoExporter(format: .gif, framesPerSecond: 30, scale: 2)
/// try exporter.export(trees, canvasSize: CGSize(width: 320, height: 200), to: URL(fileURLWithPath: "transition.gif"))
/// ```
///
/// Each tree is drawn by one ``Rasterizer`` (so consecutive frames repaint only what changed) and
/// its pixels are written to ffmpeg's standard input as raw frames; ffmpeg encodes them. The trees
/// are taken as evenly spaced at ``framesPerSecond``; their own times are not read. The sequence
/// is consumed lazily, so a long sampling need not be held in memory.
///
/// **Files.** The video is written to a temporary file next to the destination and renamed over
/// it once ffmpeg has finished, so on any error (a missing ffmpeg, an invalid tree, a failed
/// encoding, an unwritable folder) nothing is left at the destination or beside it.
///
/// **Requirements.** `ffmpeg` on `PATH` (or at ``encoderPath``), with libx264 for MP4 (Debian's
/// `ffmpeg` package has both). Without it, ``export(_:canvasSize:to:)`` throws
/// ``VideoExportError/encoderNotFound(searched:)``.
public struct VideoExporter: Sendable {
    /// The file format.
    public var format: VideoFormat
    /// The rate the trees were sampled at, 1…1000 frames per second (GIF writes at most 50).
    public var framesPerSecond: Double
    /// Pixels per point, in ``Rasterizer/scaleRange``.
    public var scale: CGFloat
    /// The colour under every frame; white by default. Video has no alpha (MP4), or one bit of it
    /// (GIF), so an opaque background is best.
    public var backgroundColor: Color
    /// The `ffmpeg` executable, or nil to look for `ffmpeg` in the folders of `PATH`.
    public var encoderPath: URL?

    /// An exporter.
    ///
    /// - Parameters:
    ///   - format: GIF or MP4.
    ///   - framesPerSecond: the rate the trees were sampled at; 60 by default.
    ///   - scale: pixels per point; 1 by default.
    ///   - backgroundColor: the colour under every frame; white by default.
    ///   - encoderPath: the `ffmpeg` executable; found on `PATH` by default.
    public init(format: VideoFormat, framesPerSecond: Double = 60, scale: CGFloat = 1, backgroundColor: Color = .white, encoderPath: URL? = nil) {
        self.format = format
        self.framesPerSecond = framesPerSecond
        self.scale = scale
        self.backgroundColor = backgroundColor
        self.encoderPath = encoderPath
    }

    /// What an export wrote.
    public struct Summary: Hashable, Sendable {
        /// The frames drawn and fed to the encoder.
        public var frameCount: Int
        /// The frames' width in pixels.
        public var pixelWidth: Int
        /// The frames' height in pixels.
        public var pixelHeight: Int
    }

    /// Draws every tree of `frames` on a canvas of `canvasSize` points and encodes them into `url`.
    ///
    /// - Returns: the number of frames and their pixel size.
    /// - Throws: ``VideoExportError``; nothing is left at `url` (an older file there stays as it
    ///   was) and no temporary file remains.
    /// - Complexity: O(frames × the pixels each one repaints), plus ffmpeg's encoding.
    @discardableResult
    public func export(_ frames: some Sequence<PresentationTree>, canvasSize: CGSize, to url: URL) throws(VideoExportError) -> Summary {
        guard framesPerSecond.isFinite, (1...1_000).contains(framesPerSecond) else { throw .invalidFrameRate(framesPerSecond) }
        let rasterizer: Rasterizer
        do {
            rasterizer = try Rasterizer(size: canvasSize, scale: scale, backgroundColor: backgroundColor)
            try AtomicFile.checkWritable(url)
        } catch {
            if case let .unwritableFile(path, reason) = error { throw .unwritableFile(path: path, reason: reason) }
            throw .canvas(error)
        }
        var iterator = frames.makeIterator()
        guard let first = iterator.next() else { throw .noFrames }
        let executable = try EncoderProcess.locate(encoderPath)
        let temporary = AtomicFile.temporaryURL(for: url)
        let isOpaque = backgroundColor.alpha >= 1
        let encoder = try EncoderProcess(executable: executable, arguments: arguments(
            width: rasterizer.pixelWidth, height: rasterizer.pixelHeight, isOpaque: isOpaque, output: temporary
        ))
        var frameCount = 0
        var straight: [UInt8] = isOpaque ? [] : [UInt8](repeating: 0, count: rasterizer.pixelWidth * rasterizer.pixelHeight * 4)
        do throws(VideoExportError) {
            var next: PresentationTree? = first
            while let tree = next {
                do {
                    try rasterizer.draw(tree)
                } catch {
                    throw .canvas(error)
                }
                let accepted = Self.write(rasterizer, to: encoder, straight: &straight, isOpaque: isOpaque)
                frameCount += 1
                guard accepted else {
                    try encoder.finish()
                    throw .encoderFailed(status: -1, message: "ffmpeg stopped reading frames")
                }
                next = iterator.next()
            }
            try encoder.finish()
        } catch {
            encoder.cancel()
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
        do {
            try AtomicFile.commit(temporary, to: url)
        } catch {
            if case let .unwritableFile(path, reason) = error { throw .unwritableFile(path: path, reason: reason) }
            throw .canvas(error)
        }
        return Summary(frameCount: frameCount, pixelWidth: rasterizer.pixelWidth, pixelHeight: rasterizer.pixelHeight)
    }

    /// Writes the rasteriser's pixels as one raw frame: Cairo's premultiplied ARGB32 words as
    /// they are when every pixel is opaque (ffmpeg's `bgra` on little-endian machines), else
    /// converted to straight RGBA.
    private static func write(_ rasterizer: Rasterizer, to encoder: EncoderProcess, straight: inout [UInt8], isOpaque: Bool) -> Bool {
        let (width, height) = (rasterizer.pixelWidth, rasterizer.pixelHeight)
        return rasterizer.withUnsafePixels { pixels, bytesPerRow in
            if isOpaque, bytesPerRow == width * 4, 1 == 1.littleEndian {
                return encoder.write(UnsafeRawBufferPointer(rebasing: pixels[0..<(bytesPerRow * height)]))
            }
            straight.withUnsafeMutableBufferPointer { output in
                PixelConversion.unpremultiply(
                    argb: pixels.baseAddress!.assumingMemoryBound(to: UInt32.self), width: width, height: height,
                    wordsPerRow: bytesPerRow / 4, into: output.baseAddress!
                )
            }
            return straight.withUnsafeBytes { encoder.write($0) }
        }
    }

    /// ffmpeg's command line: raw frames on standard input, the format's encoding to `output`.
    func arguments(width: Int, height: Int, isOpaque: Bool, output: URL) -> [String] {
        let rate = Self.formatted(framesPerSecond)
        var arguments = [
            "-hide_banner", "-loglevel", "error", "-y",
            "-f", "rawvideo", "-pixel_format", isOpaque && 1 == 1.littleEndian ? "bgra" : "rgba",
            "-video_size", "\(width)x\(height)", "-framerate", rate, "-i", "pipe:0",
        ]
        switch format {
        case .gif:
            let outputRate = format.outputFrameRate(for: framesPerSecond)
            let thinning = outputRate < framesPerSecond ? "fps=\(Self.formatted(outputRate))," : ""
            arguments += [
                "-filter_complex",
                "[0:v]\(thinning)split[a][b];[a]palettegen=stats_mode=full:reserve_transparent=\(isOpaque ? 0 : 1)[p];[b][p]paletteuse=dither=sierra2_4a:diff_mode=rectangle",
                "-loop", "0", "-f", "gif",
            ]
        case .mp4:
            arguments += [
                "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2,scale=out_color_matrix=bt709:out_range=tv,format=yuv420p",
                "-c:v", "libx264", "-preset", "medium", "-crf", "18",
                "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709",
                "-movflags", "+faststart", "-f", "mp4",
            ]
        }
        arguments.append(output.path)
        return arguments
    }

    /// A rate as ffmpeg reads it: an integer when whole, else a decimal.
    private static func formatted(_ rate: Double) -> String {
        rate == rate.rounded() ? String(Int(rate)) : String(format: "%.6g", rate)
    }
}

import Foundation
import Morph

/// Writes a sequence of presentation trees — a transition sampled frame by frame — as an animated
/// GIF, encoded in process by giflib, or an H.264 MP4, through the `ffmpeg` program.
///
/// ```swift
/// let exporter = VideoExporter(format: .gif, framesPerSecond: 30, scale: 2)
/// try exporter.export(trees, canvasSize: CGSize(width: 320, height: 200), to: URL(fileURLWithPath: "transition.gif"))
/// ```
///
/// Each tree is drawn by one ``Rasterizer`` (so consecutive frames repaint only what changed).
/// The trees are taken as evenly spaced at ``framesPerSecond``; their own times are not read.
///
/// **GIF.** A GIF shows each frame for a whole number of hundredths of a second, so the frames
/// are shown at the rate ``VideoFormat/outputFrameRate(for:)`` gives (50 fps for a sampling at
/// 50 fps or more, 25 fps for 30 fps, …), each the tree sampled nearest its time, the last tree
/// last. Its palette of 256 colours is made once, by median cut, from frames spread over the
/// whole run, and Morph maps each frame's repainted pixels to it with an ordered dither
/// (exact colours stay exact). giflib (Debian's `libgif`) then writes, in process, only what
/// each frame changes: after the first image, each covers just the rows and columns whose colours
/// differ from what the GIF shows at that moment, drawn over it; a frame that repeats the one
/// before is not written, the image before it shows longer instead (so a GIF holds fewer images
/// than it shows frames, and the same frames at the same times). On a translucent background
/// each changed frame is written whole and cleared before the next, since an image can only
/// add pixels over the previous one. The trees of a GIF are held until it is written.
///
/// **MP4.** The pixels are written to ffmpeg's standard input as raw frames and ffmpeg encodes
/// them; the sequence is consumed lazily, so a long sampling need not be held in memory.
///
/// **Files.** The video is written to a temporary file next to the destination and renamed over
/// it once complete, so on any error (a missing ffmpeg, an invalid tree, a failed encoding, an
/// unwritable folder, a ``cancellation``) nothing is left at the destination or beside it, and no
/// ffmpeg outlives the export.
///
/// **Size.** A video holds at most ``maximumPixelCount`` pixels in all (frames × pixels per
/// frame); a larger one is refused with ``VideoExportError/tooLarge(frameCount:pixelWidth:pixelHeight:limit:)``
/// before anything is drawn when the frames are counted (a GIF's, an MP4's from an array),
/// else as soon as the frames pass the limit. ``checkSize(frameCount:canvasSize:)`` asks up
/// front.
///
/// **Requirements.** giflib for GIF (linked: Debian's `libgif-dev`, which `.ci/install-packages`
/// installs). For MP4, `ffmpeg` on `PATH` (or at ``encoderPath``) with libx264 (Debian's `ffmpeg`
/// package has it); without it, ``export(_:canvasSize:to:)`` throws
/// ``VideoExportError/encoderNotFound(searched:)``.
public struct VideoExporter: Sendable {
    /// The file format.
    public var format: VideoFormat
    /// The rate the trees were sampled at, 1…1000 frames per second (a GIF shows them at
    /// ``VideoFormat/outputFrameRate(for:)``).
    public var framesPerSecond: Double
    /// Pixels per point, in ``Rasterizer/scaleRange``.
    public var scale: CGFloat
    /// The colour under every frame; white by default. Video has no alpha (MP4), or one bit of it
    /// (GIF), so an opaque background is best.
    public var backgroundColor: Color
    /// The `ffmpeg` executable for MP4, or nil to look for `ffmpeg` in the folders of `PATH`
    /// (a GIF needs none).
    public var encoderPath: URL?
    /// Stops the export from another thread when cancelled (see ``VideoExportCancellation``);
    /// none by default.
    public var cancellation: VideoExportCancellation?

    /// The most pixels a video holds, frames × pixels per frame: 2³⁰ (1,073,741,824), 4 GiB of
    /// raw frames — six seconds of 1080p at 60 fps.
    public static let maximumPixelCount = 1 << 30

    /// An exporter.
    ///
    /// - Parameters:
    ///   - format: GIF or MP4.
    ///   - framesPerSecond: the rate the trees were sampled at; 60 by default.
    ///   - scale: pixels per point; 1 by default.
    ///   - backgroundColor: the colour under every frame; white by default.
    ///   - encoderPath: the `ffmpeg` executable for MP4; found on `PATH` by default.
    public init(format: VideoFormat, framesPerSecond: Double = 60, scale: CGFloat = 1, backgroundColor: Color = .white, encoderPath: URL? = nil) {
        self.format = format
        self.framesPerSecond = framesPerSecond
        self.scale = scale
        self.backgroundColor = backgroundColor
        self.encoderPath = encoderPath
    }

    /// What an export wrote.
    public struct Summary: Hashable, Sendable {
        /// The frames drawn and encoded: for a GIF, those shown at its frame rate (the file may
        /// hold fewer images, a repeated frame lengthening the image before it).
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
    /// - Complexity: O(frames × the pixels each one repaints), plus the encoding (ffmpeg's for an
    ///   MP4; for a GIF giflib's, of the pixels that changed); for a GIF also O(palette size) per
    ///   colour met for the first time, and the drawing of up to ``paletteSampleCount`` frames
    ///   for the palette.
    @discardableResult
    public func export(_ frames: some Sequence<PresentationTree>, canvasSize: CGSize, to url: URL) throws(VideoExportError) -> Summary {
        guard framesPerSecond.isFinite, (1...1_000).contains(framesPerSecond) else { throw .invalidFrameRate(framesPerSecond) }
        if cancellation?.isCancelled == true { throw .cancelled }
        let rasterizer: Rasterizer
        do {
            rasterizer = try Rasterizer(size: canvasSize, scale: scale, backgroundColor: backgroundColor)
            try AtomicFile.checkWritable(url)
        } catch {
            if case let .unwritableFile(path, reason) = error { throw .unwritableFile(path: path, reason: reason) }
            throw .canvas(error)
        }
        switch format {
        case .mp4:
            try checkSize(shownFrames: frames.underestimatedCount, rasterizer)
            return try exportVideo(frames, drawnBy: rasterizer, to: url)
        case .gif:
            return try exportGIF(Array(frames), drawnBy: rasterizer, to: url)
        }
    }

    /// Checks that `frameCount` trees sampled at ``framesPerSecond``, on a canvas of `canvasSize`
    /// points at ``scale``, make a video within ``maximumPixelCount`` (a GIF shows fewer frames
    /// than a sampling above 50 fps has).
    ///
    /// - Throws: ``VideoExportError/tooLarge(frameCount:pixelWidth:pixelHeight:limit:)``;
    ///   ``VideoExportError/invalidFrameRate(_:)``; ``VideoExportError/canvas(_:)`` for a canvas
    ///   or scale the rasteriser refuses.
    public func checkSize(frameCount: Int, canvasSize: CGSize) throws(VideoExportError) {
        guard framesPerSecond.isFinite, (1...1_000).contains(framesPerSecond) else { throw .invalidFrameRate(framesPerSecond) }
        let size: (width: Int, height: Int)
        do throws(CanvasError) {
            guard canvasSize.width.isFinite, canvasSize.height.isFinite, canvasSize.width > 0, canvasSize.height > 0 else {
                throw CanvasError.invalidSize(canvasSize)
            }
            guard scale.isFinite, Rasterizer.scaleRange.contains(scale) else { throw CanvasError.invalidScale(scale) }
            size = try Rasterizer.pixelSize(of: canvasSize, scale: scale)
        } catch {
            throw .canvas(error)
        }
        let shown = format == .gif ? Self.gifFrameIndices(count: frameCount, framesPerSecond: framesPerSecond).count : frameCount
        try Self.checkSize(frameCount: shown, pixelWidth: size.width, pixelHeight: size.height)
    }

    /// Throws when `frameCount` frames of the rasteriser's size pass ``maximumPixelCount``.
    private func checkSize(shownFrames frameCount: Int, _ rasterizer: Rasterizer) throws(VideoExportError) {
        try Self.checkSize(frameCount: frameCount, pixelWidth: rasterizer.pixelWidth, pixelHeight: rasterizer.pixelHeight)
    }

    private static func checkSize(frameCount: Int, pixelWidth: Int, pixelHeight: Int) throws(VideoExportError) {
        let perFrame = pixelWidth * pixelHeight
        guard frameCount <= maximumPixelCount / max(perFrame, 1) else {
            throw .tooLarge(frameCount: frameCount, pixelWidth: pixelWidth, pixelHeight: pixelHeight, limit: maximumPixelCount)
        }
    }

    /// How many frames, spread over the run, a GIF's palette is made from (the first and the
    /// last among them).
    public static let paletteSampleCount = 16

    /// The MP4: every tree drawn and written as it comes.
    private func exportVideo(_ frames: some Sequence<PresentationTree>, drawnBy rasterizer: Rasterizer, to url: URL) throws(VideoExportError) -> Summary {
        var iterator = frames.makeIterator()
        guard let first = iterator.next() else { throw .noFrames }
        let isOpaque = backgroundColor.alpha >= 1
        var straight: [UInt8] = isOpaque ? [] : [UInt8](repeating: 0, count: rasterizer.pixelWidth * rasterizer.pixelHeight * 4)
        var next: PresentationTree? = first
        let frameCount = try encode(to: url, arguments: { output in
            arguments(width: rasterizer.pixelWidth, height: rasterizer.pixelHeight, isOpaque: isOpaque, output: output)
        }) { encoder throws(VideoExportError) -> Int in
            var count = 0
            while let tree = next {
                if cancellation?.isCancelled == true { throw .cancelled }
                try checkSize(shownFrames: count + 1, rasterizer)
                try Self.draw(tree, with: rasterizer)
                count += 1
                guard Self.write(rasterizer, to: encoder, straight: &straight, isOpaque: isOpaque) else { return count }
                next = iterator.next()
            }
            return count
        }
        return Summary(frameCount: frameCount, pixelWidth: rasterizer.pixelWidth, pixelHeight: rasterizer.pixelHeight)
    }

    /// The GIF: the palette made from frames across the run, then the frames shown at the GIF's
    /// rate mapped to it (only their repainted pixels) and written by giflib, in process, as the
    /// images that changed (see `GIFAnimationWriter`).
    private func exportGIF(_ trees: [PresentationTree], drawnBy rasterizer: Rasterizer, to url: URL) throws(VideoExportError) -> Summary {
        guard !trees.isEmpty else { throw .noFrames }
        let shown = Self.gifFrameIndices(count: trees.count, framesPerSecond: framesPerSecond)
        try checkSize(shownFrames: shown.count, rasterizer)
        let (width, height) = (rasterizer.pixelWidth, rasterizer.pixelHeight)
        var histogram = ColorHistogram()
        let samples = Self.evenlySpaced(shown, count: Self.paletteSampleCount)
        // Every other pixel of every other row (a palette needs the colours, not every pixel),
        // or sparser when the samples hold more than the histogram counts.
        let sampledPixels = Double(samples.count * width * height)
        let step = max(2, Int((sampledPixels / Double(ColorHistogram.maximumPixelCount)).squareRoot().rounded(.up)))
        // Last to first: the rasteriser ends on the first frame shown (the first sample), which
        // the frames below then start from with nothing to repaint. The histogram's counts do
        // not depend on the order.
        for index in samples.reversed() {
            if cancellation?.isCancelled == true { throw .cancelled }
            try Self.draw(trees[index], with: rasterizer)
            rasterizer.withUnsafePixels { pixels, bytesPerRow in
                histogram.add(argb: pixels.baseAddress!.assumingMemoryBound(to: UInt32.self), width: width, height: height, wordsPerRow: bytesPerRow / 4, step: step)
            }
        }
        let reservesTransparency = backgroundColor.alpha < 1
        let colors = GIFPalette.make(from: histogram, maximumCount: reservesTransparency ? 255 : 256)
        var indexer = PaletteIndexer(colors: colors, width: width, height: height, reservesTransparency: reservesTransparency)
        let temporary = AtomicFile.temporaryURL(for: url)
        // Registered, so that a cancellation (a signal) knows an export is running and waits for
        // it to remove its partial file.
        let registration = cancellation?.register(nil)
        defer { if let registration { cancellation?.unregister(registration) } }
        do throws(VideoExportError) {
            var writer = try GIFAnimationWriter(
                path: temporary.path, width: width, height: height,
                palette: Array(indexer.paletteWords.prefix(colors.count + (reservesTransparency ? 1 : 0))),
                frameDelay: VideoFormat.gif.frameDelayCentiseconds(for: framesPerSecond),
                transparentIndex: reservesTransparency ? colors.count : nil
            )
            for (position, index) in shown.enumerated() {
                if cancellation?.isCancelled == true { throw .cancelled }
                try Self.draw(trees[index], with: rasterizer)
                // The first frame is mapped whole (the rasteriser's damage is relative to the last
                // palette sample, which is this frame).
                if position > 0, rasterizer.damagedRectCount == 0 {
                    writer.repeatFrame()
                    continue
                }
                let rects = position == 0 ? nil : rasterizer.damagedRects
                rasterizer.withUnsafePixels { pixels, bytesPerRow in
                    indexer.map(argb: pixels.baseAddress!.assumingMemoryBound(to: UInt32.self), wordsPerRow: bytesPerRow / 4, rects: rects)
                }
                try writer.addFrame(indexer.indices, changed: rects)
            }
            if cancellation?.isCancelled == true { throw .cancelled }
            try writer.finish()
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
        try Self.commit(temporary, to: url)
        return Summary(frameCount: shown.count, pixelWidth: width, pixelHeight: height)
    }

    /// Runs ffmpeg with the arguments for a temporary file beside `url`, lets `feed` write the
    /// frames (it returns how many it wrote; fewer than it had when ffmpeg stopped reading), and
    /// renames the finished file over `url`. On any error or a cancellation, ffmpeg is stopped
    /// and waited for, and nothing is left at `url` or beside it.
    private func encode(
        to url: URL,
        arguments: (URL) -> [String],
        feed: (EncoderProcess) throws(VideoExportError) -> Int
    ) throws(VideoExportError) -> Int {
        let executable = try EncoderProcess.locate(encoderPath)
        let temporary = AtomicFile.temporaryURL(for: url)
        let encoder = try EncoderProcess(executable: executable, arguments: arguments(temporary))
        // A cancellation from another thread terminates ffmpeg at once, even while it finishes.
        let registration = cancellation?.register(encoder.processIdentifier)
        let frameCount: Int
        do throws(VideoExportError) {
            defer { if let registration { cancellation?.unregister(registration) } }
            do throws(VideoExportError) {
                frameCount = try feed(encoder)
                let stopped = encoder.isInputBroken
                try encoder.finish()
                if stopped { throw .encoderFailed(status: -1, message: "ffmpeg stopped reading frames") }
                if cancellation?.isCancelled == true { throw .cancelled }
            } catch {
                encoder.cancel()
                throw cancellation?.isCancelled == true ? .cancelled : error
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
        try Self.commit(temporary, to: url)
        return frameCount
    }

    /// Renames the finished `temporary` file over `url`, as a video error.
    private static func commit(_ temporary: URL, to url: URL) throws(VideoExportError) {
        do {
            try AtomicFile.commit(temporary, to: url)
        } catch {
            if case let .unwritableFile(path, reason) = error { throw .unwritableFile(path: path, reason: reason) }
            throw .canvas(error)
        }
    }

    /// Draws `tree`, as a video error.
    private static func draw(_ tree: PresentationTree, with rasterizer: Rasterizer) throws(VideoExportError) {
        do {
            try rasterizer.draw(tree)
        } catch {
            throw .canvas(error)
        }
    }

    /// The trees a GIF shows, of `count` sampled at `framesPerSecond`: one every
    /// `1 / outputFrameRate` seconds, each the tree sampled nearest its time, then the last tree
    /// if the last one shown was not it.
    static func gifFrameIndices(count: Int, framesPerSecond: Double) -> [Int] {
        guard count > 0 else { return [] }
        let interval = framesPerSecond / VideoFormat.gif.outputFrameRate(for: framesPerSecond)
        var indices: [Int] = []
        var shown = 0
        while true {
            let index = Int((Double(shown) * interval).rounded())
            guard index < count else { break }
            if indices.last != index { indices.append(index) }
            shown += 1
        }
        if indices.last != count - 1 { indices.append(count - 1) }
        return indices
    }

    /// Up to `count` elements of `items`, evenly spaced, the first and the last among them.
    static func evenlySpaced(_ items: [Int], count: Int) -> [Int] {
        guard items.count > count, count > 1 else { return items }
        return (0..<count).map { items[Int((Double($0) * Double(items.count - 1) / Double(count - 1)).rounded())] }
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

    /// ffmpeg's command line for an MP4: raw frames on standard input, H.264 to `output`.
    func arguments(width: Int, height: Int, isOpaque: Bool, output: URL) -> [String] {
        [
            "-hide_banner", "-loglevel", "error", "-y",
            "-f", "rawvideo", "-pixel_format", isOpaque && 1 == 1.littleEndian ? "bgra" : "rgba",
            "-video_size", "\(width)x\(height)", "-framerate", Self.formatted(framesPerSecond), "-i", "pipe:0",
            "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2,scale=out_color_matrix=bt709:out_range=tv,format=yuv420p",
            "-c:v", "libx264", "-preset", "medium", "-crf", "18",
            "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709",
            "-movflags", "+faststart", "-f", "mp4", output.path,
        ]
    }

    /// A rate as ffmpeg reads it: an integer when whole, else a decimal.
    private static func formatted(_ rate: Double) -> String {
        rate == rate.rounded() ? String(Int(rate)) : String(format: "%.6g", rate)
    }
}

import CGIF
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An animated GIF file being written by giflib (Debian's `libgif`), in process: the screen and
/// its colour table, the looping extension, then images — each a rectangle of palette indices
/// with how long it shows and how it is disposed of.
///
/// **Safety.** giflib's C API takes raw pointers; every call passes pointers that are valid for
/// that call only, and giflib keeps none of them:
/// - the colour map is copied by `EGifPutScreenDesc` (the one made here is freed right after);
/// - extension bytes are read during `EGifPutExtension…`;
/// - `EGifPutLine` reads `LineLen` bytes from the row pointer and writes them back masked to the
///   image's code size (it takes a mutable pointer), so rows are passed from a mutable buffer the
///   caller owns, and ``writeImage(_:at:delay:disposal:transparentIndex:)`` checks first that the
///   buffer holds exactly the rectangle's indices, so every row lies inside it (a buffer of
///   another size is refused with an error, never read). The values written back are the values read
///   when every index is below the colour table's size, which the code size covers.
///
/// The handle is closed exactly once: by ``finish()``, or by `deinit` when an export stops early
/// (an error or a cancellation), after which the caller removes the partial file.
final class GIFEncoder {
    /// giflib's handle; nil once closed.
    private var file: UnsafeMutablePointer<GifFileType>?
    /// The screen's size in pixels.
    let width: Int
    let height: Int
    /// The number of colour table entries (a power of two, 2…256).
    let colorCount: Int

    /// How an image is disposed of before the next one is drawn.
    enum Disposal {
        /// Left in place: the next image is drawn over it (GIF's "do not dispose").
        case keep
        /// Its rectangle is cleared to transparent (GIF's "restore to background", as browsers
        /// do it).
        case clear

        var code: Int32 {
            switch self {
            case .keep: Int32(DISPOSE_DO_NOT)
            case .clear: Int32(DISPOSE_BACKGROUND)
            }
        }
    }

    /// The longest an image can show, in hundredths of a second (GIF's delay is 16 bits).
    static let maximumDelay = 65_535

    /// Creates the file at `path` (replacing any file there) and writes its header: a GIF89a
    /// screen of `width × height` pixels whose global colour table holds `palette` (ARGB words;
    /// alpha is not stored — a transparent entry is named per image), padded with black to a
    /// power of two.
    ///
    /// - Throws: ``VideoExportError/unwritableFile(path:reason:)`` when the file cannot be created;
    ///   ``VideoExportError/gifEncoding(_:)`` for giflib's other errors.
    init(path: String, width: Int, height: Int, palette: [UInt32]) throws(VideoExportError) {
        precondition((1...65_535).contains(width) && (1...65_535).contains(height), "a GIF's sides are 1 to 65,535 pixels")
        precondition((1...256).contains(palette.count), "a GIF's colour table holds 1 to 256 entries")
        self.width = width
        self.height = height
        var bits = 1
        while 1 << bits < palette.count { bits += 1 }
        colorCount = 1 << bits
        // Opened here rather than by `EGifOpenFileName`, which creates files readable by their
        // owner only: the GIF gets the permissions any new file gets (0666 less the umask).
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw .unwritableFile(path: path, reason: FileErrorReason.ofErrno()) }
        var error: Int32 = 0
        // giflib owns the descriptor from here (`EGifCloseFile` closes it), unless it fails.
        guard let file = EGifOpenFileHandle(descriptor, &error) else {
            close(descriptor)
            throw .gifEncoding(Self.message(error))
        }
        self.file = file
        EGifSetGifVersion(file, true)
        var colors = palette.map { GifColorType(Red: UInt8($0 >> 16 & 0xFF), Green: UInt8($0 >> 8 & 0xFF), Blue: UInt8($0 & 0xFF)) }
        colors += [GifColorType](repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: colorCount - colors.count)
        // Copied by giflib into the file's own map: freed right after.
        guard let map = GifMakeMapObject(Int32(colorCount), colors) else { throw .gifEncoding(Self.message(Int32(E_GIF_ERR_NOT_ENOUGH_MEM))) }
        defer { GifFreeMapObject(map) }
        try check(EGifPutScreenDesc(file, Int32(width), Int32(height), Int32(bits), 0, map))
        // The NETSCAPE2.0 application extension: loop forever (a count of 0).
        try check(EGifPutExtensionLeader(file, APPLICATION_EXT_FUNC_CODE))
        try check(Array("NETSCAPE2.0".utf8).withUnsafeBytes { EGifPutExtensionBlock(file, 11, $0.baseAddress) })
        try check([UInt8]([1, 0, 0]).withUnsafeBytes { EGifPutExtensionBlock(file, 3, $0.baseAddress) })
        try check(EGifPutExtensionTrailer(file))
    }

    deinit {
        if let file {
            var error: Int32 = 0
            EGifCloseFile(file, &error)
        }
    }

    /// Writes one image: `pixels`, the palette indices of `rect` (its rows packed, top to
    /// bottom), shown for `delay` hundredths of a second, then disposed of as `disposal`; pixels
    /// of `transparentIndex` (if any) leave what is under them.
    ///
    /// - Throws: ``VideoExportError/gifEncoding(_:)`` for a rectangle outside the screen, a
    ///   buffer that is not the rectangle's size, a delay outside 0…``maximumDelay``, a
    ///   transparent index outside the colour table, or giflib's errors (a full disk …).
    /// - Precondition: every index is below ``colorCount`` (giflib would mask a larger one to the
    ///   code size, changing it in `pixels`; ``PaletteIndexer`` makes none).
    /// - Complexity: O(pixels of `rect`): giflib's LZW compression.
    func writeImage(_ pixels: inout [UInt8], at rect: PixelRect, delay: Int, disposal: Disposal, transparentIndex: Int?) throws(VideoExportError) {
        guard let file else { throw .gifEncoding("the GIF is already closed") }
        guard rect.width > 0, rect.height > 0, rect.x >= 0, rect.y >= 0, rect.x + rect.width <= width, rect.y + rect.height <= height else {
            throw .gifEncoding("image \(rect) is not inside the \(width)x\(height) screen")
        }
        // Every row read below lies inside the buffer.
        guard pixels.count == rect.area else {
            throw .gifEncoding("image \(rect) needs \(rect.area) indices, not \(pixels.count)")
        }
        guard (0...Self.maximumDelay).contains(delay) else { throw .gifEncoding("a delay of \(delay) hundredths of a second is not 0 to \(Self.maximumDelay)") }
        if let transparentIndex, !(0..<colorCount).contains(transparentIndex) {
            throw .gifEncoding("transparent index \(transparentIndex) is not in the \(colorCount)-colour table")
        }
        var control = GraphicsControlBlock(
            DisposalMode: disposal.code, UserInputFlag: false, DelayTime: Int32(delay),
            TransparentColor: transparentIndex.map(Int32.init) ?? Int32(NO_TRANSPARENT_COLOR)
        )
        var extensionBytes = [GifByteType](repeating: 0, count: 4)
        let length = extensionBytes.withUnsafeMutableBufferPointer { EGifGCBToExtension(&control, $0.baseAddress) }
        try check(extensionBytes.withUnsafeBytes { EGifPutExtension(file, GRAPHICS_EXT_FUNC_CODE, Int32(length), $0.baseAddress) })
        try check(EGifPutImageDesc(file, Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height), false, nil))
        try pixels.withUnsafeMutableBufferPointer { buffer throws(VideoExportError) in
            for row in 0..<rect.height {
                // Row `row` is `rect.width` indices from `row × rect.width`: inside `buffer`,
                // whose count is checked above.
                try check(EGifPutLine(file, buffer.baseAddress! + row * rect.width, Int32(rect.width)))
            }
        }
    }

    /// Writes the trailer and closes the file.
    ///
    /// - Throws: ``VideoExportError/gifEncoding(_:)`` when giflib cannot finish the file (a full
    ///   disk).
    func finish() throws(VideoExportError) {
        guard let file else { return }
        self.file = nil
        var error: Int32 = 0
        guard EGifCloseFile(file, &error) == GIF_OK else { throw .gifEncoding(Self.message(error)) }
    }

    /// Throws giflib's last error when `status` is not `GIF_OK`.
    private func check(_ status: Int32) throws(VideoExportError) {
        guard status != GIF_OK else { return }
        throw .gifEncoding(Self.message(file?.pointee.Error ?? 0))
    }

    /// giflib's sentence for an error code.
    private static func message(_ code: Int32) -> String {
        GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)"
    }
}

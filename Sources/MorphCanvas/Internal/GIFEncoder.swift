import CGIF
import CPixelLoops
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
/// - `EGifPutCode` and `EGifPutCodeNext` read one data sub-block each: its length byte and that
///   many bytes, which ``writeImage(_:at:delay:disposal:transparentIndex:)`` checks lie inside
///   the compressed bytes before the call.
///
/// **Compression.** An image's indices are compressed by `morph_lzw_encode` (CPixelLoops), which
/// makes the very bytes giflib's `EGifPutLine` makes (`GIFEncoderTests` compares them) with a
/// hash table probed inline instead of through a function call for every pixel, and runs of one
/// index matched string by string instead of index by index. Its look-ups stop after 64 probes
/// (the main job's images need at most 27): an image made to crowd the table would get other
/// bytes than giflib's, which still decode to its indices. giflib writes the image descriptor
/// and the code size, and takes the compressed data through `EGifPutCode`, its call for copying an
/// image's data unchanged.
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
    /// The LZW minimum code size giflib writes before an image's data: the colour table's bits,
    /// at least 2.
    private let minimumCodeSize: Int32
    /// The LZW dictionary `morph_lzw_encode` uses for every image (made by CPixelLoops, freed by
    /// `deinit`).
    private let dictionary: OpaquePointer
    /// The compressed bytes of the image being written: kept, and grown only, across images.
    private var compressed: [UInt8] = []

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
        minimumCodeSize = Int32(max(bits, 2))
        guard let dictionary = morph_lzw_dictionary_make() else { throw .gifEncoding(Self.message(Int32(E_GIF_ERR_NOT_ENOUGH_MEM))) }
        self.dictionary = dictionary
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
        morph_lzw_dictionary_free(dictionary)
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
    /// - Precondition: every index is below ``colorCount`` (a larger one is masked to the code
    ///   size, as giflib masks it; ``PaletteIndexer`` makes none).
    /// - Complexity: O(pixels of `rect`): the LZW compression.
    func writeImage(_ pixels: [UInt8], at rect: PixelRect, delay: Int, disposal: Disposal, transparentIndex: Int?) throws(VideoExportError) {
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
        let compressedLength = compress(pixels)
        try check(EGifPutImageDesc(file, Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height), false, nil))
        try compressed.withUnsafeBufferPointer { bytes throws(VideoExportError) in
            var block = 0
            while block < compressedLength {
                // A sub-block's length byte and its bytes lie inside the compressed bytes: the
                // encoder wrote them so, and this checks it before giflib reads them.
                let size = Int(bytes[block])
                precondition(size > 0 && block + 1 + size <= compressedLength, "an LZW sub-block lies inside the compressed bytes")
                try check(block == 0 ? EGifPutCode(file, minimumCodeSize, bytes.baseAddress! + block) : EGifPutCodeNext(file, bytes.baseAddress! + block))
                block += 1 + size
            }
        }
        // The empty sub-block that ends the image's data.
        try check(EGifPutCodeNext(file, nil))
    }

    /// Compresses `pixels` into ``compressed`` and returns the number of bytes made.
    private func compress(_ pixels: [UInt8]) -> Int {
        let bound = Int(morph_lzw_bound(Int64(pixels.count)))
        if compressed.count < bound { compressed = [UInt8](repeating: 0, count: bound) }
        let minimumCodeSize = self.minimumCodeSize
        let dictionary = self.dictionary
        let length = pixels.withUnsafeBufferPointer { indices in
            compressed.withUnsafeMutableBufferPointer { output in
                // The counts passed are the buffers' own: the encoder reads and writes below
                // them, and refuses (-1) an output smaller than its bound.
                morph_lzw_encode(indices.baseAddress!, Int64(indices.count), minimumCodeSize, output.baseAddress!, Int64(output.count), dictionary)
            }
        }
        precondition(length > 0 && length <= bound, "the LZW encoder wrote within its bound")
        return Int(length)
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

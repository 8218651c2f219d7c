/// The file formats Morph decodes, recognised by their first bytes (not by file name).
public enum ImageFormat: String, Sendable, Hashable, CaseIterable, Codable {
    /// PNG, decoded by libpng: every colour type and bit depth, palettes and `tRNS`
    /// transparency, Adam7 interlacing, gamma.
    case png
    /// JPEG, decoded by libjpeg-turbo: baseline and progressive, grayscale, YCbCr, RGB, CMYK and
    /// YCCK (Adobe), with the EXIF orientation applied.
    case jpeg

    /// The format whose signature `bytes` start with, if any.
    init?(signature bytes: some Collection<UInt8>) {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else {
            return nil
        }
    }
}

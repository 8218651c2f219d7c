import Foundation

/// What an ``ImageCache`` entry is: an image from a source, at a scale, optionally modified.
struct ImageCacheKey: Hashable, Sendable {
    /// Where an image came from.
    enum Source: Hashable, Sendable {
        /// A file, by its path as given.
        case file(path: String)
        /// A download, by its absolute URL.
        case remote(url: String)

        /// The source of `url`: a file for `file:` URLs, else a download.
        init(_ url: URL) {
            self = url.isFileURL ? .file(path: url.path) : .remote(url: url.absoluteString)
        }
    }

    /// The source image.
    var source: Source
    /// Pixels per point.
    var scale: CGFloat
    /// The ``ImageModification/identifier`` of the modification applied, nil for the source image.
    var modification: String?

    /// The same source and scale with `modification` applied.
    func modified(by modification: ImageModification?) -> ImageCacheKey {
        ImageCacheKey(source: source, scale: scale, modification: modification?.identifier)
    }
}

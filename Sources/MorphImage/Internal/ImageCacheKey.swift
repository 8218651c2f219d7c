import Foundation
import MorphLayout

/// What an ``ImageCache`` entry is: an image from a source, at a scale, optionally modified.
package struct ImageCacheKey: Hashable, Sendable {
    /// Where an image came from.
    package enum Source: Hashable, Sendable {
        /// A file, by its path as given.
        case file(path: String)
        /// A download, by its absolute URL.
        case remote(url: String)

        /// The source of `url`: a file for `file:` URLs, else a download.
        package init(_ url: URL) {
            self = url.isFileURL ? .file(path: url.path) : .remote(url: url.absoluteString)
        }
    }

    /// The source image.
    package var source: Source
    /// Pixels per point.
    package var scale: CGFloat
    /// The ``ImageModification/identifier`` of the modification applied, nil for the source image.
    package var modification: String?

    /// The key of `source` at `scale`, modified by the modification named `modification`.
    package init(source: Source, scale: CGFloat, modification: String? = nil) {
        self.source = source
        self.scale = scale
        self.modification = modification
    }

    /// The same source and scale with `modification` applied.
    package func modified(by modification: ImageModification?) -> ImageCacheKey {
        ImageCacheKey(source: source, scale: scale, modification: modification?.identifier)
    }
}

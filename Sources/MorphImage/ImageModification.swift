import Foundation
import MorphLayout

/// A change made to an image before it is shown — a circular crop, a tint, a border — with an
/// identity for caching (Texture's `imageModificationBlock`).
///
/// ```swift
/// let flipped = ImageModification("flip-horizontally") { image in
///     var pixels = image.pixels
///     for row in 0..<image.pixelHeight {
///         pixels[row * image.pixelWidth..<(row + 1) * image.pixelWidth].reverse()
///     }
///     return try DecodedImage(pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight, scale: image.scale, pixels: pixels)
/// }
/// ```
///
/// Set it as an `ImageNode.imageModification` (or a `NetworkImageNode`'s): the node runs it off
/// the main actor and shows the result. Results are kept in an ``ImageCache`` under the source
/// image (its file or URL and scale) and the modification's ``identifier``, so the same modified
/// image is computed once, however many nodes show it.
///
/// **Identity.** Two modifications are equal when their identifiers are: the identifier must name
/// everything that changes the result (`"rounded-crop 60x60 r30 border 10 #FFFFFF"`), else a cached
/// result of one is shown for the other. The body is not compared.
///
/// **Threads and errors.** The body runs on any thread, possibly several times at once for
/// different images, so it is `@Sendable` and must not touch main-actor state. An error it throws
/// becomes ``ImageError/Reason/modificationFailed(modification:message:)``; the node reports it to
/// its `DisplayNode.errorHandler` and shows no image (its fill colour or placeholder).
///
/// Ready-made: ``circularCrop(diameter:borderWidth:borderColor:scale:)``, the seed's circular icon
/// with its border.
public struct ImageModification: Sendable {
    /// The modification's identity for caching and equality.
    public let identifier: String
    private let body: @Sendable (DecodedImage) throws -> DecodedImage

    /// A modification named `identifier` that turns an image into `body`'s result.
    ///
    /// - Parameters:
    ///   - identifier: names everything that changes the result (see the type's discussion).
    ///   - body: makes the modified image; runs on any thread.
    public init(_ identifier: String, _ body: @escaping @Sendable (DecodedImage) throws -> DecodedImage) {
        self.identifier = identifier
        self.body = body
    }

    /// Runs the modification on `image`, on the calling thread.
    ///
    /// - Throws: ``ImageError/Reason/modificationFailed(modification:message:)`` with the error the
    ///   body threw (an ``ImageError`` the body throws keeps its path).
    public func apply(to image: DecodedImage) throws(ImageError) -> DecodedImage {
        do {
            return try body(image)
        } catch let error as ImageError {
            throw ImageError(path: error.path, reason: .modificationFailed(modification: identifier, message: error.description))
        } catch {
            throw ImageError(path: nil, reason: .modificationFailed(modification: identifier, message: String(describing: error)))
        }
    }
}

extension ImageModification: Hashable {
    /// Whether the two modifications have the same ``identifier``.
    public static func == (lhs: ImageModification, rhs: ImageModification) -> Bool {
        lhs.identifier == rhs.identifier
    }

    /// Hashes the ``identifier``.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
    }
}

extension ImageModification: CustomStringConvertible {
    /// `ImageModification(<identifier>)`.
    public var description: String {
        "ImageModification(\(identifier))"
    }
}

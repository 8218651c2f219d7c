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
/// **Environment.** A modification may depend on the environment of the node that shows the image
/// (``init(_:environmentKey:_:)``), as the seed's block receives Texture's trait collection: a
/// border that is white in light mode and dark in dark mode. The node layer (Morph) gives such a
/// modification its node's trait collection — `ImageModification(_:reading:_:)` writes one with a
/// `TraitCollection` — through ``resolved(in:)``, and runs it again when its
/// ``environmentKey(for:)`` changes. This layer knows no node, so an environment is any `Sendable`
/// value here.
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
    /// The body, given the environment it was resolved in (nil for a modification that depends on
    /// none, or one applied without an environment).
    private let body: @Sendable (DecodedImage, (any Sendable)?) throws -> DecodedImage
    /// For a modification that depends on its environment: the part of an environment its result
    /// depends on, as text.
    private let environmentKeyOf: (@Sendable (any Sendable) -> String)?

    /// A modification named `identifier` that turns an image into `body`'s result.
    ///
    /// - Parameters:
    ///   - identifier: names everything that changes the result (see the type's discussion).
    ///   - body: makes the modified image; runs on any thread.
    public init(_ identifier: String, _ body: @escaping @Sendable (DecodedImage) throws -> DecodedImage) {
        self.identifier = identifier
        self.body = { image, _ in try body(image) }
        environmentKeyOf = nil
    }

    /// A modification whose result depends on the environment it is shown in (see the type's
    /// discussion).
    ///
    /// - Parameters:
    ///   - identifier: names everything but the environment that changes the result.
    ///   - environmentKey: the part of an environment the result depends on, as text (`"dark"`):
    ///     results are cached per key, and a node runs the modification again when its key changes.
    ///   - body: makes the modified image from the image and the environment (nil when applied
    ///     without one); runs on any thread.
    public init(
        _ identifier: String,
        environmentKey: @escaping @Sendable (any Sendable) -> String,
        _ body: @escaping @Sendable (DecodedImage, (any Sendable)?) throws -> DecodedImage
    ) {
        self.identifier = identifier
        self.body = body
        environmentKeyOf = environmentKey
    }

    private init(identifier: String, body: @escaping @Sendable (DecodedImage, (any Sendable)?) throws -> DecodedImage) {
        self.identifier = identifier
        self.body = body
        environmentKeyOf = nil
    }

    /// Whether the result depends on the environment it is shown in.
    public var dependsOnEnvironment: Bool {
        environmentKeyOf != nil
    }

    /// The part of `environment` the result depends on, as text; nil for a modification that
    /// depends on none.
    public func environmentKey(for environment: any Sendable) -> String? {
        environmentKeyOf?(environment)
    }

    /// The modification as a node in `environment` runs it: for one that depends on its
    /// environment, a modification whose body gets `environment` and whose identifier names its
    /// key too (so each key's result is cached apart); any other is returned as it is.
    public func resolved(in environment: any Sendable) -> ImageModification {
        guard let key = environmentKeyOf?(environment) else { return self }
        let body = self.body
        return ImageModification(identifier: "\(identifier) [\(key)]") { image, _ in
            try body(image, environment)
        }
    }

    /// Runs the modification on `image`, on the calling thread (a modification that depends on
    /// its environment gets none: resolve it first with ``resolved(in:)``).
    ///
    /// - Throws: ``ImageError/Reason/modificationFailed(modification:message:)`` with the error the
    ///   body threw (an ``ImageError`` the body throws keeps its path).
    public func apply(to image: DecodedImage) throws(ImageError) -> DecodedImage {
        do {
            return try body(image, nil)
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

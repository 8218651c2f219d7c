import Foundation

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
/// Set it as an ``ImageNode/imageModification`` (or a ``NetworkImageNode``'s): the node runs it off
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
/// its ``DisplayNode/errorHandler`` and shows no image (its fill colour or placeholder).
///
/// Ready-made: ``circularCrop(diameter:borderWidth:borderColor:scale:)``, the seed's circular icon
/// with its border.
public struct ImageModification: Sendable {
    /// The modification's identity for caching and equality.
    public let identifier: String
    private let body: @Sendable (DecodedImage, TraitCollection) throws -> DecodedImage
    /// Whether the body takes the node's trait collection (see ``resolved(in:)``).
    public let readsTraitCollection: Bool
    /// The traits the body's result depends on (none for a body that takes no traits).
    public let traitsRead: Set<TraitCollection.Trait>

    /// A modification named `identifier` that turns an image into `body`'s result.
    ///
    /// - Parameters:
    ///   - identifier: names everything that changes the result (see the type's discussion).
    ///   - body: makes the modified image; runs on any thread.
    public init(_ identifier: String, _ body: @escaping @Sendable (DecodedImage) throws -> DecodedImage) {
        self.identifier = identifier
        self.body = { image, _ in try body(image) }
        readsTraitCollection = false
        traitsRead = []
    }

    /// A modification whose result depends on the trait collection of the node that shows the
    /// image, as the seed's block `^UIImage *(UIImage *image, ASPrimitiveTraitCollection
    /// traitCollection)` receives it: a border that is white in light mode and dark in dark mode.
    ///
    /// A node runs it with its ``DisplayNode/traitCollection`` (through ``resolved(in:)``), and
    /// again when one of the traits it reads changes; results are cached per value of those
    /// traits.
    ///
    /// ```swift
    /// let avatar = ImageModification("avatar d60 b10") { image, traits in
    ///     let border = traits.userInterfaceStyle == .dark ? Color(white: 0.2) : .white
    ///     return try ImageModification.circularCrop(diameter: 60, borderWidth: 10, borderColor: border).apply(to: image)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - identifier: names everything but the traits that changes the result.
    ///   - traitsRead: the traits the result depends on; every trait by default. Name only those
    ///     the body reads (the appearance, say), so a change of another one does not run it again.
    ///   - body: makes the modified image from the image and the traits; runs on any thread.
    public init(
        _ identifier: String,
        reading traitsRead: Set<TraitCollection.Trait> = Set(TraitCollection.Trait.allCases),
        _ body: @escaping @Sendable (DecodedImage, TraitCollection) throws -> DecodedImage
    ) {
        self.identifier = identifier
        self.body = body
        readsTraitCollection = true
        self.traitsRead = traitsRead
    }

    private init(identifier: String, body: @escaping @Sendable (DecodedImage, TraitCollection) throws -> DecodedImage) {
        self.identifier = identifier
        readsTraitCollection = false
        traitsRead = []
        self.body = body
    }

    /// The modification as a node with `traits` runs it: for one that reads the trait collection,
    /// a modification whose body gets `traits` and whose identifier names the values of the
    /// traits it reads too (so each value's result is cached apart); any other is returned as it
    /// is.
    public func resolved(in traits: TraitCollection) -> ImageModification {
        guard readsTraitCollection else { return self }
        let body = self.body
        let values = TraitCollection.Trait.allCases.filter(traitsRead.contains).map { "\($0.rawValue)=\(traits.value(of: $0))" }
        return ImageModification(identifier: "\(identifier) [\(values.joined(separator: " "))]") { image, _ in
            try body(image, traits)
        }
    }

    /// Runs the modification on `image`, on the calling thread, with `traits` (the default
    /// collection unless given; only a modification that reads the trait collection sees them).
    ///
    /// - Throws: ``ImageError/Reason/modificationFailed(modification:message:)`` with the error the
    ///   body threw (an ``ImageError`` the body throws keeps its path).
    public func apply(to image: DecodedImage, traits: TraitCollection = .default) throws(ImageError) -> DecodedImage {
        do {
            return try body(image, traits)
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

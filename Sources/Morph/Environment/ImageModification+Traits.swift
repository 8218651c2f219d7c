import Foundation
import MorphImage

extension ImageModification {
    /// A modification whose result depends on the trait collection of the node that shows the
    /// image, as the seed's block `^UIImage *(UIImage *image, ASPrimitiveTraitCollection
    /// traitCollection)` receives it: a border that is white in light mode and dark in dark mode.
    ///
    /// A node runs it with its ``DisplayNode/traitCollection``, and again when one of the traits it
    /// reads changes; results are cached per value of those traits.
    ///
    /// ```swift
    /// let avatar = ImageModification("avatar d60 b10", reading: [.userInterfaceStyle]) { image, traits in
    ///     let ring = traits.userInterfaceStyle == .dark ? Color(white: 0.2) : Color.white
    ///     return try ImageModification.circularCrop(diameter: 60, borderWidth: 10, borderColor: ring).apply(to: image)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - identifier: names everything but the traits that changes the result.
    ///   - traitsRead: the traits the result depends on; every trait by default. Name only those
    ///     the body reads (the appearance, say), so a change of another one does not run it again.
    ///   - body: makes the modified image from the image and the traits (the default collection
    ///     when applied without any); runs on any thread.
    public init(
        _ identifier: String,
        reading traitsRead: Set<TraitCollection.Trait> = Set(TraitCollection.Trait.allCases),
        _ body: @escaping @Sendable (DecodedImage, TraitCollection) throws -> DecodedImage
    ) {
        let read = TraitCollection.Trait.allCases.filter(traitsRead.contains)
        self.init(identifier, environmentKey: { environment in
            let traits = environment as? TraitCollection ?? .default
            return read.map { "\($0.rawValue)=\(traits.value(of: $0))" }.joined(separator: " ")
        }) { image, environment in
            try body(image, environment as? TraitCollection ?? .default)
        }
    }

    /// Runs the modification on `image` with `traits` (`resolved(in:)`, then `apply(to:)`).
    ///
    /// - Throws: as `apply(to:)`.
    public func apply(to image: DecodedImage, traits: TraitCollection) throws(ImageError) -> DecodedImage {
        try resolved(in: traits).apply(to: image)
    }
}

import Foundation
import Morph
import MorphImage

/// The distinct images of one rendering, in the order they are first met, each encoded once as a
/// base64 PNG (through ``EncodedPNGCache``, so a photo another document embedded lately is not
/// compressed again): what the SVG document's `<defs>` and the player page's style sheet both
/// hold.
struct EncodedImages {
    /// The distinct images.
    private(set) var images: [DecodedImage] = []
    /// Each image's PNG, base64, at the image's index.
    private(set) var base64: [String] = []

    /// The index of `image`, encoding it the first time it is met.
    ///
    /// - Throws: ``RenderError/imageEncoding(layer:_:)`` naming `layer`.
    /// - Complexity: O(d) comparisons for d distinct images so far (the same pixel buffer compares
    ///   in O(1)), plus O(pixels) the first time.
    mutating func index(of image: DecodedImage, layer: String) throws(RenderError) -> Int {
        if let index = images.firstIndex(where: { $0.pixelWidth == image.pixelWidth && $0.pixelHeight == image.pixelHeight && $0 == image }) {
            return index
        }
        let encoded: String
        do {
            encoded = try EncodedPNGCache.shared.base64PNG(of: image)
        } catch {
            throw .imageEncoding(layer: layer, error)
        }
        images.append(image)
        base64.append(encoded)
        return images.count - 1
    }
}

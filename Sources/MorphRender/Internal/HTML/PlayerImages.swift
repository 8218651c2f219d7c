import Foundation
import Morph

/// The images of one player page: each distinct image is encoded once, as a PNG data URI in a CSS
/// class of the page's style sheet (`.morph-image-1 { background-image: url(data:…) }`), which
/// every element showing it uses.
struct PlayerImages {
    private(set) var images: [DecodedImage] = []
    private var encoded: [String] = []

    /// The number of `image`'s class, encoding it the first time it is met.
    ///
    /// - Throws: ``RenderError/imageEncoding(layer:_:)`` naming `layer`.
    mutating func number(of image: DecodedImage, layer: String) throws(RenderError) -> Int {
        if let index = images.firstIndex(where: { $0.pixelWidth == image.pixelWidth && $0.pixelHeight == image.pixelHeight && $0 == image }) {
            return index + 1
        }
        let png: Data
        do {
            png = try image.pngData()
        } catch {
            throw .imageEncoding(layer: layer, error)
        }
        images.append(image)
        encoded.append(png.base64EncodedString())
        return images.count
    }

    /// One CSS rule per image, each on its own line.
    func appendStyleRules(to output: inout String) {
        for (index, data) in encoded.enumerated() {
            output += "#morph-stage .morph-image-" + String(index + 1) + " { background-image: url(\"data:image/png;base64,"
            output += data + "\"); }\n"
        }
    }
}

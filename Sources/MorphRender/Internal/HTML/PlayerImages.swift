import Foundation
import Morph
import MorphImage

/// The images of one player page: each distinct image is encoded once, as a PNG data URI in a CSS
/// class of the page's style sheet (`.morph-image-1 { background-image: url(data:…) }`), which
/// every element showing it uses.
struct PlayerImages {
    private var table = EncodedImages()

    /// The number of `image`'s class, encoding it the first time it is met.
    ///
    /// - Throws: ``RenderError/imageEncoding(layer:_:)`` naming `layer`.
    mutating func number(of image: DecodedImage, layer: String) throws(RenderError) -> Int {
        try table.index(of: image, layer: layer) + 1
    }

    /// One CSS rule per image, each on its own line.
    func appendStyleRules(to output: inout String) {
        for (index, data) in table.base64.enumerated() {
            output += "#morph-stage .morph-image-" + String(index + 1) + " { background-image: url(\"data:image/png;base64,"
            output += data + "\"); }\n"
        }
    }
}

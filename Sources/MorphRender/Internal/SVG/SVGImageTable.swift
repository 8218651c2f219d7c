import Foundation
import Morph
import MorphImage

/// The images of one SVG document: each distinct image is encoded once, as a PNG data URI in an
/// `<image>` of the document's `<defs>`, and drawn wherever it appears with `<use>` (a filmstrip
/// shows the same photo in every cell without repeating it).
struct SVGImageTable {
    /// Prefixes the ids, so documents nested in one file keep theirs apart.
    let idPrefix: String
    private var table = EncodedImages()

    init(idPrefix: String) {
        self.idPrefix = idPrefix
    }

    /// The id of `image`'s definition, encoding it the first time it is met.
    ///
    /// - Throws: ``RenderError/imageEncoding(layer:_:)`` naming `layer`.
    /// - Complexity: O(d) comparisons for d distinct images so far (the same pixel buffer compares
    ///   in O(1)), plus O(pixels) the first time.
    mutating func id(of image: DecodedImage, layer: String) throws(RenderError) -> String {
        id(at: try table.index(of: image, layer: layer))
    }

    /// Whether no image was met.
    var isEmpty: Bool { table.images.isEmpty }

    /// Appends `<defs>` with one `<image>` per image, at its size in points, or nothing when there
    /// is none.
    func appendDefinitions(indent: Int, to output: inout String) {
        guard !table.images.isEmpty else { return }
        let pad = String(repeating: "  ", count: indent)
        output += pad + "<defs>\n"
        for (index, image) in table.images.enumerated() {
            output += pad + "  <image id=\"" + id(at: index) + "\" width=\""
            NumberFormatting.appendCompact(Double(image.size.width), decimals: 3, to: &output)
            output += "\" height=\""
            NumberFormatting.appendCompact(Double(image.size.height), decimals: 3, to: &output)
            output += "\" preserveAspectRatio=\"none\" href=\"data:image/png;base64," + table.base64[index] + "\"/>\n"
        }
        output += pad + "</defs>\n"
    }

    private func id(at index: Int) -> String {
        idPrefix + "image-" + String(index + 1)
    }
}

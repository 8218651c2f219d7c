import Foundation
import Morph
import MorphImage

/// Why a renderer could not draw a presentation tree or a timeline.
public enum RenderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The tree cannot be drawn: its structure is inconsistent or a layer holds a NaN or infinite
    /// number (`PresentationTree.validated()` names the layer). Trees of a ``Timeline`` are
    /// validated when they join it, so rendering a timeline never throws this.
    case invalidTree(PresentationError)
    /// The image of the layer named `layer` could not be encoded as PNG for embedding
    /// (`DecodedImage.pngData()`; libpng fails only when memory runs out).
    case imageEncoding(layer: String, ImageError)

    /// A sentence naming what is wrong.
    public var description: String {
        switch self {
        case .invalidTree(let error): "cannot render the presentation tree: \(error)"
        case let .imageEncoding(layer, error): "cannot embed the image of layer '\(layer)': \(error)"
        }
    }
}

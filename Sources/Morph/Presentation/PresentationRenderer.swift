import Foundation

/// Anything that draws presentation trees: the SVG, HTML and text renderers, the Cairo rasteriser.
///
/// One protocol for every renderer: a renderer turns one ``PresentationTree`` into its output
/// (`Data` for files, a raster image for pixels). Renderers of whole timelines (a filmstrip, an
/// HTML player, a GIF) draw many trees.
public protocol PresentationRenderer {
    /// What the renderer makes of one tree.
    associatedtype Output
    /// The error the renderer throws.
    associatedtype Failure: Error

    /// Draws `tree`.
    func render(_ tree: PresentationTree) throws(Failure) -> Output
}

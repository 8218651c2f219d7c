import Foundation

/// What a layer shows inside its bounds besides its background and border: text or an image.
public enum PresentationContent: Equatable, Sendable {
    /// Shaped text, drawn from the glyph runs that measured it.
    ///
    /// - `layout`: the lines laid out for the layer's width (`TextLayout.aligned(toWidth:)`
    ///   applied); draw each glyph at `(line.x + glyph.position.x, line.baseline +
    ///   glyph.position.y)` in the layer's bounds coordinates (y down).
    /// - `color`: the colour of runs that have none of their own (`GlyphRun.color` nil).
    case text(layout: TextLayout, color: Color)
    /// A decoded image, placed in the bounds by `contentMode` and clipped to the (rounded) bounds.
    case image(DecodedImage, contentMode: ImageContentMode)
}

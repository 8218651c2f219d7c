import Foundation
import MorphMotion

/// The text a node draws at one moment: its lines as Morph's text engine laid them out, the font
/// and the colour.
///
/// The renderers do not lay text out again: each line is drawn at the offset and baseline given
/// here, so the SVG, the HTML player and the text timeline show exactly the layout Morph measured.
/// Only the glyph shapes come from the viewer's copy of the font (`DejaVu Sans` by default, the
/// family Morph measures with).
public struct TimelineText: Hashable, Sendable {
    /// The lines, top to bottom, in the node's own coordinates.
    public var lines: [Line]
    /// The font every line is drawn with.
    public var font: Font
    /// The colour of the glyphs.
    public var color: Color

    /// Creates the text of a node.
    ///
    /// - Parameters:
    ///   - lines: the laid-out lines, in the node's coordinates (origin at its top-left corner).
    ///   - font: the font; `DejaVu Sans` at 17 points, regular, upright by default.
    ///   - color: the glyph colour; opaque black by default.
    public init(lines: [Line], font: Font = Font(), color: Color = .black) {
        self.lines = lines
        self.font = font
        self.color = color
    }

    /// The lines' strings joined with line feeds.
    public var string: String {
        lines.map(\.string).joined(separator: "\n")
    }
}

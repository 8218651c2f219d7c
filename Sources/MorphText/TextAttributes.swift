import Foundation
import MorphLayout
import MorphMotion

/// How a run of characters in an ``AttributedText`` looks: its font, colour and decorations.
///
/// Only the font changes measurement; colour and decorations are carried through to the
/// ``GlyphRun``s for the renderer.
public struct TextAttributes: Sendable, Hashable {
    /// The run's font (fallback faces fill in characters it lacks).
    public var font: Font
    /// The glyph colour, or `nil` for the text's default colour (a text node's `textColor`).
    public var color: Color?
    /// Whether the run is underlined (at the font's ``FontMetrics/underlineOffset``).
    public var isUnderlined: Bool
    /// Whether the run is struck through (at the font's ``FontMetrics/strikethroughOffset``).
    public var isStruckThrough: Bool

    /// Attributes with `font` and, optionally, a colour and decorations.
    public init(font: Font, color: Color? = nil, isUnderlined: Bool = false, isStruckThrough: Bool = false) {
        self.font = font
        self.color = color
        self.isUnderlined = isUnderlined
        self.isStruckThrough = isStruckThrough
    }
}

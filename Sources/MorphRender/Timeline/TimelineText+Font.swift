import Foundation

extension TimelineText {
    /// The font of a node's text, as plain values the renderers can write into SVG and CSS.
    public struct Font: Hashable, Sendable {
        /// The family name, as CSS's `font-family` takes it (`DejaVu Sans`).
        public var family: String
        /// The size in points (CSS pixels). Negative sizes are clamped to 0 when the node joins a
        /// ``TimelineFrame``.
        public var size: CGFloat
        /// The weight on CSS's 1–1000 scale: 400 is regular, 700 bold. Values outside 1…1000 are
        /// clamped when the node joins a ``TimelineFrame``.
        public var weight: Int
        /// Whether the glyphs are italic (or oblique).
        public var isItalic: Bool

        /// Creates a font description.
        ///
        /// - Parameters:
        ///   - family: the family name; `DejaVu Sans` by default, the family Morph measures with.
        ///   - size: the size in points; 17 by default (UIKit's default body size).
        ///   - weight: the CSS weight; 400 (regular) by default.
        ///   - isItalic: whether the text is italic; `false` by default.
        public init(family: String = "DejaVu Sans", size: CGFloat = 17, weight: Int = 400, isItalic: Bool = false) {
            self.family = family
            self.size = size
            self.weight = weight
            self.isItalic = isItalic
        }
    }
}

import Foundation
import MorphMotion

/// Writes a node's text as SVG `<text>` elements, one per line, at the offsets and baselines Morph's
/// text engine computed. Shared by the SVG renderers and the HTML player (which embeds inline SVG
/// for text, so baselines are placed exactly rather than through CSS line boxes).
enum SVGTextWriter {
    /// Appends one `<text>` per non-empty line, indented by `indent` levels.
    ///
    /// With `fillsWithCurrentColor`, the glyphs take the CSS `color` of their SVG element instead of
    /// the text's colour, so the HTML player can animate the colour.
    static func write(_ text: TimelineText, indent: Int, fillsWithCurrentColor: Bool = false, to output: inout String) {
        let pad = String(repeating: "  ", count: indent)
        for line in text.lines where !line.string.isEmpty {
            output += pad + "<text"
            if line.x != 0 {
                output += " x=\""
                NumberFormatting.appendCompact(Double(line.x), decimals: 3, to: &output)
                output += "\""
            }
            output += " y=\""
            NumberFormatting.appendCompact(Double(line.baseline), decimals: 3, to: &output)
            output += "\""
            appendFontAttributes(text.font, to: &output)
            if fillsWithCurrentColor {
                output += " fill=\"currentColor\""
            } else {
                ColorFormatting.appendSVGPaint("fill", text.color, to: &output)
            }
            output += " xml:space=\"preserve\" style=\"white-space:pre\">"
            MarkupEscaping.appendXML(line.string, to: &output)
            output += "</text>\n"
        }
    }

    /// ` font-family="'Family'" font-size="…" font-weight="…"` and ` font-style="italic"` if italic.
    static func appendFontAttributes(_ font: TimelineText.Font, to output: inout String) {
        var family = ""
        MarkupEscaping.appendCSSString(font.family, to: &family)
        output += " font-family=\""
        MarkupEscaping.appendXML(family, to: &output)
        output += "\" font-size=\""
        NumberFormatting.appendCompact(Double(font.size), decimals: 3, to: &output)
        output += "\" font-weight=\"" + String(font.weight) + "\""
        if font.isItalic { output += " font-style=\"italic\"" }
    }
}

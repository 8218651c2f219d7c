import Foundation
import Morph
import MorphText

/// Writes shaped text as SVG `<text>` elements, one per glyph run, at the positions Morph's text
/// engine measured. Shared by the SVG renderers and the HTML player (which embeds inline SVG for
/// text, so baselines are placed exactly rather than through CSS line boxes).
///
/// SVG cannot draw glyphs by index, so each run is written as its characters in the run's face
/// (family, weight and style from `GlyphRun.face`, size from `GlyphRun.fontSize`) and the viewer
/// shapes them again with its copy of the font:
///
/// - a left-to-right run in which every glyph is one character of its own (most Latin, Greek and
///   Cyrillic text: no ligature, no combining mark) lists every character's x, so each glyph sits
///   exactly where Morph measured it, kerning included;
/// - any other run (ligatures, marks, right-to-left and complex scripts) starts at the run's left
///   edge and the viewer advances its glyphs, so they may drift from Morph's by the difference
///   between the two shapers (usually a fraction of a point; a right-to-left run's right edge can
///   differ by more). The run's extent in Morph's layout stays what layout used.
///
/// Underlines and strikethroughs are the viewer's `text-decoration`, at the font's positions as
/// the viewer reads them.
enum SVGTextWriter {
    /// Appends one `<text>` per run of `layout` (empty runs are skipped), in the layer's box
    /// coordinates, each line indented by `indent` levels.
    ///
    /// Runs without a colour of their own take `color`, or with `fillsWithCurrentColor` the CSS
    /// `color` of their SVG element, so the HTML player can animate the text colour.
    ///
    /// - Complexity: O(g log g) for g glyphs.
    static func write(_ layout: TextLayout, color: Color, indent: Int, fillsWithCurrentColor: Bool = false, to output: inout String) {
        let text = ClusterText(layout)
        let pad = String(repeating: "  ", count: indent)
        for line in layout.lines {
            for run in line.runs where !run.glyphs.isEmpty {
                output += pad + "<text"
                appendPositions(of: run, in: line, text: text, to: &output)
                appendFontAttributes(of: run, to: &output)
                if let runColor = run.color {
                    ColorFormatting.appendSVGPaint("fill", runColor, to: &output)
                } else if fillsWithCurrentColor {
                    output += " fill=\"currentColor\""
                } else {
                    ColorFormatting.appendSVGPaint("fill", color, to: &output)
                }
                switch (run.isUnderlined, run.isStruckThrough) {
                case (true, true): output += " text-decoration=\"underline line-through\""
                case (true, false): output += " text-decoration=\"underline\""
                case (false, true): output += " text-decoration=\"line-through\""
                case (false, false): break
                }
                output += " xml:space=\"preserve\" style=\"white-space:pre\">"
                MarkupEscaping.appendXML(text.characters(of: run), to: &output)
                output += "</text>\n"
            }
        }
    }

    /// ` x="…" y="…"`: one x per character for a run whose glyphs are one character each,
    /// otherwise the run's left edge; the baseline (one y per character when a glyph is raised or
    /// lowered).
    private static func appendPositions(of run: GlyphRun, in line: TextLine, text: ClusterText, to output: inout String) {
        output += " x=\""
        if text.hasOneCharacterPerGlyph(run) {
            for (index, glyph) in run.glyphs.enumerated() {
                if index > 0 { output += " " }
                NumberFormatting.appendCompact(Double(line.x + glyph.position.x), decimals: 3, to: &output)
            }
            output += "\" y=\""
            if run.glyphs.contains(where: { $0.position.y != 0 }) {
                for (index, glyph) in run.glyphs.enumerated() {
                    if index > 0 { output += " " }
                    NumberFormatting.appendCompact(Double(line.baseline + glyph.position.y), decimals: 3, to: &output)
                }
            } else {
                NumberFormatting.appendCompact(Double(line.baseline), decimals: 3, to: &output)
            }
        } else {
            NumberFormatting.appendCompact(Double(line.x + run.x), decimals: 3, to: &output)
            output += "\" y=\""
            NumberFormatting.appendCompact(Double(line.baseline), decimals: 3, to: &output)
        }
        output += "\""
    }

    /// ` font-family="'Family'" font-size="…" font-weight="…"`, and ` font-style="italic"` for an
    /// italic face or one slanted by fontconfig.
    private static func appendFontAttributes(of run: GlyphRun, to output: inout String) {
        let face = run.face
        var family = ""
        MarkupEscaping.appendCSSString(face.familyName, to: &family)
        output += " font-family=\""
        MarkupEscaping.appendXML(family, to: &output)
        output += "\" font-size=\""
        NumberFormatting.appendCompact(Double(run.fontSize), decimals: 3, to: &output)
        let weight = face.isSyntheticBold ? 700 : cssWeight(face.weight)
        output += "\" font-weight=\"" + String(weight) + "\""
        if face.isItalic || face.syntheticSlant != 0 { output += " font-style=\"italic\"" }
    }

    /// The CSS weight of a face's weight: 300, 400 or 700.
    static func cssWeight(_ weight: FontWeight) -> Int {
        switch weight {
        case .light: 300
        case .regular: 400
        case .bold: 700
        }
    }
}

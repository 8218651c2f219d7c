import Foundation
import MorphMotion

/// Colours as SVG and CSS take them. Components are rounded to 8 bits, what both formats store.
enum ColorFormatting {
    /// `#rrggbb`, the colour without its alpha (SVG's `fill` plus a separate `fill-opacity`).
    static func hexRGB(_ color: Color) -> String {
        var output = "#"
        for component in [color.red, color.green, color.blue] {
            let byte = eightBit(component)
            output += byte < 16 ? "0" + String(byte, radix: 16) : String(byte, radix: 16)
        }
        return output
    }

    /// `#rrggbb`, or `#rrggbbaa` when the colour is not opaque (for the text timeline).
    static func hexRGBA(_ color: Color) -> String {
        var output = hexRGB(color)
        let alpha = eightBit(color.alpha)
        if alpha < 255 { output += alpha < 16 ? "0" + String(alpha, radix: 16) : String(alpha, radix: 16) }
        return output
    }

    /// `rgba(r, g, b, a)` for CSS, alpha with three decimals.
    static func cssRGBA(_ color: Color) -> String {
        var output = "rgba("
        output += String(eightBit(color.red)) + ", " + String(eightBit(color.green)) + ", " + String(eightBit(color.blue)) + ", "
        NumberFormatting.appendCompact(Double(color.alpha), decimals: 3, to: &output)
        output += ")"
        return output
    }

    /// Appends ` fill="#rrggbb"` plus ` fill-opacity="…"` when translucent (or the `stroke` pair):
    /// SVG 1.1 viewers do not all read `#rrggbbaa`.
    static func appendSVGPaint(_ attribute: String, _ color: Color, to output: inout String) {
        output += " " + attribute + "=\"" + hexRGB(color) + "\""
        if color.alpha < 1 {
            output += " " + attribute + "-opacity=\""
            NumberFormatting.appendCompact(Double(color.alpha), decimals: 4, to: &output)
            output += "\""
        }
    }

    private static func eightBit(_ component: CGFloat) -> Int {
        let clamped = component.isNaN ? 0 : min(max(component, 0), 1)
        return Int((clamped * 255).rounded(.toNearestOrAwayFromZero))
    }
}

import Foundation
import MorphRender

/// The colours `morph layout --svg` paints nodes with.
enum NodeColors {
    /// UIKit's named colours (`UIColor.redColor` …), which Texture's cases name, by lowercased name.
    static let named: [String: Color] = [
        "black": Color(white: 0), "darkgray": Color(white: 1.0 / 3), "lightgray": Color(white: 2.0 / 3),
        "white": Color(white: 1), "gray": Color(white: 0.5), "red": .red, "green": .green, "blue": .blue,
        "cyan": Color(red: 0, green: 1, blue: 1), "yellow": Color(red: 1, green: 1, blue: 0),
        "magenta": Color(red: 1, green: 0, blue: 1), "orange": Color(red: 1, green: 0.5, blue: 0),
        "purple": Color(red: 0.5, green: 0, blue: 0.5), "brown": Color(red: 0.6, green: 0.4, blue: 0.2),
        "clear": .clear,
    ]

    /// The colour a case names: a UIKit colour name (any letter case) or `#rrggbb`; nil otherwise.
    static func color(named name: String) -> Color? {
        if let color = named[name.lowercased()] { return color }
        let hex = name.unicodeScalars
        guard name.hasPrefix("#"), hex.count == 7, let value = UInt32(name.dropFirst(), radix: 16) else { return nil }
        return Color(
            red: CGFloat((value >> 16) & 0xFF) / 255,
            green: CGFloat((value >> 8) & 0xFF) / 255,
            blue: CGFloat(value & 0xFF) / 255
        )
    }

    /// Soft, distinguishable fills for nodes whose case gives no colour (or a name that is not a
    /// colour), chosen by the node's place so a drawing is the same on every run.
    static let palette: [Color] = [
        Color(red: 0.55, green: 0.71, blue: 0.95), Color(red: 0.98, green: 0.72, blue: 0.45),
        Color(red: 0.58, green: 0.85, blue: 0.6), Color(red: 0.95, green: 0.6, blue: 0.65),
        Color(red: 0.75, green: 0.65, blue: 0.92), Color(red: 0.95, green: 0.88, blue: 0.45),
        Color(red: 0.5, green: 0.85, blue: 0.85), Color(red: 0.85, green: 0.75, blue: 0.6),
    ]

    /// The palette colour for the node at `index`, with `alpha`.
    static func paletteColor(_ index: Int, alpha: CGFloat = 1) -> Color {
        var color = palette[index % palette.count]
        color.alpha = alpha
        return color
    }

    /// Black or white, whichever reads better on `fill` (black on light or translucent fills).
    static func labelColor(on fill: Color?) -> Color {
        guard let fill, fill.alpha >= 0.6 else { return .black }
        let luminance = 0.2126 * fill.red + 0.7152 * fill.green + 0.0722 * fill.blue
        return luminance < 0.45 ? .white : .black
    }
}

import CFontconfig
import MorphLayout

/// How heavy a font's strokes are.
///
/// A weight is asked of fontconfig, which picks the family's nearest face (CSS font matching):
/// `.light` finds DejaVu Sans ExtraLight, and falls back to the regular face in a family without
/// light faces such as DejaVu Serif. Asking for `.bold` from a family without a bold face gets
/// the regular face emboldened when drawn (``FontFace/isSyntheticBold``).
public enum FontWeight: String, Sendable, Hashable, CaseIterable, Codable {
    /// Thin strokes (fontconfig's `light`, 300 in CSS).
    case light
    /// The family's book weight (400).
    case regular
    /// Heavy strokes (700).
    case bold

    /// The weight on fontconfig's scale.
    var fontconfigWeight: Int32 {
        switch self {
        case .light: Int32(FC_WEIGHT_LIGHT)
        case .regular: Int32(FC_WEIGHT_REGULAR)
        case .bold: Int32(FC_WEIGHT_BOLD)
        }
    }

    /// The nearest of the three weights to a face's weight on fontconfig's scale (extra-light and
    /// light are light; medium and lighter are regular; semibold and heavier are bold).
    init(fontconfigWeight weight: Double) {
        if weight <= Double(FC_WEIGHT_LIGHT) + 15 {
            self = .light
        } else if weight < Double(FC_WEIGHT_DEMIBOLD) - 20 {
            self = .regular
        } else {
            self = .bold
        }
    }
}

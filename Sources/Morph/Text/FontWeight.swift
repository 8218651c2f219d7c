/// How heavy a font's strokes are.
///
/// Each weight picks a face file of the family: `.regular` the plain file, `.bold` the `-Bold`
/// file and `.light` the `-ExtraLight` (or `-Light`) file. A family without the requested weight
/// falls back to the nearest one it has, as CSS font matching does (see ``FontFamily``); the
/// ``FontFace`` a font resolved to tells which weight was actually used.
public enum FontWeight: String, Sendable, Hashable, CaseIterable, Codable {
    /// Thin strokes: DejaVu's ExtraLight faces (DejaVu Sans has one; Serif and Mono do not).
    case light
    /// The family's book weight.
    case regular
    /// Heavy strokes: the family's Bold faces.
    case bold

    /// The weights to try, best first, when a family lacks this one (CSS Fonts level 4, §5.2:
    /// lighter-than-normal weights prefer lighter faces first, bold prefers heavier ones first).
    var fallbackOrder: [FontWeight] {
        switch self {
        case .light: [.light, .regular, .bold]
        case .regular: [.regular, .light, .bold]
        case .bold: [.bold, .regular, .light]
        }
    }
}

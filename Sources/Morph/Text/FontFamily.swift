/// A family of font files that share a name stem, such as `DejaVuSans.ttf`,
/// `DejaVuSans-Bold.ttf`, `DejaVuSans-Oblique.ttf` and `DejaVuSans-ExtraLight.ttf`.
///
/// Morph finds a face by file name in the ``FontLibrary``'s search paths, so a family is named by
/// its file stem. The predefined families are the DejaVu fonts installed with
/// `fonts-dejavu-core`; any other family whose files follow the same naming works too:
///
/// | weight / style | file names tried (each with `.ttf`, then `.otf`) |
/// |---|---|
/// | regular | `Stem`, `Stem-Regular`, `Stem-Book` |
/// | bold | `Stem-Bold` |
/// | light | `Stem-ExtraLight`, `Stem-Light` |
/// | italic | `Stem-Oblique`, `Stem-Italic` |
/// | bold italic | `Stem-BoldOblique`, `Stem-BoldItalic` |
/// | light italic | `Stem-ExtraLightOblique`, `Stem-ExtraLightItalic`, `Stem-LightOblique`, `Stem-LightItalic` |
///
/// When the exact face is missing, italic is matched before weight (as CSS does): an italic
/// font keeps an italic face at the nearest weight before falling back to an upright face. A
/// font none of whose candidate files exists throws ``TextError/fontNotFound(family:weight:isItalic:fileNames:searchedDirectories:)``.
public struct FontFamily: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The file name stem shared by the family's faces, e.g. `"DejaVuSans"`.
    public let fileStem: String

    /// A family named by its file stem, e.g. `FontFamily(fileStem: "DejaVuSansCondensed")` or a
    /// single face such as `FontFamily(fileStem: "DejaVuMathTeXGyre")`.
    public init(fileStem: String) {
        self.fileStem = fileStem
    }

    /// DejaVu Sans, the default family: a humanist sans serif.
    public static let sans = FontFamily(fileStem: "DejaVuSans")
    /// DejaVu Serif.
    public static let serif = FontFamily(fileStem: "DejaVuSerif")
    /// DejaVu Sans Mono: every glyph has the same advance (no kerning).
    public static let monospaced = FontFamily(fileStem: "DejaVuSansMono")
    /// DejaVu Sans Condensed: narrower advances than ``sans``.
    public static let sansCondensed = FontFamily(fileStem: "DejaVuSansCondensed")
    /// DejaVu Serif Condensed.
    public static let serifCondensed = FontFamily(fileStem: "DejaVuSerifCondensed")

    /// The file stem.
    public var description: String { fileStem }

    /// The file names to try for a weight and slant, best first (see the table above), each
    /// with its extension.
    func candidateFileNames(weight: FontWeight, isItalic: Bool) -> [String] {
        let slants = isItalic ? [true, false] : [false]
        var names: [String] = []
        for slant in slants {
            for fallbackWeight in weight.fallbackOrder {
                for suffix in Self.suffixes(weight: fallbackWeight, isItalic: slant) {
                    for fileExtension in ["ttf", "otf"] {
                        names.append("\(fileStem)\(suffix).\(fileExtension)")
                    }
                }
            }
        }
        return names
    }

    /// The file name suffixes of one weight and slant.
    static func suffixes(weight: FontWeight, isItalic: Bool) -> [String] {
        switch (weight, isItalic) {
        case (.regular, false): ["", "-Regular", "-Book"]
        case (.bold, false): ["-Bold"]
        case (.light, false): ["-ExtraLight", "-Light"]
        case (.regular, true): ["-Oblique", "-Italic"]
        case (.bold, true): ["-BoldOblique", "-BoldItalic"]
        case (.light, true): ["-ExtraLightOblique", "-ExtraLightItalic", "-LightOblique", "-LightItalic"]
        }
    }

    /// The weight and slant a candidate file name stands for (used to report fallbacks).
    func style(ofFileNamed name: String) -> (weight: FontWeight, isItalic: Bool)? {
        let stem = name.split(separator: ".").dropLast().joined(separator: ".")
        guard stem.hasPrefix(fileStem) else { return nil }
        let suffix = String(stem.dropFirst(fileStem.count))
        for weight in FontWeight.allCases {
            for isItalic in [false, true] where Self.suffixes(weight: weight, isItalic: isItalic).contains(suffix) {
                return (weight, isItalic)
            }
        }
        return nil
    }
}

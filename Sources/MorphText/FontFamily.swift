/// A font family, by the name fontconfig knows it by (`fc-list : family` lists them).
///
/// The predefined families are the DejaVu fonts (`fonts-dejavu-core`), which Morph's tests and
/// examples pin so that measurements are the same on every machine with that package. Any
/// installed family works, as do the CSS generic families that fontconfig's configuration maps
/// to installed fonts:
///
/// ```swift
/// let noto = FontFamily("Noto Sans")
/// let system = FontFamily.systemSansSerif
/// ```
///
/// A family that is neither installed (in the ``FontLibrary``'s fonts) nor one of the generic
/// names in ``genericNames`` cannot be measured: measuring throws
/// ``TextError/fontNotFound(family:weight:isItalic:)`` rather than silently drawing another family.
public struct FontFamily: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The family name, e.g. `"DejaVu Sans"`, or a generic name such as `"sans-serif"`.
    public let name: String

    /// A family named `name` (matched by fontconfig, case-insensitively).
    public init(_ name: String) {
        self.name = name
    }

    /// DejaVu Sans, the default family: a humanist sans serif.
    public static let sans = FontFamily("DejaVu Sans")
    /// DejaVu Serif.
    public static let serif = FontFamily("DejaVu Serif")
    /// DejaVu Sans Mono: every glyph has the same advance.
    public static let monospaced = FontFamily("DejaVu Sans Mono")
    /// DejaVu Sans Condensed: narrower advances than ``sans``.
    public static let sansCondensed = FontFamily("DejaVu Sans Condensed")
    /// DejaVu Serif Condensed.
    public static let serifCondensed = FontFamily("DejaVu Serif Condensed")
    /// Whatever fontconfig's configuration calls `sans-serif` on this machine.
    public static let systemSansSerif = FontFamily("sans-serif")
    /// Whatever fontconfig's configuration calls `serif` on this machine.
    public static let systemSerif = FontFamily("serif")
    /// Whatever fontconfig's configuration calls `monospace` on this machine.
    public static let systemMonospaced = FontFamily("monospace")
    /// The colour emoji family fontconfig's configuration prefers (`emoji`), e.g. Noto Color Emoji.
    public static let emoji = FontFamily("emoji")

    /// The generic names accepted although no font carries them: fontconfig's configuration maps
    /// them to installed families.
    public static let genericNames: Set<String> = [
        "sans-serif", "sans", "serif", "monospace", "mono", "emoji", "math", "system-ui", "cursive", "fantasy",
    ]

    /// Whether ``name`` is one of the ``genericNames`` (compared case-insensitively).
    public var isGeneric: Bool {
        Self.genericNames.contains(name.lowercased())
    }

    /// The name.
    public var description: String { name }
}

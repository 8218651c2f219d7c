@_spi(MorphInternals) import MorphLayout

/// The fonts of one fontconfig configuration, resolved and opened once: font sets, faces and
/// sized fonts (each sized font keeps the words it shaped).
///
/// Fonts belong to font files, not to libraries, so libraries with the same fonts share a store:
/// every library of the system's fonts alone (``FontLibrary/shared`` without `MORPH_FONT_PATH`,
/// `FontLibrary()`, `FontLibrary(layoutCacheCapacity: 0)` …) uses ``system``, as Pango's default font
/// map serves a whole process. A library with fonts of its own has a store of its own.
final class FontStore: Sendable {
    let configuration: Result<FontconfigConfiguration, TextError>
    let registry = Locked(FontRegistry())

    /// The store of the system's fonts, created on first use.
    static let system = FontStore(configuration: FontconfigConfiguration.system)

    init(configuration: Result<FontconfigConfiguration, TextError>) {
        self.configuration = configuration
    }
}

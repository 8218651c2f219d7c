import Foundation
@_spi(MorphInternals) import MorphLayout

/// Finds fonts through fontconfig, opens them with HarfBuzz and measures text with them, safely
/// from any thread, caching font sets, faces, shaped words and finished layouts.
///
/// Most code uses ``shared``: the system's fonts (fontconfig's configuration) plus the
/// directories named by the ``fontDirectoryEnvironmentVariable``. A test or a tool that ships its
/// own fonts makes its own library:
///
/// ```swift
/// let library = FontLibrary(fontDirectories: [URL(fileURLWithPath: "/opt/fonts")])
/// ```
///
/// **Fallback.** A ``Font`` resolves to fontconfig's ranking of faces for its family, weight and
/// slant (`FcFontSort`, the ranking Pango uses); characters the first face lacks are drawn with
/// the next face that has them, and emoji prefer the `emoji` family. So a string mixing Latin,
/// Cyrillic, Greek, Arabic, Devanagari, CJK and emoji draws every glyph when fonts for them are
/// installed (Debian's `fonts-noto-core`, `fonts-noto-cjk`, `fonts-noto-color-emoji`).
///
/// **Thread safety.** A library may be used from any number of tasks at once. fontconfig queries
/// and face opening happen under one lock; HarfBuzz faces and fonts are immutable once created
/// and shared by all threads (HarfBuzz shapes with them concurrently); HarfBuzz buffers come from
/// a small pool, one per shaping call; the caches have locks of their own, held only for lookups.
///
/// **Caches.** Font sets and faces stay open as long as their fonts can be used (a face maps its
/// file); libraries with the same fonts share them — every library of the system's fonts alone
/// shares one set of opened fonts, as Pango's default font map serves a whole process. Sized fonts
/// are kept per font set (256 sizes at most; one more empties that set's cache). Each sized font
/// keeps the words it shaped (4,096 at most; one more empties its cache). Finished layouts
/// are kept in a bounded cache (``layoutCacheCapacity`` entries) keyed by text, style and maximum
/// width; texts longer than 4,096 UTF-8 bytes are not cached.
public final class FontLibrary: Sendable {
    /// The environment variable whose directories (separated by `:`) ``shared`` adds to the
    /// system's fonts: `MORPH_FONT_PATH`.
    public static let fontDirectoryEnvironmentVariable = "MORPH_FONT_PATH"

    /// The library every ``TextLayout`` and ``FontMetrics`` uses unless told otherwise: the system
    /// fonts plus ``defaultFontDirectories(environment:)`` of the process environment as it was at
    /// first use.
    public static let shared = FontLibrary(fontDirectories: defaultFontDirectories())

    /// The directories added to fontconfig's configuration (scanned recursively).
    public let fontDirectories: [URL]
    /// The font files added to fontconfig's configuration.
    public let fontFiles: [URL]
    /// Whether the system's fonts (fontconfig's configuration files) are included.
    public let includesSystemFonts: Bool
    /// The most finished layouts kept; 0 disables the layout cache.
    public let layoutCacheCapacity: Int
    /// Whether shaping goes through the fonts' caches of shaped words (see
    /// ``init(fontDirectories:fontFiles:includingSystemFonts:layoutCacheCapacity:usingWordCache:)``).
    public let usesWordCache: Bool

    /// Texts longer than this (in UTF-8 bytes) are measured but not cached.
    static let longestCachedString = 4_096

    /// The opened fonts, shared with every library of the same fonts.
    let store: FontStore
    let layouts: Locked<LayoutCache>
    let buffers = HarfBuzzBufferPool()

    /// A library with the system's fonts (unless `includingSystemFonts` is false) plus
    /// `fontDirectories` and `fontFiles`.
    ///
    /// Directories and files that do not exist or hold no font are skipped (their families are
    /// then missing: measuring with them throws ``TextError/fontNotFound(family:weight:isItalic:)``).
    /// A fontconfig failure (a broken installation) is reported by every measurement as
    /// ``TextError/fontconfigFailure(_:)``.
    ///
    /// - Parameters:
    ///   - fontDirectories: directories of font files to add, scanned recursively.
    ///   - fontFiles: single font files to add.
    ///   - includingSystemFonts: whether the system's fonts are included (`true` by default). A
    ///     library of only its own fonts measures the same on every machine, but has no fallback
    ///     beyond them.
    ///   - layoutCacheCapacity: the most finished layouts to keep (default 1,024; 0 disables the
    ///     cache; negative values count as 0).
    ///   - usingWordCache: whether left-to-right runs are shaped word by word through the fonts'
    ///     caches of shaped words (`true` by default; the results are the same either way, the
    ///     cache only saves HarfBuzz calls).
    public init(
        fontDirectories: [URL] = [],
        fontFiles: [URL] = [],
        includingSystemFonts: Bool = true,
        layoutCacheCapacity: Int = 1_024,
        usingWordCache: Bool = true
    ) {
        self.fontDirectories = fontDirectories
        self.fontFiles = fontFiles
        self.includesSystemFonts = includingSystemFonts
        self.layoutCacheCapacity = max(0, layoutCacheCapacity)
        self.usesWordCache = usingWordCache
        if fontDirectories.isEmpty && fontFiles.isEmpty && includingSystemFonts {
            store = FontStore.system
        } else {
            store = FontStore(configuration: Result { () throws(TextError) -> FontconfigConfiguration in
                try FontconfigConfiguration(fontDirectories: fontDirectories, fontFiles: fontFiles, includingSystemFonts: includingSystemFonts)
            })
        }
        layouts = Locked(LayoutCache(capacity: max(0, layoutCacheCapacity)))
    }

    /// The directories of `environment[fontDirectoryEnvironmentVariable]`, split at `:` (empty
    /// entries ignored).
    public static func defaultFontDirectories(environment: [String: String] = ProcessInfo.processInfo.environment) -> [URL] {
        (environment[fontDirectoryEnvironmentVariable] ?? "")
            .split(separator: ":", omittingEmptySubsequences: true)
            .map { URL(fileURLWithPath: String($0), isDirectory: true) }
    }

    /// The face fontconfig ranks first for `font`: the one that draws the characters it has.
    ///
    /// - Throws: ``TextError/fontNotFound(family:weight:isItalic:)`` for a family that is not
    ///   installed (nor generic), ``TextError/fontconfigFailure(_:)``.
    /// - Complexity: a dictionary lookup once resolved; the first resolution sorts the
    ///   configuration's fonts (a few milliseconds).
    public func face(for font: Font) throws(TextError) -> FontFace {
        try fontSet(for: font).candidates[0].face
    }


    /// The face that draws `character` in `font`: the font's own face when it has every scalar
    /// of the character, otherwise the fallback fontconfig ranks next that has them (emoji prefer
    /// the `emoji` family).
    ///
    /// - Throws: as ``face(for:)``.
    public func face(for font: Font, drawing character: Character) throws(TextError) -> FontFace {
        let set = try fontSet(for: font)
        let choice = set.choice(for: String(character)[...].unicodeScalars)
        return (choice.isEmoji ? set.emojiCandidates : set.candidates)[choice.index].face
    }

    /// Empties the cache of finished layouts (fonts and shaped words stay).
    public func removeCachedLayouts() {
        layouts.withLock { $0.removeAll() }
    }

    /// Counters of the layout cache, for tests.
    var layoutCacheStatistics: (hits: Int, misses: Int) {
        layouts.withLock { ($0.hits, $0.misses) }
    }

    // MARK: - Resolution

    /// See ``FontMetrics/init(_:library:)``.
    func metrics(for font: Font) throws(TextError) -> FontMetrics {
        try resolve(font).primary.metrics
    }

    /// The font set of `font` and its primary face at `font`'s size, from a short list of the
    /// fonts resolved last (compared, not hashed: measuring many labels in one font costs one
    /// lock and one comparison), else resolved and remembered.
    ///
    /// - Throws: ``TextError/invalidFontSize(_:)`` and the errors of ``fontSet(for:)``.
    func resolve(_ font: Font) throws(TextError) -> (set: FontSet, primary: HarfBuzzFont) {
        let scale = try font.validatedScale()
        if let known = store.registry.withLock({ registry in
            registry.recent.last(where: { $0.font == font }).map { ($0.set, $0.primary) }
        }) {
            return known
        }
        let set = try fontSet(for: font)
        let primary = try harfBuzzFont(in: set, at: 0, isEmoji: false, scale: scale)
        store.registry.withLock { registry in
            if registry.recent.count >= FontRegistry.recentCapacity { registry.recent.removeFirst() }
            registry.recent.append((font, set, primary))
        }
        return (set, primary)
    }

    /// The ranked faces for `font`'s family, weight and slant, sorted on first use.
    func fontSet(for font: Font) throws(TextError) -> FontSet {
        let key = FontSetKey(family: font.family.name, weight: font.weight, isItalic: font.isItalic)
        if let known = store.registry.withLock({ $0.fontSets[key] }) { return known }
        let configuration = try store.configuration.get()
        return try store.registry.withLock { registry throws(TextError) -> FontSet in
            try registry.fontSet(for: key, in: configuration)
        }
    }

    /// The HarfBuzz font of candidate `index` of `set` at `scale` (1/1024 pt), opening the face on
    /// first use.
    func harfBuzzFont(in set: FontSet, at index: Int, isEmoji: Bool, scale: Int32) throws(TextError) -> HarfBuzzFont {
        try set.font(at: index, isEmoji: isEmoji, scale: scale) { key throws(TextError) -> HarfBuzzFace in
            try store.registry.withLock { registry throws(TextError) -> HarfBuzzFace in try registry.face(for: key) }
        }
    }
}

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
/// **Thread safety.** A library may be used from any number of tasks at once. fontconfig is
/// queried, font files are read and HarfBuzz fonts are made without holding any lock; the caches'
/// locks block (they never spin) and are held only to look an entry up or insert it, so a
/// measurement that resolves a new font never holds up one that uses a known font. When two
/// threads make the same font at once, the first inserted is kept. HarfBuzz faces and fonts are
/// immutable once created and shared by all threads (HarfBuzz shapes with them concurrently);
/// HarfBuzz buffers come from a small pool, one per shaping call.
///
/// **Caches.** Libraries with the same fonts share their opened fonts — every library of the
/// system's fonts alone shares one set, as Pango's default font map serves a whole process. The
/// caches are bounded, least recently used first out: 64 font sets (family, weight and slant),
/// 64 opened faces (a face maps its file), 256 sized fonts over all families and sizes, and 1,024
/// family names remembered as installed or not. A font evicted while a layout uses it stays alive
/// until that layout goes. Each sized font keeps the words it shaped (4,096 at most; one more
/// empties its cache). Finished layouts are kept in a bounded cache (``layoutCacheCapacity``
/// entries) keyed by text, style and maximum width; texts longer than 4,096 UTF-8 bytes are not
/// cached. ``removeCachedFonts()`` and ``removeCachedLayouts()`` empty them.
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
        let removed = layouts.withLock { $0.removeAll() }
        _ = removed  // released here, after the lock
    }

    /// How many font sets, faces, sized fonts and family names the store keeps, for tests.
    var cachedFontCounts: (fontSets: Int, faces: Int, sizedFonts: Int, families: Int) {
        store.registry.withLock { ($0.fontSets.count, $0.faces.count, $0.sizedFonts.count, $0.knownFamilies.count) }
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
        let evicted = store.registry.withLock { registry -> FontRegistry.Evicted in
            var evicted = FontRegistry.Evicted()
            registry.remember(FontRegistry.RecentFont(font: font, set: set, primary: primary), evicting: &evicted)
            return evicted
        }
        _ = evicted  // released here, after the lock
        return (set, primary)
    }

    /// The ranked faces for `font`'s family, weight and slant, sorted on first use.
    ///
    /// fontconfig is queried (`FcFontList`, `FcFontSort`) and the set built without the store's
    /// lock; the lock is taken only to look the set up and to insert it. When two threads sort the
    /// same set at once, the first inserted is kept and returned to both.
    func fontSet(for font: Font) throws(TextError) -> FontSet {
        let key = FontSetKey(family: font.family.name, weight: font.weight, isItalic: font.isItalic)
        let known = store.registry.withLock { registry in
            (set: registry.fontSets.value(for: key), isInstalled: registry.knownFamilies.value(for: key.family), emoji: registry.emojiCandidates)
        }
        if let set = known.set { return set }
        let configuration = try store.configuration.get()
        let isInstalled = known.isInstalled ?? (FontFamily(key.family).isGeneric || configuration.hasFamily(key.family))
        let candidates = isInstalled ? configuration.sortedCandidates(family: key.family, weight: key.weight, isItalic: key.isItalic) : []
        // The colour faces fontconfig ranks for the generic `emoji` family (Noto Color Emoji).
        let emoji = known.emoji ?? Array(configuration.sortedCandidates(family: "emoji", weight: .regular, isItalic: false)
            .filter(\.isColor).prefix(2))
        let built = candidates.isEmpty ? nil : FontSet(key: key, candidates: candidates, emojiCandidates: emoji)
        let (kept, evicted) = store.registry.withLock { registry -> (FontSet?, FontRegistry.Evicted) in
            var evicted = FontRegistry.Evicted()
            if known.isInstalled == nil { registry.rememberFamily(key.family, isInstalled: isInstalled) }
            if registry.emojiCandidates == nil { registry.emojiCandidates = emoji }
            return (built.map { registry.insert($0, evicting: &evicted) }, evicted)
        }
        _ = evicted  // released here, after the lock
        guard let kept else {
            throw .fontNotFound(family: key.family, weight: key.weight, isItalic: key.isItalic)
        }
        return kept
    }

    /// The HarfBuzz font of candidate `index` of `set` (of its emoji candidates when `isEmoji`) at
    /// `scale` (1/1024 pt), made on first use.
    ///
    /// The face is opened (its file read) and the font made without the store's lock; when two
    /// threads make the same one at once, the first inserted is kept and returned to both.
    func harfBuzzFont(in set: FontSet, at index: Int, isEmoji: Bool, scale: Int32) throws(TextError) -> HarfBuzzFont {
        let key = SizedFontKey(set: set.key, candidate: index, isEmoji: isEmoji, scale: scale)
        let fileKey = (isEmoji ? set.emojiCandidates : set.candidates)[index].fileKey
        let known = store.registry.withLock { registry in
            (font: registry.sizedFonts.value(for: key), face: registry.faces.value(for: fileKey))
        }
        if let font = known.font { return font }
        let face: HarfBuzzFace
        if let knownFace = known.face {
            face = knownFace
        } else {
            let opened = try HarfBuzzFace(key: fileKey)
            face = insert { registry, evicted in registry.insert(opened, evicting: &evicted) }
        }
        let made = HarfBuzzFont(face: face, scale: scale)
        return insert { registry, evicted in registry.insert(made, for: key, evicting: &evicted) }
    }

    /// Runs `insertion` under the store's lock and releases what it evicted after the lock.
    private func insert<Kept: Sendable>(_ insertion: (inout FontRegistry, inout FontRegistry.Evicted) -> Kept) -> Kept {
        let (kept, evicted) = store.registry.withLock { registry -> (Kept, FontRegistry.Evicted) in
            var evicted = FontRegistry.Evicted()
            let kept = insertion(&registry, &evicted)
            return (kept, evicted)
        }
        _ = evicted  // released here, after the lock
        return kept
    }

    /// Forgets the fonts this library's store resolved — font sets, opened faces, sized fonts
    /// and their shaped words, which families are installed — and the finished layouts.
    ///
    /// The store is shared by every library of the same fonts (every library of the system's
    /// fonts alone shares one), so they all start again from fontconfig. Fonts that layouts still
    /// hold stay alive until those layouts go. The caches are bounded anyway (see the type's
    /// documentation); call this after measuring many fonts once — a font picker that closes —
    /// or when memory runs low.
    public func removeCachedFonts() {
        let removed = store.registry.withLock { registry -> FontRegistry in
            var emptied = FontRegistry()
            swap(&registry, &emptied)
            return emptied
        }
        _ = removed  // released here, after the lock
        removeCachedLayouts()
    }
}

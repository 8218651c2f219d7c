import Foundation

/// Finds font files, opens them with FreeType and measures text with them, safely from any
/// thread, caching faces, glyph advances and finished layouts.
///
/// Most code uses ``shared``, which searches the directories named by the
/// ``searchPathEnvironmentVariable`` and then the usual system font directories. A test or a tool
/// that ships its own fonts makes its own library:
///
/// ```swift
/// let library = FontLibrary(searchPaths: [URL(fileURLWithPath: "/opt/fonts")])
/// ```
///
/// **Thread safety.** A library may be used from any number of tasks at once. Face lookup and
/// FreeType's face creation are serialized by one lock; each face then has its own lock around
/// its FreeType calls (FreeType faces are not thread-safe), held only while advances are looked
/// up; line breaking runs outside every lock. Finished layouts are cached behind a third lock.
///
/// **Caches.** Faces stay open for the library's lifetime. Each face keeps the advances of the
/// glyphs it has measured for up to 32 sizes (a 33rd size flushes them). Finished layouts are kept
/// in a bounded cache (``layoutCacheCapacity`` entries, least recently used first out,
/// approximately) keyed by string, style and maximum width; strings longer than 4,096 UTF-8 bytes
/// are not cached.
public final class FontLibrary: Sendable {
    /// The environment variable whose directories (separated by `:`) ``defaultSearchPaths(environment:)``
    /// puts before the system directories: `MORPH_FONT_PATH`.
    public static let searchPathEnvironmentVariable = "MORPH_FONT_PATH"

    /// The system directories searched after the environment's: Debian/Ubuntu's
    /// `fonts-dejavu-core`, Fedora's and Arch's DejaVu packages, Homebrew and macOS font folders.
    public static let systemFontDirectories: [URL] = [
        "/usr/share/fonts/truetype/dejavu",
        "/usr/share/fonts/dejavu-sans-fonts",
        "/usr/share/fonts/dejavu-serif-fonts",
        "/usr/share/fonts/dejavu-sans-mono-fonts",
        "/usr/share/fonts/dejavu",
        "/usr/share/fonts/TTF",
        "/usr/local/share/fonts",
        "/opt/homebrew/share/fonts",
        "/Library/Fonts",
    ].map { URL(fileURLWithPath: $0, isDirectory: true) }

    /// The library every ``TextLayout`` and ``FontMetrics`` uses unless told otherwise, searching
    /// ``defaultSearchPaths(environment:)`` of the process environment as it was at first use.
    public static let shared = FontLibrary(searchPaths: defaultSearchPaths())

    /// The directories searched for font files, in order (not recursively).
    public let searchPaths: [URL]

    /// The most finished layouts kept; 0 disables the layout cache.
    public let layoutCacheCapacity: Int

    /// Strings longer than this (in UTF-8 bytes) are measured but not cached.
    static let longestCachedString = 4_096

    private let registry: Locked<FaceRegistry>
    private let layouts: Locked<LayoutCache>

    /// A library that searches `searchPaths`, in order, for font files.
    ///
    /// - Parameters:
    ///   - searchPaths: directories to look in (not recursively), best first.
    ///   - layoutCacheCapacity: the most finished layouts to keep (default 1,024; 0 disables the
    ///     cache; negative values count as 0).
    public init(searchPaths: [URL], layoutCacheCapacity: Int = 1_024) {
        self.searchPaths = searchPaths
        self.layoutCacheCapacity = max(0, layoutCacheCapacity)
        registry = Locked(FaceRegistry())
        layouts = Locked(LayoutCache(capacity: max(0, layoutCacheCapacity)))
    }

    /// The directories of `environment[searchPathEnvironmentVariable]` (split at `:`, empty
    /// entries ignored), followed by ``systemFontDirectories``.
    public static func defaultSearchPaths(environment: [String: String] = ProcessInfo.processInfo.environment) -> [URL] {
        let overrides = (environment[searchPathEnvironmentVariable] ?? "")
            .split(separator: ":", omittingEmptySubsequences: true)
            .map { URL(fileURLWithPath: String($0), isDirectory: true) }
        return overrides + systemFontDirectories
    }

    /// The face file `font` resolves to (see ``FontFamily`` for the names tried and the fallbacks).
    ///
    /// - Throws: ``TextError/fontNotFound(family:weight:isItalic:fileNames:searchedDirectories:)``
    ///   naming the files tried and the directories searched, or
    ///   ``TextError/unreadableFont(path:code:)`` if the best file found cannot be read.
    /// - Complexity: a dictionary lookup once resolved; the first resolution checks each candidate
    ///   file name in each search path.
    public func face(for font: Font) throws(TextError) -> FontFace {
        try resolve(font).description
    }

    /// Empties the cache of finished layouts (faces and glyph advances stay).
    public func removeCachedLayouts() {
        layouts.withLock { $0.removeAll() }
    }

    // MARK: - Measurement

    /// See ``FontMetrics/init(_:library:)``.
    func metrics(for font: Font) throws(TextError) -> FontMetrics {
        let size = try font.validatedSize26Dot6()
        return FontMetrics(design: try resolve(font).face.design, size26Dot6: size)
    }

    /// See ``TextLayout/init(_:style:maximumWidth:library:)``.
    func layout(_ string: String, style: TextStyle, maximumWidth: CGFloat) throws(TextError) -> TextLayout {
        let size = try style.font.validatedSize26Dot6()
        guard !maximumWidth.isNaN, maximumWidth >= 0 else {
            throw TextError.invalidMaximumWidth(maximumWidth)
        }
        guard style.lineLimit >= 0 else {
            throw TextError.invalidLineLimit(style.lineLimit)
        }

        let isCacheable = layoutCacheCapacity > 0 && string.utf8.count <= Self.longestCachedString
        let key = LayoutCache.Key(string: string, style: style, maximumWidth: maximumWidth)
        if isCacheable, let cached = layouts.withLock({ $0.layout(for: key) }) {
            return cached
        }

        let resolved = try resolve(style.font)
        let shaped = try resolved.face.shape(string, size: size)
        let layout = TextLayout(
            string: string, style: style, maximumWidth: maximumWidth, shaped: shaped,
            metrics: FontMetrics(design: resolved.face.design, size26Dot6: size), face: resolved.description
        )
        if isCacheable {
            layouts.withLock { $0.insert(layout, for: key) }
        }
        return layout
    }

    /// Counters of the layout cache, for tests.
    var layoutCacheStatistics: (hits: Int, misses: Int) {
        layouts.withLock { ($0.hits, $0.misses) }
    }

    // MARK: - Face resolution

    /// The opened face for `font`'s family, weight and slant, opening it on first use.
    func resolve(_ font: Font) throws(TextError) -> ResolvedFace {
        let key = FaceRegistry.Key(family: font.family, weight: font.weight, isItalic: font.isItalic)
        let searchPaths = searchPaths
        return try registry.withLock { registry throws(TextError) -> ResolvedFace in
            if let resolved = registry.resolved[key] { return resolved }
            let fileNames = font.family.candidateFileNames(weight: font.weight, isItalic: font.isItalic)
            for fileName in fileNames {
                for directory in searchPaths {
                    let url = directory.appendingPathComponent(fileName, isDirectory: false)
                    var isDirectory: ObjCBool = false
                    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
                        continue
                    }
                    let face = try registry.openFace(atPath: url.path)
                    let style = font.family.style(ofFileNamed: fileName)
                    let resolved = ResolvedFace(
                        face: face,
                        description: FontFace(
                            url: url, familyName: face.familyName, styleName: face.styleName,
                            weight: style?.weight ?? font.weight, isItalic: style?.isItalic ?? font.isItalic,
                            hasKerning: face.design.hasKerning
                        )
                    )
                    registry.resolved[key] = resolved
                    return resolved
                }
            }
            throw TextError.fontNotFound(
                family: font.family.fileStem, weight: font.weight, isItalic: font.isItalic,
                fileNames: fileNames, searchedDirectories: searchPaths.map(\.path)
            )
        }
    }
}

/// A face opened for a font and its public description.
struct ResolvedFace: Sendable {
    let face: FreeTypeFace
    let description: FontFace
}

/// The faces a library has resolved and opened; only reachable through the library's lock.
struct FaceRegistry: Sendable {
    /// A font's face, regardless of size.
    struct Key: Hashable, Sendable {
        var family: FontFamily
        var weight: FontWeight
        var isItalic: Bool
    }

    var freeType: FreeTypeLibrary?
    var resolved: [Key: ResolvedFace] = [:]
    /// Faces by file path, so that fallbacks sharing a file share one FreeType face.
    var openFaces: [String: FreeTypeFace] = [:]

    /// The face of the file at `path`, opened once.
    mutating func openFace(atPath path: String) throws(TextError) -> FreeTypeFace {
        if let face = openFaces[path] { return face }
        let library: FreeTypeLibrary
        if let existing = freeType {
            library = existing
        } else {
            library = try FreeTypeLibrary()
            freeType = library
        }
        let face = try library.openFace(atPath: path)
        openFaces[path] = face
        return face
    }
}

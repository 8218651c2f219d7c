import CFontconfig
import Foundation
import MorphLayout

/// A fontconfig configuration: the fonts a ``FontLibrary`` can use and the rules that rank them.
///
/// `FcConfig` is reference counted with atomics, and fontconfig (2.10.91 and later) is
/// thread-safe for the read-only queries made here (`FcFontList`, `FcFontSort`,
/// `FcFontRenderPrepare`, `FcConfigSubstitute`); the configuration is complete (fonts added)
/// before it is shared, and never changed afterwards. That is why the wrapper may be `Sendable`.
final class FontconfigConfiguration: @unchecked Sendable {
    let pointer: OpaquePointer

    /// The system configuration (fontconfig's configuration files and their font directories),
    /// loaded once per process and shared by every library that adds no fonts of its own.
    static let system: Result<FontconfigConfiguration, TextError> = Result { () throws(TextError) -> FontconfigConfiguration in
        try FontconfigConfiguration(fontDirectories: [], fontFiles: [], includingSystemFonts: true)
    }

    /// A configuration with the system's fonts (or none) plus `fontDirectories` (scanned
    /// recursively) and `fontFiles`. Directories and files that do not exist or hold no font are
    /// skipped.
    init(fontDirectories: [URL], fontFiles: [URL], includingSystemFonts: Bool) throws(TextError) {
        let created: OpaquePointer? = includingSystemFonts ? FcInitLoadConfigAndFonts() : FcConfigCreate()
        guard let created else {
            throw .fontconfigFailure(includingSystemFonts ? "FcInitLoadConfigAndFonts returned no configuration" : "FcConfigCreate failed")
        }
        if !includingSystemFonts {
            // A configuration without the system's files has no cache directory; give it the
            // user's, so that scanning added fonts does not complain on standard error.
            _ = FcConfigParseAndLoadFromMemory(created, Self.cacheOnlyConfiguration, FcFalse)
        }
        for directory in fontDirectories {
            _ = FcConfigAppFontAddDir(created, directory.path)
        }
        for file in fontFiles {
            _ = FcConfigAppFontAddFile(created, file.path)
        }
        pointer = created
    }

    deinit {
        FcConfigDestroy(pointer)
    }

    /// A fontconfig configuration file that only names the user's cache directory.
    private static let cacheOnlyConfiguration = """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig><cachedir prefix="xdg">fontconfig</cachedir></fontconfig>
        """

    /// Whether some font of the configuration has `family` among its family names
    /// (case-insensitively, as fontconfig compares them).
    func hasFamily(_ family: String) -> Bool {
        guard let pattern = FcPatternCreate() else { return false }
        defer { FcPatternDestroy(pattern) }
        _ = FcPatternAddString(pattern, FC_FAMILY, family)
        guard let objects = FcObjectSetCreate() else { return false }
        defer { FcObjectSetDestroy(objects) }
        _ = FcObjectSetAdd(objects, FC_FAMILY)
        guard let list = FcFontList(pointer, pattern, objects) else { return false }
        defer { FcFontSetDestroy(list) }
        return list.pointee.nfont > 0
    }

    /// The faces fontconfig ranks for `font`'s family, weight and slant, best first, each as it
    /// would be rendered for the request (with synthetic emboldening or slanting where
    /// fontconfig's rules ask for it). Faces that add no coverage are trimmed (`FcFontSort` with
    /// `trim`), which keeps the list short.
    func sortedCandidates(family: String, weight: FontWeight, isItalic: Bool) -> [FaceCandidate] {
        guard let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        _ = FcPatternAddString(pattern, FC_FAMILY, family)
        _ = FcPatternAddInteger(pattern, FC_WEIGHT, weight.fontconfigWeight)
        _ = FcPatternAddInteger(pattern, FC_SLANT, isItalic ? Int32(FC_SLANT_ITALIC) : Int32(FC_SLANT_ROMAN))
        _ = FcConfigSubstitute(pointer, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultMatch
        guard let sorted = FcFontSort(pointer, pattern, FcTrue, nil, &result) else { return [] }
        defer { FcFontSetDestroy(sorted) }
        var candidates: [FaceCandidate] = []
        let count = Int(sorted.pointee.nfont)
        candidates.reserveCapacity(count)
        for index in 0..<count {
            guard let font = sorted.pointee.fonts[index],
                  let prepared = FcFontRenderPrepare(pointer, pattern, font)
            else { continue }
            defer { FcPatternDestroy(prepared) }
            if let candidate = FaceCandidate(font: font, prepared: prepared) {
                candidates.append(candidate)
            }
        }
        return candidates
    }
}

/// Reads fontconfig pattern elements.
enum FontconfigPattern {
    static func string(_ pattern: OpaquePointer, _ object: String) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, object, 0, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }

    static func integer(_ pattern: OpaquePointer, _ object: String) -> Int32? {
        var value: Int32 = 0
        guard FcPatternGetInteger(pattern, object, 0, &value) == FcResultMatch else { return nil }
        return value
    }

    static func double(_ pattern: OpaquePointer, _ object: String) -> Double? {
        var value: Double = 0
        if FcPatternGetDouble(pattern, object, 0, &value) == FcResultMatch { return value }
        if let integer = integer(pattern, object) { return Double(integer) }
        return nil
    }

    static func bool(_ pattern: OpaquePointer, _ object: String) -> Bool {
        var value: FcBool = FcFalse
        guard FcPatternGetBool(pattern, object, 0, &value) == FcResultMatch else { return false }
        return value != FcFalse
    }
}

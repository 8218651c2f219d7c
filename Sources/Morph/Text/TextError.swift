import Foundation

/// Why text could not be measured.
///
/// Each case carries the value or the place at fault, and ``description`` reads as a sentence
/// that names it.
public enum TextError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No file of the family was found in the library's search paths.
    ///
    /// - Parameters:
    ///   - family: the family's file stem, e.g. `"DejaVuSans"`.
    ///   - weight, isItalic: the requested face.
    ///   - fileNames: the file names tried, best first.
    ///   - searchedDirectories: the directories searched, in order (see
    ///     ``FontLibrary/searchPaths``; set ``FontLibrary/searchPathEnvironmentVariable`` or pass
    ///     directories to ``FontLibrary/init(searchPaths:layoutCacheCapacity:)`` to add more).
    case fontNotFound(family: String, weight: FontWeight, isItalic: Bool, fileNames: [String], searchedDirectories: [String])
    /// A font file exists but FreeType cannot read it as a scalable font.
    ///
    /// - Parameters:
    ///   - path: the file.
    ///   - code: FreeType's error code (3 = unknown file format, 1 = cannot open resource).
    case unreadableFont(path: String, code: Int)
    /// A FreeType call failed while scaling a face (only under memory exhaustion or a size FreeType rejects).
    case freeTypeFailure(operation: String, code: Int)
    /// A font size that is NaN, infinite or outside ``Font/minimumSize``…``Font/maximumSize``.
    case invalidFontSize(CGFloat)
    /// A maximum line width that is NaN or negative (`.infinity` means "no limit").
    case invalidMaximumWidth(CGFloat)
    /// A negative line limit (0 means "no limit").
    case invalidLineLimit(Int)

    /// A sentence naming what was wrong and where.
    public var description: String {
        switch self {
        case let .fontNotFound(family, weight, isItalic, fileNames, directories):
            let style = "\(weight.rawValue)\(isItalic ? " italic" : "")"
            return "font family \(family) (\(style)) not found: tried \(fileNames.joined(separator: ", ")) in "
                + (directories.isEmpty ? "no directory" : directories.joined(separator: ", "))
        case let .unreadableFont(path, code):
            return "font file \(path) cannot be read by FreeType (error \(code))"
        case let .freeTypeFailure(operation, code):
            return "FreeType call \(operation) failed (error \(code))"
        case let .invalidFontSize(size):
            return "font size \(size) is not in \(Font.minimumSize)…\(Font.maximumSize) points"
        case let .invalidMaximumWidth(width):
            return "maximum text width \(width) is not a non-negative number"
        case let .invalidLineLimit(limit):
            return "line limit \(limit) is negative (0 means no limit)"
        }
    }
}

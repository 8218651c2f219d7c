import Foundation

/// The folder `morph layout --svg DIR` writes one SVG per case into (or `--png DIR` one PNG),
/// named after the case.
///
/// File names are the case name with every character other than letters, digits, `.`, `-` and
/// `_` replaced by `_` (`YGFlexTest/flex_grow/ltr` → `YGFlexTest_flex_grow_ltr.svg`); a name
/// already written in this run gets `-2`, `-3`, … so no case overwrites another.
struct SVGDirectory {
    /// What the folder holds.
    enum Format: String {
        case svg
        case png
    }

    /// The folder.
    let url: URL
    /// The files' format (and extension).
    let format: Format
    private var usedNames: Set<String> = []

    /// Creates the folder (and its parents) if needed and checks that files can be written into it.
    ///
    /// - Throws: ``LayoutCommandError/unwritableSVGDirectory(path:reason:)`` when the path is a
    ///   file, cannot be created, or is not writable.
    init(path: String, format: Format = .svg) throws(LayoutCommandError) {
        func unwritable(_ reason: String) -> LayoutCommandError {
            format == .svg ? .unwritableSVGDirectory(path: path, reason: reason) : .unwritablePNGDirectory(path: path, reason: reason)
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw unwritable("it exists and is not a directory")
            }
        } else {
            do {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            } catch {
                throw unwritable(Self.creationFailure(path: path, error: error))
            }
        }
        guard FileManager.default.isWritableFile(atPath: path) else {
            throw unwritable("permission denied")
        }
        url = URL(fileURLWithPath: path, isDirectory: true)
        self.format = format
    }

    /// Writes `svg` as the drawing of the case named `caseName`.
    ///
    /// - Returns: the file's URL.
    /// - Throws: ``LayoutCommandError/unwritableSVGFile(path:reason:)``.
    @discardableResult
    mutating func write(_ svg: String, caseName: String) throws(LayoutCommandError) -> URL {
        try write(Data(svg.utf8), caseName: caseName)
    }

    /// Writes `data` (the file's bytes) as the drawing of the case named `caseName`.
    ///
    /// - Returns: the file's URL.
    /// - Throws: ``LayoutCommandError/unwritableSVGFile(path:reason:)`` (or its PNG twin).
    @discardableResult
    mutating func write(_ data: Data, caseName: String) throws(LayoutCommandError) -> URL {
        let file = url.appendingPathComponent(uniqueFileName(for: caseName))
        do {
            try data.write(to: file, options: .atomic)
        } catch {
            let reason = FileErrorReason.describe(error)
            throw format == .svg ? .unwritableSVGFile(path: file.path, reason: reason) : .unwritablePNGFile(path: file.path, reason: reason)
        }
        return file
    }

    /// `<sanitised name>.svg` (or `.png`), made unique within this run.
    mutating func uniqueFileName(for caseName: String) -> String {
        let base = Self.sanitised(caseName)
        var candidate = base
        var suffix = 1
        while usedNames.contains(candidate.lowercased()) {
            suffix += 1
            candidate = "\(base)-\(suffix)"
        }
        usedNames.insert(candidate.lowercased())
        return candidate + "." + format.rawValue
    }

    /// The case name reduced to a portable file name (at most 200 characters, never empty, never
    /// hidden).
    static func sanitised(_ caseName: String) -> String {
        var name = ""
        var lastWasReplaced = false
        for scalar in caseName.unicodeScalars {
            let portable = scalar.isASCII
                && (CharacterSet.alphanumerics.contains(scalar) || scalar == "." || scalar == "-" || scalar == "_")
            if portable {
                name.unicodeScalars.append(scalar)
                lastWasReplaced = false
            } else if !lastWasReplaced {
                name += "_"
                lastWasReplaced = true
            }
        }
        while name.hasPrefix(".") { name.removeFirst() }
        name = String(name.prefix(200))
        return name.isEmpty ? "case" : name
    }

    /// Why `path` could not be created: its nearest existing ancestor is a file or is not
    /// writable, else what Foundation says.
    private static func creationFailure(path: String, error: any Error) -> String {
        var ancestor = URL(fileURLWithPath: path).deletingLastPathComponent()
        while ancestor.path != "/" {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: ancestor.path, isDirectory: &isDirectory) {
                if !isDirectory.boolValue { return "\(ancestor.path) is not a directory" }
                if !FileManager.default.isWritableFile(atPath: ancestor.path) { return "\(ancestor.path) is not writable" }
                break
            }
            ancestor = ancestor.deletingLastPathComponent()
        }
        return FileErrorReason.describe(error)
    }
}

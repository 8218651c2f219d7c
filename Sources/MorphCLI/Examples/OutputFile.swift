import Foundation

/// A file `morph` and `morph render` write: the file itself and nothing else. The folder it goes
/// in must exist — except the default output folder (`morph-out`), which is created, alone, in
/// the current folder. An existing folder is never overwritten.
struct OutputFile {
    /// Why a file could not be written.
    enum Failure: Error, Equatable, CustomStringConvertible {
        /// The path names an existing folder.
        case isAFolder(path: String)
        /// The folder the file would go in does not exist.
        case missingFolder(path: String, folder: String)
        /// What would be the file's folder is a file.
        case folderIsAFile(path: String, folder: String)
        /// Writing failed (the system's reason: permission denied, no space left, …).
        case unwritable(path: String, reason: String)

        var description: String {
            switch self {
            case .isAFolder(let path):
                "cannot write \(path): it is a folder; give a file path such as \((path as NSString).appendingPathComponent("NAME.html"))"
            case let .missingFolder(path, folder):
                "cannot write \(path): the folder \(folder) does not exist (morph creates the file, not its folder)"
            case let .folderIsAFile(path, folder):
                "cannot write \(path): \(folder) is a file, not a folder"
            case let .unwritable(path, reason):
                "cannot write \(path): \(reason)"
            }
        }
    }

    /// The file's path, as given.
    let path: String
    /// The one folder that may be created for the file (the default output folder), if any.
    let creatableFolder: String?

    /// Writes `text` (UTF-8), replacing an existing file.
    ///
    /// - Throws: ``Failure`` saying why, without creating anything when it throws.
    func write(_ text: String) throws(Failure) {
        try write(Data(text.utf8))
    }

    /// Writes `data`, replacing an existing file.
    ///
    /// - Throws: ``Failure`` saying why, without creating anything when it throws.
    func write(_ data: Data) throws(Failure) {
        try prepareFolder()
        do {
            try data.write(to: url)
        } catch {
            throw .unwritable(path: path, reason: FileErrorReason.describe(error))
        }
    }

    /// The file's URL.
    var url: URL { URL(fileURLWithPath: path) }

    /// Checks that the file can go where it is named — not a folder, in a folder that exists —
    /// creating the default output folder if that is the one missing. For writers that produce the
    /// file themselves (the video encoder).
    ///
    /// - Throws: ``Failure`` saying why.
    func prepareFolder() throws(Failure) {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw .isAFolder(path: path)
        }
        let folder = (path as NSString).deletingLastPathComponent
        let folderPath = folder.isEmpty ? "." : folder
        if fileManager.fileExists(atPath: folderPath, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw .folderIsAFile(path: path, folder: folderPath) }
        } else if let creatableFolder, Self.sameFolder(creatableFolder, folderPath) {
            do {
                try fileManager.createDirectory(atPath: folderPath, withIntermediateDirectories: false)
            } catch {
                throw .unwritable(path: path, reason: "cannot create the folder \(folderPath): \(FileErrorReason.describe(error))")
            }
        } else {
            throw .missingFolder(path: path, folder: folderPath)
        }
    }

    /// Checks, without writing anything, that the file can be written later: the checks of
    /// ``prepareFolder()``, then that its folder, and the file if it exists, are writable. For a
    /// file written at the end of a long run (`morph play --frame-statistics`), so that a bad
    /// path is said before the run starts.
    ///
    /// - Throws: ``Failure`` saying why.
    func checkWritable() throws(Failure) {
        try prepareFolder()
        let folder = (path as NSString).deletingLastPathComponent
        let folderPath = folder.isEmpty ? "." : folder
        guard FileManager.default.isWritableFile(atPath: folderPath) else {
            throw .unwritable(path: path, reason: "the folder \(folderPath) is not writable")
        }
        if FileManager.default.fileExists(atPath: path), !FileManager.default.isWritableFile(atPath: path) {
            throw .unwritable(path: path, reason: "the file is not writable")
        }
    }

    private static func sameFolder(_ a: String, _ b: String) -> Bool {
        URL(fileURLWithPath: a).standardizedFileURL.path == URL(fileURLWithPath: b).standardizedFileURL.path
    }
}

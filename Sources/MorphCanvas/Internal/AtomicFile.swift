import Foundation

/// Writes files so that a failure never leaves a partial file behind: the bytes go to a temporary
/// file in the destination's folder (so the rename stays on one file system), which is renamed
/// over the destination once complete, and removed on any error.
enum AtomicFile {
    /// A temporary path next to `url`: `.<name>.<random>.partial`.
    static func temporaryURL(for url: URL) -> URL {
        let name = ".\(url.lastPathComponent).\(UInt32.random(in: 0...UInt32.max)).partial"
        return url.deletingLastPathComponent().appendingPathComponent(name)
    }

    /// Checks that a file can be created in `url`'s folder and that `url` is not a folder.
    ///
    /// - Throws: ``CanvasError/unwritableFile(path:reason:)``.
    static func checkWritable(_ url: URL) throws(CanvasError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw .unwritableFile(path: url.path, reason: "it is a folder")
        }
        let folder = url.deletingLastPathComponent()
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) else {
            throw .unwritableFile(path: url.path, reason: "the folder \(folder.path) does not exist")
        }
        guard isDirectory.boolValue else {
            throw .unwritableFile(path: url.path, reason: "\(folder.path) is not a folder")
        }
        guard FileManager.default.isWritableFile(atPath: folder.path) else {
            throw .unwritableFile(path: url.path, reason: "the folder \(folder.path) is not writable")
        }
    }

    /// Writes `data` to `url` through a temporary file.
    ///
    /// - Throws: ``CanvasError/unwritableFile(path:reason:)``; nothing is left at `url` or at the
    ///   temporary path.
    static func write(_ data: Data, to url: URL) throws(CanvasError) {
        try checkWritable(url)
        let temporary = temporaryURL(for: url)
        do {
            try data.write(to: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw .unwritableFile(path: url.path, reason: FileErrorReason.of(error))
        }
        try commit(temporary, to: url)
    }

    /// Renames a complete temporary file over `url`, removing it if the rename fails.
    static func commit(_ temporary: URL, to url: URL) throws(CanvasError) {
        guard rename(temporary.path, url.path) == 0 else {
            let reason = FileErrorReason.ofErrno()
            try? FileManager.default.removeItem(at: temporary)
            throw .unwritableFile(path: url.path, reason: reason)
        }
    }
}
